import { describe, expect, it } from 'vitest';
import { pageError } from '../../lib/api.server.ts';

/** What a page loader throws for an API answer it cannot show (the fuzzer met a 500 for a 422). */
function thrown(status: number, body: unknown): { status: number; data: unknown } {
  try {
    pageError('en', { status, body });
  } catch (e) {
    const r = e as { init?: { status?: number }; data?: unknown; status?: number };
    return { status: r.init?.status ?? r.status ?? 0, data: r.data };
  }
  throw new Error('pageError returned');
}

describe('pageError', () => {
  it('makes a request the API refused (400, 422: a NUL in a search) a 400 page with its sentence, not a 500', () => {
    expect(thrown(422, { error: { code: 'validation_failed', message: 'Control characters are not allowed.' } })).toEqual({
      status: 400,
      data: 'Control characters are not allowed.',
    });
    expect(thrown(400, { error: { message: 'Bad request.' } }).status).toBe(400);
  });
  it('keeps 403, 404 with their message and anything else as 500', () => {
    expect(thrown(404, { error: { message: 'Not found.' } })).toEqual({ status: 404, data: 'Not found.' });
    expect(thrown(403, { error: { message: 'No.' } }).status).toBe(403);
    expect(thrown(503, {}).status).toBe(500);
  });
});
