/**
 * The analyzer: any word — vocalized, partly vocalized or bare, with proclitics and an attached
 * pronoun — gives every analysis the lexicon supports. Clitics are peeled off the loose key in
 * every way the letters allow, each remaining host is looked up in the forms index, and every hit
 * is kept only when the clitic rules accept that form and re-attaching the clitics gives the word
 * back. Exact mode then regenerates the candidates' vocalized forms and keeps those consistent with
 * the marks typed.
 */
import type { LexiconEntry } from '../types.ts';
import {
  attachNounAr, attachNounLoose, attachVerbAr, attachVerbLoose, CONJS, ENCLITICS, encliticFits,
  hostCandidates, PARTICLES, particleFits, prefixAr, procliticsAr, type Conj, type Enclitic, type Particle,
} from './clitics.ts';
import { decodeCode, generateForms, type FormInfo } from './forms.ts';
import { FormIndex, postingCode, postingFlag, postingVerb } from './index-store.ts';
import { cleanWord, looseKey, marksConsistent } from './text.ts';

export type MatchMode = 'loose' | 'exact';

export interface Analysis {
  word: string;
  kind: 'verb' | 'noun';
  verb_id: string;
  root: string;
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
  /** The attached pronoun, vocalized (هُ، هَا، نِي، ي…), or null. */
  enclitic: string | null;
  /** The full vocalized form this analysis stands for (exact mode). */
  form?: string;
}

interface Match {
  verb: number;
  code: number;
  conj: Conj;
  particle: Particle;
  enclitic: Enclitic | null;
}

const ENCLITIC_INDEX = new Map<Enclitic, number>(ENCLITICS.map((e, i) => [e, i]));

const ENCLITIC_GROUPS: ReadonlyArray<{ loose: string; list: Enclitic[] }> = (() => {
  const m = new Map<string, Enclitic[]>();
  for (const e of ENCLITICS) m.set(e.loose, [...(m.get(e.loose) ?? []), e]);
  return [...m].map(([loose, list]) => ({ loose, list }));
})();

export class Analyzer {
  readonly entries: readonly LexiconEntry[];
  readonly index: FormIndex;
  private readonly formCache = new Map<number, Map<number, string[]>>();
  private readonly cacheSize: number;

  constructor(entries: readonly LexiconEntry[], index: FormIndex, options: { cacheSize?: number } = {}) {
    this.entries = entries;
    this.index = index;
    this.cacheSize = options.cacheSize ?? 2000;
  }

  /** Vocalized forms of one verb by code (small LRU: exact mode and pages touch few verbs). */
  formsOf(verb: number): Map<number, string[]> {
    const hit = this.formCache.get(verb);
    if (hit) {
      this.formCache.delete(verb);
      this.formCache.set(verb, hit);
      return hit;
    }
    const m = new Map<number, string[]>();
    for (const f of generateForms(this.entries[verb]!)) {
      const list = m.get(f.code);
      if (list) { if (!list.includes(f.form)) list.push(f.form); } else m.set(f.code, [f.form]);
    }
    this.formCache.set(verb, m);
    if (this.formCache.size > this.cacheSize) this.formCache.delete(this.formCache.keys().next().value!);
    return m;
  }

  private matches(loose: string): Match[] {
    const out: Match[] = [];
    const seen = new Set<number>();
    const push = (p: number, conj: Conj, particle: Particle, e: Enclitic | null): void => {
      // posting (32 bits) and the clitics (9 bits) in one exact double
      const k = p * 512 + CONJS.indexOf(conj) * 128 + PARTICLES.indexOf(particle) * 16 + (e ? ENCLITIC_INDEX.get(e)! + 1 : 0);
      if (seen.has(k)) return;
      seen.add(k);
      out.push({ verb: postingVerb(p), code: postingCode(p), conj, particle, enclitic: e });
    };
    for (const conj of CONJS) {
      if (conj !== '' && !loose.startsWith(conj)) continue;
      const a = loose.slice(conj.length);
      for (const particle of PARTICLES) {
        if (particle !== '' && !a.startsWith(particle)) continue;
        const rest = a.slice(particle.length);
        if (rest.length < 2) continue;
        // no pronoun
        for (const p of this.index.lookup(rest)) {
          const info = decodeCode(postingCode(p));
          if (!particleFits(info, particle)) continue;
          // لِ + a definite noun is written لِلْ (below), never لال
          if (particle === 'ل' && info.kind === 'noun' && info.definiteness === 'definite') continue;
          push(p, conj, particle, null);
        }
        if (particle === 'ل' && rest.startsWith('ل')) {
          for (const p of this.index.lookup('ا' + rest)) {
            const info = decodeCode(postingCode(p));
            if (info.kind === 'noun' && info.definiteness === 'definite' && particleFits(info, particle)) push(p, conj, particle, null);
          }
        }
        // a pronoun
        for (const group of ENCLITIC_GROUPS) {
          if (!rest.endsWith(group.loose) || rest.length - group.loose.length < 2) continue;
          const stem = rest.slice(0, -group.loose.length);
          const hosts = hostCandidates(stem);
          for (let h = 0; h < hosts.length; h++) {
            const host = hosts[h]!;
            const kind = h < hosts.nounFrom ? 'verb' : 'noun';
            {
              for (const p of this.index.lookup(host)) {
                const info = decodeCode(postingCode(p));
                if (info.kind !== kind || !particleFits(info, particle)) continue;
                const entry = this.entries[postingVerb(p)]!;
                for (const e of group.list) {
                  if (!encliticFits(info, e, entry.transitive)) continue;
                  const spelled = info.kind === 'verb'
                    ? attachVerbLoose(host, info, postingFlag(p), e)
                    : attachNounLoose(host, info, postingFlag(p), e);
                  if (spelled.includes(rest)) push(p, conj, particle, e);
                }
              }
            }
          }
        }
      }
    }
    return out;
  }

  /** Vocalized full forms of a match (several when the host has variants). */
  vocalized(m: Match): string[] {
    const info = decodeCode(m.code);
    const hosts = this.formsOf(m.verb).get(m.code) ?? [];
    const jussive = info.kind === 'verb' && info.tense === 'present_jussive';
    const prefix = procliticsAr(m.conj, m.particle, jussive).join('');
    const definite = info.kind === 'noun' && info.definiteness === 'definite' && m.enclitic === null;
    const out: string[] = [];
    for (const h of hosts) {
      const full = m.enclitic === null
        ? [h]
        : info.kind === 'verb' ? attachVerbAr(h, info, m.enclitic) : attachNounAr(h, info, m.enclitic);
      for (const f of full) out.push(prefixAr(prefix, f, definite, m.particle));
    }
    return out;
  }

  analyze(word: unknown, options: { mode?: MatchMode } = {}): Analysis[] {
    const clean = cleanWord(word);
    if (clean === null) return [];
    const exact = options.mode === 'exact';
    const result: Analysis[] = [];
    for (const m of this.matches(looseKey(clean))) {
      let form: string | undefined;
      if (exact) {
        form = this.vocalized(m).find((v) => marksConsistent(clean, v));
        if (form === undefined) continue;
      }
      result.push(this.describe(clean, m, form));
    }
    return result;
  }

  private describe(word: string, m: Match, form: string | undefined): Analysis {
    const e = this.entries[m.verb]!;
    const info: FormInfo = decodeCode(m.code);
    const jussive = info.kind === 'verb' && info.tense === 'present_jussive';
    const proclitics = procliticsAr(m.conj, m.particle, jussive);
    const a: Analysis = {
      word, kind: info.kind, verb_id: e.id, root: e.root, pattern: e.pattern, bab: e.bab, lemma: e.lemma, verb: e.lemma,
      proclitics, enclitic: m.enclitic?.ar ?? null,
    };
    if (info.kind === 'verb') {
      a.slot = info.slot; a.tense = info.tense; a.voice = info.voice; a.person = info.person;
    } else {
      a.noun = info.noun; a.variant = info.variant; a.gender = info.gender; a.number = info.number;
      a.case = info.case;
      // a definite form under a pronoun is the construct state
      a.definiteness = m.enclitic !== null ? 'construct' : info.definiteness;
      if (m.enclitic === null && info.definiteness === 'definite') a.proclitics = [...proclitics, 'ال'];
    }
    if (form !== undefined) a.form = form;
    return a;
  }
}
