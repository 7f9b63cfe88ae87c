/**
 * The answers of an attempt on the page: shown as given, each put in the queue that sends it
 * (answer-queue.ts), those kept from an earlier visit restored; and what the page says of saving:
 * seen always, spoken only when offline or refused, and once when such trouble has passed.
 */
import type { AttemptWithResult, GivenAnswerBody } from '@tasreef/contracts/attempts';
import { translate as apiText } from '@tasreef/contracts/messages';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { apiFetch } from '../../lib/api-fetch.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { AnswerQueue, type QueueSnapshot } from './answer-queue.ts';

export function useAnswers(data: AttemptWithResult, answerErrors: Record<string, string>, onSecondsLeft: (s: number | null) => void) {
  const { t, locale } = useLocale();
  const revalidator = useRevalidator();
  const { attempt, questions } = data;
  const [values, setValues] = useState<Record<string, GivenAnswerBody | null>>(() => Object.fromEntries(questions.map((q) => [q.id, q.given])));
  const [snapshot, setSnapshot] = useState<QueueSnapshot>(() => ({
    waiting: 0,
    sending: false,
    offline: false,
    stopped: false,
    states: Object.fromEntries(questions.filter((q) => q.given).map((q) => [q.id, 'saved' as const])),
    errors: answerErrors,
  }));
  const [closed, setClosed] = useState<string | null>(null);
  const queueRef = useRef<AnswerQueue | null>(null);

  // The queue: answers kept from an earlier visit are shown and sent first.
  useEffect(() => {
    const queue = new AnswerQueue(
      {
        send: async (questionId, body) => {
          const res = await apiFetch(locale, `/attempts/${attempt.id}/answers/${questionId}`, { method: 'PUT', body });
          return { status: res.status, body: res.ok ? { data: res.data } : res.error };
        },
        storage: typeof localStorage === 'undefined' ? null : localStorage,
        storageKey: `tasreef.attempt.${attempt.id}.answers`,
        isOnline: () => navigator.onLine,
        onChange: setSnapshot,
        onClosed: (message, status) => {
          if (status === 401) {
            window.location.reload();
            return;
          }
          queue.forget();
          setClosed(message ?? apiText(locale, 'attempt_time_over'));
          void revalidator.revalidate();
        },
        onSecondsLeft,
      },
      questions.filter((q) => q.given).map((q) => q.id),
    );
    queueRef.current = queue;
    const kept = queue.restore();
    if (Object.keys(kept).length > 0) setValues((v) => ({ ...v, ...kept }));
    const online = () => queue.online();
    const offline = () => queue.wentOffline();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      queue.stop();
      queueRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one queue per attempt; the page's locale and revalidator are read when used
  }, [attempt.id]);

  const give = (questionId: string, body: GivenAnswerBody, delay = 0) => {
    setValues((v) => ({ ...v, [questionId]: body }));
    queueRef.current?.put(questionId, body, delay);
  };

  const stateKind = snapshot.waiting === 0 ? 'saved' : snapshot.offline ? 'offline' : 'saving';
  const pageState = stateKind === 'saved' ? t('answer.state.saved') : stateKind === 'offline' ? t('answer.state.offline', { count: snapshot.waiting }) : t('answer.state.saving');
  const refused = Object.keys(snapshot.errors).length > 0;
  const [saveSaid, setSaveSaid] = useState('');
  const saveTrouble = useRef(false);
  // Spoken: being offline and refused answers, and "saved" once when such trouble has passed; not the
  // saving and saved of every answer (a screen reader would say them after each choice).
  useEffect(() => {
    if (stateKind === 'offline') {
      saveTrouble.current = true;
      setSaveSaid(pageState);
    } else if (refused) {
      saveTrouble.current = true;
      setSaveSaid(t('answer.answer.someRefused'));
    } else if (stateKind === 'saved' && saveTrouble.current) {
      saveTrouble.current = false;
      setSaveSaid(pageState);
    }
  }, [stateKind, refused, pageState, t]);

  return { values, snapshot, give, queueRef, closed, stateKind, pageState, saveSaid };
}
