import type { CurlExample } from '@tasreef/contracts/integrations';
import { OPERATION_SUMMARIES_AR } from './operation-summaries-ar.ts';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  format?: string;
}
interface Operation {
  summary?: string;
  'x-scopes'?: string[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
}

/** A value of a schema's shape for an example body: the first choice, else a blank of its type. */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return null;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return sample(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object') {
    const out: Record<string, unknown> = {};
    for (const name of schema.required ?? []) out[name] = sample(schema.properties?.[name], depth + 1);
    return out;
  }
  if (type === 'array') {
    const item = sample(schema.items, depth + 1);
    return item === null ? [] : [item];
  }
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return false;
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  return '…';
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * The developers' page's examples, made from the OpenAPI document the server serves (never written
 * by hand, so they cannot drift): one curl call per operation that declares key scopes, with the
 * path in `locale` and a body of the required fields where the operation takes one; its summary in
 * Arabic on `ar` (OPERATION_SUMMARIES_AR), else the document's own.
 */
export function curlExamples(doc: OpenApiDocument, publicUrl: string, locale: string): CurlExample[] {
  const out: CurlExample[] = [];
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(ops)) {
      const scopes = op['x-scopes'];
      if (!scopes?.length) continue;
      const url = `${publicUrl}${path.replace('{locale}', locale)}`;
      const lines = [`curl -X ${method.toUpperCase()} ${shellQuote(url)}`, '  -H "Authorization: Bearer $TASREEF_API_KEY"'];
      const body = op.requestBody?.content?.['application/json']?.schema;
      if (body) lines.push(`  -H 'Content-Type: application/json'`, `  -d ${shellQuote(JSON.stringify(sample(body)))}`);
      const operation = `${method.toUpperCase()} ${path.replace('/api/v1/{locale}', '')}`;
      const summary = (locale === 'ar' ? OPERATION_SUMMARIES_AR[operation] : undefined) ?? op.summary ?? '';
      out.push({ method: method.toUpperCase(), path: path.replace('/api/v1/{locale}', ''), summary, scopes, curl: lines.join(' \\\n') });
    }
  }
  return out.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
