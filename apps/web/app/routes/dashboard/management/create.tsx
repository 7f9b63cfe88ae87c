import type { ClassSummary, MemberRole } from '@tasreef/contracts/management';
import { useState } from 'react';
import { Link, data } from 'react-router';
import { formValues, type FormResult } from '../../../lib/form.ts';
import { useFormResult } from '../../../components/fields.tsx';
import { load, send } from '../../../lib/api.server.ts';
import { requireWorkspace } from '../../../lib/session.server.ts';
import { MemberForm, memberBody } from '../../../features/management/MemberForm.tsx';
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
  const { workspace } = await requireWorkspace(context, request, locale);
  const asked = new URL(request.url).searchParams.get('role');
  const role: MemberRole = asked === 'teacher' && workspace.can_manage_teachers ? 'teacher' : 'student';
  const classes = await load<ClassSummary[]>(context, request, locale, '/classes');
  return { locale, role, workspace, classes };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        ...pageMeta(d.locale, '/dashboard/management/create', translate(d.locale, 'mgmt.create.title'), translate(d.locale, 'mgmt.create.title')),
        { name: 'robots', content: 'noindex' },
      ]
    : [];

interface Created {
  member: { id: string; full_name: string; username: string | null };
  one_time_password: string | null;
  message: string;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireWorkspace(context, request, locale);
  const form = await readForm(request);
  const { result, status, data: made } = await send<Created>(context, request, locale, '/management/members', 'POST', memberBody(form, 'create'), 'create');
  if (!result.ok) {
    const values = formValues(form);
    values.class_ids = form.getAll('class_ids').join(',');
    return data<FormResult & { created?: Created }>({ ...result, values }, { status });
  }
  return data<FormResult & { created?: Created }>({ ...result, created: made });
}

export default function CreateMemberPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const { role, classes, workspace } = loaderData;
  const { result, busy } = useFormResult(actionData);
  const created = (actionData as { created?: Created } | undefined)?.created;
  const [copied, setCopied] = useState(false);
  const list = href(role === 'teacher' ? '/dashboard/teachers-management' : '/dashboard/students-management');
  return (
    <div className="container page page--narrow member-page">
      <header className="page-header">
        <h1>{t(role === 'teacher' ? 'mgmt.create.teacherTitle' : 'mgmt.create.studentTitle')}</h1>
        <p>{t(role === 'teacher' ? 'mgmt.create.teacherLead' : 'mgmt.create.studentLead')}</p>
        {workspace.can_manage_teachers && (
          <p>
            <Link to={href(`/dashboard/management/create?role=${role === 'teacher' ? 'student' : 'teacher'}`)} reloadDocument>
              {t(role === 'teacher' ? 'mgmt.create.switchToStudent' : 'mgmt.create.switchToTeacher')}
            </Link>
          </p>
        )}
      </header>
      {created ? (
        <section className="dash-card" aria-labelledby="created-title">
          <h2 id="created-title" role="status">
            {created.message}
          </h2>
          {created.one_time_password ? (
            <div className="otp-box">
              <p>{t('mgmt.create.otpOnce', { name: `\u2068${created.member.full_name}\u2069` })}</p>
              <dl>
                <dt>{t('mgmt.form.username')}</dt>
                <dd>
                  <code dir="ltr">{created.member.username}</code>
                </dd>
                <dt>{t('mgmt.create.otp')}</dt>
                <dd>
                  <code dir="ltr" className="otp-box__password">
                    {created.one_time_password}
                  </code>
                </dd>
              </dl>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => void navigator.clipboard?.writeText(`${created.member.username}\n${created.one_time_password}`).then(() => setCopied(true))}
              >
                {t(copied ? 'mgmt.create.copied' : 'mgmt.create.copy')}
              </button>
            </div>
          ) : (
            <p>{t('mgmt.create.invitationSent')}</p>
          )}
          <div className="dash-actions">
            <Link className="button button--primary" to={href(`/dashboard/management/details/${created.member.id}`)}>
              {t('mgmt.create.viewDetails')}
            </Link>
            <Link className="button button--ghost" to={href(`/dashboard/management/create?role=${role}`)} reloadDocument>
              {t('mgmt.create.addAnother')}
            </Link>
            <Link className="button button--ghost" to={list}>
              {t('mgmt.create.backToList')}
            </Link>
          </div>
        </section>
      ) : (
        <>
          {result?.code === 'plan_limit' && <PlanLimitNotice message={result.message} />}
          <MemberForm mode="create" role={role} classes={classes} result={result} busy={busy} />
        </>
      )}
    </div>
  );
}
