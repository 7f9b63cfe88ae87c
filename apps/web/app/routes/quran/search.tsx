import '@fontsource/amiri-quran/arabic-400.css';
import '../../features/quran/quran.css';
import type { QuranSearchAnswer } from '@tasreef/contracts/quran';
import { Fragment } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { readPublicApi } from '../../lib/api.server.ts';
import { Pager } from '../../components/Pager.tsx';
import { formatNumber, translate } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import type { Route } from './+types/search';

const EXAMPLES = ['ق و ل', 'يقولون', 'الْحَمْدُ', 'رحمة', 'mercy'];

type ErrorBody = { error?: { message?: string; details?: Array<{ issue: string }> } };

/** A GET form: the search works without script; no `q` shows the form and examples, an empty `q` the localized error. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const url = new URL(request.url);
  const q = url.searchParams.get('q');
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  if (q === null) return { locale, q: '', result: null, error: null };
  const res = await readPublicApi<QuranSearchAnswer & ErrorBody>(context, `/${locale}/quran/search?q=${encodeURIComponent(q.slice(0, 400))}&page=${page}`);
  if (!res || res.status === 503) return { locale, q, result: null, error: translate(locale, 'bs.unavailable') };
  if (res.status !== 200) return { locale, q, result: null, error: res.body.error?.details?.[0]?.issue ?? res.body.error?.message ?? translate(locale, 'quran.search.error') };
  return { locale, q, result: res.body.data, error: null };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        ...pageMeta(
          d.locale,
          '/quran/search',
          d.q ? `${d.q} — ${translate(d.locale, 'quran.search.title')}` : translate(d.locale, 'quran.search.title'),
          translate(d.locale, 'quran.search.description'),
        ),
        ...(d.q ? [{ name: 'robots', content: 'noindex' }] : []),
      ]
    : [];

type Result = QuranSearchAnswer['data'];

function Summary({ r }: { r: Result }) {
  const { t, fmt } = useLocale();
  const counted = t(r.kind === 'english' ? 'quran.search.matches' : 'quran.search.words', { count: r.count });
  return (
    <p className="quran-search__summary" role="status">
      {counted} {t('quran.search.inVerses', { count: r.verses })} {t('quran.search.inSuras', { count: r.suras.length })}
      {r.pages > 1 && <span className="muted"> · {t('bs.page', { page: formatNumber(fmt, r.page), pages: formatNumber(fmt, r.pages) })}</span>}
    </p>
  );
}

function Explanation({ r }: { r: Result }) {
  const { t } = useLocale();
  if (r.kind === 'english') return <p className="muted">{t('quran.search.byEnglish')}</p>;
  return (
    <>
      {r.kind === 'root' ? (
        <p>{t('quran.search.byRoot', { root: [...(r.roots[0]?.root ?? '')].join(' ') })}</p>
      ) : (
        r.lemmas.length > 0 && (
          <div>
            <p>{t('quran.search.byLemma')}</p>
            <ul className="quran-search__lemmas">
              {r.lemmas.map((l, i) => (
                <li key={i}>
                  {t(`quran.kind.${l.kind}`)}{' '}
                  {l.verb_url && l.kind !== 'noun' ? (
                    <Link to={l.verb_url}>
                      <bdi lang="ar">{l.lemma}</bdi>
                    </Link>
                  ) : (
                    <bdi lang="ar">{l.lemma}</bdi>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )
      )}
      {r.roots.length > 0 && (
        <p className="quran-search__roots">
          {r.roots.map((root, i) => (
            <Fragment key={root.root}>
              {i > 0 && ' · '}
              <Link to={root.url}>{t('quran.root.link', { root: [...root.root].join(' ') })}</Link>
            </Fragment>
          ))}
        </p>
      )}
    </>
  );
}

export default function QuranSearchPage({ loaderData }: Route.ComponentProps) {
  const { t, fmt, href } = useLocale();
  const [search] = useSearchParams();
  const { q, result, error } = loaderData;
  return (
    <div className="container page quran-page">
      <nav className="quran-crumbs">
        <Link to={href('/quran')}>{t('quran.allSuras')}</Link>
      </nav>
      <h1>{t('quran.search.title')}</h1>
      <Form method="get" className="quran-search__form" role="search">
        <label htmlFor="quran-q">{t('quran.search.label')}</label>
        <div className="quran-search__row">
          <input
            id="quran-q"
            name="q"
            type="search"
            dir="auto"
            placeholder={t('quran.search.placeholder')}
            defaultValue={q}
            maxLength={100}
            aria-describedby="quran-q-hint"
            autoComplete="off"
          />
          <button type="submit" className="button button--primary">
            {t('quran.search.submit')}
          </button>
        </div>
        <p id="quran-q-hint" className="muted">
          {t('quran.search.hint')}
        </p>
      </Form>
      {!result && !error && (
        <p className="bs-examples">
          <span>{t('quran.search.examples')}</span>{' '}
          {EXAMPLES.map((x) => (
            <Fragment key={x}>
              <Link to={`?q=${encodeURIComponent(x)}`} dir="auto">
                {x}
              </Link>{' '}
            </Fragment>
          ))}
        </p>
      )}
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      {result && (
        <div className="quran-search__results">
          <Summary r={result} />
          <Explanation r={result} />
          {result.count === 0 && <p className="notice">{t('quran.search.none')}</p>}
          {result.suras.length > 1 && (
            <details className="quran-search__suras">
              <summary>{t('quran.search.suras')}</summary>
              <ul>
                {result.suras.map((s) => (
                  <li key={s.number}>
                    <span className="quran-text" lang="ar">
                      {s.name_ar}
                    </span>{' '}
                    {t('quran.search.suraCount', { name: `(${formatNumber(fmt, s.number)}) ${s.name_en}`, count: formatNumber(fmt, s.count) })}
                  </li>
                ))}
              </ul>
            </details>
          )}
          {result.groups.map((g) => (
            <section key={g.sura.number} className="quran-search__sura" aria-labelledby={`s${g.sura.number}`}>
              <h2 id={`s${g.sura.number}`}>
                <Link to={g.sura.url}>
                  <bdi>{formatNumber(fmt, g.sura.number)}</bdi> ·{' '}
                  <span className="quran-text" lang="ar">
                    {g.sura.name_ar}
                  </span>{' '}
                  · <bdi lang="en">{g.sura.name_en}</bdi>
                </Link>
              </h2>
              <ol className="verses">
                {g.verses.map((v) => (
                  <li key={v.number} className="verse">
                    <p className="verse__text quran-text" lang="ar" dir="rtl">
                      {v.words.map((w, i) => (
                        <Fragment key={i}>
                          {w.mark ? (
                            <a className="verse__word" href={`${g.sura.url}?word=${v.number}:${i + 1}#word-panel`} title={t('quran.search.wordLink')}>
                              <mark>{w.text}</mark>
                            </a>
                          ) : (
                            w.text
                          )}{' '}
                        </Fragment>
                      ))}
                      <Link className="verse__n" to={v.url} aria-label={t('quran.verseLink', { sura: String(g.sura.number), verse: String(v.number) })}>
                        {formatNumber(fmt, v.number)}
                      </Link>
                    </p>
                    <p className="verse__translation" lang="en" dir="ltr">
                      {v.translation.map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : <Fragment key={i}>{p.text}</Fragment>))}
                    </p>
                  </li>
                ))}
              </ol>
            </section>
          ))}
          <Pager page={result.page} pages={result.pages} search={search} />
        </div>
      )}
    </div>
  );
}
