/**
 * Is a question right? The engine's answer to a question a teacher edited: every form shown is
 * well formed, the key is right for the question's type, no other option is right too, a
 * true/false answer says what its claim is, and every accepted typed answer is right. A refusal
 * says why, in both languages.
 */
import { DERIVED_NOUN_KEYS, type SlotKey } from '@tasreef/morphology';
import type { LexiconEntry } from '@tasreef/lexicon';
import type { Bilingual, Claim, Question } from '@tasreef/contracts/exams';
import { QUESTION_TYPE_NAMES } from '@tasreef/contracts/exams';
import type { Readings } from './readings.ts';
import { formsOf, verbData, type VerbData } from './verb-data.ts';
import { caseless, nounForms } from './noun-forms.ts';
import { isWellFormed } from './well-formed.ts';
import { iso } from './names.ts';
import { rightInContext } from './context/check.ts';
import { withoutJoinedPreposition } from './context/wasl.ts';
import { rightCase } from './context/case-check.ts';
import { rightMeaning } from './types/form-meaning.ts';

export type CheckResult = { ok: true } | { ok: false; reason: Bilingual };

const OWN_MASDARS = ['masdar', 'masdar_mimi', 'masdar_instance', 'masdar_manner'] as const;

const refuse = (ar: string, en: string): CheckResult => ({ ok: false, reason: { ar, en } });

/** Whether `value` rightly answers `q` (its type's predicate); `form` is the form the question shows. */
function right(q: Question, v: VerbData, value: string, form: string | null, readings: Readings, byId: ReadonlyMap<string, LexiconEntry>): boolean {
  const slot = q.source.slot as SlotKey | null;
  const sharing = (f: string) => v.slotsByForm.get(f) ?? [];
  switch (q.type) {
    case 'conjugate':
      return slot !== null && formsOf(v.slots[slot]).includes(value);
    case 'voice':
      if (value === 'active' || value === 'passive') return form !== null && sharing(form).some((s) => s.split('.')[1] === value);
      return slot !== null && formsOf(v.slots[slot]).includes(value);
    case 'identify_tense':
      return form !== null && sharing(form).some((s) => s.split('.')[0] === value);
    case 'identify_person':
      return form !== null && sharing(form).some((s) => s.split('.')[2] === value);
    case 'identify_root':
      return form !== null && readings.of(form).some((r) => r.root === value);
    case 'identify_pattern':
      return form !== null && readings.of(form).some((r) => r.pattern === value);
    case 'identify_verb_type':
      return form !== null && readings.of(form).some((r) => byId.get(r.verb_id)?.type === value);
    case 'masdar':
      return OWN_MASDARS.some((k) => nounForms(v, k).includes(value)) || v.entry.masdars.some((m) => caseless(m.normalize('NFC')) === caseless(value));
    case 'active_participle':
    case 'passive_participle':
      return nounForms(v, q.type).includes(value);
    case 'derived_noun':
      if ((DERIVED_NOUN_KEYS as readonly string[]).includes(value)) return form !== null && nounForms(v, value).includes(form);
      return q.source.noun !== null && nounForms(v, q.source.noun).includes(value);
    case 'mood_in_context':
    case 'negation':
    case 'agreement':
    case 'make_passive':
      return rightInContext(q, v, value);
    case 'case_role':
    case 'case_ending':
      return rightCase(q, value);
    case 'form_meaning':
      return rightMeaning(q.source.verb_id, value);
  }
}

function claimValue(c: Claim): string | undefined {
  return c.root ?? c.pattern ?? c.verb_type ?? c.meaning;
}

function claimTrue(q: Question, v: VerbData, c: Claim, readings: Readings, byId: ReadonlyMap<string, LexiconEntry>): boolean {
  const value = claimValue(c);
  if (value !== undefined) return right(q, v, value, c.form, readings, byId);
  if (c.noun !== undefined) return nounForms(v, c.noun).includes(c.form) || (c.noun === 'masdar' && right({ ...q, type: 'masdar' }, v, c.form, null, readings, byId));
  return c.slot !== undefined && formsOf(v.slots[c.slot as SlotKey]).includes(c.form);
}

const ARABIC_LETTERS = /[\u0621-\u064A]/;
/** Types whose options are forms (checked well formed); the others' options are names from a fixed vocabulary. */
const FORM_TYPES = new Set(['conjugate', 'masdar', 'active_participle', 'passive_participle', 'mood_in_context', 'negation', 'agreement', 'make_passive']);

export function checkQuestion(q: Question, entries: ReadonlyMap<string, LexiconEntry>, readings: Readings): CheckResult {
  const entry = entries.get(q.source.verb_id);
  if (!entry) return refuse('فعل هذا السؤال ليس في المعجم.', 'The verb of this question is not in the lexicon.');
  const v = verbData(entry);
  const shown = q.format === 'true_false' ? (q.claim?.form ?? null) : q.prompt_form;
  const forms = [shown, ...(q.answer && 'accepted' in q.answer ? q.answer.accepted : [])];
  if (q.format === 'multiple_choice') for (const o of q.options) if (FORM_TYPES.has(q.type) || (q.type !== 'identify_root' && ARABIC_LETTERS.test(o.value))) forms.push(o.value);
  for (const f of forms)
    if (f && ARABIC_LETTERS.test(f) && !isWellFormed(withoutJoinedPreposition(f)))
      return refuse(`«${f}» ليست صيغة مكتوبة كتابة صحيحة مشكولة.`, `${iso(f)} is not a well-formed, fully vocalized form.`);
  const name = QUESTION_TYPE_NAMES[q.type];
  if (q.format === 'true_false') {
    if (!q.claim) return refuse('سؤال الصواب والخطأ يحتاج إلى عبارة.', 'A true/false question needs its claim.');
    const said = q.answer && 'option_id' in q.answer ? q.options.find((o) => o.id === (q.answer as { option_id: string }).option_id)?.value : undefined;
    const truth = claimTrue(q, v, q.claim, readings, entries);
    if (said !== String(truth))
      return refuse(
        `العبارة ${truth ? 'صحيحة' : 'خاطئة'} في الحقيقة، والإجابة المحفوظة تقول غير ذلك.`,
        `The claim is in fact ${truth ? 'true' : 'false'}; the answer kept says otherwise.`,
      );
    return { ok: true };
  }
  if (q.format === 'typed') {
    const accepted = q.answer && 'accepted' in q.answer ? q.answer.accepted : [];
    if (accepted.length === 0) return refuse('لا إجابة مقبولة لهذا السؤال.', 'This question has no accepted answer.');
    const wrong = accepted.find((a) => !right(q, v, a, shown, readings, entries));
    if (wrong) return refuse(`«${wrong}» ليست إجابة صحيحة عن سؤال «${name.ar}» هذا.`, `${iso(wrong)} is not a right answer to this “${name.en}” question.`);
    return { ok: true };
  }
  const keyId = q.answer && 'option_id' in q.answer ? q.answer.option_id : null;
  const key = q.options.find((o) => o.id === keyId);
  if (!key) return refuse('الإجابة الصحيحة ليست من الخيارات.', 'The right answer is not one of the options.');
  if (new Set(q.options.map((o) => o.value)).size !== q.options.length) return refuse('خياران متطابقان.', 'Two options are the same.');
  if (!right(q, v, key.value, shown, readings, entries))
    return refuse(`«${key.label.ar}» ليست الإجابة الصحيحة، بحسب المحرّك.`, `${iso(key.label.en)} is not the right answer, by the engine.`);
  const also = q.options.find((o) => o.id !== key.id && right(q, v, o.value, shown, readings, entries));
  if (also) return refuse(`«${also.label.ar}» صحيحة أيضًا: لا يكون للسؤال إلا إجابة واحدة.`, `${iso(also.label.en)} is right too: a question has one right answer.`);
  return { ok: true };
}
