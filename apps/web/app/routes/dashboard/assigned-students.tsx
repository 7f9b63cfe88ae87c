import type { AssignedStudentsAnswer } from '@tasreef/contracts/exam-students';
import { Link } from 'react-router';
import { requireEducator } from '../../lib/session.server.ts';
import { load } from '../../lib/api.server.ts';
import { loadExam } from '../../features/exams/api.server.ts';
import { AssignedTable, ProgressFigures } from '../../features/exams/Progress.tsx';
import { zoneOf } from '../../lib/time.ts';
import '../../features/exams/exams.css';
import '../../features/management/management.css';
import { translate } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import type { Route } from './+types/assigned-students';

/** The students an exam is assigned to (guard is-educator): each one's status, attempts and scores. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const account = await requireEducator(context, request, locale);
  const exam = await loadExam(context, request, locale, params.id);
  const assigned = await load<AssignedStudentsAnswer>(context, request, locale, `/assigned-students/${exam.id}`);
  return { locale, exam: { id: exam.id, title: exam.title }, assigned, timeZone: zoneOf(account.profile.time_zone) };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        ...pageMeta(d.locale, `/dashboard/assigned-students/${d.exam.id}`, `${d.exam.title} · ${translate(d.locale, 'assigned.title')}`, translate(d.locale, 'assigned.lead')),
        { name: 'robots', content: 'noindex' },
      ]
    : [];

export default function AssignedStudentsPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const { exam, assigned, timeZone } = loaderData;
  return (
    <div className="container page exam-page">
      <header className="page-header">
        <h1>
          <bdi>{exam.title}</bdi>
        </h1>
        <p>{t('assigned.lead')}</p>
        <p>
          <Link to={href(`/dashboard/exam-details/${exam.id}`)}>{t('assigned.back')}</Link>
        </p>
      </header>
      <ProgressFigures progress={assigned.progress} method={assigned.progress.grading_method} />
      <AssignedTable students={assigned.students} timeZone={timeZone} />
    </div>
  );
}
