import type { Locale } from '@tasreef/contracts';
import type { AttemptQuestion } from '@tasreef/contracts/attempts';
import { optionText, type Question } from '@tasreef/contracts/exams';

/**
 * A question as a student may see it while answering: no key, explanation, source or tags. The one
 * place a question loses its key, for an attempt (exams/attempt-views.ts) and a live session (live/views.ts).
 */
export function studentQuestion(q: Question, locale: Locale): AttemptQuestion {
  return {
    id: q.id,
    type: q.type,
    format: q.format,
    stem: q.stem,
    prompt_form: q.prompt_form,
    options: q.options.map((o) => ({ id: o.id, text: optionText(o, locale), label: o.label })),
    ...(q.claim ? { claim: { form: q.claim.form } } : {}),
  };
}
