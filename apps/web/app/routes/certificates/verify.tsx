import type { PublicCertificate } from '@tasreef/contracts/grades';
import { data } from 'react-router';
import { readPublicApi } from '../../lib/api.server.ts';
import { CertificateFacts } from '../../features/grades/CertificateFacts.tsx';
import { VerifyForm } from '../../features/grades/VerifyForm.tsx';
import { certificateDate } from '../../features/grades/dates.ts';
import '../../features/grades/grades.css';
import { translate } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import type { Route } from './+types/verify';

/**
 * `/{locale}/certificates` and `/{locale}/certificates/{code}`: the public verification page (no
 * sign-in; what the QR code of a certificate opens). It says valid, revoked with the date, or that
 * no certificate has the code; nothing else about anyone.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const typed = params.code ?? new URL(request.url).searchParams.get('code') ?? '';
  if (!typed.trim()) return { locale, code: '', certificate: null, problem: null };
  const res = await readPublicApi<{ data: PublicCertificate; error?: { message: string } }>(
    context,
    `/${locale}/certificates/verify/${encodeURIComponent(typed.trim().slice(0, 64))}`,
  );
  if (!res || res.status === 503) throw data(translate(locale, 'bs.unavailable'), { status: 503 });
  if (res.status === 200) return { locale, code: res.body.data.code, certificate: res.body.data, problem: null };
  const problem = (res.body as { error?: { message?: string } }).error?.message ?? translate(locale, 'cert.unknown');
  // an unknown code is an answer, not a broken page: 404 for robots, the form to try again for people
  return data({ locale, code: typed.slice(0, 64), certificate: null, problem }, { status: res.status === 429 ? 429 : 404 });
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? [...pageMeta(d.locale, '/certificates', translate(d.locale, 'cert.verifyTitle'), translate(d.locale, 'cert.verifyLead')), { name: 'robots', content: 'noindex' }] : [];

export default function VerifyCertificatePage({ loaderData }: Route.ComponentProps) {
  const { t, fmt } = useLocale();
  const { code, certificate, problem } = loaderData;
  return (
    <div className="container page page--narrow verify-page">
      <header className="page-header">
        <h1>{t('cert.verifyTitle')}</h1>
        <p>{t('cert.verifyLead')}</p>
      </header>
      {certificate && (
        <section className={`certificate-card${certificate.status === 'revoked' ? ' certificate-card--revoked' : ''}`} aria-labelledby="verify-status">
          <p id="verify-status" className={`verify-status notice ${certificate.status === 'valid' ? 'notice--success' : 'notice--error'}`} role="status">
            {certificate.status === 'valid' ? t('cert.isValid') : t('cert.isRevoked', { date: `\u2068${certificateDate(certificate.revoked_at!, fmt)}\u2069` })}
          </p>
          <CertificateFacts c={certificate} />
        </section>
      )}
      {problem && (
        <p className="notice notice--error verify-status" role="alert">
          {problem}
        </p>
      )}
      <VerifyForm code={code} />
    </div>
  );
}
