/**
 * The accounts code throws the app's one error class (`AppError`, http/errors.ts). The old name is
 * kept until its callers are renamed.
 */
export { AppError as AuthError, fieldError, forbidden, rateLimited, unauthenticated } from '../http/errors.ts';
