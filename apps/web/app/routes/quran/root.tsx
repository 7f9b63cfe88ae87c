import '@fontsource/amiri-quran/arabic-400.css';
import '../../features/quran/quran.css';
import type { RootAnswer } from '@tasreef/contracts/quran';
import { data, Link } from 'react-router';
import { readPublicApi } from '../../lib/api.server.ts';
import { formatNumber, translate } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import type { Route } from './+types/root';

/** Occurrences listed per group before the rest is counted (a root such as قول has over 1,700). */
const SHOWN = 60;

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const res = await readPublicApi<RootAnswer>(context, `/${locale}/quran/roots/${encodeURIComponent(params.root ?? '')}`);
  if (!res || res.status === 503) throw data(translate(locale, 'bs.unavailable'), { status: 503 });
  if (res.status !== 200) throw data(translate(locale, 'quran.root.invalid'), { status: 404 });
  const groups = res.body.data.groups.map((g) => ({ ...g, more: Math.max(0, g.occurrences.length - SHOWN), occurrences: g.occurrences.slice(0, SHOWN) }));
  return { locale, root: res.body.data.root, count: res.body.data.count, groups };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return [];
  const root = [...d.root].join(' ');
  return pageMeta(d.locale, `/quran/roots/${d.root}`, translate(d.locale, 'quran.root.title', { root }), translate(d.locale, 'quran.root.description', { root }));
};

export default function QuranRootPage({ loaderData }: Route.ComponentProps) {
  const { fmt, t, href } = useLocale();
  const { root, count, groups } = loaderData;
  return (
    <div className="container page quran-page">
      <nav className="quran-crumbs">
        <Link to={href('/quran')}>{t('quran.allSuras')}</Link>
      </nav>
      <h1>{t('quran.root.title', { root: [...root].join(' ') })}</h1>
      <p>{count === 0 ? t('quran.root.none') : t('quran.root.summary', { count: formatNumber(fmt, count), groups: formatNumber(fmt, groups.length) })}</p>
      {groups.map((g, i) => (
        <section key={i} className="root-group" aria-labelledby={`g${i}`}>
          <h2 id={`g${i}`}>
            <span className="quran-word__kind">{t(`quran.kind.${g.kind}`)}</span> <bdi lang="ar">{g.lemma}</bdi>
            {g.pattern && <span className="muted"> ({g.pattern})</span>} · {t('quran.root.count', { count: formatNumber(fmt, g.count) })}
          </h2>
          {g.verb_url && g.verb_id && (
            <p>
              <Link to={g.verb_url}>{t('quran.word.conjugation', { lemma: g.lemma })}</Link>
            </p>
          )}
          <ul className="root-group__list">
            {g.occurrences.map((o) => (
              <li key={o.ref}>
                <Link to={o.url}>
                  <span className="quran-text" lang="ar">
                    {o.uthmani}
                  </span>{' '}
                  <bdi dir="ltr">{o.ref.split(':').slice(0, 2).join(':')}</bdi>
                </Link>
              </li>
            ))}
            {g.more > 0 && <li className="muted">{t('quran.root.more', { count: formatNumber(fmt, g.more) })}</li>}
          </ul>
        </section>
      ))}
    </div>
  );
}
