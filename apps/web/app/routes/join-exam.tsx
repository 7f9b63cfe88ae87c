import { SHARE_LINK_TOKEN, type ShareLinkPreview } from '@tasreef/contracts/sharing';
import { Form, Link, data, redirect } from 'react-router';
import { callApi, failure } from '../lib/api.server.ts';
import { loadAccount } from '../lib/session.server.ts';
import type { FormResult } from '../lib/form.ts';
import { AuthPage, useFormResult } from '../components/fields.tsx';
import '../features/sharing/sharing.css';
import { translate } from '../i18n/index.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { pageMeta } from '../lib/meta.ts';
import { localeParam } from '../lib/route-locale.ts';
import type { Route } from './+types/join-exam';

interface ErrorBody {
  error?: { message?: string };
}

/**
 * `/{locale}/join-exam/{token}`: a share link (ADR 0043). A student signs in (or registers) and
 * joins the exam's takers, then takes it; a revoked link, an unknown one or an ended exam get a
 * page that says so. Plain links and one form post: it works without script.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const path = `/${locale}/join-exam/${params.token}`;
  if (!SHARE_LINK_TOKEN.test(params.token)) return data({ locale, path, preview: null, message: translate(locale, 'join.invalid'), account: null }, { status: 404 });
  const res = await callApi<{ data: ShareLinkPreview }>(context, request, `/${locale}/exam-links/${params.token}`);
  if (res.status !== 200) {
    const message = ((res.body ?? {}) as ErrorBody).error?.message ?? translate(locale, 'join.invalid');
    return data({ locale, path, preview: null, message, account: null }, { status: res.status === 429 ? 429 : 404 });
  }
  const preview = res.body.data;
  const account = await loadAccount(context, locale);
  if (account && !account.is_email_verified) throw redirect(`/${locale}/auth/otp?email=${encodeURIComponent(account.email)}`);
  // a taker already: straight to the exam
  if (preview.status === 'open' && preview.joined) throw redirect(`/${locale}/dashboard/answer-exam/${preview.exam.id}`);
  return data(
    { locale, path, preview, message: preview.message, account: account ? { type: account.type, name: account.full_name } : null },
    { status: preview.status === 'open' ? 200 : 410 },
  );
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? [...pageMeta(d.locale, '/join-exam', translate(d.locale, 'join.title'), translate(d.locale, 'join.title')), { name: 'robots', content: 'noindex' }] : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  if (!SHARE_LINK_TOKEN.test(params.token)) throw data(null, { status: 404 });
  const res = await callApi<{ data: { exam_id: string } }>(context, request, `/${locale}/exam-links/${params.token}/join`, 'POST');
  if (res.status === 200) throw redirect(`/${locale}/dashboard/answer-exam/${res.body.data.exam_id}?joined=1`);
  if (res.status === 401) throw redirect(`/${locale}/auth/login?return_to=${encodeURIComponent(`/${locale}/join-exam/${params.token}`)}`);
  return data<FormResult>(failure(res, 'join'), { status: res.status });
}

export default function JoinExamPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const { preview, message, account, path } = loaderData;
  const { result, busy } = useFormResult(actionData);
  if (!preview || preview.status !== 'open') {
    return (
      <AuthPage title={t('join.title')} lead={message ?? t('join.invalid')}>
        {preview && (
          <p className="join-exam__title">
            <bdi>{preview.exam.title}</bdi>
          </p>
        )}
        <p>
          <Link to={href('/')}>{t('nav.home')}</Link>
        </p>
      </AuthPage>
    );
  }
  const educator = `\u2068${preview.exam.educator}\u2069`;
  const lead = preview.exam.organization ? t('join.leadOrganization', { educator, organization: `\u2068${preview.exam.organization}\u2069` }) : t('join.lead', { educator });
  const back = encodeURIComponent(path);
  return (
    <AuthPage title={t('join.title')} lead={lead}>
      <p className="join-exam__title">
        <bdi>{preview.exam.title}</bdi>
      </p>
      {result && !result.ok && result.message && (
        <p className="notice notice--error" role="alert">
          {result.message}
        </p>
      )}
      {!account ? (
        <>
          <p>{t('join.signInLead')}</p>
          <div className="join-exam__actions">
            <Link className="button button--primary" to={`${href('/auth/login')}?return_to=${back}`}>
              {t('join.signIn')}
            </Link>
            <Link className="button button--ghost" to={`${href('/auth/register')}?return_to=${back}`}>
              {t('join.register')}
            </Link>
          </div>
        </>
      ) : account.type !== 'student' ? (
        <p className="notice" role="status">
          {t('join.notStudent')}
        </p>
      ) : (
        <Form method="post">
          <p>{t('join.asStudent', { name: `\u2068${account.name}\u2069` })}</p>
          <button type="submit" className="button button--primary button--large" disabled={busy}>
            {t('join.join')}
          </button>
        </Form>
      )}
    </AuthPage>
  );
}
