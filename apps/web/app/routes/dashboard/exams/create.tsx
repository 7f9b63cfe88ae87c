import { QUESTION_FORMATS } from '@tasreef/contracts/exams';
import { data } from 'react-router';
import { useFormResult } from '../../../components/fields.tsx';
import { createFromStep1 } from '../../../features/exams/actions.server.ts';
import { requireWorkspace } from '../../../lib/session.server.ts';
import { ObjectivesStep } from '../../../features/exams/ObjectivesStep.tsx';
import { StepNav } from '../../../features/exams/Wizard.tsx';
import '../../../features/exams/exams.css';
import { PlanLimitNotice } from '../../../components/PlanLimitNotice.tsx';
import '../../../features/management/management.css';
import { translate } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { readForm } from '../../../lib/form-data.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/create';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  await requireWorkspace(context, request, locale);
  return { locale };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [...pageMeta(d.locale, '/dashboard/create-exam', translate(d.locale, 'exams.wizard.title'), translate(d.locale, 'exams.list.lead')), { name: 'robots', content: 'noindex' }]
    : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireWorkspace(context, request, locale);
  const { result, status } = await createFromStep1(context, request, locale, await readForm(request));
  return data(result, { status });
}

export default function CreateExamPage({ actionData }: Route.ComponentProps) {
  const { t } = useLocale();
  const { result, busy } = useFormResult(actionData);
  return (
    <div className="container page exam-page">
      <header className="page-header">
        <h1>{t('exams.wizard.title')}</h1>
        <p>{t('exams.wizard.stepOf', { step: 1 })}</p>
      </header>
      <StepNav examId={null} step={1} reached={1} />
      {result?.code === 'plan_limit' && <PlanLimitNotice message={result.message} />}
      <ObjectivesStep exam={null} result={result?.code === 'plan_limit' ? undefined : result} busy={busy} formats={QUESTION_FORMATS} />
    </div>
  );
}
