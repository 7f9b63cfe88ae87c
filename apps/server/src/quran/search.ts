/**
 * Search in the Quran (ADR 0040). A query is read as one of:
 * - a root: its letters written apart (ق و ل, ق-و-ل): the words whose likeliest reading has it;
 * - Arabic words (with or without vowels, standard or Uthmani spelling): each word finds the words
 *   of the text spelled as it is (the vowels typed must be the word's, the letters compared loosely:
 *   أ = ا), then every word whose likeliest reading is of the same lemma as those words' likeliest
 *   reading (the text's own reading of the form: يقولون and قال find every form of the verb قَالَ),
 *   or, for a form the text does not have, as the query's likeliest reading; several words must all
 *   be in the verse;
 * - English words: the verses whose translation has every word, or the word with an inflectional
 *   ending (believe → believes, believed, believers, believing).
 * The indexes (each distinct word's loose spelling and lemma key, the translation's words) are
 * built on the first search, once.
 */
import { hasMarks, looseKey, marksConsistent } from '@tasreef/lexicon/analyze/text';
import { parseQuery, type Analyzer, type QueryError } from '@tasreef/lexicon';
import { normalizeUthmani, readWord, type Reading, type ReadingStore } from '@tasreef/quran';

export type SearchPlan = { kind: 'root'; root: string } | { kind: 'form'; words: string[] } | { kind: 'english'; words: string[] };

/** At most this many words in a query (each must be in the verse). */
export const MAX_QUERY_WORDS = 5;

/** Quranic signs and letters a pasted Uthmani word carries (the query is then normalized as the text is). */
const UTHMANI = /\u0671|\u0670|[\u06D6-\u06ED]|[\u08F0-\u08F2]/;
const HAMZA_SEATS = /[أإآؤئ]/g;

/** The plan of a raw query, or the error to answer. */
export function planQuery(raw: unknown): SearchPlan | { error: QueryError | 'root_invalid' } {
  let text = typeof raw === 'string' ? raw : '';
  if (UTHMANI.test(text))
    text = text
      .split(/\s+/)
      .map((w) => (w ? normalizeUthmani(w) : w))
      .join(' ');
  const q = parseQuery(text);
  if (!q.ok) return { error: q.error };
  if (q.script === 'latin') {
    const words = [...new Set(q.text.toLowerCase().match(/[a-z]+/g) ?? [])].slice(0, MAX_QUERY_WORDS);
    return words.length ? { kind: 'english', words } : { error: 'unsupported_characters' };
  }
  const parts = q.text.split(/[\s\-–.,،]+/).filter(Boolean);
  const bare = parts.map((p) => p.replace(/[\u064B-\u0652\u0670\u0640]/g, ''));
  if (parts.length >= 2 && bare.every((b) => [...b].length === 1)) {
    const root = bare.join('').replace(HAMZA_SEATS, 'ء');
    if (root.length > 5) return { error: 'root_invalid' };
    return { kind: 'root', root };
  }
  return { kind: 'form', words: parts.slice(0, MAX_QUERY_WORDS) };
}

/** The lemma a reading stands for: a verb (its forms), a noun derived from a verb, a noun, a particle. */
export function lemmaKey(r: Reading): string {
  if (r.of === 'verb') {
    const verb = r.in_lexicon ? r.verb_id : `${r.root}|${r.pattern}`;
    // a noun derived from a verb: its kind (masdar, participle …) is the lemma, not the verb
    return r.kind === 'verb' ? `v:${verb}` : `d:${verb}|${r.noun ?? ''}`;
  }
  return `${r.of === 'noun' ? 'n' : 'p'}:${r.lemma}`;
}

export interface VerseHit {
  /** Number of the verse over the whole text (0-based). */
  verse: number;
  /** Positions in the text of the words found (Arabic searches). */
  positions: number[];
}

export interface SearchResult {
  plan: SearchPlan;
  /** The query's readings (form searches), each lemma once. */
  lemmas: Reading[];
  hits: VerseHit[];
  /** Words found (Arabic) or words of the translation marked (English). */
  count: number;
  /** English searches: the translation's words that match. */
  english: Set<string> | null;
}

/** Endings an English query word may take: believe → believes, believed, believer(s), believing. */
const ENDINGS = new Set(['s', 'es', 'd', 'ed', 'r', 'rs', 'er', 'ers', 'ing', 'ly']);

export class QuranSearchIndex {
  private loose: string[] | null = null;
  private keys: Array<string | null> | null = null;
  private englishIndex: Map<string, number[]> | null = null;

  constructor(
    private readonly store: ReadingStore,
    /** Position in the text of each verse's first word, one more entry: the number of words. */
    private readonly verseFirstWord: Uint32Array,
    private readonly translations: () => readonly string[],
  ) {}

  /** Builds the indexes now (a server does it in the background once the readings are loaded). */
  warm(): void {
    this.looseKeys();
    this.lemmaKeys();
    this.english();
  }

  private looseKeys(): string[] {
    return (this.loose ??= this.store.standards.map((s) => looseKey(s)));
  }

  private lemmaKeys(): Array<string | null> {
    if (this.keys) return this.keys;
    const intern = new Map<string, string>();
    const out: Array<string | null> = [];
    for (let i = 0; i < this.store.size; i++) {
      const r = this.store.readings(i)[0];
      if (!r) {
        out.push(null);
        continue;
      }
      const k = lemmaKey(r);
      let v = intern.get(k);
      if (v === undefined) intern.set(k, (v = k));
      out.push(v);
    }
    return (this.keys = out);
  }

  /** Verses of each English word of the translation (lower case). */
  private english(): Map<string, number[]> {
    if (this.englishIndex) return this.englishIndex;
    const m = new Map<string, number[]>();
    this.translations().forEach((t, v) => {
      for (const w of new Set(t.toLowerCase().match(/[a-z]+/g) ?? [])) {
        const list = m.get(w);
        if (list) list.push(v);
        else m.set(w, [v]);
      }
    });
    return (this.englishIndex = m);
  }

  search(plan: SearchPlan, analyzer: Analyzer, rootsOf: () => Array<string | null>): SearchResult {
    if (plan.kind === 'english') return this.searchEnglish(plan);
    // one flag array per query word: the distinct words it finds
    const found: Uint8Array[] = [];
    const lemmas = new Map<string, Reading>();
    if (plan.kind === 'root') {
      const roots = rootsOf();
      found.push(Uint8Array.from(roots, (r) => (r === plan.root ? 1 : 0)));
    } else {
      const loose = this.looseKeys();
      const keys = this.lemmaKeys();
      for (const word of plan.words) {
        // the words spelled as typed; then every word read as the same lemma as those (the text's
        // own reading of the form), or, when the form is not in the text, as the query's likeliest reading
        const key = looseKey(word);
        const marked = hasMarks(word);
        const flags = new Uint8Array(this.store.size);
        const wanted = new Set<string>();
        for (let i = 0; i < flags.length; i++) {
          if (loose[i] !== key || (marked && !marksConsistent(word, this.store.standards[i]!, 'loose'))) continue;
          flags[i] = 1;
          const k = keys[i]!;
          if (k !== null && !wanted.has(k)) {
            wanted.add(k);
            if (!lemmas.has(k)) lemmas.set(k, this.store.readings(i)[0]!);
          }
        }
        if (wanted.size === 0) {
          const r = readWord(analyzer, word)[0];
          if (r) {
            wanted.add(lemmaKey(r));
            if (!lemmas.has(lemmaKey(r))) lemmas.set(lemmaKey(r), r);
          }
        }
        for (let i = 0; i < flags.length; i++) if (!flags[i] && wanted.has(keys[i]!)) flags[i] = 1;
        found.push(flags);
      }
    }
    const hits: VerseHit[] = [];
    let count = 0;
    const tokens = this.store.tokens;
    const verses = this.verseFirstWord.length - 1;
    for (let v = 0; v < verses; v++) {
      const a = this.verseFirstWord[v]!;
      const b = this.verseFirstWord[v + 1]!;
      let positions: number[] | null = null;
      let all = true;
      for (const flags of found) {
        let any = false;
        for (let p = a; p < b; p++)
          if (flags[tokens[p]!]) {
            any = true;
            (positions ??= []).push(p);
          }
        if (!any) {
          all = false;
          break;
        }
      }
      if (!all || !positions) continue;
      const unique = [...new Set(positions)].sort((x, y) => x - y);
      count += unique.length;
      hits.push({ verse: v, positions: unique });
    }
    return { plan, lemmas: [...lemmas.values()], hits, count, english: null };
  }

  private searchEnglish(plan: Extract<SearchPlan, { kind: 'english' }>): SearchResult {
    const index = this.english();
    const matching = new Set<string>();
    const sets: Array<Set<number>> = [];
    for (const w of plan.words) {
      const forms = [...index.keys()].filter((k) => k === w || (k.startsWith(w) && ENDINGS.has(k.slice(w.length))));
      const these = new Set<number>();
      for (const f of forms) {
        matching.add(f);
        for (const v of index.get(f)!) these.add(v);
      }
      sets.push(these);
    }
    const list = [...sets[0]!].filter((v) => sets.every((s) => s.has(v))).sort((a, b) => a - b);
    const all = this.translations();
    let count = 0;
    for (const v of list) for (const w of all[v]!.toLowerCase().match(/[a-z]+/g) ?? []) if (matching.has(w)) count++;
    return { plan, lemmas: [], hits: list.map((verse) => ({ verse, positions: [] })), count, english: matching };
  }
}

/** A translation cut into pieces, the words of `marked` marked. */
export function markEnglish(text: string, marked: ReadonlySet<string> | null): Array<{ text: string; mark: boolean }> {
  if (!marked) return [{ text, mark: false }];
  const out: Array<{ text: string; mark: boolean }> = [];
  let last = 0;
  for (const m of text.matchAll(/[A-Za-z]+/g)) {
    if (!marked.has(m[0].toLowerCase())) continue;
    if (m.index > last) out.push({ text: text.slice(last, m.index), mark: false });
    out.push({ text: m[0], mark: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), mark: false });
  return out;
}
