import type { AttemptWithResult } from '@tasreef/contracts/attempts';
import { translate as apiText } from '@tasreef/contracts/messages';
import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router';
import { formatNumber } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { showDate } from '../../lib/time.ts';
import { pageKey } from './take-state.ts';
import { ReportItem } from './ReportItem.tsx';

/**
 * A submitted attempt: the score and whether it passed, then, only where the API sent them (the
 * exam's review policy), each question with the student's answer, its verdict, the key and why.
 */
export function Result({
  data,
  timeZone,
  busy,
  error,
  arrived = false,
}: {
  data: AttemptWithResult;
  timeZone: string;
  busy: boolean;
  error?: string;
  /** The result has just replaced the submitted form in this page (not a page load): it opens at its top, the score, with its heading focused. */
  arrived?: boolean;
}) {
  const { fmt, t, href, locale } = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form was long and scrolled to its submit button; the page would keep that offset and show
  // a question far down the review (question ~72 on a phone) instead of the score.
  useEffect(() => {
    if (!arrived) return;
    const h = heading.current;
    if (!h) return;
    // the page's top: the exam's title, then this heading and the score under it
    window.scrollTo({ top: 0 });
    h.focus({ preventScroll: true });
  }, [arrived]);
  const { attempt, result, review } = data;
  const canAgain = data.attempts_left === null || data.attempts_left > 0;
  // submitted: nothing is left to send for this attempt, nor a question to reopen
  useEffect(() => {
    try {
      localStorage.removeItem(`tasreef.attempt.${attempt.id}.answers`);
      localStorage.removeItem(pageKey(attempt.id));
    } catch {
      // storage refused: nothing was kept
    }
  }, [attempt.id]);
  return (
    <>
      <section className="take-card result-summary" aria-labelledby="result-title">
        <h2 id="result-title" ref={heading} tabIndex={-1}>
          {t('answer.result.title', { n: formatNumber(fmt, attempt.number) })}
        </h2>
        {attempt.closed_by === 'deadline' && (
          <p className="notice" role="status">
            {apiText(locale, 'attempt_time_over')}
          </p>
        )}
        <div className="result-figures">
          <p className={`result-status result-badge result-badge--${result.status}`}>{t(`answer.status.${result.status}`)}</p>
          <dl className="details-list">
            <div>
              <dt>{t('answer.result.score')}</dt>
              <dd className="result-score">{result.score === null ? '—' : <bdi dir="ltr">{formatNumber(fmt, result.score)}%</bdi>}</dd>
            </div>
            {result.grade !== null && (
              <div>
                <dt>{t('grades.grade')}</dt>
                <dd className="result-grade">
                  <bdi>{result.grade}</bdi>
                </dd>
              </div>
            )}
            <div>
              <dt>{t('exams.review.passing')}</dt>
              <dd>
                <bdi dir="ltr">{formatNumber(fmt, result.passing_score)}%</bdi>
              </dd>
            </div>
            {result.earned !== null && (
              <div>
                <dt>{t('answer.result.points')}</dt>
                <dd>{t('answer.result.pointsOf', { earned: formatNumber(fmt, result.earned), possible: formatNumber(fmt, result.possible) })}</dd>
              </div>
            )}
            <div>
              <dt>{t('answer.result.submittedAt')}</dt>
              <dd>
                <bdi>{showDate(attempt.submitted_at, timeZone, fmt)}</bdi>
              </dd>
            </div>
          </dl>
        </div>
        {!review.shown && (
          <p className="result-review-note">
            {review.review_at ? t('answer.review.later', { date: `\u2068${showDate(review.review_at, timeZone, fmt)}\u2069` }) : t('answer.review.hidden')}
          </p>
        )}
        {data.certificate && (
          <p className={`notice ${data.certificate.status === 'valid' ? 'notice--success' : ''} result-certificate`}>
            {t(data.certificate.status === 'valid' ? 'cert.earned' : 'cert.earnedRevoked')}{' '}
            <Link to={href(`/dashboard/certificates#certificate-${data.certificate.id}`)}>{t('cert.see')}</Link>
          </p>
        )}
        {error && (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        )}
        <div className="take-links">
          {canAgain && (
            <Form method="post">
              <button type="submit" name="intent" value="start" className="button button--primary" disabled={busy}>
                {t('answer.reattempt')}
              </button>
            </Form>
          )}
          <a className="button button--ghost" href={`/api/v1/${locale}/attempts/${encodeURIComponent(attempt.id)}/pdf`} download>
            {t('pdf.result')}
          </a>
          <Link className="button button--ghost" to={href(`/dashboard/answer-exam/${attempt.exam_id}`)}>
            {t('answer.about')}
          </Link>
          <Link className="take-back" to={href('/dashboard/exam-list')}>
            <BackArrow />
            {t('answer.back')}
          </Link>
        </div>
      </section>

      {review.shown && (
        <section className="take-card result-report" aria-labelledby="report-title">
          <div className="result-report__head">
            <h2 id="report-title">{t('answer.report')}</h2>
            {/* The toggle needs no script: the stylesheet hides the keys while it is off. */}
            <label className="key-toggle">
              <input type="checkbox" id="show-key" defaultChecked />
              <span>{t('answer.review.toggle')}</span>
            </label>
          </div>
          <ol className="report-list">
            {data.questions.map((q, i) => (
              <li key={q.id}>
                <ReportItem q={q} n={i + 1} total={data.questions.length} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}

/** A back arrow pointing to the start of the line: mirrored in Arabic by the stylesheet. */
export function BackArrow() {
  return (
    <svg className="icon-back" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
