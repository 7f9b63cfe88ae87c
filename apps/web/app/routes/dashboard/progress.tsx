import { Link } from 'react-router';
import { ExamResultsView, ProgressUpgrade, ProgressView } from '../../features/practice/Progress.tsx';
import { loadProgress } from '../../features/practice/api.server.ts';
import '../../features/practice/practice.css';
import { translate } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import type { Route } from './+types/progress';

/** `/{locale}/dashboard/progress`: the signed-in learner's practice progress (issue 17). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  return { locale, ...(await loadProgress(context, request, locale)) };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? [...pageMeta(d.locale, '/dashboard/progress', translate(d.locale, 'progress.title'), translate(d.locale, 'progress.title')), { name: 'robots', content: 'noindex' }] : [];

export default function ProgressPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const { progress, refused, results, student, timeZone } = loaderData;
  return (
    <div className="container page practice-page progress-page">
      <header className="page-header">
        <h1>{t('progress.title')}</h1>
        <p className="lead">{t('progress.lead')}</p>
        <Link to={href('/practice')}>{t('progress.start')}</Link>
      </header>
      {refused !== null && <ProgressUpgrade message={refused} adds={['partial', 'full']} />}
      {progress?.upgrade && <ProgressUpgrade message={progress.upgrade.message} adds={['full']} />}
      {progress && <ProgressView progress={progress} />}
      {(student || results.length > 0) && <ExamResultsView results={results} timeZone={timeZone} />}
    </div>
  );
}
