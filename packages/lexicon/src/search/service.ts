/**
 * The search service (pure, no HTTP): one box for a root, any form, an English keyword or a Latin
 * transliteration; the advanced search with combinable facets; autocomplete; keyword groups.
 * Answers follow the `GET /search` and `GET /verbs` shapes of shared/spec/api-conventions.md.
 */
import type { Locale } from '@tasreef/contracts/locale';
import { stripMarks, tryParseRoot } from '@tasreef/morphology';
import type { Analysis, Analyzer, MatchMode, NounReading } from '../analyze/analyzer.ts';
import { looseKey } from '../analyze/text.ts';
import type { LexiconEntry } from '../types.ts';
import { latinSkeleton, parseQuery } from './query.ts';
import { groupReadings } from './readings.ts';
import { Corrector } from './did-you-mean.ts';
import { asciiToRoot as rootFromSlug } from '../build/ids.ts';
import { THEMES } from './themes.ts';
import { twinMarks } from './twins.ts';
import {
  FACETS,
  PATTERN_FACETS,
  type FacetAnswer,
  type FacetName,
  type Filters,
  type KeywordGroup,
  type NounHit,
  type QueryKind,
  type SearchAnswer,
  type SearchError,
  type ThemeSectionView,
  type VerbSummary,
} from './answers.ts';
import { buildKeywordGroups } from './keyword-groups.ts';

export type { Locale };
export * from './answers.ts';

/** The verb's conjugation page: /{locale}/conjugations/{verb type}/{verb id}. */
export function verbUrl(locale: Locale, e: LexiconEntry): string {
  return `/${locale}/conjugations/${encodeURIComponent(e.type)}/${encodeURIComponent(e.id)}`;
}

/** Most frequent reading first (reading-frequency.ts: homographs share out their spelling's count), then glossed ones. */
const byFreq =
  (entries: readonly LexiconEntry[], freq: ReadonlyArray<number | null>) =>
  (a: number, b: number): number =>
    (freq[b] ?? -1) - (freq[a] ?? -1) || (entries[b]!.glosses.length > 0 ? 1 : 0) - (entries[a]!.glosses.length > 0 ? 1 : 0) || a - b;

/** «قَالَ يَقُولُ»: the past and the present, as learners cite a verb. */
function withPresent(e: LexiconEntry): string {
  return e.present ? `${e.lemma} ${e.present}` : e.lemma;
}

/** Consonant skeleton of a lemma for transliteration search (قَالَ → قل، أَكَلَ → ءكل). */
function lemmaSkeleton(lemma: string): string {
  return stripMarks(lemma)
    .replace(/[أإآؤئ]/g, 'ء')
    .replace(/[اى]/g, '');
}

function words(gloss: string): string[] {
  return gloss
    .toLowerCase()
    .replace(/^to /, '')
    .split(/[^a-z']+/)
    .filter((w) => w.length > 1);
}

/** The analyses a search answers with, and how many of the likeliest get their vocalized form. */
const MAX_ANALYSES = 200;
const VOCALIZED = 60;

const STOP = new Set(['to', 'be', 'the', 'a', 'an', 'of', 'in', 'on', 'at', 'for', 'with', 'something', 'someone', 'sth', 'smb', 'one', 'oneself', 'up', 'out', 'and', 'or']);

/** Appends the indexes of `xs` not in `seen` yet (a function, not a closure per query). */
function addNew(out: number[], seen: Set<number>, xs: readonly number[]): void {
  for (const x of xs)
    if (!seen.has(x)) {
      seen.add(x);
      out.push(x);
    }
}

/** A verb's summary for result lists (also for a verb outside the lexicon, built by unattested.ts). */
export function summaryOfEntry(e: LexiconEntry, locale: Locale): VerbSummary {
  return Object.freeze({
    id: e.id,
    lemma: e.lemma,
    present: e.present,
    masdar: e.masdar,
    root: e.root,
    pattern: e.pattern,
    past_vowel: e.past_vowel,
    present_vowel: e.present_vowel,
    bab: e.bab,
    type: e.type,
    type_name: locale === 'ar' ? e.type_ar : e.type_en,
    meaning_en: e.glosses.length > 0 ? e.glosses.join('; ') : null,
    transitive: e.transitive,
    freq: e.freq,
    url: verbUrl(locale, e),
  });
}

export class SearchService {
  private readonly entries: readonly LexiconEntry[];
  private readonly analyzer: Analyzer;
  /** The comparator of entry indexes, most frequent reading first. */
  private readonly order: (a: number, b: number) => number;
  private readonly byRoot = new Map<string, number[]>();
  private readonly byGlossWord = new Map<string, number[]>();
  private readonly byGloss = new Map<string, number[]>();
  private readonly bySkeleton = new Map<string, number[]>();
  private readonly byId = new Map<string, number>();
  /** What tells apart verbs cited alike (twins.ts). */
  private readonly marks: Map<number, string>;
  /** Sorted (key, entry) for autocomplete: loose lemma and root keys, English gloss words. */
  private readonly arabicKeys: Array<[string, number]> = [];
  private readonly latinKeys: Array<[string, number]> = [];
  private readonly facetValues: Array<Record<FacetName, string>>;
  /** Entry indexes, most frequent first. */
  private readonly freqOrder: Uint32Array;
  /** Per facet: value → small id, id → value; and entry × facet → id. */
  private readonly facetIds: Array<Map<string, number>>;
  private readonly facetNames: string[][];
  private readonly facetColumns: Uint16Array;
  private groupsCache: KeywordGroup[] | null = null;
  private correctorMade: Corrector | null = null;
  /** Summaries are read-only and asked again and again: made once per entry and locale. */
  private readonly summaries: Record<Locale, Array<VerbSummary | undefined>> = { ar: [], en: [] };
  /** Per theme name: per section, per member, the entry index (or null when not resolved). */
  private themeEntries: Map<string, Array<Array<number | null>>> | null = null;

  constructor(analyzer: Analyzer) {
    this.analyzer = analyzer;
    this.entries = analyzer.entries;
    this.order = byFreq(this.entries, analyzer.readingFreq);
    this.marks = twinMarks(this.entries);
    const push = (m: Map<string, number[]>, k: string, i: number): void => {
      const l = m.get(k);
      if (!l) m.set(k, [i]);
      else if (l[l.length - 1] !== i) l.push(i);
    };
    this.entries.forEach((e, i) => {
      this.byId.set(e.id, i);
      // an id folded into this entry (build/same-verb.ts) still finds it: links and stored exams keep working
      for (const alias of e.aliases ?? []) this.byId.set(alias, i);
      for (const r of [e.root, ...e.alt_roots]) push(this.byRoot, r, i);
      for (const g of e.glosses) {
        push(this.byGloss, g.toLowerCase().replace(/^to /, '').trim(), i);
        for (const w of words(g)) if (!STOP.has(w)) push(this.byGlossWord, w, i);
      }
      push(this.bySkeleton, lemmaSkeleton(e.lemma), i);
      this.arabicKeys.push([looseKey(e.lemma), i], [looseKey(e.root), i]);
      for (const g of e.glosses) for (const w of words(g)) if (!STOP.has(w)) this.latinKeys.push([w, i]);
    });
    const cmp = (a: [string, number], b: [string, number]): number => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]);
    this.arabicKeys.sort(cmp);
    this.latinKeys.sort(cmp);
    // every posting list most frequent first, once: queries only slice and merge them
    for (const m of [this.byRoot, this.byGloss, this.byGlossWord, this.bySkeleton]) for (const l of m.values()) l.sort(this.order);
    this.freqOrder = Uint32Array.from(this.entries.map((_, i) => i).sort(this.order));
    this.facetValues = this.entries.map((e) => ({
      radicals: String(e.radicals),
      augmented: String(e.augmented),
      weak: String(e.weak),
      type: e.type,
      pattern: e.pattern === 'I' ? `I${e.bab}` : e.pattern,
      bab: e.bab === null ? 'none' : String(e.bab),
      first_letter: e.root[0]!,
      transitivity: e.transitive === null ? 'unknown' : e.transitive ? 'transitive' : 'intransitive',
    }));
    this.facetIds = FACETS.map(() => new Map<string, number>());
    this.facetNames = FACETS.map(() => []);
    this.facetColumns = new Uint16Array(this.entries.length * FACETS.length);
    this.facetValues.forEach((values, i) => {
      FACETS.forEach((n, fi) => {
        const ids = this.facetIds[fi]!;
        let id = ids.get(values[n]);
        if (id === undefined) {
          id = ids.size;
          ids.set(values[n], id);
          this.facetNames[fi]!.push(values[n]);
        }
        this.facetColumns[i * FACETS.length + fi] = id;
      });
    });
  }

  /** The "did you mean" finder, made on the first query that needs it. */
  private corrector(): Corrector {
    return (this.correctorMade ??= new Corrector(this.analyzer, this.byGlossWord));
  }

  /** The summary of the verb with this id (made once per locale), or null. */
  summaryOf(id: string, locale: Locale): VerbSummary | null {
    const i = this.byId.get(id);
    return i === undefined ? null : this.summary(i, locale);
  }

  /**
   * The verb's present as a line cites it after the past, with what tells it from a verb cited
   * alike (twins.ts): «يَدُمُّ (دَمَمْتُ)»; null when the verb has no present or is unknown.
   */
  presentCited(id: string): string | null {
    const i = this.byId.get(id);
    const present = i === undefined ? null : this.entries[i]!.present;
    if (i === undefined || !present) return null;
    const mark = this.marks.get(i);
    return mark ? `${present} (${mark})` : present;
  }

  entry(id: string): LexiconEntry | null {
    const i = this.byId.get(id);
    return i === undefined ? null : this.entries[i]!;
  }

  /** «قَالَ يَقُولُ», with what tells it from a verb cited alike: «دَمَّ يَدُمُّ (دَمَمْتُ)». */
  private cited(i: number): string {
    const mark = this.marks.get(i);
    return mark ? `${withPresent(this.entries[i]!)} (${mark})` : withPresent(this.entries[i]!);
  }

  summary(i: number, locale: Locale): VerbSummary {
    const made = this.summaries[locale][i];
    if (made) return made;
    return (this.summaries[locale][i] = summaryOfEntry(this.entries[i]!, locale));
  }
  /** One hit per noun, in the order of its likeliest reading. */
  private nounHits(readings: readonly NounReading[], locale: Locale): NounHit[] {
    const hits = new Map<string, NounHit>();
    const byId = this.nounIndex();
    for (const r of readings) {
      if (hits.has(r.noun_id)) continue;
      const n = this.analyzer.nouns[byId.get(r.noun_id)!]!;
      hits.set(r.noun_id, {
        id: n.id,
        lemma: n.lemma,
        root: n.root,
        pos: n.pos,
        meaning_en: n.glosses.length > 0 ? n.glosses.join('; ') : null,
        singular: n.plural_only ? null : n.lemma,
        plurals: n.plurals,
        feminine: n.feminine,
        reading: r,
        verbs:
          n.root === ''
            ? []
            : this.verbsOfRoot(n.root)
                .slice(0, 5)
                .map((i) => this.summary(i, locale)),
      });
    }
    return [...hits.values()];
  }

  private nounIds: Map<string, number> | null = null;
  private nounIndex(): Map<string, number> {
    return (this.nounIds ??= new Map(this.analyzer.nouns.map((n, i) => [n.id, i])));
  }

  /** Verbs of a root (also filed under it as an alternative root), most frequent first. Shared: do not change it. */
  verbsOfRoot(root: string): readonly number[] {
    return this.byRoot.get(root) ?? [];
  }

  search(q: unknown, options: { mode?: MatchMode; locale?: Locale; page?: number; per_page?: number } = {}): SearchAnswer | SearchError {
    const parsed = parseQuery(q);
    if (!parsed.ok) return { ok: false, error: { code: parsed.error } };
    const locale = options.locale ?? 'en';
    const perPage = Math.min(Math.max(Math.trunc(options.per_page ?? 20), 1), 100);
    const page = Math.max(Math.trunc(options.page ?? 1), 1);
    const kinds: QueryKind[] = [];
    const verbIdx: number[] = [];
    const inList = new Set<number>();

    let analyses: Analysis[] = [];
    let nouns: NounHit[] = [];
    let suggestions: string[] = [];
    if (parsed.script === 'arabic') {
      const text = parsed.text;
      const separated = /[\s\-–_.,،]/.test(text);
      const root = tryParseRoot(text)?.join('') ?? null;
      if (root !== null && this.byRoot.has(root)) {
        kinds.push('root');
        addNew(verbIdx, inList, this.verbsOfRoot(root));
      }
      if (!separated || root === null) {
        const word = text.split(' ')[0]!;
        // loose letters, but the marks typed narrow the readings (a bare word keeps them all)
        let all = this.analyzer.analyzeAll(word, { mode: options.mode ?? 'loose', narrow: true, guess: true, vocalize: VOCALIZED });
        // marks that fit no reading (a slip of the keyboard) fall back to the letters alone
        if (all.analyses.length === 0 && all.nouns.length === 0 && options.mode !== 'exact')
          all = this.analyzer.analyzeAll(word, { mode: 'loose', guess: true, vocalize: VOCALIZED });
        analyses = all.analyses;
        nouns = this.nounHits(all.nouns, locale);
        if (analyses.length > 0 || nouns.length > 0) kinds.push('form');
        if (analyses.length > 0) {
          const ids = [...new Set(analyses.flatMap((a) => (a.in_lexicon ? [this.byId.get(a.verb_id)!] : [])))].sort(this.order);
          addNew(verbIdx, inList, ids);
        }
        // a verb outside the lexicon brings the verbs the lexicon has of its root
        for (const a of analyses) if (!a.in_lexicon) addNew(verbIdx, inList, this.verbsOfRoot(a.root));
        // a noun of the lexicon brings its root's verbs
        for (const n of nouns) if (n.root !== '') addNew(verbIdx, inList, this.verbsOfRoot(n.root));
        // only rare verbs, guesses or nothing: a near miss may be what was meant (كتبو → كَتَبُوا)
        const wellRead = nouns.length > 0 || analyses.some((a) => a.in_lexicon && (this.analyzer.readingFreq[this.analyzer.indexOf(a.verb_id)] ?? null) !== null);
        if (!wellRead && !kinds.includes('root')) suggestions = this.corrector().arabic(word);
      }
    } else {
      const phrase = parsed.text.toLowerCase().replace(/^to /, '').trim();
      const exact = this.byGloss.get(phrase) ?? [];
      const ws = words(phrase).filter((w) => !STOP.has(w));
      let inter: number[] = [];
      if (ws.length > 0) {
        inter = this.byGlossWord.get(ws[0]!) ?? [];
        for (const w of ws.slice(1)) {
          const s = new Set(this.byGlossWord.get(w) ?? []);
          inter = inter.filter((i) => s.has(i));
        }
      }
      if (exact.length > 0 || inter.length > 0) {
        kinds.push('keyword');
        addNew(verbIdx, inList, exact);
        addNew(verbIdx, inList, inter);
      } else if (ws.length > 0) {
        // no meaning has these words: the nearest meaning words (wrte → write)
        const fixed = this.corrector().englishPhrase(ws, (w) => this.byGlossWord.has(w));
        if (fixed !== null) suggestions = [fixed];
      }
      if (!phrase.includes(' ')) {
        const { skeleton, initialVowel } = latinSkeleton(parsed.text);
        const candidates = initialVowel ? [skeleton, 'ء' + skeleton] : [skeleton];
        // the root's verbs first, then lemmas whose consonants match (قَالَ for qaala)
        const rootHits = skeleton.length === 3 || skeleton.length === 4 ? candidates.flatMap((c) => this.verbsOfRoot(c)) : [];
        const lemmaHits = candidates.length === 1 ? (this.bySkeleton.get(candidates[0]!) ?? []) : candidates.flatMap((c) => this.bySkeleton.get(c) ?? []).sort(this.order);
        if (rootHits.length + lemmaHits.length > 0) {
          kinds.push('transliteration');
          addNew(verbIdx, inList, rootHits);
          addNew(verbIdx, inList, lemmaHits);
        }
      }
    }
    const total = verbIdx.length;
    const verbs = verbIdx.slice((page - 1) * perPage, page * perPage).map((i) => this.summary(i, locale));
    const shown = analyses.slice(0, MAX_ANALYSES);
    return { ok: true, data: { verbs, analyses: shown, nouns: nouns.slice(0, 20), readings: groupReadings(shown) }, meta: { kinds, total, page, per_page: perPage, suggestions } };
  }

  /** The advanced search: filters combine; each facet's counts apply every other filter. */
  facets(filters: Filters, locale: Locale = 'en'): FacetAnswer | SearchError {
    const wanted: Partial<Record<FacetName, string>> = {};
    const check = (ok: boolean, name: string): SearchError | null => (ok ? null : { ok: false, error: { code: 'invalid_filter', detail: name } });
    const f = filters ?? {};
    const problems = [
      f.radicals !== undefined ? check(f.radicals === 3 || f.radicals === 4, 'radicals') : null,
      f.pattern !== undefined ? check((PATTERN_FACETS as readonly string[]).includes(f.pattern), 'pattern') : null,
      f.bab !== undefined ? check(Number.isInteger(f.bab) && f.bab >= 1 && f.bab <= 6, 'bab') : null,
      f.transitivity !== undefined ? check(['transitive', 'intransitive', 'unknown'].includes(f.transitivity), 'transitivity') : null,
      f.first_letter !== undefined ? check(typeof f.first_letter === 'string' && /^[\u0621-\u064A]$/.test(f.first_letter), 'first_letter') : null,
      f.type !== undefined ? check(typeof f.type === 'string' && f.type.length <= 80, 'type') : null,
    ].find((x) => x !== null);
    if (problems) return problems;
    if (f.radicals !== undefined) wanted.radicals = String(f.radicals);
    if (f.augmented !== undefined) wanted.augmented = String(f.augmented);
    if (f.weak !== undefined) wanted.weak = String(f.weak);
    if (f.type !== undefined) wanted.type = f.type;
    if (f.pattern !== undefined) wanted.pattern = f.pattern;
    if (f.bab !== undefined) wanted.bab = String(f.bab);
    if (f.first_letter !== undefined) wanted.first_letter = f.first_letter === 'أ' ? 'ء' : f.first_letter;
    if (f.transitivity !== undefined) wanted.transitivity = f.transitivity;
    // columns of small integers, entries in frequency order: one pass, no sort, no string compare
    const active = FACETS.map((n, fi) => ({ n, fi }))
      .filter(({ n }) => wanted[n] !== undefined)
      .map(({ n, fi }) => ({ fi, id: this.facetIds[fi]!.get(wanted[n]!) ?? -1 }));
    const tallies = FACETS.map((_, fi) => new Int32Array(this.facetNames[fi]!.length));
    const matching: number[] = [];
    const nf = FACETS.length;
    for (const i of this.freqOrder) {
      let misses = 0;
      let missed = -1;
      for (const a of active) {
        if (this.facetColumns[i * nf + a.fi] !== a.id) {
          misses++;
          missed = a.fi;
          if (misses > 1) break;
        }
      }
      if (misses === 0) {
        matching.push(i);
        for (let fi = 0; fi < nf; fi++) tallies[fi]![this.facetColumns[i * nf + fi]!]!++;
      } else if (misses === 1) {
        tallies[missed]![this.facetColumns[i * nf + missed]!]!++;
      }
    }
    const counts = Object.fromEntries(
      FACETS.map((n, fi) => {
        const out: Record<string, number> = {};
        tallies[fi]!.forEach((c, id) => {
          if (c > 0) out[this.facetNames[fi]![id]!] = c;
        });
        return [n, out];
      }),
    ) as Record<FacetName, Record<string, number>>;
    const perPage = Math.min(Math.max(Math.trunc(f.per_page ?? 20), 1), 100);
    const pages = Math.max(1, Math.ceil(matching.length / perPage));
    const page = Math.min(Math.max(Math.trunc(f.page ?? 1), 1), pages);
    return {
      ok: true,
      data: { verbs: matching.slice((page - 1) * perPage, page * perPage).map((i) => this.summary(i, locale)) },
      meta: { total: matching.length, page, per_page: perPage, pages, facets: counts },
    };
  }

  /** Suggestions while typing: Arabic lemmas and roots by loose prefix, English meanings by word prefix. */
  autocomplete(prefix: unknown, options: { locale?: Locale; limit?: number } = {}): Array<{ label: string; verb: VerbSummary }> {
    const parsed = parseQuery(prefix);
    if (!parsed.ok) return [];
    const limit = Math.min(Math.max(options.limit ?? 10, 1), 20);
    const arabic = parsed.script === 'arabic';
    const key = arabic ? looseKey(parsed.text.replace(/[\s\-–_.,،]/g, '')) : parsed.text.toLowerCase().replace(/^to /, '').split(' ')[0]!;
    if (key === '') return [];
    const list = arabic ? this.arabicKeys : this.latinKeys;
    let lo = 0,
      hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]![0] < key) lo = mid + 1;
      else hi = mid;
    }
    const found = new Set<number>();
    for (let i = lo; i < list.length && list[i]![0].startsWith(key) && found.size < 500; i++) found.add(list[i]![1]);
    return [...found]
      .sort(this.order)
      .slice(0, limit)
      .map((i) => ({
        // the present tells homographs apart (قَالَ يَقُولُ, قَالَ يَقِيلُ)
        label: arabic ? this.cited(i) : `${this.cited(i)} — ${this.entries[i]!.glosses[0] ?? ''}`,
        verb: this.summary(i, options.locale ?? 'en'),
      }));
  }

  /** Computed keyword groups: the most frequent verbs, each pattern, each verb type, roots with several verbs, the curated themes. */
  keywordGroups(): KeywordGroup[] {
    if (!this.groupsCache) {
      const built = buildKeywordGroups(this.entries, this.facetValues, this.byRoot);
      this.groupsCache = built.groups;
      this.themeEntries = built.themeEntries;
    }
    return this.groupsCache;
  }

  /** A curated theme's sections and members, with each member's verb (null when not in the lexicon). */
  themeSections(name: string, locale: Locale = 'en'): ThemeSectionView[] | null {
    const theme = THEMES.find((t) => t.name === name);
    if (!theme) return null;
    this.keywordGroups();
    const resolved = this.themeEntries!.get(name)!;
    return theme.sections.map((sec, si) => ({
      title: sec.title,
      note: sec.note ?? null,
      members: sec.members.map((m, mi) => {
        const i = resolved[si]![mi]!;
        return { lemma: m.lemma, root: m.root, pattern: m.pattern, form: m.form ?? m.lemma, note: m.note ?? null, verb: i === null ? null : this.summary(i, locale) };
      }),
    }));
  }

  keywordGroup(
    name: string,
    options: { locale?: Locale; page?: number; per_page?: number } = {},
  ): { group: KeywordGroup; verbs: VerbSummary[]; page: number; pages: number; sections?: ThemeSectionView[] } | null {
    if (typeof name !== 'string' || name.length > 100) return null;
    const group = this.keywordGroups().find((g) => g.name === name);
    if (!group) return null;
    let list: readonly number[];
    if (group.kind === 'theme') {
      // each verb once, in the order of the book; the sections carry the members with their notes
      const seen = new Set<number>();
      for (const sec of this.themeEntries!.get(name)!) for (const i of sec) if (i !== null) seen.add(i);
      const sections = this.themeSections(name, options.locale ?? 'en')!;
      return { group, page: 1, pages: 1, sections, verbs: [...seen].map((i) => this.summary(i, options.locale ?? 'en')) };
    }
    if (group.kind === 'frequent') {
      // a frequency counts a spelling: homographs (قَالَ say / take a nap) share it, so one per lemma
      const lemmas = new Set<string>();
      list = this.entries
        .map((_, i) => i)
        .filter((i) => this.entries[i]!.freq !== null)
        .sort(this.order)
        .filter((i) => !lemmas.has(this.entries[i]!.lemma) && lemmas.add(this.entries[i]!.lemma) !== undefined)
        .slice(0, 100);
    } else if (group.kind === 'pattern') list = this.facetValues.flatMap((v, i) => (v.pattern === name.slice('pattern-'.length) ? [i] : [])).sort(this.order);
    else if (group.kind === 'type') list = this.facetValues.flatMap((v, i) => (v.type === name.slice('type-'.length) ? [i] : [])).sort(this.order);
    else list = [...this.verbsOfRoot(rootFromSlug(name.slice('root-'.length)) ?? '')];
    const perPage = Math.min(Math.max(Math.trunc(options.per_page ?? 50), 1), 100);
    const pages = Math.max(1, Math.ceil(list.length / perPage));
    const page = Math.min(Math.max(Math.trunc(options.page ?? 1), 1), pages);
    return { group, page, pages, verbs: list.slice((page - 1) * perPage, page * perPage).map((i) => this.summary(i, options.locale ?? 'en')) };
  }
}
