/**
 * The Quran answers are built by hand (serialized once and kept, sent as a string), so Fastify's
 * response serializer never checks them against their schemas in packages/contracts. This test
 * does, like test/search/contract.test.ts for the search answers and the verb page: every body,
 * fresh and from the cache, in both locales, parses with its schema and comes out of the parse
 * unchanged (an unknown, missing or mistyped key fails).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { errorBodySchema } from '@tasreef/contracts';
import { quranSearchAnswerSchema, quranVerbAnswerSchema, rootAnswerSchema, suraAnswerSchema, suraListAnswerSchema, wordAnswerSchema } from '@tasreef/contracts/quran';
import { appForFile, requireLexicon } from '../helpers.ts';

let app: FastifyInstance;
appForFile(
  (made) => {
    requireLexicon(made.config);
    app = made.app;
  },
  { env: { RATE_LIMIT_MAX: '100000' } },
);

// the lexicon loads and the readings are computed (or read from the cache) on the first word asked
beforeAll(async () => {
  expect((await app.inject({ method: 'GET', url: '/api/v1/en/quran/suras/1/verses/1/words/1' })).statusCode).toBe(200);
}, 240_000);

function conforms(schema: z.ZodType, body: unknown, what: string): void {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${what}: ${parsed.error.message}`);
  expect(parsed.data, what).toStrictEqual(body);
}

/** Asked twice (computed, then kept or sent from the cache): the same bytes, conforming to `schema`. */
async function check(path: string, status: number, schema: z.ZodType): Promise<unknown> {
  const bodies: string[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await app.inject({ method: 'GET', url: path });
    expect(res.statusCode, path).toBe(status);
    expect(res.headers['content-type'], path).toBe('application/json; charset=utf-8');
    bodies.push(res.body);
  }
  expect(bodies[1], path).toBe(bodies[0]);
  const body = JSON.parse(bodies[0]!) as unknown;
  conforms(schema, body, path);
  return body;
}

const q = (text: string) => encodeURIComponent(text);

describe.each(['ar', 'en'] as const)('the Quran answers conform to their schemas (%s)', (locale) => {
  const api = `/api/v1/${locale}/quran`;

  it('GET /quran/suras and /quran/suras/{n}: first, longest, last; refusals', async () => {
    await check(`${api}/suras`, 200, suraListAnswerSchema);
    for (const n of [1, 2, 9, 114]) await check(`${api}/suras/${n}`, 200, suraAnswerSchema);
    await check(`${api}/suras/115`, 404, errorBodySchema);
    await check(`${api}/suras/abc`, 422, errorBodySchema);
  });

  it('GET /quran/suras/{n}/verses/{v}/words/{w}: verbs, nouns, particles; refusals', async () => {
    for (const ref of ['1:1:1', '1:1:2', '1:5:2', '2:3:3', '2:255:1', '112:1:1']) {
      const [s, v, w] = ref.split(':');
      await check(`${api}/suras/${s}/verses/${v}/words/${w}`, 200, wordAnswerSchema);
    }
    await check(`${api}/suras/1/verses/8/words/1`, 404, errorBodySchema);
    await check(`${api}/suras/1/verses/1/words/x`, 422, errorBodySchema);
  });

  it('GET /quran/roots/{root} and /quran/search: roots, forms, English, nothing; refusals', async () => {
    for (const root of ['كتب', 'ق و ل', 'ءمن']) await check(`${api}/roots/${q(root)}`, 200, rootAnswerSchema);
    await check(`${api}/roots/${q('abc')}`, 422, errorBodySchema);
    for (const text of ['ق و ل', 'يقولون', 'الْحَمْدُ', 'قال رب', 'believe', 'xylophone']) await check(`${api}/search?q=${q(text)}`, 200, quranSearchAnswerSchema);
    await check(`${api}/search?q=${q('ق و ل')}&page=2`, 200, quranSearchAnswerSchema);
    await check(`${api}/search?q=`, 422, errorBodySchema);
  });

  it('GET /quran/verbs/{id}: a verb of the Quran, one that is not in it, an unknown id', async () => {
    await check(`${api}/verbs/qwl-I1`, 200, quranVerbAnswerSchema);
    await check(`${api}/verbs/ktb-I1`, 200, quranVerbAnswerSchema);
    await check(`${api}/verbs/no-such-verb`, 404, errorBodySchema);
  });
});
