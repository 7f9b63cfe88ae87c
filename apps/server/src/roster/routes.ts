import multipart from '@fastify/multipart';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, isMessageKey, translate, type Locale } from '@tasreef/contracts';
import {
  ROSTER_ENCODING_NAMES,
  ROSTER_FIELDS,
  ROSTER_MAX_BYTES,
  rosterCommitAnswerSchema,
  rosterEncodingRequestSchema,
  rosterMappingSchema,
  rosterMappingStepSchema,
  rosterOneRosterRequestSchema,
  rosterOneRosterSourceSchema,
  rosterReportSchema,
  rosterSheetRequestSchema,
  rosterUploadAnswerSchema,
  rosterUploadFieldsSchema,
  type RosterEncoding,
  type RosterFormat,
} from '@tasreef/contracts/roster';
import { authed, requestMeta, requireEducator } from '../http/guards.ts';
import { oneRosterSources, rosterImports } from '../db/management.ts';
import { AppError, fieldError } from '../http/errors.ts';
import { accountLimit } from '../http/account-limit.ts';
import { attachment } from '../http/attachment.ts';
import { label } from '../lib/pdf/labels.ts';
import { workspaceOf, type WorkspaceContext } from '../management/workspace.ts';
import { checkRoster, presentRows, summarize, type StoredRow } from './check.ts';
import { oneTimePasswords, writePlan } from './commit.ts';
import { openSheet, sheetCsv } from './sheet.ts';
import { oneRosterOffThread, readCsvOffThread, sheetPdfOffThread } from './off-thread.ts';
import { csvRecords, suggestMapping, type CsvTable, type RosterRecord } from './read.ts';
import { errorResponses, localeParams, withId } from '../http/route-schemas.ts';
import { ONEROSTER_LIMITS, checkSourceUrl, pullOneRoster, type OneRosterLimits } from './oneroster-rest.ts';

export interface RosterRoutesOptions {
  publicUrl: string;
  /** OneRoster services on loopback (the tests' service; never in production: config.ts). */
  allowLoopback: boolean;
  /** The bounds of a OneRoster REST pull (tests lower them). */
  oneRosterLimits?: Partial<OneRosterLimits>;
}

const errors = errorResponses(401, 403, 404, 409, 413, 415, 422);

interface Upload {
  fileName: string;
  bytes: Buffer;
  fields: z.infer<typeof rosterUploadFieldsSchema>;
}

/**
 * A kept CSV upload (the mapping step): its bytes, deflated, and the encoding they read in, read
 * again (in the worker) for the dry run or in another encoding. Not its table: on the embedded
 * database a table of 10 MB stored as JSON holds the event loop for seconds (ADR 0057). Imports
 * kept before that hold their table.
 */
type KeptCsv = { deflated: string; encoding: CsvTable['encoding']; guessed: boolean } | (CsvTable & { deflated?: undefined });
const keep = ({ table, deflated }: { table: CsvTable; deflated: Uint8Array }): KeptCsv => ({
  deflated: Buffer.from(deflated.buffer, deflated.byteOffset, deflated.byteLength).toString('base64'),
  encoding: table.encoding,
  guessed: table.guessed,
});
const tableOf = async (kept: KeptCsv) =>
  kept.deflated === undefined ? kept : { ...(await readCsvOffThread(Buffer.from(kept.deflated, 'base64'), kept.encoding, true)).table, guessed: kept.guessed };

/** The field problems of a zod result as a 422, under `prefix`. */
function invalidFields(issues: z.core.$ZodIssue[], prefix: string[] = []) {
  return new AppError(
    'validation_failed',
    422,
    'validation_failed',
    {},
    issues.map((i) => ({ path: [...prefix, ...i.path.map(String)].join('.'), key: isMessageKey(i.message) ? i.message : 'value_invalid' })),
  );
}

/** The multipart upload: one file (at most 10 MB) and a few text fields. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'file', key: 'roster_file_required' }]);
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: ROSTER_MAX_BYTES, files: 1, fields: 10, fieldSize: 100_000 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { fileName: cleanFileName(part.filename) || 'roster.csv', bytes };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', 413, 'roster_file_too_large');
    if (code?.startsWith('FST_')) throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'file', key: 'roster_file_required' }]);
    throw err;
  }
  if (!file || file.bytes.length === 0) throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'file', key: 'roster_file_required' }]);
  const parsed = rosterUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) throw invalidFields(parsed.error.issues);
  return { ...file, fields: parsed.data };
}

function parseMapping(raw: unknown) {
  const mapping = rosterMappingSchema.safeParse(raw);
  if (!mapping.success) throw invalidFields(mapping.error.issues, ['mapping']);
  return mapping.data;
}

/** Said when the bytes were not UTF-8 and the encoding was guessed (decode.ts). */
const encodingNotice = (locale: Locale, guessed: RosterEncoding | null | undefined) =>
  guessed ? translate(locale, 'roster_encoding_guessed', { encoding: ROSTER_ENCODING_NAMES[guessed] }) : null;

/**
 * A file name is shown back, not typed by the person: the characters no text field accepts
 * (controls, NUL — PostgreSQL refuses it —, bidi embeddings and overrides) are dropped, not refused.
 */
function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '').slice(0, 200);
}

function mappingStep(id: string, fileName: string, table: CsvTable, locale: Locale) {
  return {
    step: 'mapping' as const,
    import_id: id,
    file_name: fileName,
    encoding: table.encoding,
    encoding_notice: encodingNotice(locale, table.guessed ? table.encoding : null),
    delimiter: table.delimiter,
    headers: table.headers,
    sample_rows: table.rows.slice(0, 5),
    row_count: table.rows.length,
    suggested_mapping: suggestMapping(table.headers),
    fields: [...ROSTER_FIELDS],
  };
}

/**
 * Roster import (docs/decisions/0025-roster-import.md): upload → (CSV) mapping → dry run → confirm.
 * An import belongs to its organisation; a teacher sees only their own.
 */
export const rosterRoutes: FastifyPluginAsync<RosterRoutesOptions> = async (app, { publicUrl, allowLoopback, oneRosterLimits }) => {
  await app.register(multipart, { limits: { fileSize: ROSTER_MAX_BYTES, files: 1 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['roster'];
  const { db, clock: now } = app;

  const findImport = async (ws: WorkspaceContext, id: string) => {
    const own = ws.role === 'owner' ? undefined : eq(rosterImports.actorId, ws.userId);
    const [row] = await db
      .select()
      .from(rosterImports)
      .where(and(eq(rosterImports.id, id), eq(rosterImports.organizationId, ws.organizationId), own));
    if (!row) throw new AppError('not_found', 404, 'not_found');
    return row;
  };
  const report = (row: typeof rosterImports.$inferSelect, locale: Locale, guessed?: RosterEncoding | null) => {
    const rows = row.report as StoredRow[];
    return {
      step: 'report' as const,
      import_id: row.id,
      status: row.status,
      format: row.format,
      file_name: row.fileName,
      summary: summarize(rows),
      rows: presentRows(rows, locale),
      ...(guessed === undefined ? {} : { encoding_notice: encodingNotice(locale, guessed) }),
    };
  };

  r.post('/roster/imports', {
    schema: {
      summary:
        'Upload a roster (multipart: file, format csv|oneroster, mapping JSON, encoding utf-8|windows-1256|windows-1252|utf-16le or none to detect): the CSV mapping step, or the dry run (nothing is written)',
      tags,
      params: localeParams,
      consumes: ['multipart/form-data'],
      response: { 200: dataEnvelope(rosterUploadAnswerSchema), ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    handler: async (request) => {
      const { locale } = request.params;
      const ws = await workspaceOf(db, authed(request).user, now());
      const upload = await readUpload(request);
      const format: RosterFormat = upload.fields.format === 'oneroster' || (!upload.fields.format && /\.zip$/i.test(upload.fileName)) ? 'oneroster' : 'csv';
      const { encoding } = upload.fields;
      let records: RosterRecord[];
      let guessed: RosterEncoding | null = null;
      if (format === 'csv') {
        const read = await readCsvOffThread(upload.bytes, encoding);
        const { table } = read;
        if (table.guessed) guessed = table.encoding;
        if (!upload.fields.mapping) {
          // The mapping step: the upload is kept, and checked once the columns are chosen.
          const [kept] = await db
            .insert(rosterImports)
            .values({
              organizationId: ws.organizationId,
              actorId: ws.userId,
              format,
              fileName: upload.fileName,
              status: 'mapping',
              records: keep(read),
              report: [],
              rowCount: table.rows.length,
              createdAt: now(),
            })
            .returning({ id: rosterImports.id });
          return { data: mappingStep(kept!.id, upload.fileName, table, locale) };
        }
        let raw: unknown;
        try {
          raw = JSON.parse(upload.fields.mapping);
        } catch {
          throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'mapping', key: 'value_invalid' }]);
        }
        records = csvRecords(table, parseMapping(raw), upload.fileName);
      } else {
        const read = await oneRosterOffThread(upload.bytes, encoding);
        records = read.records;
        guessed = read.guessed?.encoding ?? null;
      }
      const plan = await checkRoster(db, ws, records, locale);
      const [row] = await db
        .insert(rosterImports)
        .values({
          organizationId: ws.organizationId,
          actorId: ws.userId,
          format,
          fileName: upload.fileName,
          status: 'checked',
          records,
          report: plan.rows,
          rowCount: plan.rows.length,
          createdAt: now(),
        })
        .returning();
      return { data: report(row!, locale, guessed) };
    },
  });

  // A OneRoster 1.2 REST service (ADR 0093): one an importer, its secret sealed to them.
  const sourceOwner = (ws: WorkspaceContext) => `oneroster:${ws.organizationId}:${ws.userId}`;
  const keptSource = async (ws: WorkspaceContext) => {
    const [row] = await db
      .select()
      .from(oneRosterSources)
      .where(and(eq(oneRosterSources.organizationId, ws.organizationId), eq(oneRosterSources.actorId, ws.userId)));
    return row ?? null;
  };
  const limits = { ...ONEROSTER_LIMITS, ...oneRosterLimits };

  r.get('/roster/oneroster', {
    schema: {
      summary: 'The caller’s OneRoster 1.2 REST service (its addresses and client id; the secret is never answered), or null',
      tags,
      params: localeParams,
      response: { 200: dataEnvelope(rosterOneRosterSourceSchema), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => {
      const ws = await workspaceOf(db, authed(request).user, now());
      const row = await keptSource(ws);
      return {
        data: row && { base_url: row.baseUrl, token_url: row.tokenUrl, client_id: row.clientId, has_secret: true, updated_at: row.updatedAt.toISOString() },
      };
    },
  });

  r.delete('/roster/oneroster', {
    schema: {
      summary: 'Forget the caller’s OneRoster service and its secret',
      tags,
      params: localeParams,
      response: { 200: dataEnvelope(z.object({ message: z.string() })), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => {
      const ws = await workspaceOf(db, authed(request).user, now());
      await db.delete(oneRosterSources).where(and(eq(oneRosterSources.organizationId, ws.organizationId), eq(oneRosterSources.actorId, ws.userId)));
      return { data: { message: translate(request.params.locale, 'oneroster_forgotten') } };
    },
  });

  r.post('/roster/oneroster', {
    schema: {
      summary:
        'Pull the roster from a OneRoster 1.2 REST service (OAuth 2 client credentials; orgs, classes, users, enrollments) into a dry run, as an upload would (nothing is written but the import and, once the pull succeeded, the service with its sealed secret)',
      tags,
      params: localeParams,
      body: rosterOneRosterRequestSchema,
      response: { 200: dataEnvelope(rosterReportSchema), ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    handler: async (request) => {
      const { locale } = request.params;
      const body = request.body;
      const ws = await workspaceOf(db, authed(request).user, now());
      const base = await checkSourceUrl(body.base_url, 'base_url', allowLoopback);
      await checkSourceUrl(body.token_url, 'token_url', allowLoopback);
      const kept = await keptSource(ws);
      let secret = body.client_secret;
      if (secret === undefined) {
        // The kept secret goes only where it went before: another address (or client id) would
        // let whoever may import send the school's secret, or a token of it, to a server of theirs.
        const same = kept && kept.baseUrl === body.base_url && kept.tokenUrl === body.token_url && kept.clientId === body.client_id;
        if (!same) throw fieldError('client_secret', 'oneroster_secret_required');
        secret = app.sealer.open(kept.secretSealed, sourceOwner(ws));
      }
      const records = await pullOneRoster({ baseUrl: body.base_url, tokenUrl: body.token_url, clientId: body.client_id, clientSecret: secret }, allowLoopback, limits);
      const plan = await checkRoster(db, ws, records, locale);
      const at = now();
      const row = await db.transaction(async (tx) => {
        const source = {
          baseUrl: body.base_url,
          tokenUrl: body.token_url,
          clientId: body.client_id,
          secretSealed: app.sealer.seal(secret, sourceOwner(ws)),
          updatedAt: at,
        };
        await tx
          .insert(oneRosterSources)
          .values({ organizationId: ws.organizationId, actorId: ws.userId, ...source })
          .onConflictDoUpdate({ target: [oneRosterSources.organizationId, oneRosterSources.actorId], set: source });
        const [checked] = await tx
          .insert(rosterImports)
          .values({
            organizationId: ws.organizationId,
            actorId: ws.userId,
            format: 'oneroster',
            fileName: `OneRoster: ${base.host}`,
            status: 'checked',
            records,
            report: plan.rows,
            rowCount: plan.rows.length,
            createdAt: at,
          })
          .returning();
        return checked!;
      });
      return { data: report(row, locale) };
    },
  });

  r.post('/roster/imports/:id/encoding', {
    schema: {
      summary: 'Read a kept CSV upload again in another encoding: its mapping step anew (the first rows as they read in it)',
      tags,
      params: withId,
      body: rosterEncodingRequestSchema,
      response: { 200: dataEnvelope(rosterMappingStepSchema), ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    handler: async (request) => {
      const { locale } = request.params;
      const ws = await workspaceOf(db, authed(request).user, now());
      const row = await findImport(ws, request.params.id);
      const kept = row.records as KeptCsv;
      if (row.status !== 'mapping' || kept.deflated === undefined) throw new AppError('conflict', 409, 'roster_upload_again');
      const read = await readCsvOffThread(Buffer.from(kept.deflated, 'base64'), request.body.encoding, true);
      await db
        .update(rosterImports)
        .set({ records: keep(read), rowCount: read.table.rows.length })
        .where(eq(rosterImports.id, row.id));
      return { data: mappingStep(row.id, row.fileName, read.table, locale) };
    },
  });

  r.post('/roster/imports/:id/check', {
    schema: {
      summary: 'The dry run of a kept CSV upload with the chosen columns: a checked import of its own (nothing else is written)',
      tags,
      params: withId,
      body: z.object({ mapping: z.unknown() }),
      response: { 200: dataEnvelope(rosterReportSchema), ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    handler: async (request) => {
      const { locale } = request.params;
      const ws = await workspaceOf(db, authed(request).user, now());
      const row = await findImport(ws, request.params.id);
      // The kept upload stays as it is (another mapping can be tried); each check is an import of its own.
      if (row.status !== 'mapping') throw new AppError('conflict', 409, 'roster_not_checked');
      const mapping = parseMapping(request.body.mapping);
      const table = await tableOf(row.records as KeptCsv);
      const records = csvRecords(table, mapping, row.fileName);
      const plan = await checkRoster(db, ws, records, locale);
      const [checked] = await db
        .insert(rosterImports)
        .values({
          organizationId: ws.organizationId,
          actorId: ws.userId,
          format: 'csv',
          fileName: row.fileName,
          status: 'checked',
          records,
          report: plan.rows,
          rowCount: plan.rows.length,
          createdAt: now(),
        })
        .returning();
      return { data: report(checked!, locale, table.guessed ? table.encoding : null) };
    },
  });

  r.get('/roster/imports/:id', {
    schema: { summary: 'A roster import: its dry-run report, or what it wrote', tags, params: withId, response: { 200: dataEnvelope(rosterReportSchema), ...errors } },
    preHandler: requireEducator,
    handler: async (request) => {
      const ws = await workspaceOf(db, authed(request).user, now());
      return { data: report(await findImport(ws, request.params.id), request.params.locale) };
    },
  });

  r.post('/roster/imports/:id/commit', {
    schema: {
      summary: 'Write what the dry run showed, in one transaction, or nothing (409 when the data changed since)',
      tags,
      params: withId,
      response: { 200: dataEnvelope(rosterCommitAnswerSchema), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => {
      const { locale } = request.params;
      const ws = await workspaceOf(db, authed(request).user, now());
      const before = await findImport(ws, request.params.id);
      // Made before the transaction (argon2 is slow); the rows the plan does not make are dropped.
      const oneTime = before.status === 'checked' ? await oneTimePasswords(before.records as RosterRecord[]) : new Map();
      const written = await db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from roster_imports where id = ${request.params.id} for update`);
        const [row] = await tx.select().from(rosterImports).where(eq(rosterImports.id, request.params.id));
        if (row!.status === 'committed') throw new AppError('conflict', 409, 'roster_already_committed');
        if (row!.status !== 'checked') throw new AppError('conflict', 409, 'roster_not_checked');
        const plan = await checkRoster(tx, ws, row!.records as RosterRecord[], locale);
        const signature = (rows: StoredRow[]) => JSON.stringify(rows.map((x) => [x.file, x.line, x.action]));
        if (signature(plan.rows) !== signature(row!.report as StoredRow[])) throw new AppError('conflict', 409, 'roster_stale');
        const done = await writePlan(tx, { now: now(), locale, publicUrl, mailer: app.mailer, actorId: ws.userId, request: requestMeta(request), oneTime }, ws, plan, row!.id);
        return { ...done, rows: plan.rows };
      });
      // No kick: thousands of invitations go out at the mail worker's own pace (its next poll), not
      // ahead of this answer on the embedded database's one connection.
      return {
        data: { summary: summarize(written.rows), written: written.count, message: translate(locale, 'roster_committed', { number: written.count }), sheet: written.sheet },
      };
    },
  });

  // 20 tries an account in 10 minutes: a teacher importing several classes takes two files each.
  const sheetTries = accountLimit(app, (request) => `sheet:${authed(request).user.id}`, 20, '10 minutes');
  r.post('/roster/imports/:id/sheet', {
    schema: {
      summary:
        'The one-time passwords of the username students an import made (ADR 0071): a PDF of one card per student, or a CSV, in the request’s language; each once, for 15 minutes, to its importer alone, with the key the commit answered',
      tags,
      params: withId,
      body: rosterSheetRequestSchema,
      response: { 200: z.string().describe('The PDF (application/pdf) or the CSV (text/csv), a download'), ...errors },
    },
    // The importer's own tries are counted too, from whatever addresses they come.
    preHandler: [requireEducator, sheetTries],
    // the key is a secret checked here (256 bits): few tries an address, yet enough for a school's
    // teachers behind one address to take their two files each (10 was not: e2e, 29 Nov)
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    handler: async (request, reply) => {
      const { locale, id } = request.params;
      const { token, format } = request.body;
      const ws = await workspaceOf(db, authed(request).user, now());
      const row = await findImport(ws, id);
      // The importer alone: not even the school's owner gets a teacher's passwords.
      if (row.actorId !== ws.userId || !row.sheetExpiresAt) throw new AppError('not_found', 404, 'not_found');
      const taken = format === 'pdf' ? row.sheetPdfAt : row.sheetCsvAt;
      if (taken) throw new AppError('conflict', 409, 'roster_sheet_taken');
      const at = now();
      if (!row.sheetSealed || row.sheetExpiresAt <= at) {
        await db.update(rosterImports).set({ sheetSealed: null }).where(eq(rosterImports.id, row.id));
        throw new AppError('expired', 409, 'roster_sheet_expired');
      }
      const sheet = openSheet(row.sheetSealed, token, row.id);
      if (!sheet) throw new AppError('not_found', 404, 'not_found');
      // The file is made before it is claimed, so that a failure leaves it to be taken again.
      const bytes = format === 'pdf' ? await sheetPdfOffThread(sheet, locale, at) : Buffer.from(sheetCsv(sheet, locale), 'utf8');
      const column = format === 'pdf' ? rosterImports.sheetPdfAt : rosterImports.sheetCsvAt;
      const [claimed] = await db
        .update(rosterImports)
        .set(format === 'pdf' ? { sheetPdfAt: at } : { sheetCsvAt: at })
        .where(and(eq(rosterImports.id, row.id), isNull(column)))
        .returning({ pdf: rosterImports.sheetPdfAt, csv: rosterImports.sheetCsvAt });
      if (!claimed) throw new AppError('conflict', 409, 'roster_sheet_taken');
      // Both files taken: nothing of the passwords stays, not even sealed.
      if (claimed.pdf && claimed.csv) await db.update(rosterImports).set({ sheetSealed: null }).where(eq(rosterImports.id, row.id));
      const name = `${label(locale, 'sheet_title')} - ${sheet.school}`;
      return (reply as FastifyReply)
        .code(200)
        .type(format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(name, format, 'one-time-passwords'))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  });
};
