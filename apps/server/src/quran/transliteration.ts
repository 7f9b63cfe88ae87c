/**
 * A Quran word's transliteration, from its standard spelling. Two things the letter-by-letter
 * romanization (@tasreef/morphology) cannot see in that spelling: the name اللَّه is written
 * without the alif it is read with (its long ā: ALA-LC «Allāh»), and a وَ، فَ، بِ، كَ or تَ before the
 * article is a word of its own in the scheme (wa-al-kitābu), which the romanization would read as
 * one word (wālllahu). The engine's own romanization is left as it is: its sources stamp the
 * lexicon's build.
 */
import { transliterate } from '@tasreef/morphology';

const FATHA = '\u064E';
const SHADDA = '\u0651';
const DAGGER_ALIF = '\u0670';
/** The name's lām with its shadda and fatha (in either order), then ه: اللَّه، لِلَّه، اللَّهُمَّ. */
const NAME = new RegExp(`(ل\u0650?ل)(?:${SHADDA}${FATHA}|${FATHA}${SHADDA})(?=ه)`, 'u');
/** A one-letter proclitic with its vowel before the article's alif (وَالْكِتَابُ، بِاللَّهِ، the oath's تَاللَّهِ) or before لِلْ (وَلِلَّهِ). */
const BEFORE_ARTICLE = /^([وفبكت][\u064E\u0650])(?=ال|لِل)/u;

function word(w: string): string {
  const named = w.normalize('NFC').replace(NAME, `$1${SHADDA}${DAGGER_ALIF}`);
  const m = BEFORE_ARTICLE.exec(named);
  if (m) return `${transliterate(m[1]!)}-${transliterate(named.slice(m[1]!.length))}`;
  return transliterate(named);
}

/** The transliteration of a word (or words) in the standard spelling. */
export function quranTransliteration(standard: string): string {
  return standard
    .split(/(\s+)/)
    .map((w) => (/^\s*$/.test(w) ? w : word(w)))
    .join('');
}
