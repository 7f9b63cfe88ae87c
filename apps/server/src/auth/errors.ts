import type { AnyMessageKey } from '@tasreef/contracts/auth';
import type { ErrorCode, MessageParams } from '@tasreef/contracts';

/**
 * An accounts error: like the server's `AppError` (stable code, HTTP status, message key), but its
 * key may be one of the accounts catalog; the accounts plugins' error handler localizes it.
 */
export class AuthError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    readonly messageKey: AnyMessageKey,
    readonly params: MessageParams = {},
    readonly details: Array<{ path: string; key: AnyMessageKey; params?: MessageParams }> = [],
    /** Seconds for the Retry-After header of a 429. */
    readonly retryAfter?: number,
  ) {
    super(messageKey);
    this.name = 'AuthError';
  }
}

export const unauthenticated = () => new AuthError('unauthorized', 401, 'unauthenticated');
export const forbidden = () => new AuthError('forbidden', 403, 'forbidden');
/** A field error answered as 422 with the field in `details`. */
export const fieldError = (path: string, key: AnyMessageKey, params: MessageParams = {}) =>
  new AuthError('validation_failed', 422, 'validation_failed', {}, [{ path, key, params }]);
export const rateLimited = (retryAfter: number, key: AnyMessageKey = 'rate_limited', params: MessageParams = {}) =>
  new AuthError('rate_limited', 429, key, params, [], Math.max(1, Math.ceil(retryAfter)));
