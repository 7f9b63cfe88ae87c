import type { KeywordGroupItem } from '@tasreef/contracts/search';
import { data, Link } from 'react-router';
import '../../features/conjugation/conjugation.css';
import '../../features/search/search.css';
import { readPublicApi } from '../../lib/api.server.ts';
import { translate, type MessageKey } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import type { Route } from './+types/index';

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const res = await readPublicApi<{ data: KeywordGroupItem[] }>(context, `/${locale}/keyword-groups`);
  if (!res || res.status !== 200) throw data(translate(locale, 'bs.unavailable'), { status: 503 });
  return { locale, groups: res.body.data };
}

export const meta: Route.MetaFunction = ({ data: d }) => (d ? pageMeta(d.locale, '/more-keywords', translate(d.locale, 'kw.title'), translate(d.locale, 'kw.description')) : []);

const KINDS = ['frequent', 'pattern', 'type', 'root'] as const;

/** The curated themes: title, count, description and the cited works. */
function ThemeList({ groups }: { groups: KeywordGroupItem[] }) {
  const { t } = useLocale();
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="kw-theme">
      <h2 id="kw-theme">{t('kw.kind.theme')}</h2>
      <p className="kw-theme-lead">{t('kw.theme.lead')}</p>
      <ul className="kw-theme-list">
        {groups.map((g) => (
          <li key={g.name} className="kw-theme-card">
            <h3 className="kw-theme-card__title">
              <Link to={g.url}>{g.title}</Link>
            </h3>
            <bdi className="chip-count">{t('kw.count', { count: g.count })}</bdi>
            <p className="kw-theme-card__description">{g.description}</p>
            {g.sources ? <p className="kw-theme-card__source">{t('kw.theme.citedFrom', { source: g.sources.map((s) => s.work).join(' · ') })}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function KeywordGroupsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLocale();
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t('kw.title')}</h1>
        <p className="lead">{t('kw.description')}</p>
      </header>
      <div className="kw-groups">
        <ThemeList groups={loaderData.groups.filter((g) => g.kind === 'theme')} />
        {KINDS.map((kind) => (
          <section key={kind} aria-labelledby={`kw-${kind}`}>
            <h2 id={`kw-${kind}`}>{t(`kw.kind.${kind}` as MessageKey)}</h2>
            <ul className="kw-group-list">
              {loaderData.groups
                .filter((g) => g.kind === kind)
                .slice(0, kind === 'root' ? 120 : undefined)
                .map((g) => (
                  <li key={g.name}>
                    <Link to={g.url}>{g.title}</Link> <bdi className="chip-count">{t('kw.count', { count: g.count })}</bdi>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
