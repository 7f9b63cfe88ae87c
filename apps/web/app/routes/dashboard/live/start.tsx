import { data, redirect } from 'react-router';
import { callApi } from '../../../lib/api.server.ts';
import { readForm } from '../../../lib/form-data.ts';
import { requireEducator } from '../../../lib/session.server.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/start';

/**
 * `POST /{locale}/dashboard/live/start`: the exam details' "Run live" button (ADR 0091). The exam
 * comes in the form, so the host screen's `:id` is only ever a session's id; the new session's
 * screen follows.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireEducator(context, request, locale);
  const examId = (await readForm(request)).get('exam_id');
  const res = await callApi<{ data: { id: string } }>(context, request, `/${locale}/live-sessions`, 'POST', { exam_id: typeof examId === 'string' ? examId : '' });
  if (res.status !== 201) throw data(null, { status: res.status === 422 ? 404 : res.status });
  throw redirect(`/${locale}/dashboard/live/${res.body.data.id}`);
}

/** Nothing to show: a GET (a reload after the post) goes to the exam list. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${localeParam(params)}/dashboard/exam-list`);
}
