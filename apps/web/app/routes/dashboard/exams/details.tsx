import type { AttemptSummary } from '@tasreef/contracts/attempts';
import type { AssignedStudentsAnswer } from '@tasreef/contracts/exam-students';
import type { ExamSharing } from '@tasreef/contracts/sharing';
import type { ExamOverridesAnswer } from '@tasreef/contracts/exam-overrides';
import { Form, Link, data, redirect } from 'react-router';
import type { FormResult } from '../../../lib/form.ts';
import { useFormResult } from '../../../components/fields.tsx';
import { requireSignedIn } from '../../../lib/session.server.ts';
import { load } from '../../../lib/api.server.ts';
import { loadExam } from '../../../features/exams/api.server.ts';
import { AssignedTable, AttemptsTable, ProgressFigures } from '../../../features/exams/Progress.tsx';
import { ExamSettingsList, PdfLinks } from '../../../features/exams/ReviewStep.tsx';
import { zoneOf } from '../../../lib/time.ts';
import { OverridesSection } from '../../../features/exams/OverridesSection.tsx';
import { overrideAction } from '../../../features/exams/overrides.server.ts';
import '../../../features/exams/exams.css';
import '../../../features/management/management.css';
import { shareAction } from '../../../features/sharing/actions.server.ts';
import { liveStartAction } from '../../../features/live/start.server.ts';
import { LIVE_START_INTENT } from '../../../features/live/start-intent.ts';
import { ReceivedNotice, ShareSection } from '../../../features/sharing/ShareSection.tsx';
import '../../../features/sharing/sharing.css';
import { readForm } from '../../../lib/form-data.ts';
import { translate } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/details';

/** How many assigned students the details page lists before linking to all of them. */
const ASSIGNED_SHOWN = 10;

/**
 * An exam's details for its educators: settings, success rates, attempts and the students assigned.
 * A student's details of an exam are where they take it (attempts, resume, re-attempt).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const account = await requireSignedIn(context, request, locale);
  if (account.type === 'student') throw redirect(`/${locale}/dashboard/answer-exam/${encodeURIComponent(params.id)}`);
  const exam = await loadExam(context, request, locale, params.id);
  const published = exam.status === 'published' || exam.status === 'upcoming';
  const [assigned, attempts, overrides] = published
    ? await Promise.all([
        load<AssignedStudentsAnswer>(context, request, locale, `/assigned-students/${exam.id}`),
        load<AttemptSummary[]>(context, request, locale, `/exams/${exam.id}/attempts`),
        load<ExamOverridesAnswer>(context, request, locale, `/exams/${exam.id}/overrides`),
      ])
    : [null, [] as AttemptSummary[], null];
  const sharing = await load<ExamSharing>(context, request, locale, `/exams/${exam.id}/sharing`);
  return { locale, exam, assigned, attempts, overrides, sharing, timeZone: zoneOf(account.profile.time_zone) };
}

/** "Run live" (features/live), the Share section's forms (features/sharing) and the Overrides section's (add, change, remove). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  const account = await requireSignedIn(context, request, locale);
  const exam = await loadExam(context, request, locale, params.id);
  const form = await readForm(request);
  const done =
    (await liveStartAction(context, request, locale, exam.id, form)) ??
    (await shareAction(context, request, locale, exam.id, form)) ??
    (await overrideAction(context, request, locale, exam.id, form, zoneOf(account.profile.time_zone)));
  if (!done) throw data(null, { status: 400 });
  return data<FormResult>(done.result, { status: done.status });
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        ...pageMeta(d.locale, `/dashboard/exam-details/${d.exam.id}`, `${d.exam.title} · ${translate(d.locale, 'examDetails.title')}`, translate(d.locale, 'examDetails.lead')),
        { name: 'robots', content: 'noindex' },
      ]
    : [];

export default function ExamDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const { exam, assigned, attempts, overrides, sharing, timeZone } = loaderData;
  const { result, busy } = useFormResult(actionData);
  return (
    <div className="container page exam-page">
      <header className="page-header">
        <h1>
          <bdi>{exam.title}</bdi>
        </h1>
        <p>{t('examDetails.lead')}</p>
        <div className="section-actions">
          <Link className="button" to={href(`/dashboard/exam-setup/${exam.id}`)}>
            {t('examDetails.setup')}
          </Link>
          {/* a live session of this exam (ADR 0091): its host screen follows; a refusal comes back here */}
          <Form method="post">
            <input type="hidden" name="intent" value={LIVE_START_INTENT} />
            <button type="submit" className="button" disabled={busy}>
              {t('live.run')}
            </button>
          </Form>
          {assigned && (
            <Link className="button" to={href(`/dashboard/assigned-students/${exam.id}`)}>
              {t('assigned.title')}
            </Link>
          )}
          <PdfLinks examId={exam.id} pdf={exam.pdf_download} />
        </div>
        {result?.intent === LIVE_START_INTENT && !result.ok && result.message && (
          <p role="alert" className="notice notice--error">
            {result.message}
          </p>
        )}
      </header>
      <ReceivedNotice sharing={sharing} timeZone={timeZone} />
      {!assigned ? (
        <p role="status" className="notice">
          {t('examDetails.draft')}
        </p>
      ) : (
        <>
          <section aria-labelledby="progress-title">
            <h2 id="progress-title">{t('examDetails.progress')}</h2>
            <ProgressFigures progress={assigned.progress} method={assigned.progress.grading_method} />
          </section>
          <section aria-labelledby="attempts-title">
            <h2 id="attempts-title">{t('examDetails.attempts')}</h2>
            <AttemptsTable attempts={attempts} timeZone={timeZone} />
          </section>
          <section aria-labelledby="assigned-title">
            <h2 id="assigned-title">{t('assigned.title')}</h2>
            <AssignedTable students={assigned.students} timeZone={timeZone} limit={ASSIGNED_SHOWN} />
            {assigned.students.length > ASSIGNED_SHOWN && (
              <p>
                <Link to={href(`/dashboard/assigned-students/${exam.id}`)}>{t('examDetails.allAssigned', { count: assigned.students.length })}</Link>
              </p>
            )}
          </section>
        </>
      )}
      {overrides && <OverridesSection answer={overrides} classes={exam.assignments.classes} result={result} busy={busy} timeZone={timeZone} />}
      <section aria-labelledby="settings-title">
        <h2 id="settings-title">{t('examDetails.settings')}</h2>
        <ExamSettingsList exam={exam} timeZone={timeZone} />
      </section>
      <ShareSection sharing={sharing} result={result} busy={busy} timeZone={timeZone} />
    </div>
  );
}
