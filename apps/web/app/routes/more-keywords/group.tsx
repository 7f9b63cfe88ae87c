import type { KeywordGroupAnswer } from '@tasreef/contracts/search';
import { data, Link, useSearchParams } from 'react-router';
import '../../features/conjugation/conjugation.css';
import '../../features/search/search.css';
import { readPublicApi } from '../../lib/api.server.ts';
import { Pager } from '../../components/Pager.tsx';
import { VerbTable } from '../../features/search/VerbTable.tsx';
import { translate } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import type { Route } from './+types/group';
import { ThemeSections, ThemeSources } from './theme.tsx';
import { practiceQuery } from '../../features/practice/links.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const page = Math.max(1, Math.min(100_000, Number(new URL(request.url).searchParams.get('page')) || 1));
  const res = await readPublicApi<KeywordGroupAnswer>(context, `/${locale}/keyword-groups/${encodeURIComponent(params.name)}?page=${page}`);
  if (!res || res.status === 503) throw data(translate(locale, 'bs.unavailable'), { status: 503 });
  if (res.status !== 200) throw data(translate(locale, 'kw.notFound'), { status: 404 });
  return { locale, ...res.body };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? pageMeta(d.locale, `/more-keywords/${encodeURIComponent(d.data.group.name)}`, d.data.group.title, d.data.group.description) : [];

export default function KeywordGroupPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const [search] = useSearchParams();
  const { group, verbs, sections } = loaderData.data;
  const practice = practiceQuery(group, verbs[0]?.root);
  const header = (
    <header className="page-header">
      <h1>{group.title}</h1>
      <p className="lead">{group.description}</p>
      <p>
        {t('kw.count', { count: group.count })} · <Link to={href('/more-keywords')}>{t('kw.title')}</Link>
      </p>
      {practice && (
        <p>
          <Link className="button button--primary button--small" to={href(`/practice?${practice}`)}>
            {t('practice.groupLink')}
          </Link>
        </p>
      )}
    </header>
  );
  if (group.kind === 'theme' && sections) {
    return (
      <div className="container page">
        {header}
        <ThemeSources group={group} />
        <ThemeSections sections={sections} />
        {verbs.length > 0 ? (
          <section className="kw-theme-section" aria-labelledby="kw-theme-verbs">
            <h2 id="kw-theme-verbs">{t('kw.theme.verbs')}</h2>
            <VerbTable verbs={verbs} details={loaderData.meta.verbs} caption={t('kw.theme.verbs')} />
          </section>
        ) : null}
      </div>
    );
  }
  return (
    <div className="container page">
      {header}
      <VerbTable verbs={verbs} details={loaderData.meta.verbs} caption={group.title} />
      <Pager page={loaderData.meta.page} pages={loaderData.meta.pages} search={search} />
    </div>
  );
}
