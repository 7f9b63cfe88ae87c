/**
 * Which question shows when the exam shows one per page (ADR 0087), and moving to a question from
 * the navigator or Previous/Next: the focus goes to the question (its fieldset, named by its
 * legend), so a keyboard or screen-reader user continues there. The question shown is kept in the
 * browser per attempt, so a reload reopens it instead of the first (issue 37).
 */
import { useEffect, useRef, useState } from 'react';
import { focusView } from '../../lib/focus.ts';
import { clampPage, keptPage, pageKey } from './take-state.ts';

export const questionDomId = (questionId: string) => `q-${questionId}`;

function focusQuestion(questionId: string): void {
  const el = document.getElementById(questionDomId(questionId));
  el?.scrollIntoView({ block: 'start' });
  focusView(el);
}

function readKept(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // storage refused (private mode): the first question, as before
    return null;
  }
}
function keep(key: string, questionId: string): void {
  try {
    localStorage.setItem(key, questionId);
  } catch {
    // storage full or refused: only a reload's place is lost
  }
}

export function usePaging(attemptId: string, questionIds: readonly string[], onePerPage: boolean) {
  const [page, setPage] = useState(0);
  const focusNext = useRef<string | null>(null);
  const key = pageKey(attemptId);
  // once the page is interactive (paging starts only then: the server's render shows every
  // question), the question the student was on; read after hydration, so both renders agree
  useEffect(() => {
    if (onePerPage) setPage(keptPage(readKept(key), questionIds));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per attempt when paging starts; the order never changes under it
  }, [onePerPage, key]);
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
      keep(key, id);
      setPage(i);
    } else focusQuestion(id);
  };
  return { page: onePerPage ? page : null, goTo };
}
