/**
 * Which derived nouns of a verb an exam asks: only forms a teacher would write on the board.
 *
 * - The elative (أَفْعَلُ التفضيل) exists only for a form-I verb that is fully inflected, complete
 *   (not كَانَ and her sisters), and admits degrees, and whose adjective is not itself on أَفْعَل
 *   (colours and defects: أَحْمَرُ). The engine forms أَفْعَلُ for any form-I verb; an exam asks it
 *   only where the lexicon attests an elative of the root (Sarf's list) and no أَفْعَل adjective:
 *   أَكْوَنُ، أَجْيَأُ، أَزْيَرُ are never keys. Elsewhere Arabic says أَشَدُّ / أَكْثَرُ + masdar.
 * - The active participle of a stative verb (فَعُلَ: حَسُنَ، كَرُمَ، صَعُبَ) is not the noun a
 *   teacher expects: its adjective is (حَسَنٌ، كَرِيمٌ، صَعْبٌ), so حَاسِنٌ، كَارِمٌ are never asked.
 *   The same holds for an intransitive فَعِلَ verb whose adjective the lexicon attests (فَرِحَ: فَرِحٌ).
 */
import type { LexiconEntry } from '@tasreef/lexicon';
import { certainlyTransitive } from './exam-entries.ts';

const AFAL = 'أَفْعَل';

type Entry = Pick<LexiconEntry, 'pattern' | 'past_vowel' | 'transitive' | 'attested'>;

const hasAdjective = (e: Entry): boolean => (e.attested?.adjective?.length ?? 0) > 0 || (e.attested?.adjective_words?.length ?? 0) > 0;

export function elativeAsked(e: Entry): boolean {
  if (e.pattern !== 'I' || e.attested?.elative !== true) return false;
  return !(e.attested.adjective ?? []).includes(AFAL);
}

export function activeParticipleAsked(e: Entry): boolean {
  if (e.pattern !== 'I') return true;
  if (e.past_vowel === 'u') return false;
  return !(e.past_vowel === 'i' && e.transitive === false && hasAdjective(e));
}

/** Whether an exam may ask (or show as a key) the noun `key` of the verb. */
export function nounAsked(e: Entry & Pick<LexiconEntry, 'id' | 'sources'>, key: string): boolean {
  if (key === 'elative') return elativeAsked(e);
  // the bare passive participle of a verb not certainly transitive (مَكُونٌ، مَوْقُوعٌ) is not Arabic
  if (key === 'passive_participle') return certainlyTransitive(e);
  if (key === 'active_participle') return activeParticipleAsked(e);
  return true;
}
