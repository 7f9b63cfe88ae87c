import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, type AppLoadContext } from 'react-router';
import { handleError } from '../entry.server.tsx';
import { logPageError } from './page-errors.server.ts';

function recorder() {
  const lines: Array<{ level: string; details: Record<string, unknown>; message: string }> = [];
  const at = (level: string) => (details: object, message: string) => lines.push({ level, details: details as Record<string, unknown>, message });
  return { lines, log: { error: at('error'), warn: at('warn'), info: at('info') } };
}

const request = (url = 'http://local.test/en/dashboard/profile?email=a%40b.example') => new Request(url);

afterEach(() => vi.restoreAllMocks());

describe('page errors go to the server log, never to the console', () => {
  it('entry.server’s handleError hands a loader’s error to the request logger, stack and all', () => {
    const console_ = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { lines, log } = recorder();
    const boom = new Error('boom');
    handleError(boom, { request: request(), context: { log } as unknown as AppLoadContext });
    expect(lines).toEqual([{ level: 'error', message: 'page error', details: { err: boom, status: 500, path: '/en/dashboard/profile' } }]);
    expect(console_).not.toHaveBeenCalled();
  });

  it('logs React Router’s own 4xx as information, with the error behind it, and nothing for an abandoned request', () => {
    const { lines, log } = recorder();
    const cause = new Error('You made a POST request to "/en/faq" but did not provide an `action`');
    const notAllowed = new ErrorResponseImpl(405, 'Method Not Allowed', cause, true);
    logPageError(log, notAllowed, request('http://local.test/en/faq'));
    expect(lines).toEqual([{ level: 'info', message: 'page request rejected', details: { err: cause, status: 405, path: '/en/faq' } }]);
    const gone = new AbortController();
    gone.abort();
    logPageError(log, new Error('aborted'), new Request('http://local.test/en', { signal: gone.signal }));
    expect(lines).toHaveLength(1);
  });
});
