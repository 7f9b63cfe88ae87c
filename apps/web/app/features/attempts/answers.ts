/** What the page and its form posts share about answers. */
import type { GivenAnswerBody } from '@tasreef/contracts/attempts';

/** The form field of a question's answer (the questions' form posts work without script). */
export const answerField = (questionId: string) => `answer_${questionId}`;

export function sameAnswer(a: GivenAnswerBody | null | undefined, b: GivenAnswerBody | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  if ('option_id' in a) return 'option_id' in b && a.option_id === b.option_id;
  return 'text' in b && a.text === b.text;
}

const MARK = /[\u064B-\u0652\u0670]/u;

/**
 * A typed form as the grader sees it (packages/exams/src/grade.ts: NFC, no tatweel, alif wasla as
 * alif, spaces single): its letters, each with its marks. A result's `letters` are 1-based
 * positions in this list.
 */
export function letterClusters(text: string): string[] {
  const form = text
    .normalize('NFC')
    .replace(/\u0640/gu, '')
    .replace(/\u0671/gu, '\u0627')
    .trim()
    .replace(/\s+/gu, ' ');
  const out: string[] = [];
  for (const ch of form) {
    if (MARK.test(ch) && out.length > 0) out[out.length - 1] += ch;
    else out.push(ch);
  }
  return out;
}
