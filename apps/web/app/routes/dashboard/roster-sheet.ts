import { rosterSheetRequestSchema } from '@tasreef/contracts/roster';
import { redirect } from 'react-router';
import { downloadApi, errorBodyOf } from '../../lib/api.server.ts';
import { readForm } from '../../lib/form-data.ts';
import { formValues } from '../../lib/form.ts';
import { localeParam } from '../../lib/route-locale.ts';
import { requireWorkspace } from '../../lib/session.server.ts';
import type { Route } from './+types/roster-sheet';

/** Why a download without script failed, in the import page's address (never the key). */
export const SHEET_ERRORS = ['taken', 'expired', 'failed'] as const;
export type SheetError = (typeof SHEET_ERRORS)[number];

/**
 * The sheet of one-time passwords without script (ADR 0071): the result page's two buttons post
 * here (the key in the body), this asks the API as the visitor and answers the file as a
 * download; a refusal goes back to the import page's last step, which says why in the visitor's
 * language.
 * With script, the page downloads through `apiDownload` and never comes here.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireWorkspace(context, request, locale);
  const values = formValues(await readForm(request));
  const asked = rosterSheetRequestSchema.safeParse({ token: values.token, format: values.format });
  let reason: SheetError = 'failed';
  if (asked.success && values.import_id) {
    const res = await downloadApi(context, request, locale, `/roster/imports/${encodeURIComponent(values.import_id)}/sheet`, asked.data);
    if (res.ok) return res.response;
    if (res.status === 409) reason = errorBodyOf(res.body).error?.code === 'expired' ? 'expired' : 'taken';
  }
  // 307 posts the same body (the key with it) to the import page, which shows its last step again
  // with the reason: the visitor stays where they were, the other file still to be taken.
  return redirect(`/${locale}/dashboard/roster-import?sheet_error=${reason}`, 307);
}
