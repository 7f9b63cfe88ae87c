/**
 * What an exam keeps apart across its questions:
 * - at most `cap` questions on one lemma (max(2, 4 %) of the exam), and no two questions that ask
 *   the same thing in the same words (`signature`);
 * - no question shows a form that another question asks for (a question asking the active
 *   participle of كَانَ, another showing كَائِنٌ as its prompt or an option);
 * - no question whose answer is written in its own stem (the past 3ms active of كَتَبَ is the
 *   كَتَبَ of «كَتَبَ يَكْتُبُ»).
 * Both give way (`relax`) when the exam cannot be filled otherwise, the cap only when the criteria
 * name verbs or roots (a teacher who asks 20 questions on one verb gets them): criteria that name
 * none get fewer questions and a message saying why (`capped`). A question shown counts its
 * wrong choices too, although only a true/false claim or a prompt really gives an answer away.
 */
import type { Draft } from './draft.ts';

const VOCALIZED = /[\u064B-\u0652]/u;

/**
 * The per-lemma cap for an exam of `count` questions: max(2, 4 %): 2 in an exam of up to 74, 4 in
 * one of 100. A teacher reads an exam for its breadth: three questions of sixty on كَانَ (and three
 * more in the next exam) read as a lesson on كان (review s19). Counted by the lemma as the stem
 * names it, so that كَانَ يَكُونُ and a reading of another bab spelt كَانَ share one count.
 */
export function verbCap(count: number): number {
  return Math.max(2, Math.floor(count / 25));
}

/** What a question asks, as a reader sees it: two with the same signature are the same item. */
const signature = (d: Draft): string => `${d.type}|${d.ask.ar}|${d.prompt_form ?? ''}|${d.key.value}`;
const lemmaOf = (d: Draft): string => d.verb.entry.lemma.normalize('NFC');

/** Vocalized forms a question asks for (its key and every accepted form). */
export function answerForms(d: Draft): string[] {
  return [d.key.value, ...(d.accepted ?? [])].filter((f) => VOCALIZED.test(f));
}

/**
 * Vocalized forms a question shows: its prompt, the verb as the stem names it, its choices, and the
 * words of its sentence (make_passive's active كَتَبَتِ, the verb of a case_role sentence: another
 * question's answer there would be given away).
 */
export function shownForms(d: Draft): string[] {
  const sentence = d.context ? d.context.sentence.ar.replace(/[.،]/gu, '').split(' ') : [];
  const out = [...d.verb.citation.split(' '), ...sentence, ...d.distractors.map((c) => c.value), d.key.value];
  if (d.prompt_form) out.push(d.prompt_form);
  return out.filter((f) => VOCALIZED.test(f));
}

/** Whether the draft's answer is written in its own stem (the citation form). */
export const answersItsStem = (d: Draft): boolean => {
  const stem = new Set(d.verb.citation.split(' '));
  return answerForms(d).some((f) => stem.has(f));
};

export class Spread {
  private readonly perVerb = new Map<string, number>();
  private readonly shown = new Map<string, number>();
  private readonly answers = new Map<string, number>();
  private readonly items = new Map<string, number>();
  private strictLeaks = true;
  private strictCap = true;
  /** Drafts refused because their verb had its share already. */
  capped = 0;

  constructor(
    readonly cap: number,
    private readonly relaxable: boolean,
  ) {}

  /** The criteria cannot fill a type's quota otherwise: forms may recur, and verbs pass their share if the criteria named them. */
  relax(): void {
    this.strictLeaks = false;
    if (this.relaxable) this.strictCap = false;
  }

  /** Back to every rule (the next type's quota). */
  tighten(): void {
    this.strictLeaks = true;
    this.strictCap = true;
  }

  admits(d: Draft): boolean {
    if (answersItsStem(d) || this.items.has(signature(d))) return false;
    if (this.strictCap && (this.perVerb.get(lemmaOf(d)) ?? 0) >= this.cap) {
      this.capped++;
      return false;
    }
    if (!this.strictLeaks) return true;
    const own = new Set(answerForms(d));
    // its answers shown by another question, or its shown forms another's answer (its own key is both)
    if ([...own].some((f) => this.shown.has(f))) return false;
    return !shownForms(d).some((f) => !own.has(f) && this.answers.has(f));
  }

  add(d: Draft): void {
    this.count(d, 1);
  }

  /** Takes back a draft added before (a pool enumerated again after sampling fell short). */
  remove(d: Draft): void {
    this.count(d, -1);
  }

  private count(d: Draft, by: 1 | -1): void {
    const bump = (m: Map<string, number>, k: string) => {
      const n = (m.get(k) ?? 0) + by;
      if (n > 0) m.set(k, n);
      else m.delete(k);
    };
    bump(this.perVerb, lemmaOf(d));
    bump(this.items, signature(d));
    for (const f of new Set(shownForms(d))) bump(this.shown, f);
    for (const f of new Set(answerForms(d))) bump(this.answers, f);
  }
}
