import type { LiveHostView } from '@tasreef/contracts/live';
import { OptionText } from '../../components/QuestionParts.tsx';
import { useLocale } from '../../i18n/use-locale.ts';

/** How the answers spread: a bar per option with its count in figures and the key marked in words, not by colour alone. */
export function Distribution({ bars, answered }: { bars: NonNullable<LiveHostView['distribution']>; answered: number }) {
  const { t, locale } = useLocale();
  return (
    <ul className="live-bars" aria-label={t('live.distribution')}>
      {bars.map((b) => (
        <li key={b.key} className={b.correct ? 'live-bar live-bar--correct' : 'live-bar'}>
          <span className="live-bar__label">
            <OptionText text={b.label[locale]} />
            {b.correct && <strong> ✓ {t('live.key')}</strong>}
          </span>
          <span className="live-bar__track" aria-hidden="true">
            <span className="live-bar__fill" style={{ inlineSize: `${answered ? Math.round((100 * b.count) / answered) : 0}%` }} />
          </span>
          <span className="live-bar__count">{t('live.count', { number: b.count })}</span>
        </li>
      ))}
    </ul>
  );
}

export function Leaderboard({ rows }: { rows: LiveHostView['leaderboard'] }) {
  const { t } = useLocale();
  if (rows.length === 0) return <p>{t('live.nobody')}</p>;
  return (
    <table className="table live-board">
      <caption>{t('live.leaderboard')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('live.rank')}</th>
          <th scope="col">{t('live.name')}</th>
          <th scope="col">{t('live.points')}</th>
          <th scope="col">{t('live.correct')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.rank}-${r.name}`}>
            <td>{r.rank}</td>
            <td>
              <bdi>{r.name}</bdi>
            </td>
            <td>{r.score}</td>
            <td>{r.correct}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
