import { data } from 'react-router';
import { requireEducator } from '../../features/auth/api.server.ts';
import { load } from '../../features/management/api.server.ts';
import { localeParam } from '../../lib/route-locale.ts';
import type { Route } from './+types/assigned-students';

/**
 * The students an exam is assigned to (guard is-educator). Exams arrive with the exam issues:
 * until then the API knows no exam id, and every address here is the not-found page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  await requireEducator(context, request, locale);
  if (!/^[0-9a-f-]{36}$/i.test(params.id)) throw data(null, { status: 404 });
  await load(context, request, locale, `/assigned-students/${params.id}`);
  throw data(null, { status: 404 });
}

export default function AssignedStudentsPage() {
  return null;
}
