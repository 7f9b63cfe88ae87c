/**
 * How many forms Tasreef finds: distinct vocalized base forms (slots, declined derived nouns) and,
 * counted combinatorially, the same forms with every clitic combination the rules allow (أَ × وَ فَ ×
 * سَ لِ بِ كَ لَ × the attached pronouns, one or two; ال is part of the definite forms). Each counted combination
 * is one the analyzer finds: a test samples them (`combosOf` enumerates what `comboCount` counts).
 */
import { combosOf } from './clitics.ts';
import { CODE_BITS } from './index-store.ts';
import { decodeCode, isLexiconNounCode } from './forms.ts';
import { hash1, hash2 } from './text.ts';

export interface FormStats {
  vocalized_forms: number;
  unvocalized_forms: number;
  by_kind: Record<string, { vocalized: number; unvocalized: number }>;
}

const CODES = 1 << CODE_BITS;

/** Combinations other than the bare form, vocalized and loose; memoized per (code, transitivity). */
export class ComboCounter {
  private readonly memo = new Float64Array(CODES * 3 * 2).fill(-1);

  count(code: number, transitive: boolean | null): { vocalized: number; loose: number } {
    const t = transitive === null ? 2 : transitive ? 1 : 0;
    const i = (code * 3 + t) * 2;
    if (this.memo[i]! < 0) {
      const combos = combosOf(decodeCode(code), transitive);
      this.memo[i] = combos.length - 1;
      // كَ and كِ are one loose spelling
      this.memo[i + 1] = new Set(combos.map((c) => `${c.question ? 'ا' : ''}|${c.conj}|${c.particle.charAt(0)}|${c.enclitic?.loose ?? ''}|${c.enclitic2?.loose ?? ''}`)).size - 1;
    }
    return { vocalized: this.memo[i]!, loose: this.memo[i + 1]! };
  }
}

/** A set of 64-bit fingerprints of strings (two 32-bit hashes), open addressing, no strings kept. */
export class FingerprintSet {
  private a = new Uint32Array(1 << 22);
  private b = new Uint32Array(1 << 22);
  private used = new Uint8Array(1 << 22);
  size = 0;

  /** Adds; true when it was not there. */
  add(s: string): boolean {
    const x = hash1(s),
      y = hash2(s);
    let mask = this.a.length - 1;
    let slot = x & mask;
    while (this.used[slot] === 1) {
      if (this.a[slot] === x && this.b[slot] === y) return false;
      slot = (slot + 1) & mask;
    }
    this.used[slot] = 1;
    this.a[slot] = x;
    this.b[slot] = y;
    this.size++;
    if (this.size * 2 > this.a.length) {
      const [oa, ob, ou] = [this.a, this.b, this.used];
      this.a = new Uint32Array(oa.length * 2);
      this.b = new Uint32Array(oa.length * 2);
      this.used = new Uint8Array(oa.length * 2);
      mask = this.a.length - 1;
      for (let i = 0; i < oa.length; i++) {
        if (ou[i] !== 1) continue;
        let s2 = oa[i]! & mask;
        while (this.used[s2] === 1) s2 = (s2 + 1) & mask;
        this.used[s2] = 1;
        this.a[s2] = oa[i]!;
        this.b[s2] = ob[i]!;
      }
    }
    return true;
  }
}

export const KINDS = ['verb_slots', 'verb_slots_with_clitics', 'noun_declensions', 'noun_declensions_with_clitics', 'lexicon_nouns', 'lexicon_nouns_with_clitics'] as const;

type Kind = (typeof KINDS)[number];
/** A form's kind: a verb slot, a derived noun, or a word of the lexicon's noun list (0, 1, 2). */
const kindOf = (code: number): 0 | 1 | 2 => (isLexiconNounCode(code) ? 2 : decodeCode(code).kind === 'verb' ? 0 : 1);
const BASE_KIND: readonly Kind[] = ['verb_slots', 'noun_declensions', 'lexicon_nouns'];
const CLITIC_KIND: readonly Kind[] = ['verb_slots_with_clitics', 'noun_declensions_with_clitics', 'lexicon_nouns_with_clitics'];

export function emptyStats(): FormStats {
  return {
    vocalized_forms: 0,
    unvocalized_forms: 0,
    by_kind: Object.fromEntries(KINDS.map((k) => [k, { vocalized: 0, unvocalized: 0 }])),
  };
}

/** Collects vocalized counts while the build generates forms. */
export class StatsCollector {
  readonly stats = emptyStats();
  private readonly seen = new FingerprintSet();
  private readonly combos = new ComboCounter();

  addVocalized(form: string, code: number, transitive: boolean | null): void {
    if (!this.seen.add(form)) return;
    const kind = kindOf(code);
    const c = this.combos.count(code, transitive);
    this.stats.by_kind[BASE_KIND[kind]!]!.vocalized++;
    this.stats.by_kind[CLITIC_KIND[kind]!]!.vocalized += c.vocalized;
  }

  /** One distinct loose key with the form codes and transitivity of its postings. */
  addLoose(postings: ArrayLike<number>, codeOf: (p: number) => number, transitiveOf: (p: number) => boolean | null): void {
    let kind = 2,
      best = 0,
      bestKind = 0;
    for (let i = 0; i < postings.length; i++) {
      const p = postings[i]!;
      const code = codeOf(p);
      const k = kindOf(code);
      if (k < kind) kind = k;
      const c = this.combos.count(code, transitiveOf(p)).loose;
      if (c > best || (c === best && k < bestKind)) {
        best = c;
        bestKind = k;
      }
    }
    // a spelling that is both a verb form and a noun form counts once, as a verb form (then a derived noun)
    this.stats.by_kind[BASE_KIND[kind]!]!.unvocalized++;
    this.stats.by_kind[CLITIC_KIND[bestKind]!]!.unvocalized += best;
  }

  finish(): FormStats {
    let v = 0,
      u = 0;
    for (const k of KINDS) {
      v += this.stats.by_kind[k]!.vocalized;
      u += this.stats.by_kind[k]!.unvocalized;
    }
    this.stats.vocalized_forms = v;
    this.stats.unvocalized_forms = u;
    return this.stats;
  }
}
