import { createLocalJWKSet, decodeProtectedHeader, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { AppError } from '../../http/errors.ts';
import { platformJson } from './platform-http.ts';

/**
 * The platforms' public keys (their JWKS), cached per URL. An id_token whose `kid` the cached set
 * lacks makes one new fetch (the platform rotated its keys); a `kid` still unknown after it is
 * refused.
 */
const cache = new Map<string, { jwks: JSONWebKeySet; fetchedAt: number }>();
/** How many times each key set was fetched (tests check the refetch happens once). */
export const jwksFetches = new Map<string, number>();

async function fetchJwks(url: string, allowLoopback: boolean, now: Date): Promise<JSONWebKeySet> {
  const body = await platformJson(url, allowLoopback);
  if (!Array.isArray(body.keys)) throw invalidToken('the platform’s key set has no keys');
  const jwks = { keys: body.keys } as JSONWebKeySet;
  cache.set(url, { jwks, fetchedAt: now.getTime() });
  jwksFetches.set(url, (jwksFetches.get(url) ?? 0) + 1);
  return jwks;
}

const invalidToken = (reason: string) => new AppError('unauthorized', 401, 'lti_token_invalid', { reason });

export interface VerifyOptions {
  jwksUrl: string;
  issuer: string;
  audience: string;
  now: Date;
  allowLoopback: boolean;
}

/** The id_token's claims once its signature, issuer, audience, expiry and issue time are checked. */
export async function verifyPlatformToken(token: string, o: VerifyOptions): Promise<JWTPayload> {
  let kid: string | undefined;
  try {
    const header = decodeProtectedHeader(token);
    kid = header.kid;
    if (header.alg !== 'RS256') throw invalidToken(`the signature algorithm ${String(header.alg)} is not RS256`);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw invalidToken('it is not a signed JWT');
  }
  let jwks = cache.get(o.jwksUrl)?.jwks;
  const known = (set: JSONWebKeySet) => set.keys.some((k) => kid === undefined || k.kid === kid);
  // an unknown kid: the platform may have rotated its keys, so the set is fetched again, once
  if (!jwks || !known(jwks)) jwks = await fetchJwks(o.jwksUrl, o.allowLoopback, o.now);
  if (!known(jwks)) throw invalidToken(`the platform has no key ${kid ?? ''}`.trim());
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), {
      issuer: o.issuer,
      audience: o.audience,
      algorithms: ['RS256'],
      currentDate: o.now,
      requiredClaims: ['iss', 'aud', 'exp', 'iat', 'nonce', 'sub'],
      maxTokenAge: '1 hour',
      clockTolerance: 5,
    });
    return payload;
  } catch (err) {
    throw invalidToken(reasonOf(err));
  }
}

function reasonOf(err: unknown): string {
  if (err instanceof errors.JWTExpired) return 'it has expired';
  if (err instanceof errors.JWTClaimValidationFailed) return `its ${err.claim} claim is wrong (${err.reason})`;
  if (err instanceof errors.JWSSignatureVerificationFailed) return 'its signature does not match the platform’s key';
  if (err instanceof errors.JWKSMultipleMatchingKeys) return 'several keys of the platform match it';
  if (err instanceof errors.JOSEError) return err.message.slice(0, 120);
  return 'it could not be read';
}

/** Forgets the cached key sets (tests). */
export function forgetPlatformKeys(): void {
  cache.clear();
}
