import type { Db } from '../../db/client.ts';
import type { ltiConnections } from '../../db/lti.ts';
import { platformJson, unreachable } from './platform-http.ts';
import { signAsTool } from './tool-keys.ts';

/**
 * An access token of the platform for the tool's service calls (AGS, NRPS): OAuth 2 client
 * credentials with a JWT client assertion signed by the tool's key (1EdTech Security Framework
 * 4.1), kept until a minute before it expires, per connection and scopes.
 */
const cache = new Map<string, { token: string; until: number }>();

export async function platformToken(
  deps: { db: Db; now: () => Date; allowLoopback: boolean },
  connection: typeof ltiConnections.$inferSelect,
  scopes: readonly string[],
): Promise<string> {
  const key = `${connection.id} ${[...scopes].sort().join(' ')}`;
  const now = deps.now();
  const kept = cache.get(key);
  if (kept && kept.until > now.getTime()) return kept.token;
  if (!connection.tokenUrl || !connection.clientId) throw unreachable('the connection has no token endpoint');
  const assertion = await signAsTool(deps.db, now, { iss: connection.clientId, sub: connection.clientId, aud: connection.tokenUrl });
  const body = new URLSearchParams({
    grant_type: 'client_credentials',
    client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    client_assertion: assertion,
    scope: scopes.join(' '),
  }).toString();
  const answer = await platformJson(connection.tokenUrl, deps.allowLoopback, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  const token = typeof answer.access_token === 'string' ? answer.access_token : null;
  if (!token) throw unreachable('the token endpoint answered no access_token');
  const lifetime = typeof answer.expires_in === 'number' ? answer.expires_in : 3600;
  cache.set(key, { token, until: now.getTime() + Math.max(0, lifetime - 60) * 1000 });
  return token;
}

/** Forgets the kept tokens (tests). */
export function forgetPlatformTokens(): void {
  cache.clear();
}
