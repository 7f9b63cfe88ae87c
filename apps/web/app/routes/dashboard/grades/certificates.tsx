import type { Certificate } from '@tasreef/contracts/grades';
import { Form, Link, data } from 'react-router';
import type { FormResult } from '../../../lib/form.ts';
import { useFormResult } from '../../../components/fields.tsx';
import { CertificateFacts } from '../../../features/grades/CertificateFacts.tsx';
import { certificateDate } from '../../../features/grades/dates.ts';
import '../../../features/grades/grades.css';
import { load, send } from '../../../lib/api.server.ts';
import { requireSignedIn } from '../../../lib/session.server.ts';
import '../../../features/management/management.css';
import { translate } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { readForm } from '../../../lib/form-data.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/certificates';
import { isUuid } from '../../../lib/uuid.ts';

/** `/{locale}/dashboard/certificates`: a student's certificates; an educator's, of their exams, to revoke or reinstate (ADR 0039). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const account = await requireSignedIn(context, request, locale);
  const exam = new URL(request.url).searchParams.get('exam_id');
  const certificates = await load<Certificate[]>(context, request, locale, `/certificates${exam && isUuid(exam) ? `?exam_id=${exam}` : ''}`);
  return { locale, certificates, educator: account.type === 'educator' };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? [...pageMeta(d.locale, '/dashboard/certificates', translate(d.locale, 'cert.title'), translate(d.locale, 'cert.lead')), { name: 'robots', content: 'noindex' }] : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireSignedIn(context, request, locale);
  const form = await readForm(request);
  const intent = form.get('intent') === 'reinstate' ? 'reinstate' : 'revoke';
  const id = String(form.get('id') ?? '');
  if (!isUuid(id)) throw data(null, { status: 404 });
  const { result, status } = await send(context, request, locale, `/certificates/${id}/${intent}`, 'POST', undefined, `${intent}:${id}`);
  return data<FormResult>(result, { status });
}

export default function CertificatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href, locale, fmt } = useLocale();
  const { certificates, educator } = loaderData;
  const { result, busy } = useFormResult(actionData);
  return (
    <div className="container page certificates-page">
      <header className="page-header">
        <h1>{t('cert.title')}</h1>
        <p>{t(educator ? 'cert.leadEducator' : 'cert.lead')}</p>
      </header>
      {result && !result.ok && result.message && (
        <p className="notice notice--error" role="alert">
          {result.message}
        </p>
      )}
      {certificates.length === 0 ? (
        <p role="status">{t(educator ? 'cert.noneEducator' : 'cert.none')}</p>
      ) : (
        <ul className="certificate-list">
          {certificates.map((c) => (
            <li key={c.id} id={`certificate-${c.id}`} className={`certificate-card${c.status === 'revoked' ? ' certificate-card--revoked' : ''}`}>
              <h2>
                <bdi>{c.exam_title}</bdi>
              </h2>
              <p className={`notice ${c.status === 'valid' ? 'notice--success' : 'notice--error'}`}>
                {c.status === 'valid' ? t('cert.valid') : t('cert.revokedOn', { date: `\u2068${certificateDate(c.revoked_at!, fmt)}\u2069` })}
              </p>
              <CertificateFacts c={c} />
              <div className="certificate-actions">
                <a className="button button--primary button--small" href={`/api/v1/${locale}/certificates/${c.id}/pdf`} download>
                  {t('cert.pdf')}
                </a>
                <Link className="button button--ghost button--small" to={href(`/certificates/${c.code}`)}>
                  {t('cert.publicPage')}
                </Link>
                {c.can_revoke && c.status === 'valid' && <RevokeConfirm id={c.id} name={c.student_name} busy={busy} />}
                {c.can_revoke && c.status === 'revoked' && (
                  <Form method="post">
                    <input type="hidden" name="id" value={c.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="reinstate"
                      className="button button--small"
                      disabled={busy}
                      aria-label={t('cert.reinstateFor', { name: c.student_name })}
                    >
                      {t('cert.reinstate')}
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Revoking is confirmed first: a disclosure holds the consequence and the submit button, so it
 * works without script and takes two deliberate activations (as the administrator's disable does).
 * The specification has no wording for it; the catalog's `cert.revokeConfirm` is ours.
 */
function RevokeConfirm({ id, name, busy }: { id: string; name: string; busy: boolean }) {
  const { t } = useLocale();
  // A name in the other script keeps its own direction inside the sentence (first-strong isolate).
  const isolated = `\u2068${name}\u2069`;
  return (
    <details className="certificate-revoke">
      <summary className="button button--danger button--small">
        <span aria-hidden="true">{t('cert.revoke')}</span>
        <span className="visually-hidden">{t('cert.revokeFor', { name: isolated })}</span>
      </summary>
      <Form method="post" className="certificate-revoke__body">
        <p id={`revoke-${id}`}>{t('cert.revokeConfirm', { name: isolated })}</p>
        <input type="hidden" name="id" value={id} />
        <button type="submit" name="intent" value="revoke" className="button button--danger button--small" disabled={busy} aria-describedby={`revoke-${id}`}>
          {t('cert.revokeYes')}
        </button>
      </Form>
    </details>
  );
}
