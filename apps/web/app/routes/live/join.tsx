import { useEffect, useRef } from 'react';
import { Form, data, redirect } from 'react-router';
import '../../features/live/live.css';
import { callApi, failure } from '../../lib/api.server.ts';
import { requireSignedIn } from '../../lib/session.server.ts';
import type { FormResult } from '../../lib/form.ts';
import { readForm } from '../../lib/form-data.ts';
import { AuthPage, useFormResult } from '../../components/fields.tsx';
import { translate } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import type { Route } from './+types/join';

/** `/{locale}/live`: a student types the code on the teacher's screen (ADR 0091); one form post, it works without script. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  await requireSignedIn(context, request, locale);
  return { locale };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireSignedIn(context, request, locale);
  const form = await readForm(request);
  const given = form.get('code');
  const code = typeof given === 'string' ? given : '';
  const res = await callApi<{ data: { session_id: string } }>(context, request, `/${locale}/live-sessions/join`, 'POST', { code });
  if (res.status === 200) throw redirect(`/${locale}/live/${res.body.data.session_id}`);
  return data<FormResult>(failure(res, 'join', { code }), { status: res.status });
}

export const meta: Route.MetaFunction = ({ data: d }) => (d ? pageMeta(d.locale, '/live', translate(d.locale, 'live.joinTitle'), translate(d.locale, 'live.joinLead')) : []);

export default function LiveJoinPage({ actionData }: Route.ComponentProps) {
  const { t } = useLocale();
  const { result, busy } = useFormResult(actionData);
  const error = result && !result.ok ? (result.errors?.code ?? result.message) : undefined;
  // a refused code: back to the field, its message read with it
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) field.current?.focus();
  }, [error]);
  return (
    <AuthPage title={t('live.joinTitle')} lead={t('live.joinLead')}>
      <Form method="post" className="live-join">
        <label htmlFor="live-code">{t('live.codeLabel')}</label>
        <input
          ref={field}
          id="live-code"
          name="code"
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          maxLength={12}
          required
          defaultValue={result?.values?.code ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'live-code-error' : undefined}
          className="live-join__code"
        />
        {error && (
          <p id="live-code-error" className="notice notice--error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary button--large" disabled={busy}>
          {t('live.joinButton')}
        </button>
      </Form>
    </AuthPage>
  );
}
