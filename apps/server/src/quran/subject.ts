/**
 * A verb's attached subject pronoun (الضمير المتصل الفاعل), by its tense and person: the Corpus
 * shows it as a segment of its own (قَالُوا = قَالَ + وا). Null where the subject is hidden
 * (مستتر: he, she, I, we, you in the present; he, she in the past) or shown by a letter that is a
 * sign, not a pronoun (the تْ of قَالَتْ, the prefixes of the present). Data only.
 */
import type { WordFeatures } from '@tasreef/contracts/quran';

type Tense = NonNullable<WordFeatures['tense']>;

const SUBJECTS: Record<Tense, Record<string, string>> = {
  past: { '1s': 'تُ', '1p': 'نَا', '2ms': 'تَ', '2fs': 'تِ', '2d': 'تُمَا', '2mp': 'تُمْ', '2fp': 'تُنَّ', '3md': 'ا', '3fd': 'ا', '3mp': 'وا', '3fp': 'نَ' },
  // the present's dual, plural and 2fs; its ن of the indicative is the sign of the mood, not the pronoun
  present: { '2fs': 'ي', '2d': 'ا', '2mp': 'و', '2fp': 'نَ', '3md': 'ا', '3fd': 'ا', '3mp': 'و', '3fp': 'نَ' },
  imperative: { '2fs': 'ي', '2d': 'ا', '2mp': 'وا', '2fp': 'نَ' },
};

/** The attached subject pronoun of a verb of this tense and person, or null when the subject is hidden. */
export function subjectPronoun(tense: WordFeatures['tense'], person: string | null): string | null {
  if (!tense || !person) return null;
  return SUBJECTS[tense][person] ?? null;
}
