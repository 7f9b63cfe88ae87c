import { useEffect, useRef, useState } from 'react';
import { data, Link } from 'react-router';
import { Overview } from '../../features/attempts/Overview.tsx';
import { BackArrow, Result } from '../../features/attempts/Result.tsx';
import { TakeExam } from '../../features/attempts/TakeExam.tsx';
import { answerExamAction, loadAnswerExam, requireStudent, type AnswerExamResult } from '../../features/attempts/api.server.ts';
import '../../features/attempts/attempts.css';
import { useFormResult } from '../../components/fields.tsx';
import { zoneOf } from '../../lib/time.ts';
import '../../features/exams/exams.css';
import { DoneNotice } from '../../features/management/DoneNotice.tsx';
import '../../features/management/management.css';
import { formatNumber, translate } from '../../i18n/index.ts';
import { focusMainHeading, focusView, useOnChange } from '../../lib/focus.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { readForm } from '../../lib/form-data.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import type { Route } from './+types/answer-exam';

/** `/{locale}/dashboard/answer-exam/{id}`: an assigned exam before, during and after an attempt (`?attempt=`). Students only. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const account = await requireStudent(context, request, locale);
  const page = await loadAnswerExam(context, request, locale, params.id);
  return { locale, examId: params.id, page, timeZone: zoneOf(account.profile.time_zone) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireStudent(context, request, locale);
  const out = await answerExamAction(context, request, locale, params.id, await readForm(request));
  if (out instanceof Response) return out;
  return data<AnswerExamResult>(out, { status: out.ok ? 200 : 422 });
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return [];
  const title = d.page.view === 'overview' ? d.page.summary.exam.title : d.page.attempt.attempt.exam_title;
  return [
    ...pageMeta(d.locale, `/dashboard/answer-exam/${d.examId}`, `${title} — ${translate(d.locale, 'answer.title')}`, translate(d.locale, 'answer.title')),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function AnswerExamPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href, fmt } = useLocale();
  const { page, timeZone } = loaderData;
  // A view that replaces another in place (Start, the result after submission or time-out): the
  // focus goes to its heading, and a result that replaces the answering says its score aloud.
  const [said, setSaid] = useState('');
  useOnChange(page.view, (was) => {
    if (page.view !== 'result') {
      setSaid('');
      focusMainHeading();
      return;
    }
    focusView(document.getElementById('result-title'));
    if (was === 'take') {
      const { result } = page.attempt;
      const score = result.score === null ? '—' : `${formatNumber(fmt, result.score)}%`;
      setSaid(t('answer.result.announce', { status: t(`answer.status.${result.status}`), score }));
    }
  });
  const { result, busy } = useFormResult(actionData);
  const posted = actionData as AnswerExamResult | undefined;
  const title = page.view === 'overview' ? page.summary.exam.title : page.attempt.attempt.exam_title;
  // The view shown before this render: a result that follows the attempt's form has just been submitted.
  const before = useRef(page.view);
  const arrived = before.current === 'take' && page.view === 'result';
  useEffect(() => {
    before.current = page.view;
  }, [page.view]);
  return (
    <div className={`container page take-page take-page--${page.view}`}>
      <header className="page-header">
        {page.view !== 'take' && (
          <Link className="take-back" to={href('/dashboard/exam-list')}>
            <BackArrow />
            {t('answer.back')}
          </Link>
        )}
        <h1>
          <bdi>{title}</bdi>
        </h1>
      </header>
      <DoneNotice />
      <p className="visually-hidden" role="status" data-testid="view-said">
        {said}
      </p>
      {page.view === 'overview' && <Overview summary={page.summary} timeZone={timeZone} busy={busy} error={result?.ok === false ? result.message : undefined} />}
      {page.view === 'take' && (
        <TakeExam
          key={page.attempt.attempt.id}
          data={page.attempt}
          answerErrors={posted?.answerErrors}
          formMessage={result?.message ? { ok: result.ok, text: result.message } : undefined}
        />
      )}
      {page.view === 'result' && <Result data={page.attempt} timeZone={timeZone} busy={busy} error={result?.ok === false ? result.message : undefined} arrived={arrived} />}
    </div>
  );
}
