import type { NewsletterChoiceResult, NewsletterStatus } from '@tasreef/contracts/newsletter';
import { data, Form, useNavigation } from 'react-router';
import { translate } from '../i18n/index.ts';
import { rich } from '../i18n/rich.tsx';
import { useLocale } from '../i18n/use-locale.ts';
import { pageMeta } from '../lib/meta.ts';
import { localeParam } from '../lib/route-locale.ts';
import { readForm } from '../lib/form-data.ts';
import type { Route } from './+types/unsubscribe';

type LinkState = { kind: 'bad' } | { kind: 'failed' } | { kind: 'ok'; email: string; token: string; status: NewsletterStatus };

function linkQuery(email: string, token: string) {
  return new URLSearchParams({ email, token }).toString();
}

/** Reads `?email=&token=` and asks the API for the subscription; a missing or forged link is `bad`. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const url = new URL(request.url);
  const email = url.searchParams.get('email')?.trim() ?? '';
  const token = url.searchParams.get('token')?.trim() ?? '';
  let state: LinkState = { kind: 'bad' };
  if (email && token) {
    const res = await context.api<{ data: NewsletterStatus }>(`/${locale}/newsletter/status?${linkQuery(email, token)}`);
    if (res.status === 200) state = { kind: 'ok', email, token, status: res.body.data };
    else if (res.status >= 500 || res.status === 429) state = { kind: 'failed' };
  }
  return { locale, state };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  const form = await readForm(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const res = await context.api<{ data: NewsletterChoiceResult }>(`/${locale}/newsletter/unsubscribe`, {
    method: 'POST',
    body: { email: field('email'), token: field('token'), choice: field('choice') },
  });
  if (res.status === 200) return { ok: true as const, result: res.body.data };
  return data({ ok: false as const, bad: res.status === 403 || res.status === 422 }, { status: res.status });
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [...pageMeta(d.locale, '/unsubscribe', translate(d.locale, 'unsubscribe.title'), translate(d.locale, 'unsubscribe.description')), { name: 'robots', content: 'noindex' }]
    : [];

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLocale();
  const { state } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const address = (email: string) => <bdi dir="ltr">{email}</bdi>;

  let body: React.ReactNode;
  if (actionData && actionData.ok) {
    const { result } = actionData;
    body = (
      <div className="notice notice--success" role="status">
        <p>{result.message}</p>
        <p>{rich(t(result.subscribed ? 'unsubscribe.kept' : 'unsubscribe.done'), { email: address(result.email) })}</p>
      </div>
    );
  } else if (state.kind === 'bad' || (actionData && !actionData.ok && actionData.bad)) {
    body = (
      <p className="notice notice--error" role="alert">
        {t('unsubscribe.badLink')}
      </p>
    );
  } else if (state.kind === 'failed' || (actionData && !actionData.ok)) {
    body = (
      <p className="notice notice--error" role="alert">
        {t('unsubscribe.failed')}
      </p>
    );
  } else {
    const { email, token, status } = state;
    body = (
      <>
        <p className="unsubscribe__question">{rich(t(status.subscribed ? 'unsubscribe.question' : 'unsubscribe.already'), { email: address(email) })}</p>
        <Form method="post" className="unsubscribe__actions">
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="token" value={token} />
          {status.subscribed ? (
            <>
              <button type="submit" name="choice" value="unsubscribe" className="button button--danger" disabled={busy}>
                {t('unsubscribe.confirm')}
              </button>
              <button type="submit" name="choice" value="keep" className="button button--ghost" disabled={busy}>
                {t('unsubscribe.keep')}
              </button>
            </>
          ) : null}
        </Form>
      </>
    );
  }

  return (
    <div className="container page page--narrow">
      <header className="page-header">
        <h1>{t('unsubscribe.title')}</h1>
      </header>
      {body}
    </div>
  );
}
