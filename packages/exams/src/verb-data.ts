/**
 * A verb as the question types see it: its lexicon entry, every slot (with the spelling rules that
 * made each form) and its derived nouns, computed by the engine once per verb and kept in a small
 * cache (speed machinery only: the grammar is the engine's).
 */
import { conjugate, derive, type Conjugation, type DerivedNouns, type RuleApplication, type SlotKey, type SlotValue } from '@tasreef/morphology';
import type { LexiconEntry } from '@tasreef/lexicon';
import { rootTypesOf } from './pool.ts';
import { VARIANTS_NOT_ASKED } from './transitivity-data.ts';
import { USUAL_MASDAR } from './masdar-data.ts';
import type { RootType } from '@tasreef/contracts/exams';

export const formsOf = (v: SlotValue | undefined): string[] => (v == null ? [] : Array.isArray(v) ? v : [v]);

export interface VerbData {
  entry: LexiconEntry;
  rootTypes: RootType[];
  slots: Conjugation;
  /** The rules applied to the preferred form of each slot (the engine's explained run, made on first need). */
  explanations: () => Partial<Record<SlotKey, RuleApplication[]>>;
  /** Slot keys of every vocalized form (a form several slots share lists them all). */
  slotsByForm: Map<string, SlotKey[]>;
  nouns: () => { nouns: DerivedNouns; guesses: Partial<Record<string, true>> };
  /** «كَتَبَ يَكْتُبُ»: the verb as a question names it (past and present 3ms). */
  citation: string;
}

/** The slots with a variant the exam does not ask (VARIANTS_NOT_ASKED: يَسَلُ) kept to their first, regular form. */
function regularOnly(id: string, c: Conjugation): Conjugation {
  const set = VARIANTS_NOT_ASKED[id];
  if (!set) return c;
  const out: Conjugation = { ...c };
  for (const [slot, value] of Object.entries(c) as [SlotKey, SlotValue][]) if (Array.isArray(value) && set.tenses.some((t) => slot.startsWith(t))) out[slot] = value[0] ?? null;
  return out;
}

const CACHE_SIZE = 2000;
const cache = new Map<string, VerbData>();

function compute(e: LexiconEntry): VerbData {
  const input = { root: e.root, pattern: e.pattern, past_vowel: e.past_vowel, present_vowel: e.present_vowel, transitive: e.transitive ?? true };
  // the explained run costs several times the plain one: only questions kept need it
  const slots = regularOnly(e.id, conjugate(input).slots);
  let explained: Partial<Record<SlotKey, RuleApplication[]>> | null = null;
  const slotsByForm = new Map<string, SlotKey[]>();
  for (const [slot, value] of Object.entries(slots) as [SlotKey, SlotValue][]) {
    for (const f of formsOf(value)) {
      const list = slotsByForm.get(f);
      if (list) list.push(slot);
      else slotsByForm.set(f, [slot]);
    }
  }
  let derived: ReturnType<VerbData['nouns']> | null = null;
  const present = formsOf(slots['present_indicative.active.3ms'])[0];
  return {
    entry: e,
    rootTypes: rootTypesOf(e.root),
    slots,
    explanations: () => (explained ??= conjugate(input, { explain: true }).explanations ?? {}),
    slotsByForm,
    nouns: () => {
      derived ??= usualKept(
        e.id,
        derive({ ...input, masdars: e.pattern === 'I' && e.masdars.length > 0 ? usualFirst(e.id, e.masdars) : null, attested: e.attested, verb: e.lemma }),
      );
      return derived;
    },
    citation: present ? `${e.lemma} ${present}` : e.lemma,
  };
}

const unmarked = (f: string) => f.normalize('NFC').replace(/[\u064B-\u0652\u0670]/gu, '');

/** A form I verb's masdars with the usual one first (masdar-data.ts), the others in the sources' order. */
export function usualFirst(id: string, masdars: readonly string[]): string[] {
  const usual = USUAL_MASDAR[id];
  const at = usual === undefined ? -1 : masdars.findIndex((m) => unmarked(m) === unmarked(usual));
  return at <= 0 ? [...masdars] : [masdars[at]!, ...masdars.filter((_, i) => i !== at)];
}

/**
 * The usual masdar first among the derived ones too: the engine puts a masdar shaped مَفْعَل / مَفْعِل last, as
 * it is also the noun of place and time (مَوْعِدٌ), but a usual one on that shape (مَجِيءٌ of جَاءَ) is the key.
 */
function usualKept<T extends { nouns: DerivedNouns }>(id: string, d: T): T {
  const usual = USUAL_MASDAR[id];
  const masdars = formsOf(d.nouns.masdar as SlotValue | undefined);
  const at = usual === undefined ? -1 : masdars.findIndex((m) => unmarked(m) === unmarked(usual));
  if (at <= 0) return d;
  return { ...d, nouns: { ...d.nouns, masdar: [masdars[at]!, ...masdars.filter((_, i) => i !== at)] } };
}

export function verbData(e: LexiconEntry): VerbData {
  const key = `${e.id}|${e.root}|${e.pattern}|${e.past_vowel}|${e.present_vowel}|${e.transitive}`;
  let d = cache.get(key);
  if (d) {
    cache.delete(key);
    cache.set(key, d);
    return d;
  }
  d = compute(e);
  cache.set(key, d);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return d;
}

/** Empties the cache (benchmarks measure generation without it). */
export function clearVerbCache(): void {
  cache.clear();
}
