import type { VerbsAnswer } from '@tasreef/contracts/search';
import { data, Link, useSearchParams } from 'react-router';
import '../../features/conjugation/conjugation.css';
import '../../features/search/search.css';
import { readPublicApi } from '../../lib/api.server.ts';
import { Pager } from '../../components/Pager.tsx';
import { translate } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import type { Route } from './+types/type';

/** A conjugation type is a fine verb type (sound, hollow_waw, …): its verbs, most frequent first. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  const type = params.conjugationType;
  const res = await readPublicApi<VerbsAnswer>(context, `/${locale}/verbs?type=${encodeURIComponent(type)}&per_page=60&page=${page}`);
  if (!res || res.status === 503) throw data(translate(locale, 'bs.unavailable'), { status: 503 });
  if (res.status !== 200 || res.body.meta.total === 0) throw data(translate(locale, 'conj.typeNotFound'), { status: 404 });
  const body = res.body;
  return { locale, type, typeName: body.meta.type_names[type] ?? type, verbs: body.data, meta: body.meta };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? pageMeta(
        d.locale,
        `/conjugations/${encodeURIComponent(d.type)}`,
        translate(d.locale, 'conj.typeTitle', { type: d.typeName }),
        translate(d.locale, 'conj.typeDescription', { type: d.typeName }),
      )
    : [];

export default function ConjugationTypePage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const [search] = useSearchParams();
  const { typeName, verbs, meta, type } = loaderData;
  const others = Object.entries(meta.facets.type ?? {}).filter(([id]) => id !== type);
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t('conj.typeTitle', { type: typeName })}</h1>
        <p className="lead">{t('conj.typeDescription', { type: typeName })}</p>
        <p>{t('as.results', { count: meta.total })}</p>
      </header>
      <ul className="verb-list">
        {verbs.map((v) => (
          <li key={v.id}>
            <Link to={v.url} lang="ar" className="arabic-form">
              {v.lemma}
            </Link>{' '}
            <bdi className="conj-related__pattern">{v.pattern}</bdi>
            {v.meaning_en && (
              <span lang="en" dir="ltr" className="verb-list__meaning">
                {v.meaning_en}
              </span>
            )}
          </li>
        ))}
      </ul>
      <Pager page={meta.page} pages={meta.pages} search={search} />
      <section aria-labelledby="other-types">
        <h2 id="other-types">{t('as.f.type')}</h2>
        <ul className="chip-list">
          {others.map(([id, count]) => (
            <li key={id}>
              <Link to={href(`/conjugations/${encodeURIComponent(id)}`)}>{meta.type_names[id] ?? id}</Link> <bdi className="chip-count">{count}</bdi>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
