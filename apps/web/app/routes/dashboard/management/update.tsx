import type { ClassSummary, MemberDetails } from '@tasreef/contracts/management';
import { Link, data, redirect } from 'react-router';
import { formValues, type FormResult } from '../../../lib/form.ts';
import { useFormResult } from '../../../components/fields.tsx';
import { load, send } from '../../../lib/api.server.ts';
import { requireWorkspace } from '../../../lib/session.server.ts';
import { MemberForm, memberBody } from '../../../features/management/MemberForm.tsx';
import '../../../features/management/management.css';
import { translate } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { readForm } from '../../../lib/form-data.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/update';

const uuid = /^[0-9a-f-]{36}$/i;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  await requireWorkspace(context, request, locale);
  if (!uuid.test(params.id)) throw data(null, { status: 404 });
  const member = await load<MemberDetails>(context, request, locale, `/management/members/${params.id}`);
  const classes = await load<ClassSummary[]>(context, request, locale, '/classes');
  return { locale, member, classes };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        ...pageMeta(d.locale, `/dashboard/management/update/${d.member.id}`, translate(d.locale, 'mgmt.update.title'), translate(d.locale, 'mgmt.update.title')),
        { name: 'robots', content: 'noindex' },
      ]
    : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireWorkspace(context, request, locale);
  if (!uuid.test(params.id)) throw data(null, { status: 404 });
  const form = await readForm(request);
  const { result, status } = await send(context, request, locale, `/management/members/${params.id}`, 'PATCH', memberBody(form, 'update'), 'update');
  if (result.ok) throw redirect(`/${locale}/dashboard/management/details/${params.id}?done=updated`);
  const values = formValues(form);
  values.class_ids = form.getAll('class_ids').join(',');
  return data<FormResult>({ ...result, values }, { status });
}

export default function UpdateMemberPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const { member, classes } = loaderData;
  const { result, busy } = useFormResult(actionData);
  return (
    <div className="container page page--narrow member-page">
      <header className="page-header">
        <h1>{t('mgmt.update.title')}</h1>
        <p>
          <bdi>{member.full_name}</bdi> · <Link to={href(`/dashboard/management/details/${member.id}`)}>{t('mgmt.update.back')}</Link>
        </p>
      </header>
      <MemberForm mode="update" role={member.role} member={member} classes={classes} result={result} busy={busy} />
    </div>
  );
}
