import { generateExamsLanding } from '../content/generate-exams.ts';
import { Link } from 'react-router';
import { ContentPageView } from '../components/ContentPageView.tsx';
import { useLocale } from '../i18n/use-locale.ts';
import { contentLoader, contentMeta } from '../lib/content-route.ts';
import type { Route } from './+types/generate-exams';

export const loader = contentLoader(generateExamsLanding);
export const meta = contentMeta('/generate-exams');

export default function GenerateExamsPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  return (
    <ContentPageView page={loaderData.page}>
      <p className="page-actions">
        <Link to={href('/auth/register')} className="button button--primary">
          {t('nav.createAccount')}
        </Link>
        <Link to={href('/questions-types')} className="button button--secondary">
          {t('nav.questionsTypes')}
        </Link>
        <Link to={href('/prices')} className="button button--ghost">
          {t('home.ctaPrices')}
        </Link>
      </p>
    </ContentPageView>
  );
}
