import { useEffect, useId, useRef, useState } from 'react';
import { BidiText } from '../i18n/bidi.tsx';
import { Form } from 'react-router';
import { helpArticles, helpCategories } from '../content/help-center.ts';
import { translate } from '../i18n/index.ts';
import { rich } from '../i18n/rich.tsx';
import { useLocale } from '../i18n/use-locale.ts';
import { filterHelpArticles } from '../lib/help-search.ts';
import { pageMeta } from '../lib/meta.ts';
import { localeParam } from '../lib/route-locale.ts';
import type { Route } from './+types/help-center';

/** `?q=` is filtered here, so the search works as a plain form without script. */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 200);
  const articles = helpArticles[locale];
  const categories = helpCategories[locale];
  return { locale, q, articles, categories, matchIds: filterHelpArticles(articles, q, categories).map((a) => a.id) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? pageMeta(data.locale, '/help-center', translate(data.locale, 'help.title'), translate(data.locale, 'help.description')) : [];

export default function HelpCenterPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useLocale();
  const { articles, categories, q, matchIds } = loaderData;
  // Typing filters instantly in the browser; submitting (or no script) filters in the loader.
  const [query, setQuery] = useState(q);
  useEffect(() => setQuery(q), [q]);
  // Words typed before the script took over (a slow connection) are in the field but not in the
  // state: read them once when the page hydrates, so the list filters for them too.
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== q) setQuery(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);
  const inputId = useId();
  const shown = query === q ? articles.filter((a) => matchIds.includes(a.id)) : filterHelpArticles(articles, query, categories);

  const byCategory = new Map<string, typeof shown>();
  for (const article of shown) {
    const list = byCategory.get(article.category) ?? [];
    list.push(article);
    byCategory.set(article.category, list);
  }
  const order = Object.keys(categories).filter((id) => byCategory.has(id));
  for (const id of byCategory.keys()) if (!order.includes(id)) order.push(id);

  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t('help.title')}</h1>
        <p className="lead">{t('help.description')}</p>
      </header>
      <Form method="get" role="search" className="help-search" onSubmit={(event) => event.currentTarget.querySelector('input')?.blur()}>
        <label htmlFor={inputId}>{t('help.searchLabel')}</label>
        <div className="help-search__row">
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            dir="auto"
            value={query}
            placeholder={t('help.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={`${inputId}-count`}
            maxLength={200}
          />
          <button type="submit" className="button button--primary">
            {t('help.searchSubmit')}
          </button>
        </div>
      </Form>
      <p id={`${inputId}-count`} className="help-count" role="status">
        {shown.length === 0 && query.trim() ? rich(t('help.noResults'), { query: <bdi>{query.trim()}</bdi> }) : t('help.results', { count: shown.length })}
      </p>
      {order.map((category) => (
        <section key={category} className="help-category" aria-labelledby={`cat-${category}`}>
          <h2 id={`cat-${category}`}>{categories[category] ?? category}</h2>
          {byCategory.get(category)?.map((article) => (
            <details key={article.id} id={article.id} className="help-article" open={shown.length <= 2}>
              <summary>
                <h3 className="help-article__title">{article.title}</h3>
                <p className="help-article__summary">
                  <BidiText text={article.summary} locale={locale} />
                </p>
              </summary>
              <div className="help-article__body">
                {article.body.map((paragraph, index) => (
                  <p key={index}>
                    <BidiText text={paragraph} locale={locale} />
                  </p>
                ))}
                {article.steps && article.steps.length > 0 && (
                  <>
                    <h4>{t('help.steps')}</h4>
                    <ol>
                      {article.steps.map((step, index) => (
                        <li key={index}>
                          <BidiText text={step} locale={locale} />
                        </li>
                      ))}
                    </ol>
                  </>
                )}
              </div>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
