/**
 * The analyzer: any word — vocalized, partly vocalized or bare, with proclitics and an attached
 * pronoun — gives every analysis the lexicon supports. Clitics are peeled off the loose key in
 * every way the letters allow, each remaining host is looked up in the forms index, and every hit
 * is kept only when the clitic rules accept that form and re-attaching the clitics gives the word
 * back. Exact mode then regenerates the candidates' vocalized forms and keeps those consistent with
 * the marks typed.
 */
import type { LexiconEntry, LexiconNoun } from '../types.ts';
import {
  attachNounLoose,
  attachVerbLoose,
  attachVerbPairLoose,
  composeAr,
  CONJS,
  ENCLITICS,
  encliticFits,
  hostCandidates,
  pairFits,
  PARTICLES,
  particleFits,
  particleLetter,
  procliticsAr,
  questionFits,
  type Conj,
  type Enclitic,
  type Particle,
} from './clitics.ts';
import { DERIVED_NOUN_KEYS, type DerivedNounKey } from '@tasreef/morphology';
import { readingFrequencies } from '../search/reading-frequency.ts';
import { decodeCode, deriveNouns, derivedNounForms, generateForms, generateNounForms, type FormInfo } from './forms.ts';
import { guessReadings } from './guess-reading.ts';
import { CODE_BITS, FLAG_BIT, FormIndex, VERB_SHIFT } from './index-store.ts';
import { rootsOf } from './etymological-roots.ts';
import { spellingVariants } from './spelling-variants.ts';
import { cleanWord, hasMarks, looseKey, marksConsistent, marksFitSignature, SIG_NONE } from './text.ts';

export type MatchMode = 'loose' | 'exact';

export interface Analysis {
  word: string;
  kind: 'verb' | 'noun';
  verb_id: string;
  root: string;
  /** The other roots the dictionaries file the verb under (سَمَّى: سمو, also سمي), or none. */
  alt_roots: string[];
  pattern: string;
  bab: number | null;
  lemma: string;
  /** The lemma again, under the name the morphology CLI contract uses. */
  verb: string;
  slot?: string;
  tense?: string;
  voice?: string;
  person?: string;
  noun?: string;
  variant?: number;
  gender?: string | null;
  number?: string | null;
  definiteness?: string | null;
  case?: string | null;
  /** Vocalized proclitics in order (وَ، سَ، بِ، ال…). */
  proclitics: string[];
  /** The attached pronoun in its citation form (هُ، هَا، نِي، ي…; هُ also stands for هِ after i), or null; the first of two. */
  enclitic: string | null;
  /** Every attached pronoun in order: none, one, or two objects (أَعْطَيْتُكَهُ: كَ، هُ). */
  enclitics: string[];
  /** The full vocalized form this analysis stands for (exact mode, marks typed, or asked with `vocalize`). */
  form?: string;
  /**
   * false for a verb the lexicon does not hold, read from the engine's patterns (verb_id is then
   * ''): its root, pattern and lemma are the engine's; ranked after every lexicon analysis.
   */
  in_lexicon: boolean;
}

/** A reading of a word as a noun of the lexicon's noun list (nouns.tsv). */
export interface NounReading {
  word: string;
  noun_id: string;
  root: string;
  pos: 'noun' | 'adj';
  /** The noun's lemma (its singular, or the plural itself for a plural-only noun). */
  lemma: string;
  /** Which word of the entry the form is: the lemma, one of its plurals, or a feminine. */
  which: 'lemma' | 'plural' | 'feminine';
  /** That word in pause form (كُتُب for كُتُبٌ). */
  base: string;
  number: string | null;
  definiteness: string | null;
  case: string | null;
  proclitics: string[];
  enclitic: string | null;
  form?: string;
}

interface Match {
  verb: number;
  code: number;
  conj: Conj;
  particle: Particle;
  enclitic: Enclitic | null;
  question: boolean;
  enclitic2: Enclitic | null;
  /** The marks of the host form (text.ts marksSignature) for a bare host, else SIG_NONE. */
  sig: number;
}

/** Pronouns grouped by their loose letters (كَ and كِ share ك). */
const ENCLITIC_GROUPS: ReadonlyArray<{ loose: string; indexes: number[]; mask: number }> = (() => {
  const m = new Map<string, number[]>();
  ENCLITICS.forEach((e, i) => m.set(e.loose, [...(m.get(e.loose) ?? []), i]));
  return [...m].map(([loose, indexes]) => ({ loose, indexes, mask: indexes.reduce((a, i) => a | (1 << i), 0) }));
})();

/**
 * Second pronouns of a pair (third person) by loose letters, and the first pronoun's loose letters
 * as written before one (كُمْ → كمو).
 */
const SECOND_GROUPS = ENCLITIC_GROUPS.filter((g) => g.indexes.some((i) => ENCLITICS[i]!.verb && ENCLITICS[i]!.person.startsWith('3')));
const FIRST_OF_PAIR_GROUPS = ENCLITIC_GROUPS.filter((g) => g.indexes.some((i) => ENCLITICS[i]!.verb && !ENCLITICS[i]!.person.startsWith('3'))).map((g) => ({
  ...g,
  written: g.loose.endsWith('م') ? g.loose + 'و' : g.loose,
}));

const CODE_MASK = FLAG_BIT - 1;
const LAM = PARTICLES.indexOf('ل');
const PARTICLE_LETTERS = PARTICLES.map(particleLetter);

/**
 * Per form code, what the clitic rules allow, as small integers: kind (1 verb, 2 noun), definite,
 * the particles (bit per PARTICLES index), the particles the question's أَ may precede (same bits),
 * whether the form is a past verb (a wasl alif may give way to the question's أَ), and the pronouns
 * (bit per ENCLITICS index, before the verb's transitivity is checked). The hot loop reads these
 * instead of the rules.
 */
const T = (() => {
  const n = 1 << CODE_BITS;
  const kind = new Uint8Array(n),
    definite = new Uint8Array(n),
    particles = new Uint8Array(n),
    question = new Uint8Array(n),
    past = new Uint8Array(n),
    enclitics = new Uint16Array(n);
  for (let code = 0; code < n; code++) {
    let info: FormInfo;
    try {
      info = decodeCode(code);
    } catch {
      continue;
    }
    if (info.kind === 'noun' && info.noun === undefined) continue;
    if (info.kind === 'verb' && info.slot === undefined) continue;
    kind[code] = info.kind === 'verb' ? 1 : 2;
    definite[code] = info.kind === 'noun' && info.definiteness === 'definite' ? 1 : 0;
    past[code] = info.kind === 'verb' && info.tense === 'past' ? 1 : 0;
    PARTICLES.forEach((p, i) => {
      if (particleFits(info, p)) particles[code]! |= 1 << i;
      if (particleFits(info, p) && questionFits(info, p)) question[code]! |= 1 << i;
    });
    ENCLITICS.forEach((e, i) => {
      if (encliticFits(info, e, null)) enclitics[code]! |= 1 << i;
    });
  }
  return { kind, definite, particles, question, past, enclitics };
})();

export class Analyzer {
  readonly entries: readonly LexiconEntry[];
  readonly index: FormIndex;
  private readonly formCache = new Map<number, Map<number, string[]>>();
  private readonly cacheSize: number;

  private readonly idIndex: Map<string, number>;

  private byId(id: string): number {
    return this.idIndex.get(id) ?? -1;
  }

  /** The index of the verb with this id in `entries`, or -1. */
  indexOf(id: string): number {
    return this.idIndex.get(id) ?? -1;
  }

  /** Per verb, the roots an analysis gives (etymological-roots.ts). */
  private readonly roots: ReadonlyArray<{ root: string; alt_roots: string[] }>;

  /** Per verb: 1 when its past starts with a wasl alif (اِسْتَخْرَجَ), which the question's أَ replaces. */
  private readonly waslPast: Uint8Array;

  /** The lexicon's own nouns: a posting's index at or past `entries.length` is `nouns[index - entries.length]`. */
  readonly nouns: readonly LexiconNoun[];

  /** Per verb, how often its reading is met (its spelling's count shared among homographs; reading-frequency.ts). */
  readonly readingFreq: ReadonlyArray<number | null>;

  constructor(entries: readonly LexiconEntry[], index: FormIndex, options: { cacheSize?: number; nouns?: readonly LexiconNoun[] } = {}) {
    this.entries = entries;
    this.nouns = options.nouns ?? [];
    this.waslPast = Uint8Array.from(entries, (e) => (e.lemma.startsWith('ا') ? 1 : 0));
    this.idIndex = new Map(entries.map((e, i) => [e.id, i]));
    this.roots = entries.map(rootsOf);
    this.readingFreq = readingFrequencies(entries, this.nouns);
    this.index = index;
    this.cacheSize = options.cacheSize ?? 200;
  }

  /**
   * Vocalized forms of one verb by code: the slots and the nouns are generated separately, on
   * demand (exact mode and pages touch few verbs; an LRU keeps the 200 most recent parts, ~50 KB
   * each: ~10 MB).
   */
  formsOf(verb: number, part: 'verb' | 'nouns' | 'all' = 'all'): Map<number, string[]> {
    if (part === 'all') return new Map([...this.formsOf(verb, 'verb'), ...this.formsOf(verb, 'nouns')]);
    const key = part === 'verb' ? verb * 2 : verb * 2 + 1;
    const hit = this.formCache.get(key);
    if (hit) {
      this.formCache.delete(key);
      this.formCache.set(key, hit);
      return hit;
    }
    const m = new Map<number, string[]>();
    const forms =
      verb >= this.entries.length
        ? generateNounForms(this.nouns[verb - this.entries.length]!)
        : generateForms(this.entries[verb]!, undefined, { verb: part === 'verb', nouns: part === 'nouns' });
    for (const f of forms) {
      const list = m.get(f.code);
      if (list) {
        if (!list.includes(f.form)) list.push(f.form);
      } else m.set(f.code, [f.form]);
    }
    this.formCache.set(key, m);
    if (this.formCache.size > this.cacheSize) this.formCache.delete(this.formCache.keys().next().value!);
    return m;
  }

  /** The word's matches, then those of its other spellings (spelling-variants.ts; not in exact mode: the letters typed must be the form's). */
  private allMatches(loose: string, exact: boolean): Match[] {
    const out = this.matches(loose);
    if (exact) return out;
    for (const v of spellingVariants(loose)) {
      for (const m of this.matches(v.key)) {
        if (m.verb >= this.entries.length) continue;
        const e = this.entries[m.verb]!;
        if (v.accepts({ conj: m.conj, particle: m.particle, question: m.question, enclitic: m.enclitic, info: decodeCode(m.code), root: e.root, pattern: e.pattern })) out.push(m);
      }
    }
    return out;
  }

  private matches(loose: string): Match[] {
    const out: Match[] = [];
    const seen = new Set<number>();
    const index = this.index;
    const push = (p: number, q: number, conj: number, particle: number, e: number, e2: number, sig = SIG_NONE): void => {
      // posting (32 bits) and the clitics (14 bits) in one exact double
      const k = p * 16384 + ((((q * 3 + conj) * 6 + particle) * 16 + (e + 1)) * 16 + (e2 + 1));
      if (seen.has(k)) return;
      seen.add(k);
      out.push({
        verb: p >>> VERB_SHIFT,
        code: p & CODE_MASK,
        conj: CONJS[conj]!,
        particle: PARTICLES[particle]!,
        enclitic: e < 0 ? null : ENCLITICS[e]!,
        question: q === 1,
        enclitic2: e2 < 0 ? null : ENCLITICS[e2]!,
        sig,
      });
    };
    /** Whether a posting may carry these proclitics (`wasl`: the host was given its wasl alif back). */
    const fits = (p: number, q: number, pi: number, wasl: boolean): boolean => {
      const code = p & CODE_MASK;
      const bit = 1 << pi;
      if ((T.particles[code]! & bit) === 0) return false;
      if (q === 0) return true;
      if ((T.question[code]! & bit) === 0) return false;
      return !wasl || (T.past[code] === 1 && this.waslPast[p >>> VERB_SHIFT] === 1);
    };
    const lookupHost = (rest: string, q: number, ci: number, pi: number, wasl: boolean): void => {
      // no pronoun; لِ + a definite noun is written لِلْ (below), never لال
      const barePostings = index.lookup(rest);
      const sigs = barePostings.length > 0 && !wasl ? index.signaturesOf(rest) : barePostings;
      for (let i = 0; i < barePostings.length; i++) {
        const p = barePostings[i]!;
        if (!fits(p, q, pi, wasl)) continue;
        if (pi === LAM && T.definite[p & CODE_MASK] === 1) continue;
        push(p, q, ci, pi, -1, -1, wasl ? SIG_NONE : sigs[i]!);
      }
      if (pi === LAM && !wasl && rest.charCodeAt(0) === 0x0644) {
        // لِلْكَاتِبِ = لِ + الْكَاتِبِ; لِلَّاعِبِ = لِ + اللَّاعِبِ
        for (const host of ['ا' + rest, 'ال' + rest]) {
          const ps = index.lookup(host);
          for (let i = 0; i < ps.length; i++) {
            const code = ps[i]! & CODE_MASK;
            if (T.definite[code] === 1 && fits(ps[i]!, q, pi, false)) push(ps[i]!, q, ci, pi, -1, -1);
          }
        }
      }
      // one pronoun
      for (const group of ENCLITIC_GROUPS) {
        if (rest.length - group.loose.length < 1 || !rest.endsWith(group.loose)) continue;
        this.pronounHosts(rest, rest.slice(0, -group.loose.length), group, null, q, ci, pi, wasl, fits, push);
      }
      // two object pronouns: the second (third person) last, the first (كمو for كُمْ) before it
      for (const second of SECOND_GROUPS) {
        if (!rest.endsWith(second.loose)) continue;
        const before = rest.slice(0, -second.loose.length);
        for (const first of FIRST_OF_PAIR_GROUPS) {
          if (before.length - first.written.length < 1 || !before.endsWith(first.written)) continue;
          this.pronounHosts(rest, before.slice(0, -first.written.length), first, second, q, ci, pi, wasl, fits, push);
        }
      }
    };
    for (let q = 0; q < 2; q++) {
      // the question's أَ (loose ا) before everything
      if (q === 1 && loose.charCodeAt(0) !== 0x0627) continue;
      const w = q === 1 ? loose.slice(1) : loose;
      for (let ci = 0; ci < CONJS.length; ci++) {
        const conj = CONJS[ci]!;
        if (conj !== '' && !w.startsWith(conj)) continue;
        const a = conj === '' ? w : w.slice(1);
        for (let pi = 0; pi < PARTICLES.length; pi++) {
          const letter = PARTICLE_LETTERS[pi]!;
          if (letter !== '' && !a.startsWith(letter)) continue;
          const rest = letter === '' ? a : a.slice(1);
          // one letter is a word too: the imperative of وَقَى is قِ, of رَأَى رَ
          if (rest.length < 1) continue;
          lookupHost(rest, q, ci, pi, false);
          // أَسْتَغْفَرْتَ = أَ + اِسْتَغْفَرْتَ: the wasl alif gives way to the question's
          if (q === 1 && ci === 0 && pi === 0) lookupHost('ا' + rest, q, ci, pi, true);
        }
      }
    }
    return out;
  }

  /**
   * Hosts under a word ending in a pronoun (`group`), or in two (`group` then `second`): looks each
   * candidate host up and keeps the postings whose re-attached pronouns spell the word again.
   */
  private pronounHosts(
    rest: string,
    stem: string,
    group: { indexes: number[]; mask: number },
    second: { indexes: number[] } | null,
    q: number,
    ci: number,
    pi: number,
    wasl: boolean,
    fits: (p: number, q: number, pi: number, wasl: boolean) => boolean,
    push: (p: number, q: number, conj: number, particle: number, e: number, e2: number) => void,
  ): void {
    const hosts = hostCandidates(stem);
    const last = second === null ? hosts.length : hosts.nounFrom;
    for (let h = 0; h < last; h++) {
      const host = hosts[h]!;
      const wantKind = h < hosts.nounFrom ? 1 : 2;
      const ps = this.index.lookup(host);
      for (let i = 0; i < ps.length; i++) {
        const p = ps[i]!;
        const code = p & CODE_MASK;
        if (T.kind[code] !== wantKind || !fits(p, q, pi, wasl)) continue;
        const encMask = T.enclitics[code]! & group.mask;
        if (encMask === 0) continue;
        const verb = p >>> VERB_SHIFT;
        const transitive = wantKind === 1 ? this.entries[verb]!.transitive : null;
        if (wantKind === 1 && transitive === false) continue;
        const info = decodeCode(code);
        const flag = (p & FLAG_BIT) !== 0;
        for (const ei of group.indexes) {
          if ((encMask & (1 << ei)) === 0) continue;
          const e = ENCLITICS[ei]!;
          if (second === null) {
            const spelled = info.kind === 'verb' ? attachVerbLoose(host, info, flag, e) : attachNounLoose(host, info, flag, e);
            if (spelled.includes(rest)) push(p, q, ci, pi, ei, -1);
            continue;
          }
          if (info.kind !== 'verb') continue;
          for (const e2i of second.indexes) {
            const e2 = ENCLITICS[e2i]!;
            if (!pairFits(info, e, e2, transitive)) continue;
            if (attachVerbPairLoose(host, info, flag, e, e2).includes(rest)) push(p, q, ci, pi, ei, e2i);
          }
        }
      }
    }
  }

  /** Vocalized full forms of a match (several when the host has variants). */
  vocalized(m: Match): string[] {
    const info = decodeCode(m.code);
    const hosts =
      info.kind === 'verb' || m.verb >= this.entries.length || info.noun === 'lexicon_noun'
        ? this.formsOf(m.verb, info.kind === 'verb' ? 'verb' : 'nouns').get(m.code)
        : this.derivedNounOf(m.verb, info.noun, info.variant).get(m.code);
    return (hosts ?? []).flatMap((h) => composeAr(h, info, m));
  }

  private readonly derivedCache = new Map<number, ReturnType<typeof deriveNouns>>();
  /** One declined derived noun per entry (~40 forms): four times as many as formsOf's parts. */
  private readonly nounFormCache = new Map<number, Map<number, string[]>>();

  /**
   * One derived noun of a verb, declined (the exact and narrowed readings need one noun, not all
   * of them: derive once per verb, decline only the noun asked).
   */
  private derivedNounOf(verb: number, noun: DerivedNounKey, variant: number): Map<number, string[]> {
    const key = -1 - ((verb * DERIVED_NOUN_KEYS.length + DERIVED_NOUN_KEYS.indexOf(noun)) * 8 + variant);
    const hit = this.nounFormCache.get(key);
    if (hit) return hit;
    let derived = this.derivedCache.get(verb);
    if (derived === undefined) {
      derived = deriveNouns(this.entries[verb]!);
      this.derivedCache.set(verb, derived);
      if (this.derivedCache.size > this.cacheSize) this.derivedCache.delete(this.derivedCache.keys().next().value!);
    }
    const m = new Map<number, string[]>();
    for (const f of derivedNounForms(derived, noun, variant)) {
      const list = m.get(f.code);
      if (list) {
        if (!list.includes(f.form)) list.push(f.form);
      } else m.set(f.code, [f.form]);
    }
    this.nounFormCache.set(key, m);
    if (this.nounFormCache.size > this.cacheSize * 4) this.nounFormCache.delete(this.nounFormCache.keys().next().value!);
    return m;
  }

  /**
   * Every analysis of a word. `exact`: the letters as typed and the marks typed must fit the form.
   * `narrow` (loose mode): the marks typed narrow the readings as in exact mode while the letters
   * stay loose (كُتِبَ is the passive only, وَقُلْ is not وَقَلَ); a word typed without marks keeps them all.
   */
  analyze(word: unknown, options: { mode?: MatchMode; narrow?: boolean } = {}): Analysis[] {
    return this.analyzeAll(word, options).analyses;
  }

  /** The readings of a word: as a form of a verb (`analyses`) and as a noun of the lexicon's noun list (`nouns`). */
  analyzeAll(word: unknown, options: { mode?: MatchMode; narrow?: boolean; guess?: boolean; vocalize?: number } = {}): { analyses: Analysis[]; nouns: NounReading[] } {
    const clean = cleanWord(word);
    if (clean === null) return { analyses: [], nouns: [] };
    const exact = options.mode === 'exact';
    const narrow = !exact && options.narrow === true && hasMarks(clean);
    const result: Analysis[] = [];
    /** The match of each analysis, for vocalizing the likeliest afterwards. */
    const matched: Match[] = [];
    const nouns: NounReading[] = [];
    const verbs = this.entries.length;
    for (const m of this.allMatches(looseKey(clean), exact)) {
      // an analyzer made without the noun list skips the nouns' postings
      if (m.verb - verbs >= this.nouns.length) continue;
      let form: string | undefined;
      if (exact) {
        form = this.vocalized(m).find((v) => marksConsistent(clean, v));
        if (form === undefined) continue;
      } else if (narrow) {
        // a bare host's stored marks answer without regenerating it (the proclitics' own letters
        // are not checked against their marks)
        const from = m.conj.length + particleLetter(m.particle).length + (m.question ? 1 : 0);
        const fit = m.sig === SIG_NONE ? null : marksFitSignature(clean, from, m.sig);
        if (fit === false) continue;
        if (fit === null) {
          form = this.vocalized(m).find((v) => marksConsistent(clean, v, 'loose'));
          if (form === undefined) continue;
        }
      }
      if (m.verb < verbs) {
        result.push(this.describe(clean, m, form));
        matched.push(m);
      } else if (m.verb - verbs < this.nouns.length) nouns.push(this.describeNoun(clean, m, form));
    }
    if (nouns.length > 1) {
      // fewer clitics first, then the noun's own order (the lemma before its plurals)
      const c = (n: NounReading): number => n.proclitics.length + (n.enclitic ? 1 : 0) - (n.definiteness === 'definite' ? 1 : 0);
      nouns.sort((x, y) => c(x) - c(y));
    }
    if (result.length > 1) {
      // the likeliest first: fewer clitics, then verb forms, then the more frequent verb
      const rank = result.map((a, i) => ({
        a,
        i,
        c: a.proclitics.length + a.enclitics.length - (a.definiteness === 'definite' ? 1 : 0),
        f: this.readingFreq[this.byId(a.verb_id)] ?? -1,
      }));
      rank.sort((x, y) => x.c - y.c || (x.a.kind === y.a.kind ? 0 : x.a.kind === 'verb' ? -1 : 1) || y.f - x.f || x.i - y.i);
      const ms = rank.map((r) => matched[r.i]!);
      result.splice(0, result.length, ...rank.map((r) => r.a));
      matched.splice(0, matched.length, ...ms);
    }
    // the vocalized form of the likeliest readings (a bare word's readings have none yet)
    const vocalize = Math.min(options.vocalize ?? 0, result.length);
    for (let k = 0; k < vocalize; k++) {
      const a = result[k]!;
      if (a.form === undefined) a.form = this.vocalized(matched[k]!).find((v) => marksConsistent(clean, v, 'loose'));
    }
    // verbs outside the lexicon, after every lexicon analysis
    if (options.guess === true) result.push(...this.guesses(clean, exact ? 'exact' : narrow ? 'loose' : null));
    return { analyses: result, nouns };
  }

  private rootPatterns: Set<string> | null = null;

  /**
   * Readings of the word as a form of a verb the lexicon does not hold (guess-reading.ts); `known`:
   * also the roots and patterns the lexicon has (the unseen evaluation reads its verbs so).
   */
  guesses(clean: string, marks: 'exact' | 'loose' | null, options: { known?: boolean } = {}): Analysis[] {
    const known = (this.rootPatterns ??= new Set(this.entries.flatMap((e) => [e.root, ...e.alt_roots].map((r) => `${r}|${e.pattern}`))));
    return guessReadings(clean, marks, options.known === true ? null : known);
  }

  private describeNoun(word: string, m: Match, form: string | undefined): NounReading {
    const n = this.nouns[m.verb - this.entries.length]!;
    const info = decodeCode(m.code) as Extract<FormInfo, { kind: 'noun' }>;
    const proclitics = procliticsAr(m.conj, m.particle, false, m.question);
    const which = info.variant === 0 ? (n.plural_only ? 'plural' : 'lemma') : info.variant <= 5 ? 'plural' : 'feminine';
    const base = info.variant === 0 ? n.lemma : info.variant <= 5 ? n.plurals[info.variant - 1]! : n.feminine[info.variant - 6]!;
    return {
      word,
      noun_id: n.id,
      root: n.root,
      pos: n.pos,
      lemma: n.lemma,
      which,
      base,
      number: info.number,
      definiteness: m.enclitic !== null ? 'construct' : info.definiteness,
      case: info.case,
      proclitics: m.enclitic === null && info.definiteness === 'definite' ? [...proclitics, 'ال'] : proclitics,
      enclitic: m.enclitic?.ar ?? null,
      form,
    };
  }

  private describe(word: string, m: Match, form: string | undefined): Analysis {
    const e = this.entries[m.verb]!;
    const info: FormInfo = decodeCode(m.code);
    const jussive = info.kind === 'verb' && info.tense === 'present_jussive';
    const proclitics = procliticsAr(m.conj, m.particle, jussive, m.question);
    const verb = info.kind === 'verb';
    // every analysis has the same fields in the same order (absent ones undefined, dropped by
    // JSON): one object shape keeps the code that reads thousands of them monomorphic
    return {
      word,
      kind: info.kind,
      verb_id: e.id,
      root: this.roots[m.verb]!.root,
      alt_roots: this.roots[m.verb]!.alt_roots,
      pattern: e.pattern,
      bab: e.bab,
      lemma: e.lemma,
      verb: e.lemma,
      slot: verb ? info.slot : undefined,
      tense: verb ? info.tense : undefined,
      voice: verb ? info.voice : undefined,
      person: verb ? info.person : undefined,
      noun: verb ? undefined : info.noun,
      variant: verb ? undefined : info.variant,
      gender: verb ? undefined : info.gender,
      number: verb ? undefined : info.number,
      // a definite form under a pronoun is the construct state
      definiteness: verb ? undefined : m.enclitic !== null ? 'construct' : info.definiteness,
      case: verb ? undefined : info.case,
      proclitics: !verb && m.enclitic === null && info.definiteness === 'definite' ? [...proclitics, 'ال'] : proclitics,
      enclitic: m.enclitic?.ar ?? null,
      enclitics: m.enclitic === null ? [] : m.enclitic2 === null ? [m.enclitic.ar] : [m.enclitic.ar, m.enclitic2.ar],
      form,
      in_lexicon: true,
    };
  }
}
