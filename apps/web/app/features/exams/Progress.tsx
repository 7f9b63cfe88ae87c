import type { AttemptSummary } from '@tasreef/contracts/attempts';
import type { AssignedStudent, ExamProgress } from '@tasreef/contracts/exam-students';
import type { GradingMethod } from '@tasreef/contracts/exams';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/use-locale.ts';
import { showDate } from '../../lib/time.ts';

const percent = (n: number | null) => (n === null ? '—' : `${n}%`);

/** Minutes and seconds left of a timed attempt in progress. */
export function timeLeft(seconds: number | null): string {
  if (seconds === null) return '—';
  const m = Math.floor(seconds / 60);
  return `${m}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The exam's success rates: how many were assigned, started, submitted and passed; the grades by the exam's grading method, said beside them. */
export function ProgressFigures({ progress, method }: { progress: ExamProgress; method: GradingMethod }) {
  const { t } = useLocale();
  const rows: [string, string | number][] = [
    [t('examDetails.assignedCount'), progress.assigned],
    [t('examDetails.started'), progress.started],
    [t('examDetails.submitted'), progress.submitted],
    [t('examDetails.passed'), progress.passed],
    [t('examDetails.successRate'), percent(progress.success_rate)],
    [t('examDetails.meanScore'), percent(progress.mean_score)],
  ];
  return (
    <>
      <p className="muted grading-method" data-grading-method={method}>
        {t(`grading.shown.${method}`)}
      </p>
      <dl className="figures">
        {rows.map(([label, value]) => (
          <div key={label} className="figures__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** Each attempt opens its review (ADR 0090): the attempt as its student saw it, to comment and mark. */
export function AttemptsTable({ attempts, timeZone }: { attempts: AttemptSummary[]; timeZone: string }) {
  const { fmt, t, href } = useLocale();
  if (attempts.length === 0) return <p role="status">{t('examDetails.noAttempts')}</p>;
  return (
    <table className="exam-table">
      <caption className="visually-hidden">{t('examDetails.attempts')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('examDetails.col.student')}</th>
          <th scope="col">{t('examDetails.col.number')}</th>
          <th scope="col">{t('examDetails.col.date')}</th>
          <th scope="col">{t('examDetails.col.status')}</th>
          <th scope="col">{t('examDetails.col.score')}</th>
          <th scope="col">{t('examDetails.col.timeLeft')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('review.open')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {attempts.map((a) => (
          <tr key={a.id}>
            <th scope="row">
              <bdi>{a.student.full_name}</bdi>
            </th>
            <td data-label={t('examDetails.col.number')}>{a.number}</td>
            <td data-label={t('examDetails.col.date')}>
              <bdi>{showDate(a.started_at, timeZone, fmt)}</bdi>
            </td>
            <td data-label={t('examDetails.col.status')}>
              <span className={`result result--${a.result}`}>{t(`examDetails.result.${a.result}`)}</span>
            </td>
            <td data-label={t('examDetails.col.score')}>{percent(a.score)}</td>
            <td data-label={t('examDetails.col.timeLeft')}>
              <bdi dir="ltr">{timeLeft(a.seconds_left)}</bdi>
            </td>
            <td>
              <Link to={href(`/dashboard/attempt-review/${a.id}`)} aria-label={t('review.openLabel', { n: a.number, name: a.student.full_name })}>
                {t('review.open')}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AssignedTable({ students, timeZone, limit }: { students: AssignedStudent[]; timeZone: string; limit?: number }) {
  const { fmt, t, href, locale } = useLocale();
  if (students.length === 0) return <p role="status">{t('assigned.none')}</p>;
  const shown = limit ? students.slice(0, limit) : students;
  const sep = locale === 'ar' ? '، ' : ', ';
  return (
    <table className="exam-table">
      <caption className="visually-hidden">{t('assigned.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('assigned.col.name')}</th>
          <th scope="col">{t('assigned.col.classes')}</th>
          <th scope="col">{t('assigned.col.status')}</th>
          <th scope="col">{t('assigned.col.attempts')}</th>
          <th scope="col">{t('assigned.col.last')}</th>
          <th scope="col">{t('assigned.col.best')}</th>
          <th scope="col">{t('grading.col')}</th>
          <th scope="col">{t('assigned.col.activity')}</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((s) => (
          <tr key={s.id}>
            <th scope="row">
              {s.active && !(s.by_link && !s.direct && s.classes.length === 0) ? (
                <Link to={href(`/dashboard/management/details/${s.id}`)}>
                  <bdi>{s.full_name}</bdi>
                </Link>
              ) : (
                <bdi>{s.full_name}</bdi>
              )}
              {!s.active && <span className="tag">{t('assigned.inactive')}</span>}
            </th>
            <td data-label={t('assigned.col.classes')}>
              {[...s.classes.map((c) => c.name), ...(s.direct ? [t('assigned.direct')] : []), ...(s.by_link ? [t('assigned.byLink')] : [])].join(sep) || '—'}
            </td>
            <td data-label={t('assigned.col.status')}>
              <span className={`result result--${s.status}`}>{t(`assigned.status.${s.status}`)}</span>
            </td>
            <td data-label={t('assigned.col.attempts')}>{s.attempts}</td>
            <td data-label={t('assigned.col.last')}>
              {s.last_attempt_id && s.last_score !== null ? (
                <Link to={href(`/dashboard/attempt-review/${s.last_attempt_id}`)} aria-label={`${percent(s.last_score)} · ${t('review.open')}`}>
                  {percent(s.last_score)}
                </Link>
              ) : (
                percent(s.last_score)
              )}
            </td>
            <td data-label={t('assigned.col.best')}>{percent(s.best_score)}</td>
            <td data-label={t('grading.col')}>{percent(s.score)}</td>
            <td data-label={t('assigned.col.activity')}>{s.last_activity ? <bdi>{showDate(s.last_activity, timeZone, fmt)}</bdi> : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
