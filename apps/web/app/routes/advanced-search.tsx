import type { FacetName, VerbsAnswer } from '@tasreef/contracts/search';
import { useRef } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import '../features/conjugation/conjugation.css';
import '../features/search/search.css';
import { readPublicApi } from '../lib/api.server.ts';
import { FACET_ORDER, facetValueKey, facetValues, filtersFrom } from '../features/search/facets.ts';
import { patternWeight } from '@tasreef/contracts/search';
import { Pager } from '../components/Pager.tsx';
import { VerbTable } from '../features/search/VerbTable.tsx';
import { translate, type MessageKey } from '../i18n/index.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { pageMeta } from '../lib/meta.ts';
import { localeParam } from '../lib/route-locale.ts';
import type { Route } from './+types/advanced-search';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const url = new URL(request.url);
  const filters = filtersFrom(url.searchParams);
  const page = Math.max(1, Math.min(100_000, Number(url.searchParams.get('page')) || 1));
  const res = await readPublicApi<VerbsAnswer & { error?: { message: string; details: Array<{ issue: string }> } }>(
    context,
    `/${locale}/verbs?${filters.toString()}&page=${page}&per_page=25`,
  );
  if (!res || res.status === 503) return { locale, result: null, error: translate(locale, 'bs.unavailable') };
  if (res.status !== 200) return { locale, result: null, error: res.body.error?.details?.[0]?.issue ?? res.body.error?.message ?? '' };
  return { locale, result: res.body, error: null };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? pageMeta(data.locale, '/advanced-search', translate(data.locale, 'as.title'), translate(data.locale, 'as.description')) : [];

/**
 * The filters in force, each a chip that removes it (a link: works without script), above the
 * results; on a phone the filter panel itself stays folded under its summary.
 */
function ActiveFilters({ label }: { label: (name: FacetName, value: string) => string }) {
  const { t, href } = useLocale();
  const [search] = useSearchParams();
  const active = FACET_ORDER.filter((name) => (search.get(name) ?? '') !== '');
  if (active.length === 0) return null;
  const without = (name: FacetName) => {
    const s = new URLSearchParams(search);
    s.delete(name);
    s.delete('page');
    const q = s.toString();
    return q ? `?${q}` : href('/advanced-search');
  };
  return (
    <ul className="as-chips" aria-label={t('phone.filters.active')}>
      {active.map((name) => {
        const text = `${t(`as.f.${name}` as MessageKey)}: ${label(name, search.get(name)!)}`;
        return (
          <li key={name}>
            <Link to={without(name)} className="as-chip" aria-label={t('phone.filters.remove', { filter: text })}>
              <bdi>{text}</bdi>
              <span aria-hidden="true" className="as-chip__x">
                ×
              </span>
            </Link>
          </li>
        );
      })}
      {active.length > 1 && (
        <li>
          <Link to={href('/advanced-search')} className="as-chip as-chip--clear">
            {t('as.reset')}
          </Link>
        </li>
      )}
    </ul>
  );
}

export default function AdvancedSearchPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const [search] = useSearchParams();
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const { result, error } = loaderData;

  const active = FACET_ORDER.filter((name) => (search.get(name) ?? '') !== '');
  const label = (name: FacetName, value: string): string => {
    if (name === 'type') return result?.meta.type_names[value] ?? value;
    if (name === 'pattern') return `${value} · ${patternWeight(value) ?? ''}`;
    if (name === 'bab') return `${value} · ${patternWeight(`I${value}`) ?? ''}`;
    if (name === 'first_letter') return value;
    const key = facetValueKey(name, value);
    return key ? t(key as MessageKey) : value;
  };

  return (
    <div className="container">
      <header className="page-header">
        <h1>{t('as.title')}</h1>
        <p className="lead">{t('as.description')}</p>
      </header>
      {error && (
        <p className="notice notice--error" role="alert">
          {error} <Link to={href('/advanced-search')}>{t('as.reset')}</Link>
        </p>
      )}
      {result && (
        <div className="as-layout">
          <ActiveFilters label={label} />
          <details className="as-panel">
            <summary className="button button--ghost as-panel__toggle">{t('phone.filters.show', { count: active.length })}</summary>
            <Form key={search.toString()} method="get" ref={form} className="as-facets" aria-label={t('as.filters')} onChange={() => form.current?.requestSubmit()}>
              {FACET_ORDER.map((name) => {
                const counts = result.meta.facets[name] ?? {};
                const current = search.get(name) ?? '';
                return (
                  <fieldset key={name} className="as-facet">
                    <legend>{t(`as.f.${name}` as MessageKey)}</legend>
                    <div className={name === 'first_letter' ? 'as-facet__options as-facet__options--letters' : 'as-facet__options'}>
                      <label>
                        <input type="radio" name={name} value="" defaultChecked={current === ''} /> {t('as.any')}
                      </label>
                      {facetValues(name, counts).map((v) => (
                        <label key={v}>
                          <input type="radio" name={name} value={v} defaultChecked={current === v} />
                          <span lang={name === 'first_letter' ? 'ar' : undefined} className={name === 'first_letter' ? 'arabic-form' : undefined}>
                            {label(name, v)}
                          </span>
                          <bdi className="as-facet__count">{counts[v]}</bdi>
                        </label>
                      ))}
                    </div>
                  </fieldset>
                );
              })}
              <div className="as-actions">
                <button type="submit" className="button button--primary">
                  {t('as.apply')}
                </button>
                <Link to={href('/advanced-search')} className="button button--ghost">
                  {t('as.reset')}
                </Link>
              </div>
            </Form>
          </details>
          <section aria-labelledby="as-results" aria-busy={navigation.state === 'loading'}>
            <h2 id="as-results">{t('as.results', { count: result.meta.total })}</h2>
            {result.data.length === 0 ? <p className="notice">{t('bs.noResults')}</p> : <VerbTable verbs={result.data} details={result.meta.verbs} caption={t('as.title')} />}
            <Pager page={result.meta.page} pages={result.meta.pages} search={search} />
          </section>
        </div>
      )}
    </div>
  );
}
