import type { PublicCertificate } from '@tasreef/contracts/grades';
import { formatNumber } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { certificateDate } from './dates.ts';

/** What a certificate says: who, which exam, the score and grade, when, by whom, its code. */
export function CertificateFacts({ c }: { c: PublicCertificate }) {
  const { t, fmt } = useLocale();
  return (
    <dl className="details-list">
      <div>
        <dt>{t('cert.student')}</dt>
        <dd>
          <bdi>{c.student_name}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('cert.exam')}</dt>
        <dd>
          <bdi>{c.exam_title}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('cert.score')}</dt>
        <dd>
          <bdi dir="ltr">{formatNumber(fmt, c.score)}%</bdi>
        </dd>
      </div>
      {c.grade !== null && (
        <div>
          <dt>{t('grades.grade')}</dt>
          <dd>
            <bdi>{c.grade}</bdi>
          </dd>
        </div>
      )}
      <div>
        <dt>{t('cert.issuedAt')}</dt>
        <dd>{certificateDate(c.issued_at, fmt)}</dd>
      </div>
      <div>
        <dt>{t('cert.issuer')}</dt>
        <dd>
          <bdi>{c.issuer}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('cert.code')}</dt>
        <dd>
          <bdi dir="ltr" className="certificate-code">
            {c.code}
          </bdi>
        </dd>
      </div>
    </dl>
  );
}
