import { PATTERN_IDS, patternCitation, type VerbPage } from '@tasreef/contracts/search';
import { data, Form, Link, redirect } from 'react-router';
import { ConjugationView } from '../features/conjugation/ConjugationView.tsx';
import { verbHead } from '../features/conjugation/verb-head.ts';
import '../features/search/search.css';
import { readPublicApi } from '../lib/api.server.ts';
import { translate } from '../i18n/index.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { pageMeta } from '../lib/meta.ts';
import { localeParam } from '../lib/route-locale.ts';
import type { Route } from './+types/conjugate';

type ApiError = { error?: { message: string; details?: Array<{ path?: string; issue: string }> } };

/**
 * Any root on any pattern: a GET form (no script needed). A verb the lexicon holds goes to its own
 * page; any other is conjugated by the engine and says it is not attested.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const url = new URL(request.url);
  const root = (url.searchParams.get('root') ?? '').slice(0, 40);
  const pattern = url.searchParams.get('pattern') ?? '';
  if (root.trim() === '' && pattern === '') return { locale, root, pattern, page: null, error: null };
  const res = await readPublicApi<{ data: VerbPage } & ApiError>(context, `/${locale}/conjugate?root=${encodeURIComponent(root)}&pattern=${encodeURIComponent(pattern)}`);
  if (!res || res.status === 503) throw data(translate(locale, 'bs.unavailable'), { status: 503 });
  if (res.status !== 200) {
    const issue = res.body.error?.details?.[0]?.issue ?? res.body.error?.message ?? translate(locale, 'conjugate.error');
    return { locale, root, pattern, page: null, error: issue };
  }
  const page = res.body.data;
  // the lexicon holds it: its own page, one URL per verb
  if (page.verb.attested) throw redirect(page.verb.canonical, 302);
  return { locale, root, pattern, page, error: null };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return [];
  const title = d.page ? translate(d.locale, 'conjugate.titleOf', { lemma: d.page.verb.lemma }) : translate(d.locale, 'conjugate.title');
  return [
    ...pageMeta(d.locale, '/conjugate', title, translate(d.locale, 'conjugate.description')),
    // a built verb is not a page of the lexicon: not for search engines
    ...(d.page || d.error ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
};

export default function ConjugatePage({ loaderData }: Route.ComponentProps) {
  const { t, href, locale } = useLocale();
  const { root, pattern, page, error } = loaderData;
  // an option cannot hold markup: the Latin name is isolated (LRI … PDI) so that «I (1)» keeps its order in Arabic
  const option = (id: (typeof PATTERN_IDS)[number]) => {
    const name = `\u2066${/^I\d$/.test(id) ? `I (${id.slice(1)})` : id}\u2069`;
    const weight = patternCitation(id) ?? '';
    return locale === 'ar' ? `${weight} — ${name}` : `${name} — ${weight}`;
  };
  return (
    <div className="container page conj-page">
      {!page && (
        <header className="page-header">
          <h1>{t('conjugate.title')}</h1>
          <p className="lead">{t('conjugate.description')}</p>
        </header>
      )}
      <Form method="get" className="form conjugate-form" aria-label={t('conjugate.title')}>
        <div className="form__row">
          <div className="field">
            <label htmlFor="conjugate-root">{t('conjugate.root')}</label>
            <input
              id="conjugate-root"
              name="root"
              defaultValue={root}
              lang="ar"
              dir="rtl"
              autoComplete="off"
              required
              maxLength={20}
              aria-describedby="conjugate-root-hint"
              aria-invalid={error ? true : undefined}
            />
            <p id="conjugate-root-hint" className="conjugate-form__hint">
              {t('conjugate.rootHint')}
            </p>
          </div>
          <div className="field">
            <label htmlFor="conjugate-pattern">{t('conjugate.pattern')}</label>
            <select id="conjugate-pattern" name="pattern" defaultValue={pattern || 'I1'}>
              {PATTERN_IDS.map((id) => (
                <option key={id} value={id}>
                  {option(id)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className="button button--primary">
          {t('conjugate.submit')}
        </button>
      </Form>
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      {page && (
        <>
          <p className="notice conjugate-unattested" role="note">
            {t('conjugate.unattested')} <Link to={href(`/basic-search?q=${encodeURIComponent([...page.verb.root].join(' '))}`)}>{t('conjugate.rootVerbs')}</Link>
          </p>
          <ConjugationView head={verbHead(page)} body={page} />
        </>
      )}
    </div>
  );
}
