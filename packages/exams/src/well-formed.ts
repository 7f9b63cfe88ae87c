/**
 * A form an exam may show: one word (or the engine's two-word instance noun), NFC, Arabic letters
 * and marks only, fully vocalized, no sukun on the letter of a long vowel, at most one vowel mark and one shadda on a letter, no mark
 * without its letter, and no hamza or ؤ/ئ opening a word (a word-initial hamza sits on alif).
 */
import { isFullyVocalized, letters } from '@tasreef/morphology';

// letters (ء–غ, ف–ي), marks (tanwin to sukun, dagger alif) and the space of a two-word noun
const ARABIC = /^(?:[\u0621-\u063A]|[\u0641-\u064A]|[\u064B-\u0652]|\u0670| )+$/;
const VOWELS = new Set(['\u064B', '\u064C', '\u064D', '\u064E', '\u064F', '\u0650', '\u0652']);
const BAD_START = new Set([letters.HAMZA, letters.WAW_HAMZA, letters.YEH_HAMZA, letters.ALEF_MAKSURA, letters.TEH_MARBUTA]);

/** A long vowel written with a sukun on its letter (أُوْرِدَ for أُورِدَ): the same word, spelled as the engine never does. */
const SUKUN_ON_LONG_VOWEL = /\u064F\u0648\u0652|\u0650\u064A\u0652|\u064E\u0627\u0652/u;

export function isWellFormed(form: string): boolean {
  if (SUKUN_ON_LONG_VOWEL.test(form)) return false;
  if (form.length === 0 || form !== form.normalize('NFC') || !ARABIC.test(form)) return false;
  for (const word of form.split(' ')) {
    if (word === '' || letters.isMark(word[0]!) || BAD_START.has(word[0]!)) return false;
    let vowels = 0,
      shaddas = 0;
    for (const ch of word) {
      if (!letters.isMark(ch)) {
        vowels = 0;
        shaddas = 0;
      } else if (ch === letters.SHADDA) {
        if (++shaddas > 1) return false;
      } else if (VOWELS.has(ch) && ++vowels > 1) return false;
    }
  }
  return isFullyVocalized(form);
}
