/**
 * Moodle XML (the format Moodle's question bank imports): multichoice, truefalse and shortanswer
 * questions in one category, text as HTML with the page direction of its language, the explanation
 * as general feedback, the type, level and tags as Moodle tags. Written with fast-xml-parser's
 * builder (escaping is the library's), UTF-8, Arabic intact. A question is named by its place, what
 * it asks and its word (question-name.ts), its id kept as Moodle's idnumber. A typed answer also
 * lists its bare form (no marks) at 50 %, as Tasreef grades it (grade.ts): Moodle's short answer
 * matches whole strings, so without it a learner who wrote the letters right would get nothing.
 */
import { XMLBuilder } from 'fast-xml-parser';
import type { Locale } from '@tasreef/contracts';
import type { Question } from '@tasreef/contracts/exams';
import { stripMarks } from '@tasreef/morphology';
import { PARTIAL_CREDIT, gradeTyped } from '../grade.ts';
import { questionName } from './question-name.ts';

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: false, processEntities: true });

/** Text as the HTML Moodle shows: a paragraph in the language's direction, `<` and `&` escaped. */
function html(text: string, locale: Locale): string {
  const safe = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<p dir="${locale === 'ar' ? 'rtl' : 'ltr'}" lang="${locale}">${safe}</p>`;
}

const textNode = (text: string) => ({ text });

/**
 * The bare forms (every mark left off) of the accepted forms that Tasreef's grader gives partial
 * credit, once each; a form written without marks is already accepted whole.
 */
export function bareForms(accepted: readonly string[]): string[] {
  const bare = new Set(accepted.map((a) => stripMarks(a)).filter((b) => !accepted.includes(b) && gradeTyped(b, accepted).credit === PARTIAL_CREDIT));
  return [...bare];
}

function body(q: Question, position: number, locale: Locale) {
  const shown = q.prompt_form && !q.stem[locale].includes(q.prompt_form) ? `${q.stem[locale]} ${q.prompt_form}` : q.stem[locale];
  const tags = [...new Set([q.type, q.format, q.cefr, `difficulty-${q.difficulty}`, ...q.tags])];
  const base = {
    name: textNode(questionName(q, position, locale)),
    questiontext: { '@_format': 'html', text: html(shown, locale) },
    generalfeedback: { '@_format': 'html', text: html(q.explanation[locale], locale) },
    defaultgrade: 1,
    penalty: 0,
    hidden: 0,
    idnumber: q.id,
    tags: { tag: tags.map(textNode) },
  };
  if (q.format === 'typed') {
    const accepted = q.answer && 'accepted' in q.answer ? q.answer.accepted : [];
    return {
      '@_type': 'shortanswer',
      ...base,
      usecase: 1,
      answer: [
        ...accepted.map((a) => ({ '@_fraction': 100, '@_format': 'moodle_auto_format', text: a, feedback: { text: '' } })),
        ...bareForms(accepted).map((b) => ({ '@_fraction': 100 * PARTIAL_CREDIT, '@_format': 'moodle_auto_format', text: b, feedback: { text: '' } })),
      ],
    };
  }
  const key = q.answer && 'option_id' in q.answer ? q.answer.option_id : null;
  if (q.format === 'true_false') {
    const isTrue = q.options.find((o) => o.id === key)?.value === 'true';
    return {
      '@_type': 'truefalse',
      ...base,
      answer: [
        { '@_fraction': isTrue ? 100 : 0, '@_format': 'moodle_auto_format', text: 'true', feedback: { text: '' } },
        { '@_fraction': isTrue ? 0 : 100, '@_format': 'moodle_auto_format', text: 'false', feedback: { text: '' } },
      ],
    };
  }
  return {
    '@_type': 'multichoice',
    ...base,
    single: 'true',
    shuffleanswers: 0,
    answernumbering: locale === 'ar' ? 'none' : 'abc',
    answer: q.options.map((o) => ({ '@_fraction': o.id === key ? 100 : 0, '@_format': 'html', text: html(o.label[locale], locale), feedback: { '@_format': 'html', text: '' } })),
  };
}

export function toMoodleXml(questions: readonly Question[], locale: Locale, category: string): string {
  const quiz = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    quiz: {
      question: [{ '@_type': 'category', category: textNode(`$course$/Tasreef/${category.replace(/\//g, '-')}`) }, ...questions.map((q, i) => body(q, i, locale))],
    },
  };
  return builder.build(quiz) as string;
}
