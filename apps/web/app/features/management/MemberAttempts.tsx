import type { MemberAttempt } from '@tasreef/contracts/management';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/use-locale.ts';
import { showDate } from '../../lib/time.ts';

/** A student's attempts at the exams the viewer sees, newest first: the exam, its status, score and dates (in the viewer's zone). */
export function MemberAttempts({ attempts, timeZone }: { attempts: MemberAttempt[]; timeZone: string }) {
  const { t, href, fmt } = useLocale();
  if (attempts.length === 0) return <p>{t('mgmt.details.noAttempts')}</p>;
  return (
    <div className="attempts-table__wrap">
      <table className="attempts-table">
        <caption className="visually-hidden">{t('mgmt.details.attempts')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('mgmt.attempts.exam')}</th>
            <th scope="col">{t('mgmt.attempts.number')}</th>
            <th scope="col">{t('mgmt.attempts.status')}</th>
            <th scope="col">{t('mgmt.attempts.score')}</th>
            <th scope="col">{t('mgmt.col.grade')}</th>
            <th scope="col">{t('mgmt.attempts.started')}</th>
            <th scope="col">{t('mgmt.attempts.submitted')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('review.open')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {attempts.map((a) => (
            <tr key={a.id}>
              <th scope="row" data-label={t('mgmt.attempts.exam')}>
                <Link to={href(`/dashboard/exam-details/${a.exam_id}`)}>
                  <bdi>{a.exam_title}</bdi>
                </Link>
              </th>
              <td data-label={t('mgmt.attempts.number')}>{a.number}</td>
              <td data-label={t('mgmt.attempts.status')}>
                <span className={`result result--${a.status}`}>{t(`mgmt.attempts.status.${a.status}`)}</span>
              </td>
              <td data-label={t('mgmt.attempts.score')}>{a.score === null ? '—' : <bdi>{`${a.score}%`}</bdi>}</td>
              <td data-label={t('mgmt.col.grade')}>{a.grade ? <bdi>{a.grade}</bdi> : '—'}</td>
              <td data-label={t('mgmt.attempts.started')}>
                <time dateTime={a.started_at}>{showDate(a.started_at, timeZone, fmt)}</time>
              </td>
              <td data-label={t('mgmt.attempts.submitted')}>{a.submitted_at ? <time dateTime={a.submitted_at}>{showDate(a.submitted_at, timeZone, fmt)}</time> : '—'}</td>
              <td>
                <Link to={href(`/dashboard/attempt-review/${a.id}`)} aria-label={t('review.openLabel', { n: a.number, name: a.exam_title })}>
                  {t('review.open')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
