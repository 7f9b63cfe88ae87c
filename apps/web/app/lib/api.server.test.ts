import type { ApiCallInit, ServerLoadContext } from '@tasreef/contracts';
import { describe, expect, it } from 'vitest';
import { callApi, failure, load, pageError, send } from './api.server.ts';
import { requireSignedIn } from './session.server.ts';

/** A load context whose API answers `status` with `body` and records each call. */
function apiAnswering(status: number, body: unknown) {
  const calls: Array<{ path: string; init: ApiCallInit | undefined }> = [];
  const context = {
    api: async (path: string, init?: ApiCallInit) => {
      calls.push({ path, init });
      return { status, body, headers: {} };
    },
  } as unknown as ServerLoadContext;
  return { context, calls };
}

const request = (cookie = 'session=s; csrf_token=tok') => new Request('http://local.test/en/dashboard/exams?page=2', { headers: { cookie, 'user-agent': 'ua' } });

const refused = {
  error: {
    code: 'validation_failed',
    message: 'Check the form.',
    details: [
      { path: 'title', issue: 'Enter a title.' },
      { path: 'title', issue: 'A second issue.' },
    ],
  },
  message: 'Check the form.',
};

/** What a loader threw: a redirect's status and Location, or data()'s status and payload. */
async function thrown(run: () => Promise<unknown>): Promise<{ status: number; location?: string | null; data?: unknown }> {
  try {
    await run();
  } catch (e) {
    if (e instanceof Response) return { status: e.status, location: e.headers.get('location') };
    const d = e as { init?: { status?: number }; data?: unknown };
    return { status: d.init?.status ?? -1, data: d.data };
  }
  throw new Error('nothing thrown');
}

describe('callApi', () => {
  it("sends a state change with the csrf_token cookie's value as x-csrf-token, a read without it", async () => {
    const { context, calls } = apiAnswering(200, { data: {} });
    await callApi(context, request(), '/en/exams', 'POST', { a: 1 });
    await callApi(context, request(), '/en/exams');
    expect(calls[0]!.init).toEqual({ method: 'POST', body: { a: 1 }, headers: { 'x-csrf-token': 'tok', 'user-agent': 'ua' } });
    expect(calls[1]!.init?.headers).toEqual({ 'user-agent': 'ua' });
  });
});

describe('the API error body becomes the form result', () => {
  it('field errors by path (the first issue of each) and no toast for a 422', () => {
    expect(failure({ body: refused }, 'save', { title: '' })).toEqual({
      ok: false,
      intent: 'save',
      message: undefined,
      errors: { title: 'Enter a title.' },
      values: { title: '' },
    });
  });

  it('the message for a toast when there are no field errors; nothing from a body that is not an ErrorBody', () => {
    const conflict = { error: { code: 'conflict', message: 'Taken.', details: [] }, message: 'Taken.' };
    expect(failure({ body: conflict }).message).toBe('Taken.');
    expect(failure({ body: '<html>502</html>' })).toEqual({ ok: false, intent: undefined, message: undefined, errors: {}, values: undefined });
    expect(failure({ body: { error: 'nope', message: 5 } }).message).toBeUndefined();
  });

  it("send answers the result with the API's code, and ok with the API's message on success", async () => {
    const planLimit = { error: { code: 'plan_limit', message: 'Upgrade.', details: [] }, message: 'Upgrade.' };
    const bad = await send(apiAnswering(403, planLimit).context, request(), 'en', '/exams', 'POST', {}, 'create');
    expect(bad).toEqual({ result: { ok: false, intent: 'create', message: 'Upgrade.', errors: {}, values: undefined, code: 'plan_limit' }, status: 403 });
    const good = await send(apiAnswering(201, { data: { message: 'Saved.', id: 'x' } }).context, request(), 'en', '/exams', 'POST', {}, 'create');
    expect(good).toEqual({ result: { ok: true, intent: 'create', message: 'Saved.', errors: {} }, status: 200, data: { message: 'Saved.', id: 'x' } });
  });

  it('send sends an account on a one-time password to choose its own', async () => {
    const body = { error: { code: 'password_change_required', message: 'Choose.', details: [] }, message: 'Choose.' };
    expect(await thrown(() => send(apiAnswering(403, body).context, request(), 'ar', '/exams', 'POST'))).toEqual({ status: 302, location: '/ar/auth/set-password' });
  });
});

describe('a page the API refuses becomes the page of its status', () => {
  const err = (code: string, message: string) => ({ error: { code, message, details: [] }, message });

  it('401: off to sign-in', async () => {
    expect(await thrown(() => load(apiAnswering(401, err('unauthorized', 'Sign in.')).context, request(), 'en', '/exams/x'))).toEqual({
      status: 302,
      location: '/en/auth/login',
    });
  });

  it("403 and 404 with the API's message, 422 as 400, anything else as 500", async () => {
    expect(await thrown(() => load(apiAnswering(404, err('not_found', 'No such exam.')).context, request(), 'en', '/exams/x'))).toEqual({ status: 404, data: 'No such exam.' });
    expect(await thrown(() => load(apiAnswering(403, err('forbidden', 'Not yours.')).context, request(), 'en', '/exams/x'))).toEqual({ status: 403, data: 'Not yours.' });
    expect(await thrown(async () => pageError('en', { status: 422, body: err('validation_failed', 'Bad query.') }))).toEqual({ status: 400, data: 'Bad query.' });
    expect(await thrown(async () => pageError('en', { status: 502, body: null }))).toEqual({ status: 500, data: null });
  });

  it('a signed-out visitor is sent to sign in and back', async () => {
    expect(await thrown(() => requireSignedIn(apiAnswering(401, err('unauthorized', 'Sign in.')).context, request(), 'en'))).toEqual({
      status: 302,
      location: '/en/auth/login?return_to=%2Fen%2Fdashboard%2Fexams%3Fpage%3D2',
    });
  });
});
