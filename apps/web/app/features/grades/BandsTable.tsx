import type { GradeBand } from '@tasreef/contracts/grades';
import { formatNumber } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** A scale's bands, highest first: the grade and its range of percents. */
export function BandsTable({ bands, caption }: { bands: readonly GradeBand[]; caption: string }) {
  const { t, fmt } = useLocale();
  return (
    <table className="scale-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('grades.band.label')}</th>
          <th scope="col">{t('grades.band.range')}</th>
        </tr>
      </thead>
      <tbody>
        {bands.map((b) => (
          <tr key={`${b.from}-${b.label}`}>
            <th scope="row">
              <bdi>{b.label}</bdi>
            </th>
            <td>
              <bdi dir="ltr">
                {formatNumber(fmt, b.from)}–{formatNumber(fmt, b.to)}%
              </bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
