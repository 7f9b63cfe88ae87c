/**
 * The hand-checked gold set (packages/quran/gold/words.tsv, conventions in its README and ADR 0078)
 * and its scorer: the first reading of each gold word, field by field (segmentation, part of
 * speech, lemma, root, features), weighted by the frequency of the word's spelling in the text, so
 * the score says how much of the Quran's running text the first reading gets right.
 *
 * The scorer reads readings through `ReadingSource` and judges them through `scoredOf`: the one
 * place that knows the shape of `Reading`. A per-occurrence first reading (context ranking) plugs
 * in as another `ReadingSource`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Reading, WordRef } from '../src/analysis.ts';
import type { ReadingStore } from '../src/store.ts';

export const GOLD_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'words.tsv');

export const GOLD_FIELDS = ['segments', 'pos', 'lemma', 'root', 'features'] as const;
export type GoldField = (typeof GOLD_FIELDS)[number];
export type Mark = 'right' | 'partly' | 'wrong';
export type Verdict = 'right' | 'partly' | 'wrong' | 'missing';

/** One gold word: one occurrence, judged in its verse. Alternatives (either is right) are split on `|`. */
export interface GoldWord {
  at: string;
  sura: number;
  verse: number;
  word: number;
  /** The word as written in the text (checked against it: a shifted numbering fails loudly). */
  text: string;
  proclitics: string[];
  enclitics: string[];
  pos: string[];
  lemma: string[];
  /** Root letters (ء for every hamza); none for a word without a root. Alternatives are split on `|`. */
  root: string[];
  /** Verb pattern id (spec/morphology.md) or ''. */
  pattern: string;
  features: Record<string, string[]>;
  family: string;
  line: number;
}

/** What a reading says about a word, in the gold set's vocabulary. */
export interface Scored {
  proclitics: string[];
  enclitics: string[];
  pos: string;
  lemma: string;
  root: string;
  pattern: string;
  features: Record<string, string>;
}

/** The first reading of one occurrence, or undefined when there is none. */
export type ReadingSource = (w: WordRef) => Reading | undefined;

/** Today's readings are by spelling: the first of the spelling's list stands for every occurrence. */
export const firstOfSpelling =
  (readings: ReadonlyMap<string, readonly Reading[]>): ReadingSource =>
  (w) =>
    readings.get(w.standard)?.[0];

/**
 * The engine's reading in each word's place (ADR 0077): the store's tokens follow `words`, and the
 * first of `readingsAt` is the one the word's context chose.
 */
export function firstInPlace(store: Pick<ReadingStore, 'readingsAt'>, words: readonly WordRef[]): ReadingSource {
  const at = new Map(words.map((w, i) => [`${w.sura}:${w.verse}:${w.word}`, i]));
  return (w) => {
    const i = at.get(`${w.sura}:${w.verse}:${w.word}`);
    return i === undefined ? undefined : store.readingsAt(i)[0];
  };
}

const MARKS = /[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
/** Letters only: marks and tatweel dropped, every alif and hamza seat as ا, ى as ي. */
export const loose = (s: string): string =>
  s
    .normalize('NFC')
    .replace(MARKS, '')
    .replace(/[ٱأإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, '');
/**
 * A lemma as written with its vowels (إِنَّ is not إِنْ, أَرْض is not أَرَضَ), less what spellings of
 * one lemma differ by: sukun, the dagger alif, the Uthmani signs, the vowel of a word-initial alif, the final vowel or tanwin (a
 * final shadda stays), ٱ for ا and ى for ي.
 */
export const lemmaKey = (s: string): string =>
  s
    .normalize('NFC')
    .replace(/[\u0652\u0670\u06D6-\u06ED\u0640]/g, '')
    .replace(/ٱ/g, 'ا')
    .replace(/^ا[\u064E-\u0650]/, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/[\u064B-\u0651]+$/, (end) => (end.includes('\u0651') ? '\u0651' : ''));
/** A root's letters with every hamza as ء and ى as ي. */
export const rootKey = (s: string): string =>
  s
    .replace(/[\s\u064B-\u065F]/g, '')
    .replace(/[أإآؤئٱا]/g, (c) => (c === 'ا' ? 'ا' : 'ء'))
    .replace(/ى/g, 'ي');
/** The definite article is the state feature, not a segment. */
const clitics = (xs: readonly string[]): string[] => xs.map(loose).filter((x) => x !== '' && x !== 'ال');

const MOODS: Record<string, string> = { indicative: 'ind', subjunctive: 'sub', jussive: 'jus', energetic_heavy: 'ener', energetic_light: 'ener' };
const CASES: Record<string, string> = { nom: 'nom', acc: 'acc', gen: 'gen', nominative: 'nom', accusative: 'acc', genitive: 'gen' };
const STATES: Record<string, string> = { definite: 'def', indefinite: 'indef', construct: 'construct' };

/** The adapter: a reading of today's shape in the gold set's vocabulary. */
export function scoredOf(r: Reading): Scored {
  const base = { proclitics: clitics(r.proclitics), enclitics: [] as string[], pattern: '', features: {} as Record<string, string> };
  if (r.of === 'particle')
    return {
      ...base,
      enclitics: r.enclitic ? [loose(r.enclitic)] : [],
      pos: r.type,
      lemma: r.lemma,
      root: r.root ? rootKey(r.root) : '',
      features: r.case ? { case: r.case } : {},
    };
  const f: Record<string, string> = {};
  const definite = r.proclitics.some((p) => loose(p) === 'ال');
  if (r.of === 'noun') {
    if (r.case) f.case = CASES[r.case] ?? r.case;
    f.state = definite ? 'def' : r.enclitic ? 'construct' : (STATES[r.definiteness ?? ''] ?? 'indef');
    return { ...base, enclitics: r.enclitic ? [loose(r.enclitic)] : [], pos: r.pos, lemma: r.lemma, root: rootKey(r.root), features: f };
  }
  const enclitics = (r.enclitics.length ? r.enclitics : r.enclitic ? [r.enclitic] : []).map(loose);
  if (r.kind === 'noun') {
    if (r.case) f.case = CASES[r.case] ?? r.case;
    f.state = definite ? 'def' : enclitics.length ? 'construct' : (STATES[r.definiteness ?? ''] ?? 'indef');
    return { ...base, enclitics, pos: 'noun', lemma: r.noun_lemma ?? r.lemma, root: rootKey(r.root), pattern: r.noun_lemma ? '' : r.pattern, features: f };
  }
  const [tense = '', voice = '', person = ''] = (r.slot ?? '').split('.');
  if (tense.startsWith('present_')) {
    f.tense = 'present';
    f.mood = MOODS[tense.slice('present_'.length)] ?? tense;
  } else if (tense.startsWith('imperative')) f.tense = 'imperative';
  else if (tense) f.tense = tense;
  if (person) f.person = person;
  if (voice) f.voice = voice === 'passive' ? 'pass' : 'act';
  return { ...base, enclitics, pos: 'verb', lemma: r.lemma, root: rootKey(r.root), pattern: r.pattern, features: f };
}

/** Parts of speech that the gold set names apart but counts as one: an adjective is a noun (اسم). */
const SAME_POS: Record<string, string> = { adj: 'noun' };
const posClass = (p: string): string => SAME_POS[p] ?? p;
/** Words outside the noun and the verb: the engine's bare "particle" names one without its kind, partly right. */
const NOMINAL_OR_VERB = new Set(['noun', 'adj', 'verb', 'proper_noun']);

export interface WordScore {
  gold: GoldWord;
  verdict: Verdict;
  fields: Partial<Record<GoldField, Mark>>;
  reading?: Scored;
  /** What the word weighs in the score (scoreGold: its spelling's frequency over the gold words of that spelling; 1 alone). */
  weight: number;
}

/** One gold word against one reading. */
export function scoreWord(g: GoldWord, r: Reading | undefined): WordScore {
  if (!r) return { gold: g, verdict: 'missing', fields: {}, weight: 1 };
  const s = scoredOf(r);
  const fields: Partial<Record<GoldField, Mark>> = {};
  const sameList = (a: string[], b: string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);
  const segPre = sameList(s.proclitics, g.proclitics.map(loose));
  const segSuf = sameList(s.enclitics, g.enclitics.map(loose));
  fields.segments = segPre && segSuf ? 'right' : segPre || segSuf ? 'partly' : 'wrong';
  fields.pos = g.pos.some((p) => posClass(p) === posClass(s.pos)) ? 'right' : s.pos === 'particle' && g.pos.every((p) => !NOMINAL_OR_VERB.has(p)) ? 'partly' : 'wrong';
  const rootRight = g.root.length === 0 ? s.root === '' || g.pos.includes('proper_noun') : g.root.some((r) => rootKey(r) === s.root);
  const lemmaRight = g.lemma.some((l) => lemmaKey(l) === lemmaKey(s.lemma)) && (g.pattern === '' || s.pattern === '' || g.pattern === s.pattern);
  fields.lemma = lemmaRight ? 'right' : rootRight && g.root.length > 0 ? 'partly' : 'wrong';
  fields.root = rootRight ? 'right' : 'wrong';
  const keys = Object.keys(g.features);
  if (keys.length) {
    const ok = keys.filter((k) => s.features[k] !== undefined && g.features[k]!.includes(s.features[k]!)).length;
    fields.features = ok === keys.length ? 'right' : ok > 0 ? 'partly' : 'wrong';
  }
  const marks = Object.values(fields);
  const verdict: Verdict = marks.every((m) => m === 'right') ? 'right' : fields.pos === 'wrong' || (fields.lemma === 'wrong' && fields.root === 'wrong') ? 'wrong' : 'partly';
  return { gold: g, verdict, fields, reading: s, weight: 1 };
}

const list = (v: string): string[] => (v === '-' || v === '' ? [] : v.split(' ').filter(Boolean));

/** The gold words of the TSV (one line may judge several occurrences: `at` lists them). */
export function parseGold(tsv: string): GoldWord[] {
  const out: GoldWord[] = [];
  const lines = tsv.split('\n');
  let header: string[] | null = null;
  lines.forEach((raw, i) => {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '' || line.startsWith('#')) return;
    const cells = line.split('\t');
    if (!header) {
      header = cells;
      return;
    }
    const c = Object.fromEntries(header.map((h, j) => [h, (cells[j] ?? '').trim()]));
    if (cells.length !== header.length) throw new Error(`gold line ${i + 1}: ${cells.length} cells, expected ${header.length}`);
    const features: Record<string, string[]> = {};
    for (const kv of list(c.features!.replace(/,/g, ' '))) {
      const [k, v] = kv.split('=');
      if (!k || !v) throw new Error(`gold line ${i + 1}: feature "${kv}" is not key=value`);
      features[k] = v.split('|');
    }
    for (const at of c.at!.split(',')) {
      const m = /^(\d+):(\d+):(\d+)$/.exec(at.trim());
      if (!m) throw new Error(`gold line ${i + 1}: position "${at}" is not sura:verse:word`);
      out.push({
        at: at.trim(),
        sura: Number(m[1]),
        verse: Number(m[2]),
        word: Number(m[3]),
        text: c.word!,
        proclitics: list(c.pre!),
        enclitics: list(c.suf!),
        pos: c.pos!.split('|'),
        lemma: c.lemma!.split('|'),
        root: c.root === '-' ? [] : c.root!.split('|'),
        pattern: c.pattern === '-' ? '' : c.pattern!,
        features,
        family: c.family!,
        line: i + 1,
      });
    }
  });
  return out;
}

export const loadGold = (file = GOLD_FILE): GoldWord[] => parseGold(readFileSync(file, 'utf8'));

export interface Tally {
  words: number;
  /** Frequency-weighted shares of the four verdicts (sum 1). */
  right: number;
  partly: number;
  wrong: number;
  missing: number;
  /** Frequency-weighted share of each field fully right (over the words that have the field). */
  fields: Record<GoldField, number>;
}

export interface GoldScore extends Tally {
  by_family: Record<string, Tally>;
  /** Unweighted counts of the verdicts. */
  counts: Record<Verdict, number>;
  scores: WordScore[];
}

const round = (x: number): number => Math.round(x * 10000) / 10000;

function tally(scores: readonly WordScore[], weight: (s: WordScore) => number): Tally {
  const v = { right: 0, partly: 0, wrong: 0, missing: 0 };
  const fr = Object.fromEntries(GOLD_FIELDS.map((f) => [f, [0, 0]])) as Record<GoldField, [number, number]>;
  let total = 0;
  for (const s of scores) {
    const w = weight(s);
    total += w;
    v[s.verdict] += w;
    for (const f of GOLD_FIELDS) {
      if (s.verdict !== 'missing' && s.fields[f] === undefined) continue;
      fr[f][1] += w;
      if (s.fields[f] === 'right') fr[f][0] += w;
    }
  }
  const share = (x: number, d: number): number => (d === 0 ? 0 : round(x / d));
  return {
    words: scores.length,
    right: share(v.right, total),
    partly: share(v.partly, total),
    wrong: share(v.wrong, total),
    missing: share(v.missing, total),
    fields: Object.fromEntries(GOLD_FIELDS.map((f) => [f, share(fr[f][0], fr[f][1])])) as Record<GoldField, number>,
  };
}

/**
 * The gold set scored: each word weighs the text frequency of its standard spelling divided by the
 * number of gold words of that spelling, so the set stands for the running text the spellings
 * cover. Throws when a gold position is not the word it names.
 */
export function scoreGold(gold: readonly GoldWord[], words: readonly WordRef[], first: ReadingSource): GoldScore {
  const at = new Map(words.map((w) => [`${w.sura}:${w.verse}:${w.word}`, w]));
  const freq = new Map<string, number>();
  for (const w of words) freq.set(w.standard, (freq.get(w.standard) ?? 0) + 1);
  const refs = gold.map((g) => {
    const w = at.get(g.at);
    if (!w || loose(w.uthmani) !== loose(g.text)) throw new Error(`gold line ${g.line}: ${g.at} is «${w?.uthmani ?? 'no word'}», not «${g.text}»`);
    return w;
  });
  const inGold = new Map<string, number>();
  for (const w of refs) inGold.set(w.standard, (inGold.get(w.standard) ?? 0) + 1);
  const scores = gold.map((g, i) => ({ ...scoreWord(g, first(refs[i]!)), weight: freq.get(refs[i]!.standard)! / inGold.get(refs[i]!.standard)! }));
  const weight = (s: WordScore): number => s.weight;
  const families = [...new Set(gold.map((g) => g.family))].sort();
  const counts = { right: 0, partly: 0, wrong: 0, missing: 0 };
  for (const s of scores) counts[s.verdict]++;
  return {
    ...tally(scores, weight),
    by_family: Object.fromEntries(
      families.map((f) => [
        f,
        tally(
          scores.filter((s) => s.gold.family === f),
          weight,
        ),
      ]),
    ),
    counts,
    scores,
  };
}

/** What `quran:stats` prints of the score: the shares, the fields, and per family its words and share fully right. */
export function goldSummary(s: GoldScore): Omit<GoldScore, 'scores' | 'by_family'> & { by_family: Record<string, { words: number; right: number; wrong: number }> } {
  const { scores: _scores, by_family, ...rest } = s;
  return { ...rest, by_family: Object.fromEntries(Object.entries(by_family).map(([f, t]) => [f, { words: t.words, right: t.right, wrong: t.wrong }])) };
}
