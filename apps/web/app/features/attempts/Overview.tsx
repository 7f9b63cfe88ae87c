import type { StudentExam } from '@tasreef/contracts/attempts';
import { Form, Link } from 'react-router';
import { formatNumber, withDigits } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { showDate } from '../../lib/time.ts';
import { formatSeconds } from './countdown.ts';

/** Before starting: what the exam is, the student's attempts, and Start / Resume / Re-attempt, or why not. */
export function Overview({ summary, timeZone, busy, error }: { summary: StudentExam; timeZone: string; busy: boolean; error?: string }) {
  const { fmt, t, href } = useLocale();
  const { exam, attempts, open_attempt: open } = summary;
  const minutes = (n: number) => t('exams.review.minutes', { count: formatNumber(fmt, n) });
  const ownMinutes = exam.duration_minutes !== null && summary.time_factor !== 1 ? Math.round(exam.duration_minutes * summary.time_factor) : null;
  const verb = open ? 'answer.resume' : summary.attempts_used > 0 ? 'answer.reattempt' : 'answer.start';
  return (
    <>
      <section className="take-card" aria-labelledby="take-about">
        <h2 id="take-about">{t('answer.about')}</h2>
        {exam.objective && (
          <p className="take-objective" dir="auto">
            {exam.objective}
          </p>
        )}
        <dl className="details-list">
          <div>
            <dt>{t('answer.f.questions')}</dt>
            <dd>{formatNumber(fmt, exam.question_count)}</dd>
          </div>
          <div>
            <dt>{t('answer.f.duration')}</dt>
            <dd>{exam.duration_minutes === null ? t('exams.review.untimed') : minutes(exam.duration_minutes)}</dd>
          </div>
          {ownMinutes !== null && (
            <div>
              <dt>{t('answer.f.yourTime')}</dt>
              <dd>{minutes(ownMinutes)}</dd>
            </div>
          )}
          <div>
            <dt>{t('exams.review.passing')}</dt>
            <dd>
              <bdi dir="ltr">{formatNumber(fmt, exam.passing_score ?? 0)}%</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('answer.f.attemptsUsed')}</dt>
            <dd>
              {exam.attempts_allowed === null
                ? formatNumber(fmt, summary.attempts_used)
                : t('answer.usedOf', { used: formatNumber(fmt, summary.attempts_used), allowed: formatNumber(fmt, exam.attempts_allowed) })}
            </dd>
          </div>
          <div>
            <dt>{t('answer.f.attemptsLeft')}</dt>
            <dd>{summary.attempts_left === null ? t('exams.review.unlimited') : formatNumber(fmt, summary.attempts_left)}</dd>
          </div>
          <div>
            <dt>{t('exams.review.publishAt')}</dt>
            <dd>
              <bdi>{showDate(exam.publish_at, timeZone, fmt)}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('exams.review.expiresAt')}</dt>
            <dd>{exam.expires_at ? <bdi>{showDate(exam.expires_at, timeZone, fmt)}</bdi> : t('exams.review.noExpiry')}</dd>
          </div>
          <div>
            <dt>{t('answer.f.review')}</dt>
            <dd>{t(`answer.review.${exam.review ?? 'never'}`)}</dd>
          </div>
          <div>
            <dt>{t('exams.col.owner')}</dt>
            <dd>
              <bdi>{exam.owner.full_name}</bdi>
            </dd>
          </div>
        </dl>
      </section>

      <section className="take-card take-card--action" aria-label={t(verb)}>
        {summary.refusal && !open ? (
          <p className="notice notice--error" role="alert">
            {summary.refusal.message}
          </p>
        ) : (
          <Form method="post" className="take-start">
            {open ? (
              <p>
                {open.seconds_left === null ? t('answer.inProgress') : t('answer.inProgressLeft', { time: `\u2066${withDigits(fmt, formatSeconds(open.seconds_left))}\u2069` })}
              </p>
            ) : (
              exam.duration_minutes !== null && <p className="muted">{t('answer.startHint')}</p>
            )}
            {error && (
              <p className="notice notice--error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" name="intent" value="start" className="button button--primary button--large" disabled={busy}>
              {t(verb)}
            </button>
          </Form>
        )}
      </section>

      {attempts.length > 0 && (
        <section className="take-card" aria-labelledby="take-previous">
          <h2 id="take-previous">{t('answer.previous')}</h2>
          <table className="exam-table">
            <thead>
              <tr>
                <th scope="col">{t('answer.col.attempt')}</th>
                <th scope="col">{t('answer.col.started')}</th>
                <th scope="col">{t('answer.col.result')}</th>
                <th scope="col">{t('answer.col.score')}</th>
              </tr>
            </thead>
            <tbody>
              {attempts.map((a) => (
                <tr key={a.id}>
                  <th scope="row">
                    {a.status === 'submitted' ? (
                      <Link to={href(`/dashboard/answer-exam/${exam.id}?attempt=${a.id}`)}>{t('answer.viewResult', { n: formatNumber(fmt, a.number) })}</Link>
                    ) : (
                      t('answer.attemptN', { n: formatNumber(fmt, a.number) })
                    )}
                  </th>
                  <td data-label={t('answer.col.started')}>
                    <bdi>{showDate(a.started_at, timeZone, fmt)}</bdi>
                  </td>
                  <td data-label={t('answer.col.result')}>
                    <span className={`result-badge result-badge--${a.result}`}>{t(`answer.status.${a.result}`)}</span>
                  </td>
                  <td data-label={t('answer.col.score')}>{a.score === null ? '—' : <bdi dir="ltr">{formatNumber(fmt, a.score)}%</bdi>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
