/**
 * The attempt's time left on the server's clock (ADR 0028): anchored when the attempt's data
 * arrived, corrected by each saved answer and when the page comes back, counted down every quarter
 * second; crossing 5 minutes and 1 minute says a warning once each (ADR 0087).
 */
import type { AttemptWithResult, StudentExam } from '@tasreef/contracts/attempts';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useRevalidator } from 'react-router';
import { apiFetch } from '../../lib/api-fetch.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { endsAt, resync, secondsLeftAt } from './countdown.ts';
import { crossedWarning } from './take-state.ts';

let documentDataTaken = false;
/**
 * When the attempt's data reached the page, on the monotonic clock: the server-rendered document's
 * data arrived with the document (its response start); data of a later navigation, now.
 */
function receivedAt(): number {
  if (!documentDataTaken) {
    documentDataTaken = true;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (nav && nav.name === window.location.href && nav.responseStart > 0) return nav.responseStart;
  }
  return performance.now();
}

export function useAttemptClock(attempt: AttemptWithResult['attempt'], overRef: RefObject<boolean>) {
  const { t, locale } = useLocale();
  const revalidator = useRevalidator();
  const [end, setEnd] = useState<number | null>(null);
  const [left, setLeft] = useState<number | null>(attempt.seconds_left);
  const [timeUp, setTimeUp] = useState(false);
  const [announce, setAnnounce] = useState('');

  useEffect(() => {
    setEnd(endsAt(attempt.deadline, attempt.server_time, receivedAt()));
  }, [attempt.deadline, attempt.server_time]);

  /** The server's seconds left, received now (with a saved answer). */
  const correct = useCallback((s: number | null) => setEnd((current) => resync(current, s, performance.now())), []);

  // The time left again from the server, when the page comes back (a sleeping device stops the monotonic clock).
  const resyncTime = useCallback(() => {
    if (attempt.deadline === null || overRef.current) return;
    const asked = performance.now();
    apiFetch<StudentExam>(locale, `/exams/${attempt.exam_id}/summary`)
      .then((res) => {
        if (!res.ok) return;
        const open = res.data.open_attempt;
        if (open?.id === attempt.id) setEnd((current) => resync(current, open.seconds_left, (asked + performance.now()) / 2));
        else void revalidator.revalidate(); // closed meanwhile
      })
      .catch(() => undefined);
  }, [attempt.deadline, attempt.exam_id, attempt.id, locale, revalidator, overRef]);

  useEffect(() => {
    const visible = () => {
      if (document.visibilityState === 'visible') resyncTime();
    };
    window.addEventListener('online', resyncTime);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', resyncTime);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [resyncTime]);

  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (end === null) return;
    const tick = () => {
      const s = secondsLeftAt(end, performance.now());
      setLeft(s);
      const crossed = previous.current === null ? undefined : crossedWarning(previous.current, s);
      if (crossed) setAnnounce(t(`answer.lowTime.${crossed}`));
      previous.current = s;
      if (s === 0) setTimeUp(true);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [end, t]);

  return { secondsLeft: left, timeUp, announce, correct };
}
