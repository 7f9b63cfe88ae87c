import type { EffectiveSettings } from '@tasreef/contracts/exam-overrides';
import { showDate } from '../../lib/time.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import type { MessageKey } from '../../i18n/index.ts';

const FROM: Record<EffectiveSettings['source'], MessageKey> = {
  student: 'overrides.from.student',
  class: 'overrides.from.class',
  exam: 'overrides.from.exam',
};

/** Each assigned student's settings as they meet the exam (their overrides applied), and where each comes from. */
export function EffectiveTable({ students, timeZone }: { students: EffectiveSettings[]; timeZone: string }) {
  const { t, fmt } = useLocale();
  const date = (iso: string | null) => <bdi>{showDate(iso, timeZone, fmt)}</bdi>;
  return (
    <table className="exam-table" aria-labelledby="overrides-effective-title">
      <thead>
        <tr>
          <th scope="col">{t('overrides.col.student')}</th>
          <th scope="col">{t('overrides.col.opens')}</th>
          <th scope="col">{t('overrides.col.closes')}</th>
          <th scope="col">{t('overrides.col.time')}</th>
          <th scope="col">{t('overrides.col.attempts')}</th>
          <th scope="col">{t('overrides.col.from')}</th>
        </tr>
      </thead>
      <tbody>
        {students.map((s) => (
          <tr key={s.id} data-student={s.id}>
            <th scope="row">
              <bdi>{s.full_name}</bdi>
            </th>
            <td data-label={t('overrides.col.opens')}>{date(s.publish_at)}</td>
            <td data-label={t('overrides.col.closes')}>{date(s.expires_at)}</td>
            <td data-label={t('overrides.col.time')}>{s.minutes === null ? t('overrides.untimed') : t('overrides.minutes', { number: s.minutes })}</td>
            <td data-label={t('overrides.col.attempts')}>{s.attempts_allowed === null ? t('overrides.unlimited') : s.attempts_allowed}</td>
            <td data-label={t('overrides.col.from')}>{t(FROM[s.source])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
