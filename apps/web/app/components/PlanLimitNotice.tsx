import { Link } from 'react-router';
import { useLocale } from '../i18n/use-locale.ts';

/**
 * The plan does not include what the person asked for, and the way to a plan that does. After an
 * action the plan refused it is an alert in the error colours; on a page whose feature the plan
 * lacks (`offer`) it is an invitation, in the accent colours and not announced as an error.
 */
export function PlanLimitNotice({ message, offer = false }: { message?: string | undefined; offer?: boolean }) {
  const { t, href } = useLocale();
  return (
    <div className={offer ? 'notice plan-limit plan-limit--offer' : 'notice notice--error plan-limit'} role={offer ? undefined : 'alert'}>
      <p>{message ?? t('mgmt.planLimit.title')}</p>
      <Link className="button button--primary button--small" to={href('/prices')}>
        {t('mgmt.planLimit.upgrade')}
      </Link>
    </div>
  );
}
