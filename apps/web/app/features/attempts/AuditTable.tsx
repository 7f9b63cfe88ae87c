import type { AttemptWithResult } from '@tasreef/contracts/attempts';
import { formatNumber } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { showDate } from '../../lib/time.ts';

/** Every change of points on an attempt (ADR 0090): when, who, which question (its number in the attempt's order), before → after, why. */
export function AuditTable({ data, timeZone }: { data: AttemptWithResult; timeZone: string }) {
  const { fmt, t, locale } = useLocale();
  const audit = data.audit ?? [];
  if (audit.length === 0) return <p>{t('review.audit.none')}</p>;
  const numberOf = new Map(data.questions.map((q, i) => [q.id, i + 1]));
  const arrow = locale === 'ar' ? ' ← ' : ' → ';
  return (
    <table className="exam-table review-audit">
      <caption className="visually-hidden">{t('review.audit')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('review.audit.when')}</th>
          <th scope="col">{t('review.audit.who')}</th>
          <th scope="col">{t('review.audit.question')}</th>
          <th scope="col">{t('review.audit.change')}</th>
          <th scope="col">{t('review.audit.reason')}</th>
        </tr>
      </thead>
      <tbody>
        {audit.map((e, i) => (
          <tr key={`${e.at}-${i}`}>
            <td data-label={t('review.audit.when')}>
              <time dateTime={e.at}>{showDate(e.at, timeZone, fmt)}</time>
            </td>
            <td data-label={t('review.audit.who')}>
              <bdi>{e.actor}</bdi>
            </td>
            <td data-label={t('review.audit.question')}>{numberOf.has(e.question_id) ? formatNumber(fmt, numberOf.get(e.question_id)!) : '—'}</td>
            <td data-label={t('review.audit.change')}>
              {formatNumber(fmt, e.old_points)}
              {arrow}
              {formatNumber(fmt, e.new_points)}
            </td>
            <td data-label={t('review.audit.reason')}>
              <bdi>{e.reason}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
