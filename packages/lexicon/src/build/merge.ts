/**
 * Merges the sources of LEXICON_DIR into one candidate per verb (root + pattern + bab):
 * verbs.tsv (ElixirFM + Arramooz, one row per verb lexeme, possibly several babs) and Sarf's data
 * base (sarf/*.tsv: attested masdars and transitivity per root + bab, augmented patterns per root,
 * attested nouns). Every gloss is kept; masdars are ordered ElixirFM, Sarf, Arramooz; each field
 * records its sources.
 */
import path from 'node:path';
import { BABS, stripMarks, type AttestedNouns } from '@tasreef/morphology';
import type { RejectedEntry, SourceId } from '../types.ts';
import type { Addition } from './additions.ts';
import { OWN_SENSES } from './senses-data.ts';
import { list, readTsv, type Row } from './tsv.ts';

export interface Candidate {
  key: string;
  source_ids: string[];
  root: string;
  alt_roots: string[];
  pattern: string;
  bab: number | null;
  past_vowel: string | null;
  present_vowel: string | null;
  /** The lemma a source wrote (null for Sarf-only verbs: Sarf stores no vocalized past). */
  lemma: string | null;
  passive_only: boolean;
  entrySources: Set<SourceId>;
  glosses: string[];
  glossSources: Set<SourceId>;
  /** Masdars by the source that wrote them (Tasreef's only in its additions, additions.ts). */
  masdarsBySource: Record<SourceId, string[]>;
  transitivity: Partial<Record<SourceId, string>>;
  freq: number | null;
  attested: AttestedNouns;
}

export interface MergeResult {
  candidates: Candidate[];
  rejects: RejectedEntry[];
  files: string[];
}

const keyOf = (root: string, pattern: string, bab: number | null): string => `${root}|${pattern}|${bab ?? ''}`;

/** A masdar Arramooz wrote partly vocalized (a letter other than a long vowel left without a mark). */
function partlyVocalized(word: string): boolean {
  const chars = [...word.normalize('NFC')];
  for (let i = 0; i < chars.length - 1; i++) {
    const ch = chars[i]!;
    if (/[\u064B-\u0652]/.test(ch) || 'اوىية'.includes(ch)) continue;
    if (!/[\u064B-\u0652]/.test(chars[i + 1]!)) return true;
  }
  return false;
}

function newCandidate(root: string, pattern: string, bab: number | null): Candidate {
  const b = bab === null ? undefined : BABS.find((x) => x.bab === bab);
  return {
    key: keyOf(root, pattern, bab),
    source_ids: [],
    root,
    alt_roots: [],
    pattern,
    bab,
    past_vowel: b?.past ?? null,
    present_vowel: b?.present ?? null,
    lemma: null,
    passive_only: false,
    entrySources: new Set(),
    glosses: [],
    glossSources: new Set(),
    masdarsBySource: { elixir: [], sarf: [], arramooz: [], tasreef: [] },
    transitivity: {},
    freq: null,
    attested: {},
  };
}

/** Appends each value the target does not hold yet, in order. */
export function addUnique<T>(target: T[], values: readonly T[]): void {
  for (const v of values) if (!target.includes(v)) target.push(v);
}

export function mergeSources(dir: string, additions: readonly Addition[] = []): MergeResult {
  const files: string[] = [];
  const read = (name: string): Row[] => {
    const f = path.join(dir, name);
    files.push(f);
    return readTsv(f);
  };
  const byKey = new Map<string, Candidate>();
  /** alt root | pattern | bab → key of the entry that lists it. */
  const byAltKey = new Map<string, string>();
  const rejects: RejectedEntry[] = [];

  for (const row of read('verbs.tsv')) {
    const root = row.root!;
    const pattern = row.pattern!;
    const sources = list(row.sources) as SourceId[];
    const notes = list(row.notes);
    if (pattern === 'XIV' || pattern === 'XV') {
      rejects.push({
        source_id: row.id!,
        root,
        pattern,
        bab: null,
        lemma: row.verb!,
        reason: 'pattern_outside_22',
        detail: `pattern ${pattern} is outside the 22 patterns the engine conjugates`,
      });
      continue;
    }
    const babs: (number | null)[] = pattern === 'I' ? list(row.bab).map(Number) : [null];
    if (babs.length === 0) {
      rejects.push({
        source_id: row.id!,
        root,
        pattern,
        bab: null,
        lemma: row.verb!,
        reason: 'no_bab',
        detail: `form I without a classical bab (${notes.join(', ') || 'vowels unknown'}): the engine needs both vowels`,
      });
      continue;
    }
    const masdars = list(row.masdar);
    for (const bab of babs) {
      const key = keyOf(root, pattern, bab);
      let c = byKey.get(key);
      if (!c) {
        c = newCandidate(root, pattern, bab);
        byKey.set(key, c);
      }
      c.source_ids.push(row.id!);
      for (const s of sources) c.entrySources.add(s);
      // an active row and a passive-only row of one verb (أَعْجَبَ, أُعْجِبَ): the entry is active
      const passiveOnly = notes.includes('passive_only');
      if (c.lemma === null) {
        c.lemma = row.verb!;
        c.passive_only = passiveOnly;
      } else if (c.passive_only && !passiveOnly) {
        c.lemma = row.verb!;
        c.passive_only = false;
      }
      addUnique(c.alt_roots, list(row.alt_roots));
      const glosses = (row.gloss_en ?? '')
        .split(';')
        .map((g) => g.trim())
        .filter(Boolean);
      if (glosses.length > 0) {
        addUnique(c.glosses, glosses);
        c.glossSources.add('elixir');
      }
      for (const m of masdars) {
        let src: Exclude<SourceId, 'tasreef'>;
        if (sources.length === 1) src = sources[0] as Exclude<SourceId, 'tasreef'>;
        else src = partlyVocalized(m) ? 'arramooz' : 'elixir';
        addUnique(c.masdarsBySource[src], [m]);
      }
      if (row.transitive) c.transitivity.arramooz = row.transitive;
      if (row.freq) c.freq = Math.max(c.freq ?? 0, Number(row.freq));
    }
    for (const alt of list(row.alt_roots)) for (const bab of babs) byAltKey.set(keyOf(alt, pattern, bab), keyOf(root, pattern, bab));
  }

  const find = (root: string, pattern: string, bab: number | null): Candidate => {
    const key = keyOf(root, pattern, bab);
    const direct = byKey.get(key);
    if (direct) return direct;
    const alt = byAltKey.get(key);
    if (alt && byKey.has(alt)) return byKey.get(alt)!;
    const c = newCandidate(root, pattern, bab);
    byKey.set(key, c);
    return c;
  };

  for (const row of read('sarf/trilateral_unaugmented.tsv')) {
    const bab = Number(row.bab);
    const c = find(row.root!, 'I', bab);
    c.entrySources.add('sarf');
    c.source_ids.push(`sarf:${row.root}:I${bab}${row.entry === '2' ? ':2' : ''}`);
    addUnique(c.masdarsBySource.sarf, list(row.masdars));
    if (row.transitivity) c.transitivity.sarf = row.transitivity;
  }
  for (const name of ['sarf/trilateral_augmented.tsv', 'sarf/quadrilateral_unaugmented.tsv', 'sarf/quadrilateral_augmented.tsv']) {
    for (const row of read(name)) {
      const c = find(row.root!, row.pattern!, null);
      c.entrySources.add('sarf');
      c.source_ids.push(`sarf:${row.root}:${row.pattern}`);
      if (row.transitivity) c.transitivity.sarf = row.transitivity;
    }
  }

  // Tasreef's own rows (additions.ts): a verb the sources lack, or spell in a form the engine does
  // not write. The addition's lemma is the one checked; its glosses and masdars come after the sources'.
  for (const a of additions) {
    const c = find(a.root, a.pattern, a.bab);
    c.source_ids.push(`tasreef:${a.root}:${a.pattern}${a.bab ?? ''}`);
    c.entrySources.add('tasreef');
    c.lemma = a.verb;
    c.passive_only = false;
    addUnique(c.glosses, a.glosses);
    c.glossSources.add('tasreef');
    addUnique(c.masdarsBySource.tasreef, a.masdars);
    c.transitivity.tasreef = a.transitive;
  }

  // Senses Tasreef states for verbs no source glosses (senses-data.ts).
  for (const [key, senses] of Object.entries(OWN_SENSES)) {
    const c = byKey.get(key);
    if (!c || c.glosses.length > 0) continue;
    c.glosses.push(...senses);
    c.glossSources.add('tasreef');
  }

  // Attested nouns (form I only).
  const perRootBab = (name: string): Map<string, string[]> => {
    const m = new Map<string, string[]>();
    for (const row of read(name)) {
      const k = `${row.root}|${row.bab}`;
      m.set(k, [...(m.get(k) ?? []), ...list(row.formulas)]);
    }
    return m;
  };
  const perRoot = (name: string, column: string): Map<string, string[]> => {
    const m = new Map<string, string[]>();
    for (const row of read(name)) m.set(row.root!, [...(m.get(row.root!) ?? []), ...list(row[column])]);
    return m;
  };
  const adjectives = perRootBab('sarf/adjectives.tsv');
  const places = perRootBab('sarf/place_time.tsv');
  const intensive = perRoot('sarf/intensive_nonstandard.tsv', 'formulas');
  const instrument = perRoot('sarf/instrument_nonstandard.tsv', 'formulas');
  const mimi = perRoot('sarf/masdar_mimi.tsv', 'masdar_mimi');
  const elative = new Set(read('sarf/elative_roots.tsv').map((r) => r.root!));
  const adjectiveWords = sifaAdjectives(read('nouns.tsv'));
  for (const c of byKey.values()) {
    if (c.pattern !== 'I') continue;
    const rb = `${c.root}|${c.bab}`;
    const a: AttestedNouns = {};
    if (adjectives.has(rb)) a.adjective = adjectives.get(rb)!;
    if (places.has(rb)) a.noun_of_place_time = places.get(rb)!;
    if (intensive.has(c.root)) a.intensive = intensive.get(c.root)!;
    if (instrument.has(c.root)) a.noun_of_instrument = instrument.get(c.root)!;
    if (mimi.has(c.root)) a.masdar_mimi = mimi.get(c.root)!;
    if (elative.has(c.root)) a.elative = true;
    // the lexicon's adjectives of the root go to the verbs that have a sifa mushabbaha: فَعِلَ and فَعُلَ,
    // and any verb used intransitively (Sarf's or Arramooz's judgement)
    const words = adjectiveWords.get(c.root);
    if (words && (c.bab === 4 || c.bab === 5 || c.bab === 6 || intransitive(c))) a.adjective_words = words;
    c.attested = a;
  }
  return { candidates: [...byKey.values()], rejects, files };
}

/**
 * ElixirFM patterns of the sifa mushabbaha (Wright I §§ 230–233; al-Ghalayini, الصفة المشبهة):
 * فَعِيل، فَعِل، فَعْلَان، فَعْل، فَعَل، فُعَال، فَعَال، فَيْعِل. Not أَفْعَل (colours and defects come from
 * their own list; ElixirFM's أَفْعَل adjectives include elatives) nor the participle patterns.
 */
const SIFA_PATTERNS: ReadonlySet<string> = new Set(['FaCIL', 'FaCiL', 'FaCLAn', 'FaCL', 'FaCaL', 'FuCAL', 'FaCAL', 'FayyiL']);

/** فَيْعِل of a hollow root, which ElixirFM sometimes writes FaCCiL (طَيِّب). */
const isSifa = (pattern: string, root: string): boolean => SIFA_PATTERNS.has(pattern) || (pattern === 'FaCCiL' && (root[1] === 'و' || root[1] === 'ي'));

/** Root → vocalized adjectives of nouns.tsv on a sifa pattern, in the file's order. */
function sifaAdjectives(rows: readonly Row[]): Map<string, string[]> {
  const m = new Map<string, string[]>();
  for (const row of rows) {
    if (row.pos !== 'adj' || !row.root || !isSifa(row.pattern ?? '', row.root)) continue;
    const list = m.get(row.root) ?? [];
    if (!list.includes(row.lemma!)) list.push(row.lemma!);
    m.set(row.root, list);
  }
  return m;
}

/** Intransitive, or used both ways (Arramooz y|n, Sarf "both"): a verb that can have a sifa mushabbaha. */
const intransitive = (c: Candidate): boolean => {
  const a = c.transitivity.arramooz;
  const s = c.transitivity.sarf;
  return a === 'n' || a === 'y|n' || (a === undefined && (s === 'intransitive' || s === 'both'));
};

/** Masdars in order of preference (ElixirFM, Sarf, Arramooz, Tasreef's additions), one per spelling, with their sources. */
export function mergeMasdars(c: Candidate): { masdars: string[]; sources: Record<string, SourceId[]> } {
  const masdars: string[] = [];
  const sources: Record<string, SourceId[]> = {};
  const byBare = new Map<string, string>();
  for (const src of ['elixir', 'sarf', 'arramooz', 'tasreef'] as const) {
    for (const raw of c.masdarsBySource[src]) {
      const m = raw.normalize('NFC');
      const bare = stripMarks(m);
      const first = byBare.get(bare);
      if (first !== undefined) {
        if (!sources[first]!.includes(src)) sources[first]!.push(src);
        continue;
      }
      byBare.set(bare, m);
      masdars.push(m);
      sources[m] = [src];
    }
  }
  return { masdars, sources };
}
