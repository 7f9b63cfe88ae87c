/** The Share section's form posts (an exam's details page): share a copy, make a link, revoke it. */
import type { ServerLoadContext } from '@tasreef/contracts';
import type { FormResult } from '../../lib/form.ts';
import { send } from '../../lib/api.server.ts';
import type { Locale } from '../../i18n/index.ts';
import { isUuid } from '../../lib/uuid.ts';

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

export async function shareAction(
  context: ServerLoadContext,
  request: Request,
  locale: Locale,
  examId: string,
  form: FormData,
): Promise<{ result: FormResult; status: number } | null> {
  const intent = text(form, 'intent');
  const base = `/exams/${encodeURIComponent(examId)}`;
  if (intent === 'share') {
    const email = text(form, 'email').trim();
    const { result, status } = await send(context, request, locale, `${base}/shares`, 'POST', { email }, 'share');
    return { result: result.ok ? result : { ...result, values: { email } }, status };
  }
  if (intent === 'link') return send(context, request, locale, `${base}/links`, 'POST', undefined, 'link');
  if (intent === 'revoke') {
    const id = text(form, 'link_id');
    if (!isUuid(id)) return { result: { ok: false, intent: 'revoke', errors: {} }, status: 404 };
    return send(context, request, locale, `${base}/links/${id}/revoke`, 'POST', undefined, 'revoke');
  }
  return null;
}
