import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainText } from './fields.ts';
import { SAFE_PATTERNS, stringSites, unguarded } from './schema-strings.ts';

/**
 * Every free-text field of every contract carries the one text rule (issue 30): this walks every
 * zod schema exported by packages/contracts that a client sends (requests, queries, path
 * parameters, form steps) and fails on a string without `plainText`. The server's own routes are
 * walked the same way in apps/server/test/route-strings.test.ts, inline schemas included.
 */

/** What a client sends: a request body, a query string, path parameters, a form step. */
const INPUT_NAME = /(Request|Query|Params|Input)Schema$/;
const OTHER_INPUTS = new Set([
  'contactSchema',
  'registerFormStepSchema',
  'selectRoleStepSchema',
  'extraDataStepSchema',
  'notificationSettingsSchema',
  'newsletterLinkSchema',
  'newsletterChoiceSchema',
  'examCriteriaSchema',
  'objectiveSchema',
  'verbRefSchema',
  'gradeBandSchema',
  'assignmentsSchema',
  'adminPlanUpdateSchema',
  'practiceSetIdSchema',
  'rosterMappingSchema',
  // the rows of a roster file, parsed on the server
  'rosterPersonSchema',
]);

/** A field whose name says it is a name or a title: the name rule (no bidi controls). */
const NAME_FIELD = /(^|\.|_)(name|title|label)$/;

let exported: Array<{ module: string; name: string; schema: z.ZodType }>;
beforeAll(async () => {
  const dir = import.meta.dirname;
  const modules = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  exported = [];
  for (const file of modules) {
    const mod = (await import(path.join(dir, file))) as Record<string, unknown>;
    // index.ts re-exports some: each schema once, under the module that defines it
    for (const [name, value] of Object.entries(mod)) if (value instanceof z.ZodType && file !== 'index.ts') exported.push({ module: file, name, schema: value });
  }
});

const inputs = () => exported.filter((e) => INPUT_NAME.test(e.name) || OTHER_INPUTS.has(e.name));

describe('every free-text field of every contract carries the text rule', () => {
  it('finds the contracts (the walk is not empty)', () => {
    expect(inputs().length).toBeGreaterThan(60);
    expect([...OTHER_INPUTS].filter((n) => !exported.some((e) => e.name === n))).toEqual([]);
  });

  it('no string a client sends lacks plainText (or is one of the formats and patterns listed)', () => {
    const missing = inputs().flatMap((e) => unguarded(stringSites(e.schema)).map((s) => `${e.module} ${e.name}: ${s.path || '(itself)'}`));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('names and titles carry the name rule', () => {
    const sites = inputs().flatMap((e) => stringSites(e.schema).map((s) => ({ ...s, where: `${e.module} ${e.name}: ${s.path}` })));
    const names = sites.filter((s) => NAME_FIELD.test(s.path.replace(/\|\d+/g, '')) && s.kind === 'string' && s.format === null && s.patterns.length === 0);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((s) => s.rule !== 'name').map((s) => s.where)).toEqual([]);
  });

  it('every safe pattern refuses the characters the rule refuses (no multiline flag, anchored)', () => {
    for (const source of Object.keys(SAFE_PATTERNS)) {
      const re = new RegExp(source, 'u');
      expect(source.startsWith('^') && source.endsWith('$'), source).toBe(true);
      for (const ch of ['\u0000', '\n', '\u202e', '\u2066', '\ud800']) expect(re.test(`a${ch}`) || re.test(`${ch}`), `${source} ${ch}`).toBe(false);
    }
  });
});

describe('the walk', () => {
  // The proof that the test above can fail: one field without the rule, in every kind of wrapper.
  const bare = z.string().max(10);
  const ruled = plainText(z.string().max(10));
  const cases: Array<[string, z.ZodType, string]> = [
    ['object', z.object({ a: ruled, b: bare }), 'b'],
    ['array', z.object({ list: z.array(bare) }), 'list[]'],
    ['optional and nullable', z.object({ a: bare.optional().nullable() }), 'a'],
    ['default', z.object({ a: bare.default('x') }), 'a'],
    ['union', z.union([z.object({ a: ruled }), z.object({ b: bare })]), '|1.b'],
    ['discriminated union', z.discriminatedUnion('k', [z.object({ k: z.literal('x'), a: bare }), z.object({ k: z.literal('y') })]), '|0.a'],
    ['pipe (preprocess)', z.object({ a: z.preprocess((v) => v, bare.optional()) }), 'a'],
    ['transform', z.object({ a: bare.transform((v) => v.length) }), 'a'],
    ['record keys and values', z.record(bare, ruled), '{key}'],
    ['lazy', z.object({ a: z.lazy(() => bare) }), 'a'],
    ['intersection', z.intersection(z.object({ a: ruled }), z.object({ b: bare })), 'b'],
    ['tuple', z.tuple([ruled, bare]), '[1]'],
    ['strict object extended', z.strictObject({ a: ruled }).extend({ b: bare }), 'b'],
    ['a check added after the rule keeps it', z.object({ a: ruled.min(1), b: bare }), 'b'],
  ];
  it.each(cases)('finds a string without the rule inside: %s', (_, schema, where) => {
    expect(unguarded(stringSites(schema)).map((s) => s.path)).toEqual([where]);
  });

  it('finds what lets anything through (unknown, any, custom)', () => {
    expect(unguarded(stringSites(z.object({ a: z.unknown(), b: z.any(), c: z.custom<string>() }))).map((s) => s.path)).toEqual(['a', 'b', 'c']);
  });

  it('a recursive schema ends', () => {
    type Tree = { label: string; children: Tree[] };
    const tree: z.ZodType<Tree> = z.lazy(() => z.object({ label: bare, children: z.array(tree) }));
    expect(unguarded(stringSites(tree)).map((s) => s.path)).toEqual(['label']);
  });

  it('tells the name rule from the one-line and several-line rules', () => {
    const sites = stringSites(z.object({ a: plainText(z.string()), b: plainText(z.string(), 'multi'), c: plainText(z.string(), 'name').optional() }));
    expect(sites.map((s) => [s.path, s.rule])).toEqual([
      ['a', 'single'],
      ['b', 'multi'],
      ['c', 'name'],
    ]);
  });
});
