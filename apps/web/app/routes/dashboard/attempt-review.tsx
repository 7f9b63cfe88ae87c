import type { AttemptWithResult } from '@tasreef/contracts/attempts';
import { useEffect } from 'react';
import { Link, data } from 'react-router';
import { useFormResult } from '../../components/fields.tsx';
import { AuditTable } from '../../features/attempts/AuditTable.tsx';
import { MarkForm } from '../../features/attempts/MarkForm.tsx';
import { ReportItem } from '../../features/attempts/ReportItem.tsx';
import '../../features/attempts/attempts.css';
import '../../features/exams/exams.css';
import { formatNumber, translate } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { load, send } from '../../lib/api.server.ts';
import { formValues, type FormResult } from '../../lib/form.ts';
import { readForm } from '../../lib/form-data.ts';
import { focusMainHeading } from '../../lib/focus.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import { requireEducator } from '../../lib/session.server.ts';
import { showDate, zoneOf } from '../../lib/time.ts';
import type { Route } from './+types/attempt-review';

/**
 * `/{locale}/dashboard/attempt-review/{id}` (ADR 0090): a student's attempt as they saw it, for the
 * exam's educators, with a marking form per question and the audit of changed points.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const account = await requireEducator(context, request, locale);
  const attempt = await load<AttemptWithResult>(context, request, locale, `/attempts/${encodeURIComponent(params.id)}`);
  return { locale, attempt, timeZone: zoneOf(account.profile.time_zone) };
}

/** One question's marking: the comment always; the points (and their reason) only when they changed. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireEducator(context, request, locale);
  const values = formValues(await readForm(request));
  const questionId = values.intent ?? '';
  const points = (values.points ?? '').trim();
  const body: Record<string, unknown> = { comment: values.comment ?? '' };
  if (points !== (values.points_was ?? '')) {
    body.points = points === '' ? null : Number(points);
    body.reason = values.reason ?? '';
  }
  const done = await send(context, request, locale, `/attempts/${encodeURIComponent(params.id)}/questions/${encodeURIComponent(questionId)}/review`, 'PUT', body, questionId);
  return data<FormResult>(done.result.ok ? done.result : { ...done.result, values }, { status: done.status });
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        ...pageMeta(
          d.locale,
          `/dashboard/attempt-review/${d.attempt.attempt.id}`,
          `${d.attempt.student.full_name} · ${d.attempt.attempt.exam_title}`,
          translate(d.locale, 'review.title', { n: d.attempt.attempt.number }),
        ),
        { name: 'robots', content: 'noindex' },
      ]
    : [];

export default function AttemptReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { fmt, t, href } = useLocale();
  const { attempt: d, timeZone } = loaderData;
  // the API's message ("saved") is the toast's, said once; a refusal is shown on its question's form
  const { result, busy } = useFormResult(actionData);
  // the page opens on its heading (a keyboard or screen-reader user starts from it, not the body)
  useEffect(() => focusMainHeading(), []);
  const { attempt, result: score } = d;
  const submitted = attempt.status === 'submitted';
  return (
    <div className="container page exam-page review-page">
      <header className="page-header">
        <Link to={href(`/dashboard/exam-details/${attempt.exam_id}`)}>{t('review.back')}</Link>
        <h1>
          {t('review.title', { n: formatNumber(fmt, attempt.number) })} · <bdi>{d.student.full_name}</bdi>
        </h1>
        <p>
          <bdi>{attempt.exam_title}</bdi>
        </p>
        <p>{t('review.lead', { name: `\u2068${d.student.full_name}\u2069` })}</p>
      </header>
      <div className="result-figures">
        <dl className="review-figures">
          <div>
            <dt>{t('answer.result.score')}</dt>
            <dd data-testid="review-score">{score.score === null ? '—' : <bdi dir="ltr">{formatNumber(fmt, score.score)}%</bdi>}</dd>
          </div>
          <div>
            <dt>{t('examDetails.col.status')}</dt>
            <dd>{t(`answer.status.${score.status}`)}</dd>
          </div>
          {score.grade !== null && (
            <div>
              <dt>{t('grades.grade')}</dt>
              <dd>
                <bdi>{score.grade}</bdi>
              </dd>
            </div>
          )}
          {score.earned !== null && (
            <div>
              <dt>{t('answer.result.points')}</dt>
              <dd>{t('answer.result.pointsOf', { earned: formatNumber(fmt, score.earned), possible: formatNumber(fmt, score.possible) })}</dd>
            </div>
          )}
          <div>
            <dt>{t('answer.result.submittedAt')}</dt>
            <dd>{attempt.submitted_at ? <bdi>{showDate(attempt.submitted_at, timeZone, fmt)}</bdi> : '—'}</dd>
          </div>
        </dl>
      </div>
      {!submitted && <p className="notice">{t('review.inProgress')}</p>}
      <ol className="report-list">
        {d.questions.map((q, i) => (
          <li key={q.id}>
            <ReportItem q={q} n={i + 1} total={d.questions.length} reader="teacher">
              {submitted && <MarkForm q={q} n={i + 1} result={result} busy={busy} />}
            </ReportItem>
          </li>
        ))}
      </ol>
      <section aria-labelledby="audit-title">
        <h2 id="audit-title">{t('review.audit')}</h2>
        <AuditTable data={d} timeZone={timeZone} />
      </section>
    </div>
  );
}
