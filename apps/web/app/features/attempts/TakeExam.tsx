import type { AttemptWithResult } from '@tasreef/contracts/attempts';
import { translate as apiText } from '@tasreef/contracts/messages';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatNumber } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { Navigator } from './Navigator.tsx';
import { QuestionField } from './QuestionField.tsx';
import { Pager, TakeActions, TakeBar } from './TakeParts.tsx';
import { isAnswered, navMark, shownWarning } from './take-state.ts';
import { useAnswers } from './use-answers.ts';
import { useAttemptClock } from './use-attempt-clock.ts';
import { useFlags } from './use-flags.ts';
import { usePaging } from './use-paging.ts';
import { useSubmit } from './use-submit.ts';

export interface TakeExamProps {
  data: AttemptWithResult;
  /** The answers the server refused in a form post without script, by question. */
  answerErrors?: Record<string, string>;
  formMessage?: { ok: boolean; text: string };
}

/**
 * Answering: every question in one form (one at a time when the exam says so), each answer saved as
 * it is given, the server's time counting down, a navigator with each question's mark and flags.
 */
export function TakeExam({ data, answerErrors = {}, formMessage }: TakeExamProps) {
  const { fmt, t, locale } = useLocale();
  const { attempt, questions } = data;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const overRef = useRef(false);
  const clock = useAttemptClock(attempt, overRef);
  const answers = useAnswers(data, answerErrors, clock.correct);
  const ending = useSubmit(attempt, answers.queueRef, { timeUp: clock.timeUp, closed: answers.closed !== null }, overRef);
  const flags = useFlags(attempt.id, attempt.flagged);
  // without script every question shows: the form's post saves them all
  const paging = usePaging(
    attempt.id,
    questions.map((q) => q.id),
    attempt.one_per_page && hydrated,
  );

  const answered = questions.map((q) => isAnswered(answers.values[q.id]));
  const unanswered = answered.filter((a) => !a).length;
  const warnAt = shownWarning(clock.secondsLeft, attempt.deadline !== null && !ending.over);

  return (
    <>
      <TakeBar
        timed={attempt.deadline !== null}
        secondsLeft={clock.secondsLeft ?? attempt.seconds_left ?? 0}
        stateKind={answers.stateKind}
        pageState={answers.pageState}
        warnAt={warnAt}
      />
      <p className="visually-hidden" role="status" data-testid="save-said">
        {answers.saveSaid}
      </p>
      <p className="visually-hidden" role="alert" data-testid="time-said">
        {clock.announce}
      </p>

      {(clock.timeUp || answers.closed) && (
        <p className="notice notice--error" role="alert">
          {answers.closed ?? t('answer.timeUp')}
        </p>
      )}
      {(ending.notice ?? flags.failed) && (
        <p className="notice notice--error" role="alert">
          {ending.notice ?? flags.failed}
        </p>
      )}
      {formMessage && (
        <p className={`notice ${formMessage.ok ? 'notice--success' : 'notice--error'}`} role={formMessage.ok ? 'status' : 'alert'}>
          {formMessage.text}
        </p>
      )}

      {hydrated && <Navigator items={questions.map((q, i) => ({ id: q.id, mark: navMark(answered[i]!, flags.flagged.has(q.id)) }))} current={paging.page} goTo={paging.goTo} />}

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
        <fieldset className="take-form__all" disabled={ending.over}>
          <legend className="visually-hidden">{t('answer.questions')}</legend>
          <ol className="take-questions">
            {questions.map((q, i) => (
              <li key={q.id} hidden={paging.page !== null && paging.page !== i}>
                <QuestionField
                  q={q}
                  n={i + 1}
                  total={questions.length}
                  value={answers.values[q.id] ?? null}
                  state={answers.snapshot.states[q.id]}
                  error={answers.snapshot.errors[q.id] ?? answerErrors[q.id]}
                  give={answers.give}
                  leave={() => void answers.queueRef.current?.flush()}
                  flag={hydrated ? { on: flags.flagged.has(q.id), toggle: () => void flags.toggle(q.id) } : null}
                />
              </li>
            ))}
          </ol>
        </fieldset>
        {paging.page !== null && <Pager page={paging.page} total={questions.length} goTo={paging.goTo} />}
        <TakeActions hydrated={hydrated} unanswered={unanswered} disabled={ending.over || ending.submitting} confirm={() => ending.setConfirming(true)} />
      </form>

      <ConfirmDialog
        open={ending.confirming}
        title={t('answer.confirm.title')}
        message={apiText(locale, 'confirm_answers')}
        confirmLabel={t('answer.confirm.yes')}
        cancelLabel={t('answer.confirm.no')}
        busy={ending.submitting}
        onConfirm={() => void ending.submit()}
        onCancel={() => ending.setConfirming(false)}
      >
        {unanswered > 0 && <p className="muted">{t('answer.unanswered', { count: formatNumber(fmt, unanswered) })}</p>}
      </ConfirmDialog>
      <ConfirmDialog
        open={ending.blocker.state === 'blocked'}
        title={t('answer.leave.title')}
        message={t('answer.leave.text')}
        confirmLabel={t('answer.leave.yes')}
        cancelLabel={t('answer.leave.no')}
        onConfirm={() => ending.blocker.proceed?.()}
        onCancel={() => ending.blocker.reset?.()}
      />
    </>
  );
}
