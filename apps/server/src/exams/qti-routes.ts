import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { zipSync, strToU8 } from 'fflate';
import { z } from 'zod';
import { dataEnvelope, translate, type Locale } from '@tasreef/contracts';
import {
  QTI_MAX_BYTES,
  QTI_ZIP_MAX_FILES,
  QTI_ZIP_MAX_FILE_BYTES,
  QTI_ZIP_MAX_RATIO,
  QTI_ZIP_MAX_TOTAL_BYTES,
  QTI_ZIP_RATIO_GRACE_BYTES,
  examDetailsSchema,
} from '@tasreef/contracts/exams';
import { QtiError, fromQtiFiles, toQtiFiles } from '@tasreef/exams';
import { asciiFileName, attachment } from '../http/attachment.ts';
import { AppError } from '../http/errors.ts';
import { errorResponses, localeParams, withId } from '../http/route-schemas.ts';
import { unzipWanted, type ZipLimits } from '../lib/unzip.ts';
import { importExam, type DraftContext } from './drafts.ts';
import { examDetails } from './list.ts';

/** Given by the exam routes (routes.ts): the caller's draft context and the educators' guard, so that this module reaches no other feature. */
export interface QtiRoutesOptions {
  draftContext: (request: FastifyRequest) => Promise<DraftContext>;
  requireEducator: preHandlerHookHandler;
}

const QTI_ZIP_LIMITS: ZipLimits = {
  maxFiles: QTI_ZIP_MAX_FILES,
  maxFileBytes: QTI_ZIP_MAX_FILE_BYTES,
  maxTotalBytes: QTI_ZIP_MAX_TOTAL_BYTES,
  maxRatio: QTI_ZIP_MAX_RATIO,
  ratioGraceBytes: QTI_ZIP_RATIO_GRACE_BYTES,
  invalidKey: 'qti_zip_invalid',
};
const MB = 1_048_576;
const errors = errorResponses(401, 403, 404, 413, 422, 429, 503);
const fileRequired = () => new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'file', key: 'qti_file_required' }]);

/** The one file of a multipart upload named `file`, at most QTI_MAX_BYTES. */
async function uploaded(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileRequired();
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: QTI_MAX_BYTES, files: 1, fields: 5, fieldSize: 1_000 } })) {
      if (part.type === 'file') {
        const read = await part.toBuffer();
        if (part.fieldname === 'file') bytes = read;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', 413, 'qti_file_too_large', { number: QTI_MAX_BYTES / MB });
    if (code?.startsWith('FST_')) throw fileRequired();
    throw err;
  }
  if (!bytes || bytes.length === 0) throw fileRequired();
  return bytes;
}

/** The XML files of a package, by lower-cased base name, as UTF-8 text (a file that is not is named). */
function packageFiles(zip: Uint8Array): Map<string, string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const out = new Map<string, string>();
  for (const [name, bytes] of unzipWanted(zip, (n) => n.endsWith('.xml'), QTI_ZIP_LIMITS)) {
    try {
      out.set(name, decoder.decode(bytes));
    } catch {
      throw new AppError('validation_failed', 422, 'qti_xml_invalid', { name });
    }
  }
  return out;
}

/**
 * QTI 3.0 (ADR 0085): an exam's package to download (its educators), and a package imported as a
 * new draft of the caller's, through the checks of every exam write. In their own scope: the
 * multipart parser is this import's alone.
 */
export const qtiRoutes: FastifyPluginAsync<QtiRoutesOptions> = async (app, { draftContext, requireEducator }) => {
  await app.register(multipart, { limits: { fileSize: QTI_MAX_BYTES, files: 1 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['exams'];
  const { db } = app;

  r.get('/exams/:id/qti', {
    schema: {
      summary: 'Download an exam as a QTI 3.0 package (a zip: imsmanifest.xml, the assessment test, one assessment item per question, both languages, with the answers)',
      tags,
      params: withId,
      response: { 200: z.string().describe('The package (application/zip), a download'), ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { locale, id } = request.params;
      const c = await draftContext(request);
      const exam = await examDetails(db, c.ws, id, c.now, locale);
      const files = toQtiFiles({ title: exam.title, objective: exam.objective, request: exam.request, questions: exam.questions }, locale);
      const zip = zipSync(Object.fromEntries([...files].map(([path, xml]) => [path, strToU8(xml)])));
      // the bytes as they are (the 200 schema describes them for the API document; no serializer runs on a Buffer)
      return (reply as FastifyReply)
        .code(200)
        .type('application/zip')
        .header('content-disposition', attachment(`${exam.title} (QTI)`, 'zip', `${asciiFileName(exam.title, 'exam')}-qti`))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(zip));
    },
  });

  r.post('/exams/import/qti', {
    schema: {
      summary: 'Import a QTI 3.0 package (multipart, field `file`: a zip as Tasreef exports it) as a new draft; a package not right is refused naming what is wrong',
      tags,
      params: localeParams,
      response: { 201: dataEnvelope(z.object({ exam: examDetailsSchema, message: z.string() })), ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const locale: Locale = request.params.locale;
      const c = await draftContext(request);
      const files = packageFiles(await uploaded(request));
      let read;
      try {
        read = fromQtiFiles(files, locale, (q) => c.generator.check(q));
      } catch (e) {
        if (e instanceof QtiError) throw new AppError('validation_failed', 422, e.key, e.params);
        throw e;
      }
      const id = await importExam(c, read);
      reply.code(201);
      return { data: { exam: await examDetails(db, c.ws, id, c.now, locale), message: translate(locale, 'qti_imported') } };
    },
  });
};
