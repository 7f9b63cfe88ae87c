import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A OneRoster 1.2 REST service on loopback, as a school's SIS runs one: a token endpoint for OAuth 2
 * client credentials (RFC 6749 §4.4, client_secret_basic, the roster-core.readonly scope) and the
 * rostering collections with limit/offset paging, each telling its end its own way (`X-Total-Count`,
 * a `Link` rel="next", or a short page), a 401 for any token it did not give. `trouble` makes one
 * path misbehave, the way a broken service does.
 */
/** RFC 6749 §2.3.1: each part of the Basic credentials is form-encoded, a space as «+». */
const formDecoded = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));

export const ROSTERING = '/ims/oneroster/rostering/v1p2';
export const SCOPE = 'https://purl.imsglobal.org/spec/or/v1p2/scope/roster-core.readonly';

export type Trouble = 'status500' | 'badJson' | 'hang' | 'endless' | 'huge' | 'revoked' | 'redirect' | 'foreignNext';

export interface OneRosterData {
  orgs: object[];
  classes: object[];
  users: object[];
  enrollments: object[];
}

export interface OneRosterService {
  url: string;
  tokenUrl: string;
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  data: OneRosterData;
  /** Path (`/token` or a collection's name) → how it misbehaves; cleared by `reset`. */
  trouble: Map<string, Trouble>;
  /** Every request: method, path with query, and whether it carried a token this service gave. */
  log: Array<{ method: string; path: string; authorized: boolean }>;
  reset(): void;
  close(): Promise<void>;
}

export async function startOneRosterService(data: OneRosterData): Promise<OneRosterService> {
  const clientId = 'tasreef-sis-client';
  // a secret with characters that client_secret_basic must form-encode (RFC 6749 §2.3.1)
  const clientSecret = `s3cr:et ${randomBytes(12).toString('hex')}`;
  const tokens = new Set<string>();
  const trouble = new Map<string, Trouble>();
  const log: OneRosterService['log'] = [];
  const hanging: http.ServerResponse[] = [];
  let url = '';

  const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', url);
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      log.push({ method: req.method ?? '', path: u.pathname + u.search, authorized: !!bearer && tokens.has(bearer) });
      const name = u.pathname === '/token' ? '/token' : u.pathname.slice(ROSTERING.length + 1);
      const mode = trouble.get(name);
      if (mode === 'hang') return void hanging.push(res);
      if (mode === 'status500') return json(res, 500, { imsx_codeMajor: 'failure', imsx_description: 'database down' });
      if (mode === 'badJson') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"users": [ {"sourcedId": ');
      if (mode === 'redirect') return void res.writeHead(302, { location: 'http://10.0.0.1/token' }).end();
      if (u.pathname === '/token') {
        if (req.method !== 'POST') return json(res, 405, { error: 'invalid_request' });
        const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        const [id, secret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(formDecoded) : [];
        const form = new URLSearchParams(body);
        if (id !== clientId || secret !== clientSecret) return json(res, 401, { error: 'invalid_client' }, { 'www-authenticate': 'Basic' });
        if (form.get('grant_type') !== 'client_credentials') return json(res, 400, { error: 'unsupported_grant_type' });
        if (!(form.get('scope') ?? '').split(' ').includes(SCOPE)) return json(res, 400, { error: 'invalid_scope' });
        const token = randomBytes(24).toString('base64url');
        tokens.add(token);
        return json(res, 200, { access_token: token, token_type: 'bearer', expires_in: 3600, scope: SCOPE });
      }
      if (!u.pathname.startsWith(`${ROSTERING}/`) || !(name in data)) return json(res, 404, { imsx_codeMajor: 'failure' });
      if (!bearer || !tokens.has(bearer) || mode === 'revoked') return json(res, 401, { imsx_codeMajor: 'failure', imsx_description: 'unauthorized' });
      const all = data[name as keyof OneRosterData];
      const limit = Math.min(Number(u.searchParams.get('limit') ?? 100), 100);
      const offset = Number(u.searchParams.get('offset') ?? 0);
      if (mode === 'huge') return json(res, 200, { [name]: [{ sourcedId: 'x', title: 'x'.repeat(200_000) }] });
      if (mode === 'endless') {
        // a next page forever: the same page again and again
        const next = new URL(u);
        next.searchParams.set('offset', String(offset + limit));
        return json(res, 200, { [name]: [] }, { link: `<${next.href}>; rel="next"` });
      }
      const page = all.slice(offset, offset + limit);
      const headers: Record<string, string> = {};
      if (name === 'users' || mode === 'foreignNext') {
        // the Link header (and a last page), no count
        if (offset + limit < all.length) {
          const next = new URL(u);
          if (mode === 'foreignNext') next.hostname = 'localhost';
          next.searchParams.set('offset', String(offset + limit));
          headers.link = `<${next.href}>; rel="next"`;
        }
      } else if (name !== 'enrollments') headers['x-total-count'] = String(all.length);
      // enrollments: neither, a short page ends them
      return json(res, 200, { [name]: page }, headers);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    tokenUrl: `${url}/token`,
    baseUrl: `${url}${ROSTERING}`,
    clientId,
    clientSecret,
    data,
    trouble,
    log,
    reset() {
      trouble.clear();
      log.length = 0;
      for (const res of hanging.splice(0)) res.destroy();
    },
    async close() {
      for (const res of hanging.splice(0)) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
