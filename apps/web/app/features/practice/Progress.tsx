import type { ExamResultItem, PracticeProgress, ProgressFeature, ProgressOverTime, ProgressQueue, WeekCell } from '@tasreef/contracts/practice';
import { Form, Link } from 'react-router';
import { formatNumber } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { showDate } from '../../lib/time.ts';

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

/** What progress tracking the plan lacks, what a plan above adds, and the way to the plans. */
export function ProgressUpgrade({ message, adds }: { message: string; adds: Array<'partial' | 'full'> }) {
  const { t, href } = useLocale();
  return (
    <aside className="notice progress-upgrade" aria-labelledby="progress-upgrade-title">
      <p id="progress-upgrade-title" className="progress-upgrade__title">
        {t(adds.includes('partial') ? 'progress.upgrade.none' : 'progress.upgrade.partial')}
      </p>
      <p>{message}</p>
      <ul>
        {adds.includes('partial') && <li>{t('progress.upgrade.addsPartial')}</li>}
        {adds.includes('full') && <li>{t('progress.upgrade.addsFull')}</li>}
      </ul>
      <Link className="button button--primary button--small" to={href('/prices')}>
        {t('reports.upgrade')}
      </Link>
    </aside>
  );
}

const dayLabel = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The review queue: how many forms are due today, and the button that practises them. */
export function QueueView({ queue }: { queue: ProgressQueue }) {
  const { t, fmt, href, locale } = useLocale();
  return (
    <section className="card progress-queue" aria-labelledby="progress-queue">
      <h2 id="progress-queue">{t('progress.queue.title')}</h2>
      <p className="progress-queue__due">
        <strong>{t('progress.queue.due', { count: formatNumber(fmt, queue.due) })}</strong>
        {queue.waiting > queue.due && <span className="muted"> · {t('progress.queue.waiting', { count: formatNumber(fmt, queue.waiting) })}</span>}
      </p>
      {queue.due > 0 ? (
        <>
          <ul className="progress-queue__items">
            {queue.items.map((i) => (
              <li key={`${i.verb_id}|${i.type}|${i.form ?? ''}`}>
                <bdi>{i.label}</bdi>
              </li>
            ))}
          </ul>
          <Form method="post" action={href('/practice')}>
            <button type="submit" name="intent" value="queue" className="button button--primary">
              {t('progress.queue.practise')}
            </button>
          </Form>
        </>
      ) : (
        <p className="muted">{queue.next_due ? t('progress.queue.next', { date: dayLabel(locale, queue.next_due) }) : t('progress.queue.empty')}</p>
      )}
      <p className="muted progress-queue__rule">{t('progress.queue.rule')}</p>
    </section>
  );
}

/** A feature's twelve weeks as small bars that follow the page's direction (right to left in Arabic); hidden from assistive technology, which reads the table. */
function WeekBars({ cells }: { cells: WeekCell[] }) {
  return (
    <span className="week-bars" aria-hidden="true">
      {cells.map((c, i) => (
        <span key={i} className={`week-bars__cell${c.share === null ? ' is-empty' : c.share < 50 ? ' is-low' : ''}`}>
          {c.share !== null && <span className="week-bars__bar" style={{ blockSize: `${Math.max(4, c.share)}%` }} />}
        </span>
      ))}
    </span>
  );
}

/** The share right per feature per week: small bar charts, weakest first, each with "practise this", and the same figures as a table for screen readers. */
export function OverTimeView({ data }: { data: ProgressOverTime }) {
  const { t, fmt, href, locale } = useLocale();
  const cellText = (c: WeekCell) => (c.share === null ? '—' : t('progress.week.cell', { share: formatNumber(fmt, c.share), count: formatNumber(fmt, c.answers) }));
  const rows: Array<{ key: string; label: string; cells: WeekCell[]; f?: ProgressFeature }> = [
    { key: 'all', label: t('progress.week.all'), cells: data.all },
    ...data.features.map((f) => ({ key: `${f.dimension}:${f.value}`, label: f.label, cells: f.cells, f })),
  ];
  return (
    <section aria-labelledby="progress-weeks">
      <h2 id="progress-weeks">{t('progress.week.title', { count: formatNumber(fmt, data.weeks.length) })}</h2>
      <figure className="week-chart" aria-labelledby="progress-weeks">
        <ul className="week-chart__rows" aria-hidden="true">
          {rows.map((r) => (
            <li key={r.key} className="week-chart__row">
              <span className="week-chart__label">
                <bdi>{r.label}</bdi>
              </span>
              <WeekBars cells={r.cells} />
            </li>
          ))}
          <li className="week-chart__row week-chart__row--scale">
            <span />
            <span className="week-chart__scale muted">
              <span>{dayLabel(locale, data.weeks[0]!)}</span>
              <span>{dayLabel(locale, data.weeks[data.weeks.length - 1]!)}</span>
            </span>
          </li>
        </ul>
        <div className="visually-hidden">
          <table>
            <caption>{t('progress.week.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('progress.week.feature')}</th>
                {data.weeks.map((w) => (
                  <th scope="col" key={w}>
                    {t('progress.week.of', { date: dayLabel(locale, w) })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row">
                    <bdi>{r.label}</bdi>
                  </th>
                  {r.cells.map((c, i) => (
                    <td key={i}>{cellText(c)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
      {data.features.length > 0 && (
        <ul className="week-practise">
          {data.features.map((f) => (
            <li key={`${f.dimension}:${f.value}`}>
              <bdi>{f.label}</bdi> <span className="muted">· {formatNumber(fmt, f.share)}%</span> ·{' '}
              <Link to={href(`/practice?${f.practice}`)}>
                {t('progress.practise')}
                <span className="visually-hidden">: {f.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A student's results at their assigned exams, each linking to its result page. */
export function ExamResultsView({ results, timeZone }: { results: ExamResultItem[]; timeZone: string }) {
  const { t, fmt, href } = useLocale();
  return (
    <section aria-labelledby="progress-exams">
      <h2 id="progress-exams">{t('progress.exams.title')}</h2>
      {results.length === 0 ? (
        <p className="muted">{t('progress.exams.none')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="progress-exams" tabIndex={0}>
          <table className="progress-exams">
            <thead>
              <tr>
                <th scope="col">{t('progress.exams.exam')}</th>
                <th scope="col">{t('progress.exams.date')}</th>
                <th scope="col">{t('progress.exams.score')}</th>
                <th scope="col">{t('progress.exams.grade')}</th>
              </tr>
            </thead>
            <tbody>
              {results.map((r) => (
                <tr key={r.attempt_id}>
                  <th scope="row">
                    <Link to={href(`/dashboard/answer-exam/${r.exam_id}?attempt=${r.attempt_id}`)}>
                      <bdi>{r.exam_title}</bdi>
                    </Link>
                  </th>
                  <td>{showDate(r.submitted_at, timeZone, fmt)}</td>
                  <td>{formatNumber(fmt, r.score)}%</td>
                  <td>{r.grade ? <bdi>{r.grade}</bdi> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The learner's practice progress: totals, the days practised, the queue and the weeks (full tracking), the weakest features, every feature by dimension. */
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
      {progress.queue && <QueueView queue={progress.queue} />}
      {progress.over_time && <OverTimeView data={progress.over_time} />}
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
