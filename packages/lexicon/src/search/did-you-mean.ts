/**
 * "Did you mean …": near misses of a search that found nothing worth showing.
 *
 * Arabic: the word's loose key (hamza seats, ى/ي and ة/ه already unified, marks dropped) is edited
 * once — a letter missing, a letter too many, two neighbours swapped, a letter mistyped — and each
 * edit is looked up in the analyzer's forms index (every form of every verb and noun, with its
 * clitics), the symmetric of a deletion dictionary without storing one: a word of n letters has
 * about 55·n edits, each one lookup. An edit is kept when it reads as a verb or noun of the lexicon
 * that people use (a reading with a frequency, or a noun of the noun list).
 *
 * English: the gloss words are indexed by mnemonist's SymSpell (symmetric delete, edit distance ≤ 2,
 * Damerau transpositions included), built on the first miss, not at boot.
 */
import { SymSpell } from 'mnemonist';
import { stripMarks } from '@tasreef/morphology';
import type { Analyzer } from '../analyze/analyzer.ts';
import { looseKey } from '../analyze/text.ts';

/** The letters of a loose key (after folding: hamza seats → ا, ى → ي, ة → ه). */
const LETTERS = [...'ابتثجحخدذرزسشصضطظعغفقكلمنهوي'];

/**
 * Letters learners put for one another (in loose keys): sounds close in the spoken language, and
 * a final ت for the closed ة (here ه). A swap between them is the likeliest slip of all.
 */
const CONFUSED: ReadonlyArray<readonly [string, string]> = [
  ['ض', 'ظ'],
  ['ذ', 'ز'],
  ['ذ', 'د'],
  ['ث', 'س'],
  ['ث', 'ت'],
  ['ص', 'س'],
  ['ط', 'ت'],
  ['ظ', 'ز'],
  ['ح', 'ه'],
  ['ع', 'ا'],
  ['ق', 'ك'],
];

/** How many corrections are offered. */
export const MAX_SUGGESTIONS = 3;

/**
 * Every string one edit away from `key`, with the kind of edit: a letter missing (inserted here), two
 * neighbours swapped, a letter too many (deleted), a letter mistyped (substituted). The order is the
 * preference among equally good readings: a letter typed is evidence, so edits that keep every
 * typed letter come first, after the swaps of letters learners confuse (CONFUSED; a final ت for ة).
 */
export function oneEdit(key: string, letters: readonly string[] = LETTERS): Map<string, number> {
  const out = new Map<string, number>();
  const add = (s: string, rank: number): void => {
    if (s !== '' && s !== key && !out.has(s)) out.set(s, rank);
  };
  const last = key.length - 1;
  if (key[last] === 'ت') add(key.slice(0, last) + 'ه', -1);
  for (let i = 0; i < key.length; i++)
    for (const [a, b] of CONFUSED) {
      if (key[i] === a) add(key.slice(0, i) + b + key.slice(i + 1), -1);
      else if (key[i] === b) add(key.slice(0, i) + a + key.slice(i + 1), -1);
    }
  for (let i = 0; i <= key.length; i++) for (const l of letters) add(key.slice(0, i) + l + key.slice(i), 0);
  for (let i = 0; i + 1 < key.length; i++) add(key.slice(0, i) + key[i + 1] + key[i] + key.slice(i + 2), 1);
  for (let i = 0; i < key.length; i++) add(key.slice(0, i) + key.slice(i + 1), 2);
  for (let i = 0; i < key.length; i++) for (const l of letters) if (l !== key[i]) add(key.slice(0, i) + l + key.slice(i + 1), 3);
  return out;
}

interface Scored {
  text: string;
  clitics: number;
  freq: number;
  /** The kind of edit (oneEdit's order). */
  edit?: number;
}

export class Corrector {
  private english: SymSpell | null = null;
  /** Per gloss word, the reading frequency of its most frequent verb (ranks English corrections). */
  private readonly wordWeight: Map<string, number>;

  constructor(
    private readonly analyzer: Analyzer,
    glossWords: ReadonlyMap<string, readonly number[]>,
  ) {
    this.wordWeight = new Map();
    for (const [w, list] of glossWords) this.wordWeight.set(w, Math.max(0, ...list.slice(0, 1).map((i) => analyzer.readingFreq[i] ?? 0)));
  }

  /**
   * How well a word reads: its likeliest reading of a verb people use (with a frequency), or a noun
   * of the noun list; null when it has none.
   */
  quality(word: string): Scored | null {
    const { analyses, nouns } = this.analyzer.analyzeAll(word, { mode: 'loose' });
    let best: Scored | null = null;
    for (const a of analyses) {
      if (!a.in_lexicon) continue;
      const f = this.analyzer.readingFreq[this.analyzer.indexOf(a.verb_id)] ?? null;
      if (f === null) continue;
      const c = a.proclitics.filter((p) => p !== 'ال').length + a.enclitics.length;
      if (best === null || c < best.clitics || (c === best.clitics && f > best.freq)) best = { text: word, clitics: c, freq: f };
    }
    for (const n of nouns) {
      const c = n.proclitics.filter((p) => p !== 'ال').length + (n.enclitic ? 1 : 0);
      if (best === null || c < best.clitics) best = { text: word, clitics: c, freq: best?.freq ?? 0 };
    }
    return best;
  }

  /** Arabic words one edit away that read well, the likeliest first, each vocalized as its likeliest reading. */
  arabic(word: string): string[] {
    const key = looseKey(word.normalize('NFC'));
    if (key.length < 2 || key.length > 15) return [];
    const scored: Scored[] = [];
    for (const [edit, kind] of oneEdit(key)) {
      const q = this.quality(edit);
      if (q) scored.push({ ...q, edit: kind });
    }
    scored.sort((a, b) => a.clitics - b.clitics || a.edit! - b.edit! || b.freq - a.freq || (a.text < b.text ? -1 : 1));
    const out: string[] = [];
    for (const s of scored) {
      const first = this.analyzer.analyzeAll(s.text, { mode: 'loose', vocalize: 1 });
      const shown = first.analyses[0]?.form ?? first.nouns[0]?.base ?? s.text;
      if (!out.includes(shown)) out.push(shown);
      if (out.length >= MAX_SUGGESTIONS) break;
    }
    return out;
  }

  /** The phrase with each word the glosses do not have replaced by its nearest gloss word (null when none). */
  englishPhrase(words: readonly string[], known: (w: string) => boolean): string | null {
    let changed = false;
    const out = words.map((w) => {
      if (known(w) || w.length < 3) return w;
      const near = this.englishWord(w);
      if (near === null) return w;
      changed = true;
      return near;
    });
    return changed ? out.join(' ') : null;
  }

  /** The nearest gloss word: the smallest distance, then the word of the most frequent verb. */
  englishWord(word: string): string | null {
    this.english ??= SymSpell.from([...this.wordWeight.keys()], { maxDistance: 2, verbosity: 2 });
    const found = this.english.search(word).filter((m) => m.distance <= (word.length <= 4 ? 1 : 2));
    found.sort((a, b) => a.distance - b.distance || (this.wordWeight.get(b.term) ?? 0) - (this.wordWeight.get(a.term) ?? 0) || (a.term < b.term ? -1 : 1));
    return found[0]?.term ?? null;
  }
}

/** The letters of a vocalized suggestion, for a search link that keeps every reading. */
export function bareSuggestion(s: string): string {
  return stripMarks(s);
}
