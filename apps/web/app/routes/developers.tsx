import type { CurlExample } from '@tasreef/contracts/integrations';
import { Link } from 'react-router';
import { ScopeName } from '../features/integrations/parts.tsx';
import '../features/integrations/integrations.css';
import { translate } from '../i18n/index.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { load } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { localeParam } from '../lib/route-locale.ts';
import type { Route } from './+types/developers';

/** `/{locale}/developers`: how outside systems call Tasreef with a key, with curl calls made from the OpenAPI document (ADR 0083). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const { scopes, examples } = await load<{ scopes: string[]; examples: CurlExample[] }>(context, request, locale, '/developers/examples');
  return { locale, scopes, examples };
}

export const meta: Route.MetaFunction = ({ data: d }) => (d ? pageMeta(d.locale, '/developers', translate(d.locale, 'dev.title'), translate(d.locale, 'dev.lead')) : []);

/** The calls grouped by the scope they need, in the document's order: on a phone the page is a list of scopes to open, not 60 calls. */
function groupsOf(examples: CurlExample[]): Array<[string, CurlExample[]]> {
  const groups = new Map<string, CurlExample[]>();
  for (const e of examples) {
    const scope = e.scopes[0] ?? '';
    groups.set(scope, [...(groups.get(scope) ?? []), e]);
  }
  return [...groups];
}

export default function DevelopersPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const { scopes, examples } = loaderData;
  return (
    <div className="container page integrations-page developers-page">
      <header className="page-header">
        <h1>{t('dev.title')}</h1>
        <p className="lead">{t('dev.lead')}</p>
      </header>
      <section aria-labelledby="dev-keys">
        <h2 id="dev-keys">{t('dev.keysTitle')}</h2>
        <p>{t('dev.keysBody')}</p>
        <p>
          <Link to={href('/dashboard/api-keys')}>{t('keys.title')}</Link> · <Link to={href('/dashboard/webhooks')}>{t('hooks.title')}</Link> ·{' '}
          <a href="/api/docs" dir="ltr">
            OpenAPI
          </a>
        </p>
        <h3>{t('dev.scopesTitle')}</h3>
        <ul>
          {scopes.map((s) => (
            <li key={s}>
              <ScopeName scope={s} />
            </li>
          ))}
        </ul>
        <h3>{t('dev.errorsTitle')}</h3>
        <p>{t('dev.errorsBody')}</p>
        <h3>{t('dev.hooksTitle')}</h3>
        <p>{t('dev.hooksBody')}</p>
      </section>
      <section aria-labelledby="dev-examples">
        <h2 id="dev-examples">{t('dev.examplesTitle')}</h2>
        <p>{t('dev.examplesLead')}</p>
        {groupsOf(examples).map(([scope, list]) => (
          <details key={scope} className="curl-group">
            <summary>
              <ScopeName scope={scope} /> <span className="curl-group__count">({list.length})</span>
            </summary>
            {list.map((e) => (
              <article key={`${e.method} ${e.path}`} className="curl-example">
                <h3>
                  <code dir="ltr">
                    {e.method} {e.path}
                  </code>
                </h3>
                <p>{e.summary}</p>
                <pre aria-label={t('dev.exampleLabel', { operation: `${e.method} ${e.path}` })}>
                  <code>{e.curl}</code>
                </pre>
              </article>
            ))}
          </details>
        ))}
      </section>
    </div>
  );
}
