/**
 * What the fuzzer aims at: every operation of the OpenAPI document the server publishes, and
 * every page route of the web app (apps/web/app/routes.ts) with the form fields, intents and query
 * parameters its module reads — so page actions get the bodies they parse.
 */
import type { JsonSchema } from './schema-values.ts';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface ApiTarget {
  kind: 'api';
  method: string;
  /** `/api/v1/{locale}/verbs/{id}` */
  template: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** The field names of a multipart/form-data upload, when the operation takes one; else null. */
  multipart: string[] | null;
}

export interface PageTarget {
  kind: 'page';
  /** `/:locale/conjugations/:conjugationType`, `/*` */
  template: string;
  /** Form fields the route's action reads (`values.email`, `form.get('email')`). */
  fields: string[];
  /** The values of a `switch (intent)` in the action. */
  intents: string[];
  /** Query parameters the loader reads (`searchParams.get('q')`). */
  query: string[];
  hasAction: boolean;
}

export type Target = ApiTarget | PageTarget;

export const targetName = (t: Target): string => (t.kind === 'api' ? `${t.method} ${t.template}` : `page ${t.template}`);

interface OpenApiOperation {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

/**
 * The fields of an operation's multipart upload: the properties of its `multipart/form-data`
 * body, or, for a route that reads its parts itself (no body schema, so the document has no
 * requestBody), the names its summary lists after "multipart:" (`(multipart: file, format
 * csv|oneroster, mapping JSON)` → file, format, mapping).
 */
export function multipartFields(op: OpenApiOperation): string[] | null {
  const schema = op.requestBody?.content?.['multipart/form-data']?.schema;
  if (schema) return Object.keys(schema.properties ?? {});
  const listed = /\bmultipart:\s*([^)]*)/i.exec(op.summary ?? '')?.[1];
  if (!listed) return null;
  return listed
    .split(',')
    .map((item) => item.trim().split(/\s+/)[0]!)
    .filter((name) => /^[A-Za-z_][\w.-]*$/.test(name));
}

/** One target per operation of the document, in the document's order. */
export function apiTargets(openapi: { paths: Record<string, Record<string, unknown>> }): ApiTarget[] {
  const out: ApiTarget[] = [];
  for (const [template, item] of Object.entries(openapi.paths)) {
    for (const [method, value] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue; // a path item also holds `parameters`, `summary` …
      const op = value as OpenApiOperation;
      const content = op.requestBody?.content ?? {};
      // a multipart body is sent by the multipart families (requests.ts), never as JSON
      const json = content['application/json'] ?? Object.entries(content).find(([type]) => type !== 'multipart/form-data')?.[1];
      out.push({ kind: 'api', method: method.toUpperCase(), template, parameters: op.parameters ?? [], body: json?.schema ?? null, multipart: multipartFields(op) });
    }
  }
  return out;
}

/** A route of React Router's route config (`route()`, `index()` results). */
export interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** What a route module reads, found in its source. */
export function readsOf(source: string): Pick<PageTarget, 'fields' | 'intents' | 'query' | 'hasAction'> {
  const all = (re: RegExp) => [...new Set([...source.matchAll(re)].map((m) => m[1]!))].sort();
  return {
    fields: all(/\bvalues\.([A-Za-z_]\w*)/g)
      .concat(all(/\bform\.get\('([^']+)'\)/g))
      .filter((v, i, a) => a.indexOf(v) === i),
    intents: all(/\bcase '([^']+)':/g),
    query: all(/searchParams\.get\('([^']+)'\)/g),
    hasAction: /export (async )?function action\b/.test(source),
  };
}

/** Every page URL template of the route tree, with what its module reads (`source(file)` gives the module's text). */
export function pageTargets(routes: RouteEntry[], source: (file: string) => string): PageTarget[] {
  const out = new Map<string, PageTarget>();
  const walk = (entries: RouteEntry[], prefix: string) => {
    for (const e of entries) {
      const here = e.path ? `${prefix.replace(/\/$/, '')}/${e.path}` : prefix || '/';
      if (e.children) walk(e.children, here);
      if (e.index || e.path !== undefined || !e.children) {
        const template = here || '/';
        if (!out.has(template)) out.set(template, { kind: 'page', template, ...readsOf(source(e.file)) });
      }
    }
  };
  walk(routes, '');
  return [...out.values()];
}
