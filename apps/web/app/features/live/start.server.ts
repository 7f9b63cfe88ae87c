/** The exam details' "Run live" form (ADR 0091): a new live session of the exam, its host screen next. */
import type { ServerLoadContext } from '@tasreef/contracts';
import { redirect } from 'react-router';
import type { FormResult } from '../../lib/form.ts';
import { send } from '../../lib/api.server.ts';
import type { Locale } from '../../i18n/index.ts';
import { LIVE_START_INTENT } from './start-intent.ts';

/**
 * Starts the session and goes to its host screen; a session the API refuses (an exam without
 * questions, the plan, too many starts) comes back to the details page with the API's localized
 * message, not an error page. `null` for another form's post.
 */
export async function liveStartAction(
  context: ServerLoadContext,
  request: Request,
  locale: Locale,
  examId: string,
  form: FormData,
): Promise<{ result: FormResult; status: number } | null> {
  if (form.get('intent') !== LIVE_START_INTENT) return null;
  const { result, status, data } = await send<{ id: string }>(context, request, locale, '/live-sessions', 'POST', { exam_id: examId }, LIVE_START_INTENT);
  if (result.ok && data) throw redirect(`/${locale}/dashboard/live/${data.id}`);
  return { result, status };
}
