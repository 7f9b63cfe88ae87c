import { Link } from 'react-router';
import { useLocale } from '../i18n/use-locale.ts';

/** The plan's limit was reached: what the API said, and the way to a plan that lifts it. */
export function PlanLimitNotice({ message }: { message?: string | undefined }) {
  const { t, href } = useLocale();
  return (
    <div className="notice notice--error plan-limit" role="alert">
      <p>{message ?? t('mgmt.planLimit.title')}</p>
      <Link className="button button--primary button--small" to={href('/prices')}>
        {t('mgmt.planLimit.upgrade')}
      </Link>
    </div>
  );
}
