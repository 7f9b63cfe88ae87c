import type { ClassSummary, Member } from '@tasreef/contracts/management';
import type { AutocompleteAnswer } from '@tasreef/contracts/search';
import type { GradeScaleList } from '@tasreef/contracts/grades';
import { QUESTION_FORMATS } from '@tasreef/contracts/exams';
import { data, redirect } from 'react-router';
import { useFormResult } from '../../../components/fields.tsx';
import { callApi, load, loadList, send } from '../../../lib/api.server.ts';
import { publishFromReview, saveStep, saveStep4, type StepResult } from '../../../features/exams/actions.server.ts';
import { loadExam } from '../../../features/exams/api.server.ts';
import { requireWorkspace } from '../../../lib/session.server.ts';
import { AssignStep } from '../../../features/exams/AssignStep.tsx';
import { CriteriaStep, type VerbChoice } from '../../../features/exams/CriteriaStep.tsx';
import { ObjectivesStep } from '../../../features/exams/ObjectivesStep.tsx';
import { PreviewStep } from '../../../features/exams/PreviewStep.tsx';
import { ReviewStep } from '../../../features/exams/ReviewStep.tsx';
import { DraftReview } from '../../../features/exams/DraftReview.tsx';
import { StepNav } from '../../../features/exams/Wizard.tsx';
import { zoneOf } from '../../../lib/time.ts';
import '../../../features/exams/exams.css';
import { PlanLimitNotice } from '../../../components/PlanLimitNotice.tsx';
import '../../../features/management/management.css';
import { translate } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { readForm } from '../../../lib/form-data.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/setup';

const idOfUrl = (url: string) => decodeURIComponent(url.split('/').pop() ?? '');

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const { account, workspace } = await requireWorkspace(context, request, locale);
  const exam = await loadExam(context, request, locale, params.id);
  const url = new URL(request.url);
  const asked = Number(url.searchParams.get('step'));
  const published = exam.status === 'published' || exam.status === 'upcoming';
  // a draft with its questions (step 3 reached) may be reviewed at step 5, whatever step 4 holds yet
  const last = exam.status === 'draft' ? 5 : 4;
  const step = published ? (asked === 4 ? 4 : 5) : asked >= 1 && asked <= last ? asked : Math.min(last, exam.setup_step);
  const timeZone = zoneOf(account.profile.time_zone);
  let found: VerbChoice[] | null = null;
  let chosenVerbs: VerbChoice[] = [];
  const verbQuery = (url.searchParams.get('verb_q') ?? '').slice(0, 100);
  if (step === 2) {
    const ids = url.searchParams.has('verb') ? url.searchParams.getAll('verb') : (exam.request.criteria.verbs?.filter((v): v is string => typeof v === 'string') ?? []);
    chosenVerbs = await Promise.all(
      ids.slice(0, 50).map(async (id) => {
        const res = await callApi<{ data: { verb: { lemma: string; present: string | null } } }>(context, request, `/${locale}/verbs/${encodeURIComponent(id)}`);
        return { id, label: res.status === 200 ? [res.body.data.verb.lemma, res.body.data.verb.present].filter(Boolean).join(' ') : id };
      }),
    );
    if (verbQuery) {
      const res = await callApi<AutocompleteAnswer>(context, request, `/${locale}/autocomplete?q=${encodeURIComponent(verbQuery)}`);
      // The Arabic forms as the label, the English meaning apart (an English search's label is the
      // meaning itself: "write — write; inscribe" read so).
      found = res.status === 200 ? res.body.data.map((v) => ({ id: idOfUrl(v.url), label: [v.lemma, v.present].filter(Boolean).join(' '), meaning: v.meaning_en })) : [];
    }
  }
  let scales: GradeScaleList = { scales: [], plan_level: 'unavailable', upgrade: null };
  let people = { classes: [] as { id: string; name: string }[], students: [] as { id: string; full_name: string }[], teachers: [] as { id: string; full_name: string }[] };
  if (step === 4) {
    const classes = await load<ClassSummary[]>(context, request, locale, '/classes');
    const students = (await loadList<Member>(context, request, locale, '/management/members?role=student&per_page=100&sort=full_name')).data;
    const teachers = workspace.can_manage_teachers ? (await loadList<Member>(context, request, locale, '/management/members?role=teacher&per_page=100&sort=full_name')).data : [];
    people = { classes: classes.map((c) => ({ id: c.id, name: c.name })), students, teachers };
    scales = await load<GradeScaleList>(context, request, locale, '/grade-scales');
  }
  // The moment a new exam opens by default, taken here once: a clock read while rendering differs
  // between the server's render and the browser's (React's hydration error #418 on step 4).
  const now = new Date().toISOString();
  return { locale, exam, step, timeZone, now, found, chosenVerbs, verbQuery, people, scales, done: url.searchParams.get('done') };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        ...pageMeta(d.locale, `/dashboard/exam-setup/${d.exam.id}`, `${d.exam.title} — ${translate(d.locale, 'exams.wizard.setupTitle')}`, translate(d.locale, 'exams.list.lead')),
        { name: 'robots', content: 'noindex' },
      ]
    : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  const { account } = await requireWorkspace(context, request, locale);
  const exam = await loadExam(context, request, locale, params.id);
  const form = await readForm(request);
  const step = Number(form.get('step'));
  let out: StepResult;
  if (step === 5 && form.get('intent') === 'clone') {
    const { result, status, data: made } = await send<{ exam: { id: string } }>(context, request, locale, `/exams/${exam.id}/clone`, 'POST', undefined, 'clone');
    if (result.ok && made) throw redirect(`/${locale}/dashboard/exam-setup/${made.exam.id}?step=4`);
    out = { result, status };
  } else if (step === 5 && form.get('intent') === 'publish') out = await publishFromReview(context, request, locale, exam);
  else if (step === 4) out = await saveStep4(context, request, locale, exam, form, zoneOf(account.profile.time_zone));
  else out = await saveStep(context, request, locale, exam, form);
  return data({ ...out.result, available: out.available }, { status: out.status });
}

export default function ExamSetupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLocale();
  const { exam, step, timeZone, now, found, chosenVerbs, verbQuery, people, scales, done } = loaderData;
  const published = exam.status === 'published' || exam.status === 'upcoming';
  const { result, busy } = useFormResult(actionData);
  const available = (actionData as { available?: { count: number; exact: boolean } } | undefined)?.available;
  const limit = result?.code === 'plan_limit';
  const shown = limit ? undefined : result;
  return (
    <div className="container page exam-page">
      <header className="page-header">
        <h1>
          <bdi>{exam.title}</bdi>
        </h1>
        <p>
          {t('exams.wizard.stepOf', { step })} · {t(`exams.state.${exam.status}`)}
        </p>
      </header>
      <StepNav examId={exam.id} step={step} reached={published ? 5 : exam.setup_step} />
      {done === 'banked' && (
        <p className="notice notice--success" role="status">
          {t('bank.saved')}
        </p>
      )}
      {done === 'edited' && (
        <p className="notice notice--success" role="status">
          {t('exams.edit.saved')}
        </p>
      )}
      {done === 'saved' && (
        <p className="notice notice--success" role="status">
          {t('exams.wizard.saved')}
        </p>
      )}
      {limit && <PlanLimitNotice message={result?.message} />}
      {step === 1 && <ObjectivesStep exam={exam} result={shown} busy={busy} formats={QUESTION_FORMATS} />}
      {step === 2 && <CriteriaStep exam={exam} result={shown} busy={busy} found={found} chosenVerbs={chosenVerbs} verbQuery={verbQuery} available={available} />}
      {step === 3 && <PreviewStep exam={exam} result={shown} busy={busy} />}
      {step === 4 && <AssignStep exam={exam} result={shown} busy={busy} people={people} scales={scales} timeZone={timeZone} now={now} />}
      {step === 5 && published && <ReviewStep exam={exam} timeZone={timeZone} published={done === 'published'} />}
      {step === 5 && !published && <DraftReview exam={exam} timeZone={timeZone} result={shown} busy={busy} />}
    </div>
  );
}
