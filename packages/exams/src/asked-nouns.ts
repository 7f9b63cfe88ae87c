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
 * - كَانَ and her sisters and the verbs of approach (INCOMPLETE_VERBS) have neither an active
 *   participle nor an elative in use (*زَائِلٌ of زَالَ يَزَالُ، *ظَالٌّ، *أَكْوَنُ).
 */
import type { LexiconEntry } from '@tasreef/lexicon';
import { passiveInUse } from './exam-entries.ts';
import { INCOMPLETE_VERBS } from './transitivity-data.ts';

const AFAL = 'أَفْعَل';

type Entry = Pick<LexiconEntry, 'id' | 'pattern' | 'past_vowel' | 'transitive' | 'attested'>;

const incomplete = (e: Pick<LexiconEntry, 'id'>): boolean => Object.hasOwn(INCOMPLETE_VERBS, e.id);

const hasAdjective = (e: Entry): boolean => (e.attested?.adjective?.length ?? 0) > 0 || (e.attested?.adjective_words?.length ?? 0) > 0;

export function elativeAsked(e: Entry): boolean {
  if (e.pattern !== 'I' || e.attested?.elative !== true || incomplete(e)) return false;
  return !(e.attested.adjective ?? []).includes(AFAL);
}

export function activeParticipleAsked(e: Entry): boolean {
  if (incomplete(e)) return false;
  if (e.pattern !== 'I') return true;
  if (e.past_vowel === 'u') return false;
  return !(e.past_vowel === 'i' && e.transitive === false && hasAdjective(e));
}

/** Whether an exam may ask (or show as a key) the noun `key` of the verb. */
export function nounAsked(e: Entry & Pick<LexiconEntry, 'sources'>, key: string): boolean {
  if (key === 'elative') return elativeAsked(e);
  // the bare passive participle of a verb not certainly transitive (مَكُونٌ، مَوْقُوعٌ) is not Arabic, nor of one used in the third person only (*مُمْكَنٌ)
  if (key === 'passive_participle') return passiveInUse(e);
  if (key === 'active_participle') return activeParticipleAsked(e);
  return true;
}

/**
 * A doubled form-I verb's mīmī masdar and its noun of place and time are one form in use (مَفَرٌّ
 * "flight" and "place of flight", مَقَرٌّ، مَحَلٌّ; the مَفْعِل of a يَفْعِلُ verb, مَحِلٌّ، مَتِمٌّ, is rare),
 * so a question naming either kind has the other as a second right answer: neither kind is asked
 * of such a verb (which kind the form is, or to make the noun of place).
 */
export function placeMimiOneForm(e: Pick<LexiconEntry, 'pattern' | 'root'>, key: string): boolean {
  if (key !== 'noun_of_place_time' && key !== 'masdar_mimi') return false;
  const r = [...e.root];
  return e.pattern === 'I' && r.length === 3 && r[1] === r[2];
}

/**
 * English glosses of the lexicon's nouns that name a place or a time (مَكْتَبٌ "office", مُلْتَقًى
 * "meeting place", مُسْتَشْفًى "hospital", مَوْعِدٌ "appointment"): the noun list holds the participles
 * and masdars used as nouns too (مُؤَلَّفٌ "composition", مُرَشَّحٌ "candidate", مَعْنًى "meaning"), spelt as the
 * noun of place of their verb but not one.
 */
const PLACE_OR_TIME =
  /\b(?:place|site|spot|location|position|area|region|camp|cent(?:er|re)|headquarters|seat|office|bureau|hall|room|house|home|residence|abode|dwelling|lodging|shelter|refuge|retreat|hide-?out|sanctuary|hospital|clinic|laboratory|school|factory|workshop|market|station|stopover|harbou?r|port|airport|garden|field|ground|court|theat(?:er|re)|stadium|arena|club|forum|conference|convention|meeting|junction|juncture|crossroads|exit|entrance|outlet|passage|passageway|road|path|way|route|destination|resort|toilet|fireplace|pasture|library|society|prison|mosque|cemetery|grave|playground|observatory|source|origin|time|season|hour|date|appointment|era|dawn|sunset|evening|end|beginning|starting point)s?\b/iu;

/**
 * Whether the noun `form` of kind `key` is in use, for the kinds every verb has by rule but Arabic
 * uses for some verbs only: the noun of place and time and the mīmī masdar. In use: a form-I noun
 * of place whose measure Sarf attests for the verb (مَسْجِدٌ، مَجْلِسٌ); a noun of the lexicon's noun
 * list spelt as it (`nounGlosses`), glossed as a place or a time for the noun of place (مَكْتَبٌ،
 * مُلْتَقًى، مُسْتَشْفًى). Not in use: مَبْدًى of بَدَا، مُتَّصَلٌ or مُشَارٌ as a place. Other kinds are in
 * use by rule (participles) or asked from attested forms already.
 */
export function nounInUse(
  e: Pick<LexiconEntry, 'pattern' | 'attested'>,
  key: string,
  form: string,
  nounGlosses: ((f: string) => readonly (readonly string[])[]) | undefined,
): boolean {
  if (key !== 'noun_of_place_time' && key !== 'masdar_mimi') return true;
  if (key === 'noun_of_place_time' && e.pattern === 'I' && (e.attested?.noun_of_place_time?.length ?? 0) > 0) return true;
  const nouns = nounGlosses?.(form) ?? [];
  return key === 'masdar_mimi' ? nouns.length > 0 : nouns.some((g) => g.some((x) => PLACE_OR_TIME.test(x)));
}
