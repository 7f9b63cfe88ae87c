import type { FeatureReport, Headline, ReportUpgrade } from '@tasreef/contracts/reports';
import { FEATURE_DIMENSIONS } from '@tasreef/contracts/reports';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/use-locale.ts';
import { Meter } from './Charts.tsx';
import { duration, num, pct } from './format.ts';

/** Where the plan cuts the report: what the next plan adds, and the way to it. */
export function UpgradePrompt({ upgrade }: { upgrade: ReportUpgrade }) {
  const { t, href } = useLocale();
  return (
    <aside className="notice report-upgrade" aria-labelledby="report-upgrade-title">
      <p id="report-upgrade-title" className="report-upgrade__title">
        {t('reports.upgradeTitle')}
      </p>
      <p>{upgrade.message}</p>
      <Link className="button button--primary button--small" to={href('/prices')}>
        {t('reports.upgrade')}
      </Link>
    </aside>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <li className="dash-stat">
      <span>
        <span className="dash-stat__value">
          <bdi>{value}</bdi>
        </span>
        <span className="dash-stat__label">{label}</span>
      </span>
    </li>
  );
}

/** The headline figures as cards. */
export function HeadlineStats({ summary }: { summary: Headline }) {
  const { t, locale } = useLocale();
  return (
    <ul className="dash-stats report-stats">
      <Stat label={t('reports.stat.attempts')} value={num(summary.attempts)} />
      <Stat label={t('reports.stat.students')} value={num(summary.students)} />
      <Stat label={t('reports.stat.mean')} value={pct(summary.mean, locale)} />
      <Stat label={t('reports.stat.median')} value={pct(summary.median, locale)} />
      <Stat label={t('reports.stat.passRate')} value={pct(summary.pass_rate, locale)} />
      <Stat label={t('reports.stat.time')} value={duration(summary.time.mean_seconds)} />
    </ul>
  );
}

export { Stat };

/** The weakest features, and every feature by dimension (behind a disclosure). */
export function FeatureTables({ features, lead, idPrefix }: { features: FeatureReport; lead: string; idPrefix: string }) {
  const { t, locale } = useLocale();
  return (
    <section className="report-section" aria-labelledby={`${idPrefix}-weak`}>
      <h2 id={`${idPrefix}-weak`}>{t('reports.f.title')}</h2>
      <p className="muted">{lead}</p>
      {features.weakest.length === 0 ? (
        <p>{t('reports.f.none')}</p>
      ) : (
        <table className="exam-table report-table">
          <caption className="visually-hidden">{t('reports.f.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.f.feature')}</th>
              <th scope="col">{t('reports.f.right')}</th>
              <th scope="col">{t('reports.f.answers')}</th>
            </tr>
          </thead>
          <tbody>
            {features.weakest.map((g) => (
              <tr key={g.label}>
                <th scope="row">{g.label}</th>
                <td data-label={t('reports.f.right')}>
                  <Meter percent={g.percent} text={pct(g.percent, locale)} />
                </td>
                <td data-label={t('reports.f.answers')}>{num(g.answers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <details className="report-details">
        <summary>{t('reports.f.byDimension')}</summary>
        {FEATURE_DIMENSIONS.filter((d) => features.by_dimension[d].length > 0).map((d) => (
          <table key={d} className="exam-table report-table">
            <caption>{t(`reports.f.dim.${d}`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reports.f.feature')}</th>
                <th scope="col">{t('reports.f.right')}</th>
                <th scope="col">{t('reports.f.answers')}</th>
              </tr>
            </thead>
            <tbody>
              {features.by_dimension[d].map((g) => (
                <tr key={g.label}>
                  <th scope="row">{g.label}</th>
                  <td data-label={t('reports.f.right')}>
                    <Meter percent={g.percent} text={pct(g.percent, locale)} />
                  </td>
                  <td data-label={t('reports.f.answers')}>{num(g.answers)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </details>
    </section>
  );
}
