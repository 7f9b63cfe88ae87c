/**
 * GIFT (Moodle's text format for questions): multiple choice as `{=right ~wrong…}`, true/false as
 * `{TRUE}` / `{FALSE}`, typed answers as short answer `{=form =variant}`; the explanation as general
 * feedback (`####`). Arabic is written as is (UTF-8); GIFT's special characters are escaped.
 */
import type { Locale } from '@tasreef/contracts';
import type { Question } from '@tasreef/contracts/exams';

/** GIFT's control characters, escaped with a backslash. */
export const escapeGift = (text: string): string => text.replace(/[~=#{}:\\]/g, (c) => `\\${c}`).replace(/\r?\n/g, ' ');

function stem(q: Question, locale: Locale): string {
  const form = q.prompt_form && !q.stem[locale].includes(q.prompt_form) ? ` ${q.prompt_form}` : '';
  return escapeGift(`${q.stem[locale]}${form}`);
}

function answers(q: Question, locale: Locale): string {
  const feedback = `####${escapeGift(q.explanation[locale])}`;
  if (q.format === 'true_false') {
    const isTrue = q.answer && 'option_id' in q.answer ? q.options.find((o) => o.id === (q.answer as { option_id: string }).option_id)?.value === 'true' : false;
    return `{${isTrue ? 'TRUE' : 'FALSE'}${feedback}}`;
  }
  if (q.format === 'typed') {
    const accepted = q.answer && 'accepted' in q.answer ? q.answer.accepted : [];
    return `{${accepted.map((a) => `=${escapeGift(a)}`).join(' ')}${feedback}}`;
  }
  const key = q.answer && 'option_id' in q.answer ? q.answer.option_id : null;
  const lines = q.options.map((o) => `\t${o.id === key ? '=' : '~'}${escapeGift(o.label[locale])}`);
  return `{\n${lines.join('\n')}\n\t${feedback}\n}`;
}

/** What GIFT cannot say, kept in a comment line so an import can check the question again (Moodle ignores comments). */
export const META_PREFIX = '// tasreef:';

function meta(q: Question): string {
  const { answer: _answer, ...rest } = q;
  return `${META_PREFIX}${JSON.stringify(rest)}`;
}

/** The questions as one GIFT document (a comment line before each carries the question's data). */
export function toGift(questions: readonly Question[], locale: Locale, category?: string): string {
  const out: string[] = [];
  if (category) out.push(`$CATEGORY: ${category.replace(/\r?\n/g, ' ')}`, '');
  for (const q of questions) {
    out.push(meta(q));
    out.push(`::${escapeGift(q.id)}::${stem(q, locale)} ${answers(q, locale)}`, '');
  }
  return out.join('\n');
}
