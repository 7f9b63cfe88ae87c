import { reportsLanding } from '../content/reports.ts';
import { Link } from 'react-router';
import { ContentPageView } from '../components/ContentPageView.tsx';
import { useLocale } from '../i18n/use-locale.ts';
import { contentLoader, contentMeta } from '../lib/content-route.ts';
import type { Route } from './+types/reports';

export const loader = contentLoader(reportsLanding);
export const meta = contentMeta('/reports');

export default function ReportsPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  return (
    <ContentPageView page={loaderData.page}>
      <p className="page-actions">
        <Link to={href('/prices')} className="button button--primary">
          {t('home.ctaPrices')}
        </Link>
        <Link to={href('/contact-us')} className="button button--ghost">
          {t('nav.contactUs')}
        </Link>
      </p>
    </ContentPageView>
  );
}
