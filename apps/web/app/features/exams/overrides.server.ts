/** The Overrides section's form posts (an exam's details page, ADR 0089): add, change, remove. */
import type { ServerLoadContext } from '@tasreef/contracts';
import type { FormResult } from '../../lib/form.ts';
import { send } from '../../lib/api.server.ts';
import type { Locale } from '../../i18n/index.ts';
import { localToInstant } from '../../lib/time.ts';
import { isUuid } from '../../lib/uuid.ts';

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
};

/** A number as typed; what is not one goes as typed, for the API's schema to name (never a silent blank). */
const numberOf = (v: string): number | string | null => (v === '' ? null : /^\d+(\.\d+)?$/.test(v) ? Number(v) : v);

/** The settings fields as the contracts' override schema names them; dates read in the person's zone. */
function settingsOf(form: FormData, timeZone: string) {
  return {
    extra_minutes: numberOf(text(form, 'extra_minutes')),
    time_factor: numberOf(text(form, 'time_factor')),
    extra_attempts: numberOf(text(form, 'extra_attempts')),
    publish_at: localToInstant(text(form, 'publish_at'), timeZone),
    expires_at: localToInstant(text(form, 'expires_at'), timeZone),
  };
}

const typed = (form: FormData) =>
  Object.fromEntries(['extra_minutes', 'time_factor', 'extra_attempts', 'publish_at', 'expires_at', 'class_id', 'for'].map((k) => [k, text(form, k)]));

export async function overrideAction(
  context: ServerLoadContext,
  request: Request,
  locale: Locale,
  examId: string,
  form: FormData,
  timeZone: string,
): Promise<{ result: FormResult; status: number } | null> {
  const intent = text(form, 'intent');
  const base = `/exams/${encodeURIComponent(examId)}/overrides`;
  const id = text(form, 'override_id');
  if (intent === 'override-add') {
    const forClass = text(form, 'for') === 'class';
    const students = forClass ? [] : form.getAll('student').filter((v): v is string => typeof v === 'string' && v !== '');
    const body = { ...settingsOf(form, timeZone), class_id: forClass ? text(form, 'class_id') || null : null, students };
    const { result, status } = await send(context, request, locale, base, 'POST', body, intent);
    return { result: result.ok ? result : { ...result, values: typed(form) }, status };
  }
  if (intent === 'override-edit' || intent === 'override-remove') {
    if (!isUuid(id)) return { result: { ok: false, intent, errors: {} }, status: 404 };
    const { result, status } =
      intent === 'override-edit'
        ? await send(context, request, locale, `${base}/${id}`, 'PUT', settingsOf(form, timeZone), intent)
        : await send(context, request, locale, `${base}/${id}`, 'DELETE', undefined, intent);
    return { result: result.ok ? result : { ...result, values: { ...typed(form), override_id: id } }, status };
  }
  return null;
}
