import type { SearchAnswer } from '@tasreef/contracts/search';
import { isolateArabic } from '../i18n/bidi.tsx';
import { Link, useSearchParams } from 'react-router';
import '../features/conjugation/conjugation.css';
import '../features/search/search.css';
import { readPublicApi } from '../lib/api.server.ts';
import { SearchBox } from '../features/search/SearchBox.tsx';
import { StaticPart } from '../components/StaticPart.tsx';
import { NounList } from '../features/search/NounList.tsx';
import { Pager } from '../components/Pager.tsx';
import { VerbTable } from '../features/search/VerbTable.tsx';
import { translate } from '../i18n/index.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { pageMeta } from '../lib/meta.ts';
import { forRenderOnly, useRenderOnly } from '../lib/render-only.tsx';
import { localeParam } from '../lib/route-locale.ts';
import type { Route } from './+types/basic-search';

const EXAMPLES = ['كتب', 'ك ت ب', 'وَسَيَكْتُبُونَهَا', 'قال', 'to write', 'ktb', 'kataba'];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const url = new URL(request.url);
  const q = url.searchParams.get('q') ?? '';
  const mode: 'loose' | 'exact' = url.searchParams.get('mode') === 'exact' ? 'exact' : 'loose';
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  if (q.trim() === '') return { locale, q, mode, found: null, result: null, error: null };
  const res = await readPublicApi<SearchAnswer & { error?: { message: string; details: Array<{ issue: string }> } }>(
    context,
    `/${locale}/search?q=${encodeURIComponent(q.slice(0, 400))}&mode=${mode}&page=${page}`,
  );
  if (!res || res.status === 503) return { locale, q, mode, found: null, result: null, error: translate(locale, 'bs.unavailable') };
  if (res.status !== 200)
    return { locale, q, mode, found: null, result: null, error: res.body.error?.details?.[0]?.issue ?? res.body.error?.message ?? translate(locale, 'bs.unavailable') };
  // The results are a static part that a document's render draws and the browser keeps (ADR 0050):
  // their data stays on the server (ADR 0051); what hydrates around them gets `found`.
  const found = { page: res.body.meta.page, suggestions: res.body.meta.suggestions };
  return { locale, q, mode, found, result: forRenderOnly(context, RESULT, res.body), error: null };
}

const RESULT = 'search-result';

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        ...pageMeta(
          data.locale,
          '/basic-search',
          data.q ? `${data.q} — ${translate(data.locale, 'bs.title')}` : translate(data.locale, 'bs.title'),
          translate(data.locale, 'bs.description'),
        ),
        ...(data.q ? [{ name: 'robots', content: 'noindex' }] : []),
      ]
    : [];

/** The readings of the word, one line each (grouped by the API): the first ten, the rest behind a disclosure (no script). */
function Readings({ readings }: { readings: SearchAnswer['meta']['readings'] }) {
  const item = (r: SearchAnswer['meta']['readings'][number], i: number) => (
    // a verb outside the lexicon (read from the engine's patterns) is set apart; its link searches its root
    <li key={i} className={r.in_lexicon ? undefined : 'analysis--outside'}>
      {/* The reading is a sentence in the page's language with Arabic forms inside: the page's
          direction, each Arabic run isolated, so "وَ + سَ" and the lemma keep their places. */}
      <Link to={r.url || '#'}>{isolateArabic(r.description)}</Link>
    </li>
  );
  const first = readings.slice(0, 10).map((r, i) => item(r, i));
  const rest = readings.slice(10).map((r, i) => item(r, i + 10));
  return (
    <>
      <ul className="analysis-list">{first}</ul>
      {rest.length > 0 && (
        <details>
          <summary>{`+ ${rest.length}`}</summary>
          <ul className="analysis-list">{rest}</ul>
        </details>
      )}
    </>
  );
}

export default function BasicSearchPage({ loaderData }: Route.ComponentProps) {
  const { t, href, locale } = useLocale();
  const { q, mode, found, error } = loaderData;
  const result = useRenderOnly(RESULT, loaderData.result);
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t('bs.title')}</h1>
        <p className="lead">{t('bs.description')}</p>
      </header>
      <SearchBox q={q} mode={mode} />
      {!q.trim() && (
        <p className="bs-examples">
          <span>{t('bs.examples')}</span>
          {EXAMPLES.map((x) => (
            <Link key={x} to={`?q=${encodeURIComponent(x)}`} dir="auto">
              {x}
            </Link>
          ))}
        </p>
      )}
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      {found && found.suggestions.length > 0 && (
        <p className="bs-suggestions">
          <span>{t('search.didYouMean')}</span>
          {found.suggestions.map((x) => (
            <Link key={x} to={`?q=${encodeURIComponent(x)}`} lang={/[a-z]/i.test(x) ? 'en' : 'ar'} dir="auto" className={/[a-z]/i.test(x) ? undefined : 'arabic-form'}>
              {x}
            </Link>
          ))}
        </p>
      )}
      {found && (
        <div aria-live="polite">
          {/* links and disclosures only: hydration keeps the server's HTML of the results (ADR 0050) */}
          <StaticPart id={`${locale}|${mode}|${q}|${found.page}`}>{result && <Results result={result} q={q} />}</StaticPart>
        </div>
      )}
      <p>
        <Link to={href('/more-keywords')}>{t('bs.groups')}</Link> · <Link to={href('/advanced-search')}>{t('as.title')}</Link> ·{' '}
        <Link to={href('/conjugate')}>{t('conjugate.link')}</Link>
      </p>
    </div>
  );
}

/** The readings of the word, the nouns and the verbs found, with their pager. */
function Results({ result, q }: { result: SearchAnswer; q: string }) {
  const { t, href } = useLocale();
  const [search] = useSearchParams();
  const rootFirst = result.meta.kinds.includes('root') || result.meta.kinds.includes('keyword');
  const analysesBlock = result.data.analyses.length > 0 && (
    <section aria-labelledby="h-analyses">
      <h2 id="h-analyses">{t('bs.analyses', { word: q.trim() })}</h2>
      <Readings readings={result.meta.readings} />
    </section>
  );
  const pages = Math.max(1, Math.ceil(result.meta.total / result.meta.per_page));
  return (
    <>
      {!rootFirst && analysesBlock}
      {result.meta.nouns.length > 0 && (
        <section aria-labelledby="h-nouns">
          <h2 id="h-nouns">{t('bs.nouns')}</h2>
          <NounList nouns={result.meta.nouns} />
        </section>
      )}
      <section aria-labelledby="h-verbs">
        <h2 id="h-verbs">{t('bs.verbs')}</h2>
        <p>
          {t('bs.results', { count: result.meta.total })}
          {result.meta.kinds.includes('root') && result.data.verbs[0] && (
            <>
              {' · '}
              <Link to={href(`/practice?root=${encodeURIComponent(result.data.verbs[0].root)}`)}>{t('practice.rootLink')}</Link>
            </>
          )}
        </p>
        {result.data.verbs.length === 0 ? (
          <p className="notice">{t('bs.noResults')}</p>
        ) : (
          <VerbTable verbs={result.data.verbs} details={result.meta.verbs} caption={t('bs.verbs')} />
        )}
        <Pager page={result.meta.page} pages={pages} search={search} />
      </section>
      {rootFirst && analysesBlock}
    </>
  );
}
