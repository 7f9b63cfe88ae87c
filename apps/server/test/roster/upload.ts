import type { FastifyInstance } from 'fastify';
import { nextIp } from '../auth/harness.ts';

/** POSTs a multipart form (a file and text fields) to `/api/v1/{locale}{path}` as a browser would. */
export async function postForm(
  app: FastifyInstance,
  path: string,
  o: { token?: string; file?: { name: string; bytes: Uint8Array | string }; fields?: Record<string, string>; locale?: 'ar' | 'en' },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(o.fields ?? {})) form.append(k, v);
  if (o.file) form.append('file', new Blob([typeof o.file.bytes === 'string' ? o.file.bytes : Buffer.from(o.file.bytes)]), o.file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return app.inject({
    method: 'POST',
    url: `/api/v1/${o.locale ?? 'en'}${path}`,
    headers: { 'content-type': request.headers.get('content-type')!, ...(o.token ? { authorization: `Bearer ${o.token}` } : {}) },
    payload,
    remoteAddress: nextIp(),
  });
}

/** Uploads a CSV with a mapping: the dry run. */
export function dryRun(app: FastifyInstance, token: string, csv: Uint8Array | string, mapping: Record<string, string | null>, name = 'roster.csv', locale: 'ar' | 'en' = 'en') {
  return postForm(app, '/roster/imports', { token, locale, file: { name, bytes: csv }, fields: { format: 'csv', mapping: JSON.stringify(mapping) } });
}
