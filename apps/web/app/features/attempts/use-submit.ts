/**
 * Ending an attempt on the page: the student's submission (answers waiting sent first), the time
 * running out (the waiting answers go at once, the result is asked for once the server closed it),
 * and leaving while it runs, which asks first.
 */
import { translate as apiText } from '@tasreef/contracts/messages';
import { useEffect, useState, type RefObject } from 'react';
import { useBlocker, useRevalidator } from 'react-router';
import { useToast } from '../../components/toast.tsx';
import { apiFetch } from '../../lib/api-fetch.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import type { AnswerQueue } from './answer-queue.ts';

const withoutLocale = (path: string) => path.replace(/^\/(ar|en)(?=\/|$)/, '');

export function useSubmit(
  attempt: { id: string; grace_seconds: number; server_time: string },
  queueRef: RefObject<AnswerQueue | null>,
  ended: { timeUp: boolean; closed: boolean },
  /** Read by the clock and the leave guard: set here. */
  overRef: RefObject<boolean>,
) {
  const { t, locale } = useLocale();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const over = ended.timeUp || ended.closed || submitted;
  overRef.current = over;

  const submit = async () => {
    const queue = queueRef.current;
    if (!queue || submitting) return;
    setSubmitting(true);
    setNotice(null);
    try {
      const flushed = await queue.flush();
      if (!flushed) {
        if (!queue.snapshot().stopped) setNotice(t('answer.offlineSubmit'));
        return;
      }
      const res = await apiFetch<{ message?: string } | undefined>(locale, `/attempts/${attempt.id}/submit`, { method: 'POST' });
      if (res.ok) {
        queue.forget();
        queue.stop();
        setSubmitted(true);
        toast.show({ kind: 'success', message: res.data?.message ?? apiText(locale, 'answers_submitted') });
        void revalidator.revalidate();
      } else if (res.status === 409 || res.status === 404) void revalidator.revalidate();
      else setNotice(res.error.error.message || apiText(locale, 'unknown_error'));
    } catch {
      setNotice(t('answer.offlineSubmit'));
    } finally {
      setConfirming(false);
      setSubmitting(false);
    }
  };

  useEffect(() => {
    if (!ended.timeUp || submitted) return;
    void queueRef.current?.flush();
    const timer = setTimeout(() => void revalidator.revalidate(), (attempt.grace_seconds + 1) * 1000);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the revalidator's identity changes with its state
  }, [ended.timeUp, submitted, attempt.grace_seconds, attempt.server_time]);

  // Leaving while the attempt runs asks first: closing or reloading the tab, and links inside the app.
  useEffect(() => {
    if (over) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [over]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !overRef.current && (withoutLocale(currentLocation.pathname) !== withoutLocale(nextLocation.pathname) || currentLocation.search !== nextLocation.search),
  );

  return { submit, confirming, setConfirming, submitting, notice, over, blocker };
}
