import type { AttemptWithResult, GivenAnswerBody, ReviewedQuestion, StudentExam } from '@tasreef/contracts/attempts';
import { optionText } from '@tasreef/contracts/exams';
import { translate as apiText } from '@tasreef/contracts/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, useRevalidator } from 'react-router';
import { ArabicKeyboard } from '../../components/ArabicKeyboard.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useToast } from '../../components/toast.tsx';
import { apiFetch } from '../../lib/api-fetch.ts';
import { formatNumber, withDigits } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { AnswerQueue, type QueueSnapshot } from './answer-queue.ts';
import { answerField } from './answers.ts';
import { endsAt, formatSeconds, resync, secondsLeftAt } from './countdown.ts';
import { OptionText, PromptForm } from '../../components/QuestionParts.tsx';
import { BidiText } from '../../i18n/bidi.tsx';

/** A typed answer is sent when the typing pauses this long (or the field is left). */
const TYPING_PAUSE_MS = 800;
/** When the time left crosses these (seconds), a warning is shown and spoken at once (assertively), once each. */
const WARN_AT = [300, 60] as const;
type WarnAt = (typeof WARN_AT)[number];

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

const withoutLocale = (path: string) => path.replace(/^\/(ar|en)(?=\/|$)/, '');

export interface TakeExamProps {
  data: AttemptWithResult;
  /** The answers the server refused in a form post without script, by question. */
  answerErrors?: Record<string, string>;
  formMessage?: { ok: boolean; text: string };
}

/** Answering: every question in one form, each answer saved as it is given, the server's time counting down. */
export function TakeExam({ data, answerErrors = {}, formMessage }: TakeExamProps) {
  const { fmt, t, locale } = useLocale();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { attempt, questions } = data;
  const total = questions.length;

  const [hydrated, setHydrated] = useState(false);
  const [values, setValues] = useState<Record<string, GivenAnswerBody | null>>(() => Object.fromEntries(questions.map((q) => [q.id, q.given])));
  const [snapshot, setSnapshot] = useState<QueueSnapshot>(() => ({
    waiting: 0,
    sending: false,
    offline: false,
    stopped: false,
    states: Object.fromEntries(questions.filter((q) => q.given).map((q) => [q.id, 'saved' as const])),
    errors: answerErrors,
  }));
  const [end, setEnd] = useState<number | null>(null);
  const [left, setLeft] = useState<number | null>(attempt.seconds_left);
  const [timeUp, setTimeUp] = useState(false);
  const [closed, setClosed] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const [saveSaid, setSaveSaid] = useState('');
  const saveTrouble = useRef(false);
  const queueRef = useRef<AnswerQueue | null>(null);
  const endRef = useRef<number | null>(null);
  endRef.current = end;
  const over = timeUp || closed !== null || submitted;
  const overRef = useRef(over);
  overRef.current = over;

  // The server's clock: anchored when this attempt's data arrived (a reload, a revalidation).
  useEffect(() => {
    setEnd(endsAt(attempt.deadline, attempt.server_time, receivedAt()));
  }, [attempt.deadline, attempt.server_time]);

  useEffect(() => setHydrated(true), []);

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
        onSecondsLeft: (s) => setEnd((current) => resync(current, s, performance.now())),
      },
      questions.filter((q) => q.given).map((q) => q.id),
    );
    queueRef.current = queue;
    const kept = queue.restore();
    if (Object.keys(kept).length > 0) setValues((v) => ({ ...v, ...kept }));
    return () => {
      queue.stop();
      queueRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one queue per attempt; the page's locale and revalidator are read when used
  }, [attempt.id]);

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
  }, [attempt.deadline, attempt.exam_id, attempt.id, locale, revalidator]);

  useEffect(() => {
    const online = () => {
      queueRef.current?.online();
      resyncTime();
    };
    const offline = () => queueRef.current?.wentOffline();
    const visible = () => {
      if (document.visibilityState === 'visible') resyncTime();
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [resyncTime]);

  // The countdown; at zero the answers waiting go at once (the server takes them for a few seconds
  // more), then the page asks for the attempt again once the server has closed it: the result.
  useEffect(() => {
    if (end === null) return;
    let previous = secondsLeftAt(end, performance.now());
    const tick = () => {
      const s = secondsLeftAt(end, performance.now());
      setLeft(s);
      const crossed = WARN_AT.find((at) => previous > at && s <= at);
      if (crossed) setAnnounce(t(`answer.lowTime.${crossed}`));
      previous = s;
      if (s === 0) setTimeUp(true);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [end, t]);

  useEffect(() => {
    if (!timeUp || submitted) return;
    void queueRef.current?.flush();
    const wait = (attempt.grace_seconds + 1) * 1000;
    const timer = setTimeout(() => void revalidator.revalidate(), wait);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the revalidator's identity changes with its state
  }, [timeUp, submitted, attempt.grace_seconds, attempt.server_time]);

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

  const give = (q: ReviewedQuestion, body: GivenAnswerBody, delay = 0) => {
    setValues((v) => ({ ...v, [q.id]: body }));
    queueRef.current?.put(q.id, body, delay);
  };

  const submit = async () => {
    const queue = queueRef.current;
    if (!queue || submitting) return;
    setSubmitting(true);
    setNotice(null);
    try {
      const flushed = await queue.flush();
      if (!flushed) {
        if (!queue.snapshot().stopped) setNotice(t('answer.offlineSubmit'));
        setConfirming(false);
        return;
      }
      const res = await apiFetch<{ message?: string } | undefined>(locale, `/attempts/${attempt.id}/submit`, { method: 'POST' });
      if (res.ok) {
        queue.forget();
        queue.stop();
        setSubmitted(true);
        setConfirming(false);
        toast.show({ kind: 'success', message: res.data?.message ?? apiText(locale, 'answers_submitted') });
        void revalidator.revalidate();
        return;
      }
      if (res.status === 409 || res.status === 404) {
        setConfirming(false);
        void revalidator.revalidate();
        return;
      }
      setConfirming(false);
      setNotice((!res.ok && res.error.error.message) || apiText(locale, 'unknown_error'));
    } catch {
      setConfirming(false);
      setNotice(t('answer.offlineSubmit'));
    } finally {
      setSubmitting(false);
    }
  };

  const unanswered = questions.filter((q) => {
    const v = values[q.id];
    return !v || ('text' in v && v.text.trim() === '');
  }).length;
  const pageState = snapshot.waiting === 0 ? t('answer.state.saved') : snapshot.offline ? t('answer.state.offline', { count: snapshot.waiting }) : t('answer.state.saving');
  const stateKind = snapshot.waiting === 0 ? 'saved' : snapshot.offline ? 'offline' : 'saving';
  const refused = Object.keys(snapshot.errors).length > 0;
  const warnAt: WarnAt | null = attempt.deadline === null || over || left === null ? null : left <= 60 ? 60 : left <= 300 ? 300 : null;

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

  return (
    <>
      <div className="take-bar" data-state={stateKind}>
        <div className="take-bar__timer">
          <span className="take-bar__label" id="take-timer-label">
            {t('answer.timer')}
          </span>
          {attempt.deadline === null ? (
            <span className="take-bar__time">{t('exams.review.untimed')}</span>
          ) : (
            <span className="take-bar__time" role="timer" aria-labelledby="take-timer-label">
              <bdi dir="ltr">{withDigits(fmt, formatSeconds(left ?? attempt.seconds_left ?? 0))}</bdi>
            </span>
          )}
        </div>
        <p className="take-bar__state" data-testid="save-state">
          <span className="take-bar__dot" aria-hidden="true" />
          {pageState}
        </p>
        {/* in the sticky bar: seen wherever the student is in the exam */}
        {warnAt !== null && (
          <p className="take-lowtime" data-testid="low-time">
            {t(`answer.lowTime.${warnAt}`)}
          </p>
        )}
      </div>
      <p className="visually-hidden" role="status" data-testid="save-said">
        {saveSaid}
      </p>
      <p className="visually-hidden" role="alert" data-testid="time-said">
        {announce}
      </p>

      {(timeUp || closed) && (
        <p className="notice notice--error" role="alert">
          {closed ?? t('answer.timeUp')}
        </p>
      )}
      {notice && (
        <p className="notice notice--error" role="alert">
          {notice}
        </p>
      )}
      {formMessage && (
        <p className={`notice ${formMessage.ok ? 'notice--success' : 'notice--error'}`} role={formMessage.ok ? 'status' : 'alert'}>
          {formMessage.text}
        </p>
      )}

      <form
        method="post"
        className="take-form"
        aria-label={t('answer.questions')}
        onSubmit={(e) => {
          // with script every answer is already on its way: a post (Enter in a typed answer) would only reload the page
          if (hydrated) e.preventDefault();
        }}
      >
        <input type="hidden" name="attempt" value={attempt.id} />
        <fieldset className="take-form__all" disabled={over}>
          <legend className="visually-hidden">{t('answer.questions')}</legend>
          <ol className="take-questions">
            {questions.map((q, i) => (
              <li key={q.id}>
                <QuestionField
                  q={q}
                  n={i + 1}
                  total={total}
                  value={values[q.id] ?? null}
                  state={snapshot.states[q.id]}
                  error={snapshot.errors[q.id] ?? answerErrors[q.id]}
                  give={give}
                  leave={() => void queueRef.current?.flush()}
                />
              </li>
            ))}
          </ol>
        </fieldset>
        <div className="take-actions">
          <p className="muted">{t('answer.unanswered', { count: formatNumber(fmt, unanswered) })}</p>
          {hydrated ? (
            <button type="button" className="button button--primary button--large" onClick={() => setConfirming(true)} disabled={over || submitting}>
              {t('answer.submit')}
            </button>
          ) : (
            <>
              <button type="submit" name="intent" value="save" className="button button--ghost">
                {t('answer.save')}
              </button>
              <details className="take-confirm">
                <summary className="button button--primary button--large">{t('answer.submit')}</summary>
                <div className="take-confirm__body">
                  <p>{apiText(locale, 'confirm_answers')}</p>
                  <button type="submit" name="intent" value="submit" className="button button--primary">
                    {t('answer.confirm.yes')}
                  </button>
                </div>
              </details>
            </>
          )}
        </div>
      </form>

      <ConfirmDialog
        open={confirming}
        title={t('answer.confirm.title')}
        message={apiText(locale, 'confirm_answers')}
        confirmLabel={t('answer.confirm.yes')}
        cancelLabel={t('answer.confirm.no')}
        busy={submitting}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      >
        {unanswered > 0 && <p className="muted">{t('answer.unanswered', { count: formatNumber(fmt, unanswered) })}</p>}
      </ConfirmDialog>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('answer.leave.title')}
        message={t('answer.leave.text')}
        confirmLabel={t('answer.leave.yes')}
        cancelLabel={t('answer.leave.no')}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}

function QuestionField({
  q,
  n,
  total,
  value,
  state,
  error,
  give,
  leave,
}: {
  q: ReviewedQuestion;
  n: number;
  total: number;
  value: GivenAnswerBody | null;
  state: 'saved' | 'pending' | 'error' | undefined;
  error: string | undefined;
  give: (q: ReviewedQuestion, body: GivenAnswerBody, delay?: number) => void;
  leave: () => void;
}) {
  const { fmt, t, locale } = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const id = `q-${q.id}`;
  const shown: typeof state = error ? 'error' : state;
  const stateText = shown === 'saved' ? t('answer.answer.saved') : shown === 'pending' ? t('answer.answer.pending') : shown === 'error' ? error || t('answer.answer.error') : '';
  const text = value && 'text' in value ? value.text : '';
  return (
    <fieldset className={`take-q${shown === 'error' ? ' take-q--error' : ''}`} aria-describedby={`${id}-state`}>
      <legend className="take-q__legend">
        <span className="take-q__n">{t('answer.question', { n: formatNumber(fmt, n), total: formatNumber(fmt, total) })}</span>
        <span className="take-q__stem">
          <BidiText text={q.stem[locale]} locale={locale} />
        </span>
      </legend>
      <PromptForm q={q} />
      {q.format === 'typed' ? (
        <div className="take-typed">
          <label htmlFor={`${id}-text`}>{t('answer.typed.label')}</label>
          <input
            ref={input}
            id={`${id}-text`}
            name={answerField(q.id)}
            type="text"
            lang="ar"
            dir="rtl"
            className="take-typed__input arabic"
            value={text}
            maxLength={100}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            aria-describedby={`${id}-hint`}
            aria-invalid={shown === 'error' || undefined}
            onChange={(e) => give(q, { text: e.target.value }, TYPING_PAUSE_MS)}
            onBlur={leave}
          />
          <p id={`${id}-hint`} className="muted take-typed__hint">
            {t('answer.typed.hint')}
          </p>
          <ArabicKeyboard input={input} value={text} onChange={(next) => give(q, { text: next }, TYPING_PAUSE_MS)} label={t('answer.keyboardFor', { n: formatNumber(fmt, n) })} />
        </div>
      ) : (
        <div className="take-options">
          {q.options.map((o) => (
            <label key={o.id} className="take-option">
              <input
                type="radio"
                name={answerField(q.id)}
                value={o.id}
                checked={value !== null && 'option_id' in value && value.option_id === o.id}
                onChange={() => give(q, { option_id: o.id })}
              />
              <OptionText text={optionText(o, locale)} />
            </label>
          ))}
        </div>
      )}
      <p id={`${id}-state`} className={`take-q__state${shown ? ` take-q__state--${shown}` : ''}`} data-state={shown ?? 'none'}>
        {shown === 'saved' && (
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M5 12l5 5 9-10" stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        )}
        {stateText}
      </p>
    </fieldset>
  );
}
