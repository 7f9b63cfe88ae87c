/**
 * Every word of the Quran read by the lexicon's analyzer (after `normalizeUthmani`), plus the
 * closed classes of `particles.ts`. The readings of the ~18,000 distinct standard spellings are
 * computed once (~5–10 s) and cached beside the lexicon's artifacts (LEXICON_CACHE_DIR, store.ts),
 * stamped by the lexicon build, the quran-json version and the sources that read them.
 */
import type { Analysis, Analyzer, NounReading } from '@tasreef/lexicon';
import { deriveNouns } from '@tasreef/lexicon/analyze/forms';
import { loadQuran, type Sura } from './data.ts';
import { normalizeUthmani, verseWords } from './normalize.ts';
import { particleReadings, type ParticleReading } from './particles.ts';
import { inContext, withContext, type InContext } from './context.ts';
import { applyCurated } from './curated.ts';
import { nounsAsNouns } from './rank.ts';
import { recoverReadings, type RecoveryRule } from './recover.ts';
import { keepWritten } from './vocalization.ts';
import { byFrequency, lexemeCounts } from './frequency.ts';
import { quranStamp, ReadingStore, storeFile } from './store.ts';

/**
 * A reading of a word: a form of a verb (the verb itself or a noun derived from it), a noun of the
 * lexicon's list, or a particle. `noun_lemma`: a derived noun's own lemma (كَذِب, مُؤْمِن), its
 * `lemma` the verb it comes from. `recovered`: the rules of recover.ts that found it, if any.
 */
export type Reading = (
  ({ of: 'verb' } & Analysis & { noun_lemma?: string }) | ({ of: 'noun' } & NounReading & { from_verb?: FromVerb }) | ({ of: 'particle' } & ParticleReading)
) & {
  recovered?: RecoveryRule[];
};

/** The verb a noun of the noun list comes from (secondary information, rank.ts); verb_id '' outside the lexicon. */
export interface FromVerb {
  verb_id: string;
  lemma: string;
}

export interface WordRef {
  sura: number;
  verse: number;
  /** 1-based position in the verse. */
  word: number;
  uthmani: string;
  standard: string;
}

const VOCALIZE = 64;

/**
 * The derived nouns that are read with their own lemma: the participles (مُؤْمِن of الْمُؤْمِنِينَ), the
 * masdars of every kind (كَذِب of كَذِبًا, لِقَاء of بِلِقَاءِ), the nouns of place and instrument
 * (مَحِلّ of مَحِلَّهُ), the intensive (نَبِيّ), the elative (أَشَدّ) and the adjective (طَيِّب).
 */
const OWN_LEMMA = new Set([
  'active_participle',
  'passive_participle',
  'masdar',
  'masdar_mimi',
  'masdar_instance',
  'masdar_manner',
  'noun_of_place_time',
  'noun_of_instrument',
  'intensive',
  'elative',
  'adjective',
]);
const derivedOf = new WeakMap<Analyzer, Map<number, ReturnType<typeof deriveNouns>>>();

/**
 * A derived noun's own lemma, its (masculine) singular without tanwīn, as the engine derives it
 * from the verb (مُؤْمِن of الْمُؤْمِنِينَ, ظَالِم of الظَّالِمِينَ, كَذِب of كَذِبًا): the Quranic Arabic
 * Corpus's lemma of a noun, the verb it comes from (its conjugation page) kept beside it (ADR 0105).
 */
function nounLemmaOf(analyzer: Analyzer, a: Analysis, word: string): string | undefined {
  if (a.kind !== 'noun' || !OWN_LEMMA.has(a.noun ?? '') || !a.in_lexicon) return undefined;
  const i = analyzer.indexOf(a.verb_id);
  if (i < 0) return undefined;
  let cache = derivedOf.get(analyzer);
  if (!cache) derivedOf.set(analyzer, (cache = new Map()));
  let nouns = cache.get(i);
  if (!nouns) cache.set(i, (nouns = deriveNouns(analyzer.entries[i]!)));
  const v = nouns[a.noun as keyof typeof nouns];
  const base = (Array.isArray(v) ? v[a.variant ?? 0] : v) ?? undefined;
  // one word only (an instance noun written with وَاحِدَة is not a lemma)
  if (!base || base.includes(' ')) return undefined;
  // a lemma in ة stands for a word that writes it (ة, or ت before a pronoun: مَوْتَتَنَا), not for رِزْقَهُ
  if (/ة[\u064B-\u0652]*$/.test(base) && !/[ةت]/.test(word)) return undefined;
  // the case ending off, a final shadda kept (ضَرّ of ضَرٌّ, أَشَدّ of أَشَدُّ)
  return base.normalize('NFC').replace(/[\u064B-\u0651]+$/, (end) => (end.includes('\u0651') ? '\u0651' : ''));
}

/** The closed classes' and the analyzer's readings of one spelling (no guesses). */
function readDirect(analyzer: Analyzer, word: string, guess = false): Reading[] {
  const out: Reading[] = particleReadings(word).map((p) => ({ of: 'particle' as const, ...p }));
  // every analysis vocalized, so that vocalization.ts can hold it against the written word
  const { analyses, nouns } = analyzer.analyzeAll(word, guess ? { narrow: true, guess: true, vocalize: VOCALIZE } : { narrow: true, vocalize: VOCALIZE });
  for (const a of analyses) {
    const noun_lemma = nounLemmaOf(analyzer, a, word);
    out.push(noun_lemma ? { of: 'verb' as const, ...a, noun_lemma } : { of: 'verb' as const, ...a });
  }
  for (const n of nouns) out.push({ of: 'noun' as const, ...n });
  return out;
}

/**
 * The readings of one word in the standard spelling: the closed classes first, then the analyzer's
 * (its own order, likeliest first), less those the written vocalization contradicts
 * (vocalization.ts); when nothing reads it, the guesses of verbs outside the lexicon, then the
 * rules of recover.ts (a helping vowel, a sound plural, a construct …). Nouns of the noun list go
 * before the same letters read as a verb's masdar (rank.ts); with `counts` (frequency.ts), a word
 * the text uses far more than the first reading's goes first; the curated readings of
 * curated-data.ts before everything (ADR 0077). The order in context is context.ts's.
 */
export function readWord(analyzer: Analyzer, standard: string, counts?: ReadonlyMap<string, number>): Reading[] {
  const raw = readRaw(analyzer, standard);
  return applyCurated(standard, nounsAsNouns(counts ? byFrequency(raw, counts) : raw)).readings;
}

/** A spelling's readings before the frequency tie-breaker and the curated data. */
function readRaw(analyzer: Analyzer, standard: string): Reading[] {
  const parts = standard.split(' ');
  const last = parts[parts.length - 1]!;
  const head = parts.slice(0, -1);
  const withHead = (r: Reading): Reading => (head.length ? ({ ...r, proclitics: [...head, ...r.proclitics] } as Reading) : r);
  const read = (w: string, guess = false): Reading[] => keepWritten(w, readDirect(analyzer, w, guess));
  let out = read(last);
  if (out.length === 0) out = read(last, true);
  if (out.length === 0) out = recoverReadings(last, (w) => read(w));
  return checkedFirst(out).map(withHead);
}

/**
 * A verb's reading whose vocalized form the analyzer could not give (so nothing held it against
 * the written word) goes behind the verbs' readings whose form was held against it and agrees
 * (أُوتُوا: the passive of آتَى, its form written so, before an imperative of أَتَا with no form).
 */
function checkedFirst(readings: Reading[]): Reading[] {
  const first = readings[0];
  if (!first || first.of !== 'verb' || first.form !== undefined) return readings;
  const checked = readings.filter((r) => r.of === 'verb' && r.form !== undefined);
  return checked.length ? [...checked, ...readings.filter((r) => !checked.includes(r))] : readings;
}

/** Every word of the Quran in order. */
export function allWords(quran: readonly Sura[] = loadQuran()): WordRef[] {
  const out: WordRef[] = [];
  for (const s of quran)
    for (const v of s.verses) verseWords(v.text).forEach((w, i) => out.push({ sura: s.number, verse: v.number, word: i + 1, uthmani: w, standard: normalizeUthmani(w) }));
  return out;
}

export interface QuranReadings {
  stamp: string;
  /** Readings by standard spelling. */
  words: Map<string, Reading[]>;
  rebuilt: boolean;
  ms: number;
}

/**
 * The store of every distinct word's readings (store.ts), from `${cacheDir}/quran/readings.tsv`
 * when its stamp is current, else computed in this process and written there.
 */
export function loadStore(analyzer: Analyzer, lexiconBuiltAt: string, cacheDir: string, words?: readonly WordRef[]): { store: ReadingStore; rebuilt: boolean; ms: number } {
  const t0 = performance.now();
  const stamp = quranStamp(lexiconBuiltAt);
  const file = storeFile(cacheDir);
  const cached = ReadingStore.open(file, stamp);
  if (cached) return { store: cached, rebuilt: false, ms: Math.round(performance.now() - t0) };
  const all = words ?? allWords();
  const raw = new Map<string, Reading[]>();
  for (const w of all) if (!raw.has(w.standard)) raw.set(w.standard, readRaw(analyzer, w.standard));
  // the frequency of each reading, counted over the whole text, breaks the ties of each spelling
  const counts = lexemeCounts(all, raw);
  const map = new Map<string, Reading[]>();
  for (const [s, rs] of raw) map.set(s, applyCurated(s, nounsAsNouns(byFrequency(rs, counts))).readings);
  ReadingStore.write(file, stamp, all, map, rankInContext(all, map));
  const store = ReadingStore.open(file, stamp);
  if (!store) throw new Error(`the Quran's readings written to ${file} could not be read back`);
  return { store, rebuilt: true, ms: Math.round(performance.now() - t0) };
}

/** The words of the text whose context puts another of their readings first (context.ts), by position. */
export function rankInContext(words: readonly WordRef[], readings: ReadonlyMap<string, Reading[]>): Map<number, InContext> {
  const out = new Map<number, InContext>();
  let before: Reading | undefined;
  words.forEach((w, p) => {
    const rs = readings.get(w.standard) ?? [];
    const next = words[p + 1];
    const sameVerse = next && next.sura === w.sura && next.verse === w.verse;
    const rest: string[] = [];
    for (let q = p + 1; q < words.length && q <= p + 6 && words[q]!.sura === w.sura && words[q]!.verse === w.verse; q++) rest.push(words[q]!.standard);
    const c = inContext(w.standard, rs, w.word === 1 ? undefined : before, sameVerse ? (readings.get(next.standard) ?? []) : [], rest);
    if (c.first > 0 || c.construct || c.genitive || c.indefinite || c.accusative) out.set(p, c);
    // the word as its context reads it (a construct said, a name's genitive) is the next word's «before»
    before = rs[c.first] && withContext(rs[c.first]!, c);
  });
  return out;
}

/** The readings of every distinct word as one map (for the CLIs and tests; a server keeps the store). */
export function loadReadings(analyzer: Analyzer, lexiconBuiltAt: string, cacheDir: string, words: readonly WordRef[] = allWords()): QuranReadings {
  const { store, rebuilt, ms } = loadStore(analyzer, lexiconBuiltAt, cacheDir, words);
  return { stamp: store.stamp, words: store.toMap(), rebuilt, ms };
}
