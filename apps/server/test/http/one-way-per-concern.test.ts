import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One way per concern (issue 10): these checks keep a second way from growing back beside the one
 * the server has chosen.
 */
const SRC = path.resolve(import.meta.dirname, '../../src');

const WEB = path.resolve(import.meta.dirname, '../../../web/app');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name.startsWith('+') ? [] : sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

const files = sources(SRC).map((file) => ({ file: path.relative(SRC, file), text: readFileSync(file, 'utf8') }));
const where = (re: RegExp) =>
  files
    .filter((f) => re.test(f.text))
    .map((f) => f.file)
    .sort();

// ADR 0003 / 0019: domain code throws `AppError` (or its helpers), and the app's one handler
// (http/errors.ts) localizes and answers.
describe('one error path', () => {
  it('has one error handler for the API, set by the app', () => {
    // Pages (web/) answer HTML error pages, a medium of their own.
    expect(where(/\.setErrorHandler\(/).filter((f) => !f.startsWith('web/'))).toEqual(['app.ts']);
  });

  it('builds error bodies in http/errors.ts only', () => {
    expect(where(/\berror\s*:\s*\{\s*code\b/)).toEqual(['http/errors.ts']);
  });
});

describe('one signing module', () => {
  it('computes every HMAC and constant-time comparison in http/signing.ts', () => {
    expect(where(/\b(createHmac|timingSafeEqual)\b/)).toEqual(['http/signing.ts']);
  });
});

describe('maintained libraries instead of home-made ones', () => {
  it('shares plugins with fastify-plugin, never by setting its symbols by hand', () => {
    expect(where(/skip-override|fastify\.display-name/)).toEqual([]);
  });

  it('parses cookies with the cookie package, never by splitting the header by hand (server and web app)', () => {
    const web = sources(WEB).map((file) => ({ file: `web/app/${path.relative(WEB, file)}`, text: readFileSync(file, 'utf8') }));
    const handMade = [...files, ...web].filter((f) => /\.split\(\s*(['"`];['"`]|\/;)/.test(f.text)).map((f) => f.file);
    expect(handMade).toEqual([]);
  });

  it('speaks OpenID Connect and OAuth 2 through openid-client: no token request or JWT check of its own', () => {
    // the LTI tool (ADR 0084) is the other side of 1EdTech's profile (a form-posted id_token, a
    // private_key_jwt assertion it signs), on jose as issue 34 asks; it alone may, in its own folder
    expect(where(/\bgrant_type\b|from 'jose'|jwtVerify/).filter((f) => !f.startsWith('integrations/lti/'))).toEqual([]);
  });
});
