import { z } from 'zod';

/** Stable snake_case codes of API errors (clients switch on these, never on texts). */
export const ERROR_CODES = [
  'bad_request',
  'invalid_json',
  /** A multipart body that cannot be read: no boundary, cut short, malformed. */
  'invalid_multipart',
  'unauthorized',
  'forbidden',
  /** An account on a one-time password must choose its own first (POST /auth/set-password). */
  'password_change_required',
  'invalid_signature',
  'plan_limit',
  /** Payments are not configured (no STRIPE_SECRET_KEY): an administrator grants plans. */
  'payments_off',
  'not_found',
  'method_not_allowed',
  'conflict',
  /** A conflict with time: a one-time thing past its life (a password sheet's key after 15 minutes). */
  'expired',
  'payload_too_large',
  'unsupported_media_type',
  'validation_failed',
  'rate_limited',
  'internal_error',
  'service_unavailable',
  'lexicon_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorDetailSchema = z.object({ path: z.string(), issue: z.string() });
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** Every error answer of the API: `{error:{code,message,details}, message}`, texts already localized. */
export const errorBodySchema = z
  .object({
    error: z.object({ code: z.string(), message: z.string(), details: z.array(errorDetailSchema) }),
    message: z.string(),
  })
  .describe('Error');
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const paginationMetaSchema = z.object({
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** `{data: T}` */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** `{data: T[], meta: {page, per_page, total}}` */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMetaSchema });
}

export type DataEnvelope<T> = { data: T };
export type ListEnvelope<T> = { data: T[]; meta: PaginationMeta };

/** `{data:{message}}`: the answer of actions whose only result is a localized confirmation. */
export const messageDataSchema = dataEnvelope(z.object({ message: z.string() }));

/**
 * What the web app's toast shows for an error answer (specification, section 8): the first detail's
 * issue, else error.message, else message, else the localized "An unknown error occurred".
 */
export function toastMessageOf(body: unknown, unknownErrorText: string): string {
  if (body && typeof body === 'object') {
    const b = body as { error?: { message?: unknown; details?: Array<{ issue?: unknown }> }; message?: unknown };
    const first = b.error?.details?.[0]?.issue;
    if (typeof first === 'string' && first) return first;
    if (typeof b.error?.message === 'string' && b.error.message) return b.error.message;
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  return unknownErrorText;
}
