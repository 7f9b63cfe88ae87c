import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { errorBodySchema } from '@tasreef/contracts';
import {
  autocompleteAnswerSchema,
  keywordGroupAnswerSchema,
  keywordGroupsAnswerSchema,
  searchAnswerSchema,
  verbPageAnswerSchema,
  verbsAnswerSchema,
} from '@tasreef/contracts/search';
import { appForFile, createTestApp } from '../helpers.ts';

/**
 * The search answers are built by hand for speed (JSON fragments kept per verb, strings joined in
 * the routes, an LRU of serialized answers sent as is), so the response serializer never checks
 * them against their schemas. This test does: across real queries of every kind, in both locales,
 * fresh and from the answer cache, every body must parse with its schema AND come out of the parse
 * unchanged: a key the schema does not know (which a plain parse would strip) fails as surely as
 * a missing or mistyped one.
 */

let app: FastifyInstance;
// Hundreds of requests from one address: the per-minute limit is not what is tested here.
appForFile(
  (made) => {
    app = made.app;
  },
  { env: { RATE_LIMIT_MAX: '100000' } },
);

/** The body parses with `schema` and equals what the parse gives back (no unknown, missing or coerced key). */
function conforms(schema: z.ZodType, body: unknown, what: string): void {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${what}: ${parsed.error.message}`);
  expect(parsed.data, what).toStrictEqual(body);
}

const LOCALES = ['ar', 'en'] as const;

/**
 * Asks `path` three times: the first answer is computed, the second is kept by the answer cache
 * (it keeps an answer the second time its URL is asked), the third is sent from the cache. All three
 * must be the same bytes and conform.
 */
async function check(path: string, status: number, schema: z.ZodType): Promise<unknown> {
  const bodies: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await app.inject({ method: 'GET', url: path });
    expect(res.statusCode, path).toBe(status);
    expect(res.headers['content-type'], path).toBe('application/json; charset=utf-8');
    bodies.push(res.body);
  }
  expect(bodies[1], path).toBe(bodies[0]);
  expect(bodies[2], path).toBe(bodies[0]);
  const body = JSON.parse(bodies[0]!) as unknown;
  conforms(schema, body, path);
  return body;
}

const q = (text: string) => encodeURIComponent(text);

describe('search answers conform to their schemas', () => {
  const searches = [
    // roots, written three ways, weak and doubled and quadriliteral ones
    'كتب',
    'ك ت ب',
    'ك-ت-ب',
    'قول',
    'مدد',
    'دحرج',
    'وعد',
    'رأى',
    // forms, with clitics and the article, verbs and nouns
    'وَسَيَكْتُبُونَهَا',
    'يكتبون',
    'الكاتب',
    'مكتوب',
    'استغفر',
    'قالوا',
    'لَيْسَ',
    // English meanings and Latin transliterations
    'write',
    'to go',
    'kataba',
    'qaala',
    // nothing found
    'zzzqqqxx',
    'ظظظظظظ',
  ];
  it.each(LOCALES)('GET /search: roots, forms, meanings, transliterations, no results (%s)', async (locale) => {
    let found = 0;
    for (const text of searches) {
      const body = (await check(`/api/v1/${locale}/search?q=${q(text)}`, 200, searchAnswerSchema)) as z.infer<typeof searchAnswerSchema>;
      found += body.data.verbs.length + body.data.analyses.length;
    }
    expect(found).toBeGreaterThan(50); // the sample really finds things
    await check(`/api/v1/${locale}/search?q=${q('كتب')}&mode=exact`, 200, searchAnswerSchema);
    await check(`/api/v1/${locale}/search?q=${q('كَتَبَ')}&mode=exact`, 200, searchAnswerSchema);
    await check(`/api/v1/${locale}/search?q=${q('write')}&page=2`, 200, searchAnswerSchema);
    await check(`/api/v1/${locale}/search?q=${q('كتب')}&page=9999`, 200, searchAnswerSchema);
  });

  it.each(LOCALES)('GET /search: every refusal is an error body (%s)', async (locale) => {
    for (const text of ['', '   ', 'x'.repeat(101), 'abc كتب', '☺☺', '<script>']) await check(`/api/v1/${locale}/search?q=${q(text)}`, 422, errorBodySchema);
    await check(`/api/v1/${locale}/search`, 422, errorBodySchema);
    await check(`/api/v1/${locale}/search?q=a&page=0`, 422, errorBodySchema);
    await check(`/api/v1/${locale}/search?q=a&mode=fuzzy`, 422, errorBodySchema);
  });

  it.each(LOCALES)('GET /verbs: facets alone and combined, pages, refusals (%s)', async (locale) => {
    const queries = [
      '',
      '?radicals=3',
      '?radicals=4',
      '?augmented=true',
      '?weak=false',
      '?pattern=X',
      '?pattern=I1&bab=1',
      '?bab=4',
      '?first_letter=%D9%83',
      '?transitivity=transitive',
      '?transitivity=unknown&weak=true',
      '?type=sound',
      '?page=3&per_page=7',
      '?pattern=QIV&first_letter=%D9%8A', // (almost surely) nothing
    ];
    for (const query of queries) await check(`/api/v1/${locale}/verbs${query}`, 200, verbsAnswerSchema);
    for (const query of ['?radicals=5', '?pattern=ZZ', '?bab=9', '?first_letter=b', '?per_page=101', '?page=0', '?augmented=yes']) {
      await check(`/api/v1/${locale}/verbs${query}`, 422, errorBodySchema);
    }
  });

  it.each(LOCALES)('GET /autocomplete: Arabic and English prefixes, nothing (%s)', async (locale) => {
    for (const text of ['ك', 'كت', 'استغ', 'wr', 'go', '', 'zzzqq']) await check(`/api/v1/${locale}/autocomplete?q=${q(text)}`, 200, autocompleteAnswerSchema);
    await check(`/api/v1/${locale}/autocomplete`, 200, autocompleteAnswerSchema);
  });

  it.each(LOCALES)('GET /keyword-groups and one group of each kind, pages, unknown (%s)', async (locale) => {
    const groups = (await check(`/api/v1/${locale}/keyword-groups`, 200, keywordGroupsAnswerSchema)) as z.infer<typeof keywordGroupsAnswerSchema>;
    const kinds = new Set(groups.data.map((g) => g.kind));
    expect([...kinds].sort()).toEqual(['frequent', 'pattern', 'root', 'theme', 'type']);
    for (const kind of kinds) {
      const ofKind = groups.data.filter((g) => g.kind === kind);
      for (const g of [ofKind[0]!, ofKind[ofKind.length - 1]!]) {
        await check(`/api/v1/${locale}/keyword-groups/${encodeURIComponent(g.name)}`, 200, keywordGroupAnswerSchema);
        await check(`/api/v1/${locale}/keyword-groups/${encodeURIComponent(g.name)}?page=2`, 200, keywordGroupAnswerSchema);
      }
    }
    await check(`/api/v1/${locale}/keyword-groups/no-such-group`, 404, errorBodySchema);
    await check(`/api/v1/${locale}/keyword-groups/pattern-X?page=0`, 422, errorBodySchema);
  });

  it.each(LOCALES)('GET /verbs/{id}: sound, weak, doubled, hamzated, quadriliteral, frozen, unknown (%s)', async (locale) => {
    const ids = new Set<string>();
    for (const text of ['كتب', 'قول', 'مدد', 'رأى', 'وعد', 'دحرج', 'ليس', 'استغفر', 'رمى', 'عسى']) {
      const found = (await app.inject({ method: 'GET', url: `/api/v1/${locale}/search?q=${q(text)}` })).json() as z.infer<typeof searchAnswerSchema>;
      for (const v of found.data.verbs.slice(0, 2)) ids.add(v.id);
    }
    expect(ids.size).toBeGreaterThanOrEqual(10);
    for (const id of ids) await check(`/api/v1/${locale}/verbs/${encodeURIComponent(id)}`, 200, verbPageAnswerSchema);
    await check(`/api/v1/${locale}/verbs/no-such-verb`, 404, errorBodySchema);
  });
});

describe('without the lexicon', () => {
  it('every search route answers an error body', async () => {
    const bare = await createTestApp({ env: { LEXICON_DIR: '/nonexistent/lexicon' } });
    try {
      for (const path of ['/search?q=x', '/verbs', '/autocomplete?q=k', '/keyword-groups', '/keyword-groups/x', '/verbs/x']) {
        for (const locale of LOCALES) {
          const res = await bare.app.inject({ method: 'GET', url: `/api/v1/${locale}${path}` });
          expect(res.statusCode).toBe(503);
          conforms(errorBodySchema, res.json(), path);
        }
      }
    } finally {
      await bare.cleanup();
    }
  });
});
