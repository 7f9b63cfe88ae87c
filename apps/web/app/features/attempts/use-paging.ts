/**
 * Which question shows when the exam shows one per page (ADR 0087), and moving to a question from
 * the navigator or Previous/Next: the focus goes to the question (its fieldset, named by its
 * legend), so a keyboard or screen-reader user continues there.
 */
import { useEffect, useRef, useState } from 'react';
import { focusView } from '../../lib/focus.ts';
import { clampPage } from './take-state.ts';

export const questionDomId = (questionId: string) => `q-${questionId}`;

function focusQuestion(questionId: string): void {
  const el = document.getElementById(questionDomId(questionId));
  el?.scrollIntoView({ block: 'start' });
  focusView(el);
}

export function usePaging(questionIds: readonly string[], onePerPage: boolean) {
  const [page, setPage] = useState(0);
  const focusNext = useRef<string | null>(null);
  // after a page change has rendered the question
  useEffect(() => {
    if (focusNext.current === null) return;
    focusQuestion(focusNext.current);
    focusNext.current = null;
  }, [page]);
  const goTo = (index: number) => {
    const i = clampPage(index, questionIds.length);
    const id = questionIds[i];
    if (id === undefined) return;
    if (onePerPage && i !== page) {
      focusNext.current = id;
      setPage(i);
    } else focusQuestion(id);
  };
  return { page: onePerPage ? page : null, goTo };
}
