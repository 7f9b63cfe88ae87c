import http from 'node:http';
import https from 'node:https';
import { AppError } from '../../http/errors.ts';
import { checkedAddresses, pinnedLookup } from '../../lib/ssrf.ts';

/**
 * The tool's calls to a platform (its configuration, registration, keys, token, line items and
 * roster). The URLs come from a school's registration, so they get the webhooks' SSRF guard: public
 * addresses only (loopback only under the tests' flag), checked where the connection goes, no
 * redirect followed, a time limit and a size limit on the answer.
 */
const TIMEOUT_MS = 10_000;
const MAX_BYTES = 1_000_000;

export interface PlatformAnswer {
  status: number;
  text: string;
  json: () => unknown;
}

export interface PlatformCall {
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
}

/** Why a platform call failed, for the bilingual `lti_platform_unreachable` message. */
export const unreachable = (reason: string) => new AppError('service_unavailable', 502, 'lti_platform_unreachable', { reason: reason.slice(0, 200) });

export async function callPlatform(raw: string, allowLoopback: boolean, call: PlatformCall = {}): Promise<PlatformAnswer> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw unreachable(`not an address: ${raw.slice(0, 100)}`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) throw unreachable(`not an http(s) address: ${url.origin}`);
  try {
    await checkedAddresses(url.hostname, allowLoopback);
  } catch {
    throw unreachable(`${url.host} is a local or private address`);
  }
  const client = url.protocol === 'https:' ? https : http;
  const body = call.body ?? null;
  return new Promise<PlatformAnswer>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: call.method ?? (body === null ? 'GET' : 'POST'),
        headers: { accept: 'application/json', ...call.headers, ...(body === null ? {} : { 'content-length': String(Buffer.byteLength(body)) }) },
        lookup: pinnedLookup(allowLoopback) as never,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BYTES) {
            req.destroy(new Error('answer too large'));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            text,
            json: () => {
              try {
                return JSON.parse(text) as unknown;
              } catch {
                throw unreachable(`${url.origin}${url.pathname} answered something that is not JSON`);
              }
            },
          });
        });
        res.on('error', (err) => reject(unreachable(err.message)));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) => reject(err instanceof AppError ? err : unreachable(err.message)));
    req.end(body ?? undefined);
  });
}

/** A GET or POST that must answer 2xx with JSON. */
export async function platformJson(url: string, allowLoopback: boolean, call: PlatformCall = {}): Promise<Record<string, unknown>> {
  const answer = await callPlatform(url, allowLoopback, call);
  if (answer.status < 200 || answer.status >= 300) throw unreachable(`${new URL(url).pathname} answered ${answer.status}: ${answer.text.slice(0, 120)}`);
  const value = answer.json();
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw unreachable(`${new URL(url).pathname} answered JSON that is not an object`);
  return value as Record<string, unknown>;
}
