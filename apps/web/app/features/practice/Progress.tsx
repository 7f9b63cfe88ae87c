import type { PracticeProgress, ProgressFeature } from '@tasreef/contracts/practice';
import { Link } from 'react-router';
import { formatNumber } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';

const DIMENSIONS = ['type', 'pattern', 'root_type', 'tense', 'person'] as const;

function FeatureItem({ f }: { f: ProgressFeature }) {
  const { t, fmt, href } = useLocale();
  return (
    <li className="progress-feature">
      <span className="progress-feature__label">
        <bdi>{f.label}</bdi>
      </span>
      <span className="progress-feature__share">{t('progress.share', { share: formatNumber(fmt, f.share), count: formatNumber(fmt, f.answers) })}</span>
      <meter className="progress-feature__meter" min={0} max={100} low={50} high={80} optimum={100} value={f.share} aria-hidden="true" />
      <Link className="progress-feature__practice" to={href(`/practice?${f.practice}`)}>
        {t('progress.practise')}
        <span className="visually-hidden">: {f.label}</span>
      </Link>
    </li>
  );
}

/** The learner's practice progress: totals, the days practised, the weakest features, every feature by dimension. */
export function ProgressView({ progress }: { progress: PracticeProgress }) {
  const { t, fmt, href, locale } = useLocale();
  if (progress.answers === 0)
    return (
      <section className="card">
        <p>{t('progress.empty')}</p>
        <Link className="button button--primary" to={href('/practice')}>
          {t('progress.start')}
        </Link>
      </section>
    );
  const dateLabel = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const practised = progress.days.filter((d) => d.answers > 0).length;
  return (
    <>
      <dl className="progress-stats">
        <div>
          <dt>{t('progress.answers')}</dt>
          <dd>{formatNumber(fmt, progress.answers)}</dd>
        </div>
        <div>
          <dt>{t('progress.right')}</dt>
          <dd>{formatNumber(fmt, progress.share ?? 0)}%</dd>
        </div>
        <div>
          <dt>{t('progress.streak')}</dt>
          <dd>{formatNumber(fmt, progress.streak)}</dd>
        </div>
      </dl>
      <section aria-labelledby="progress-days">
        <h2 id="progress-days">{t('progress.days', { count: formatNumber(fmt, practised), total: formatNumber(fmt, progress.days.length) })}</h2>
        <ol className="progress-days">
          {progress.days.map((d) => (
            <li key={d.date} className={d.answers > 0 ? 'is-on' : undefined} title={`${dateLabel.format(new Date(`${d.date}T00:00:00Z`))}: ${formatNumber(fmt, d.answers)}`}>
              <span className="visually-hidden">
                {dateLabel.format(new Date(`${d.date}T00:00:00Z`))}: {t('progress.dayAnswers', { count: formatNumber(fmt, d.answers) })}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="progress-weakest">
        <h2 id="progress-weakest">{t('progress.weakest')}</h2>
        {progress.weakest.length === 0 ? (
          <p className="muted">{t('progress.noWeak')}</p>
        ) : (
          <ul className="progress-features">
            {progress.weakest.map((f) => (
              <FeatureItem key={`${f.dimension}:${f.value}`} f={f} />
            ))}
          </ul>
        )}
      </section>
      {DIMENSIONS.map((d) => {
        const list = progress.features.filter((f) => f.dimension === d);
        if (list.length === 0) return null;
        return (
          <section key={d} aria-labelledby={`progress-${d}`}>
            <h2 id={`progress-${d}`}>{t(`progress.dim.${d}`)}</h2>
            <ul className="progress-features">
              {list.map((f) => (
                <FeatureItem key={f.value} f={f} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
