/**
 * What is true of a form, recomputed for the tests from the engine's public API and the analyzer,
 * apart from the generator's own code path (its drafts, caches and checks): a question is right
 * when exactly its key satisfies the question's predicate, and a true/false answer when the claim
 * does exactly when the answer says "true".
 */
import { classify, conjugate, derive, DERIVED_NOUN_KEYS, VERB_TYPES, type SlotKey, type SlotValue } from '@tasreef/morphology';
import type { Analyzer, LexiconEntry } from '@tasreef/lexicon';
import type { Claim, Question } from '@tasreef/contracts/exams';
import { ContextTruth } from './context-truth.ts';
import { FORM_MEANING_PAIRS } from '../src/context/form-meaning-data.ts';

/** The lexicon gives masdars with or without their case ending. */
const withoutCase = (w: string): string => w.normalize('NFC').replace(/[\u064B-\u0652]+$/u, '');
const list = (v: SlotValue | undefined): string[] => (v == null ? [] : Array.isArray(v) ? v : [v]);

export class Truth {
  private readonly byId: Map<string, LexiconEntry>;
  private readonly conj = new Map<string, Partial<Record<SlotKey, SlotValue>>>();
  private readonly nouns = new Map<string, Record<string, SlotValue>>();

  constructor(
    entries: readonly LexiconEntry[],
    private readonly analyzer: Analyzer,
  ) {
    this.byId = new Map(entries.map((e) => [e.id, e]));
    this.context = new ContextTruth(this.byId);
  }

  private readonly context: ContextTruth;

  entry(id: string): LexiconEntry {
    return this.byId.get(id)!;
  }

  slots(id: string) {
    let c = this.conj.get(id);
    if (!c) {
      const e = this.entry(id);
      c = conjugate({ root: e.root, pattern: e.pattern, past_vowel: e.past_vowel, present_vowel: e.present_vowel, transitive: e.transitive ?? true }).slots;
      this.conj.set(id, c);
    }
    return c;
  }

  nounsOf(id: string): Record<string, SlotValue> {
    let n = this.nouns.get(id);
    if (!n) {
      const e = this.entry(id);
      n = derive({
        root: e.root,
        pattern: e.pattern,
        past_vowel: e.past_vowel,
        present_vowel: e.present_vowel,
        transitive: e.transitive ?? true,
        masdars: e.pattern === 'I' && e.masdars.length > 0 ? e.masdars : null,
        attested: e.attested,
        verb: e.lemma,
      }).nouns as Record<string, SlotValue>;
      this.nouns.set(id, n);
    }
    return n;
  }

  /** Every slot of the verb whose forms include `form`. */
  slotsWith(id: string, form: string): string[] {
    return Object.entries(this.slots(id))
      .filter(([, v]) => list(v).includes(form))
      .map(([k]) => k);
  }

  /** Readings of a form alone in the whole lexicon (no clitics). */
  readings(form: string) {
    return this.analyzer.analyze(form, { mode: 'exact' }).filter((a) => a.proclitics.length === 0 && a.enclitic === null && a.form === form);
  }

  /** Whether `value` answers question `q` rightly (for choices) — the predicate of its type. */
  rightChoice(q: Question, value: string, form: string | null): boolean {
    const id = q.source.verb_id;
    const slot = q.source.slot as SlotKey | null;
    switch (q.type) {
      case 'conjugate':
        return list(this.slots(id)[slot!]).includes(value);
      case 'voice':
        if (value === 'active' || value === 'passive') return this.slotsWith(id, form!).some((s) => s.split('.')[1] === value);
        return list(this.slots(id)[slot!]).includes(value);
      case 'identify_tense':
        return this.slotsWith(id, form!).some((s) => s.split('.')[0] === value);
      case 'identify_person':
        return this.slotsWith(id, form!).some((s) => s.split('.')[2] === value);
      case 'identify_root':
        return this.readings(form!).some((r) => r.root === value);
      case 'identify_pattern':
        return this.readings(form!).some((r) => r.pattern === value);
      case 'identify_verb_type':
        return this.readings(form!).some((r) => {
          const e = this.entry(r.verb_id);
          if (e.type === value) return true;
          // a type every label of which is true of the root is not wrong either
          const labels = new Set<string>(classify({ root: e.root, pattern: e.pattern, past_vowel: e.past_vowel, present_vowel: e.present_vowel }).labels);
          const t = VERB_TYPES[value as keyof typeof VERB_TYPES] as { labels: readonly string[] } | undefined;
          return t !== undefined && t.labels.every((l) => labels.has(l));
        });
      case 'masdar':
        return (
          ['masdar', 'masdar_mimi', 'masdar_instance', 'masdar_manner'].some((k) => list(this.nounsOf(id)[k]).includes(value)) ||
          this.entry(id).masdars.some((m) => withoutCase(m) === withoutCase(value))
        );
      case 'active_participle':
      case 'passive_participle':
        return list(this.nounsOf(id)[q.type]).includes(value);
      case 'derived_noun':
        if ((DERIVED_NOUN_KEYS as readonly string[]).includes(value)) return list(this.nounsOf(id)[value]).includes(form!);
        return list(this.nounsOf(id)[q.source.noun!]).includes(value);
      case 'mood_in_context':
      case 'negation':
      case 'agreement':
      case 'make_passive':
      case 'case_role':
      case 'case_ending':
        // the verb of a gap spelt as at a pause (شَرِبَتْ before الْعَصِيرَ) is the same answer (review s24)
        return this.context.typedForms(q).has(value);
      case 'form_meaning': {
        // what the hand-written pair says (its meaning, or a label it says could be argued), not the generator's predicate
        const p = FORM_MEANING_PAIRS.find((x) => x.derived.id === id);
        return p !== undefined && (value === p.meaning || (p.alsoFits ?? []).some((m) => m === value));
      }
    }
  }

  /** Whether a true/false claim is true. */
  claimTrue(q: Question, c: Claim): boolean {
    if (c.root !== undefined) return this.rightChoice(q, c.root, c.form);
    if (c.pattern !== undefined) return this.rightChoice(q, c.pattern, c.form);
    if (c.verb_type !== undefined) return this.rightChoice(q, c.verb_type, c.form);
    if (c.meaning !== undefined) return this.rightChoice(q, c.meaning, c.form);
    if (c.noun !== undefined)
      return list(this.nounsOf(q.source.verb_id)[c.noun]).includes(c.form) || (c.noun === 'masdar' && this.rightChoice({ ...q, type: 'masdar' }, c.form, null));
    return list(this.slots(q.source.verb_id)[c.slot as SlotKey]).includes(c.form);
  }
}
