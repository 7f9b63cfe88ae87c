/**
 * Issue 30: a NUL in an exam's title or objective, a question's stem or explanation (exam drafts,
 * edit in preview, the question bank, a GIFT import) or a grade scale's name or band labels was a
 * 500 from PostgreSQL; now a localized 422 on every one. A bidi control (U+202A–U+202E,
 * U+2066–U+2069) in a name or a title is a 422 too; the marks LRM, RLM and ALM are kept. Runs on
 * the embedded database, and on PostgreSQL with TEST_DATABASE_URL (CI's api-postgres step).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '@tasreef/contracts';
import { GRADE_SCALE_PRESETS } from '@tasreef/contracts/grades';
import { caller, createAccountsTestApp, errorOf, nextIp, type AccountsTestApp } from './auth/harness.ts';
import { buildWorld, setPlan, type World } from './management/world.ts';

let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;
let examId: string;
let questionId: string;
let bankId: string;
let scaleId: string;

const request = { objectives: [{ type: 'conjugate' }], question_count: 2, criteria: { verbs: ['ktb-I1'] }, seed: 7 };
const bands = GRADE_SCALE_PRESETS.letters.bands.map((b) => ({ ...b }));

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  w = await buildWorld(t);
  await setPlan(t, w.teacherA1.id, 'pro');
  const exam = await call('POST', '/exams', { token: w.teacherA1.token, body: { title: 'Source', request } });
  if (exam.statusCode !== 201) throw new Error(exam.body);
  examId = exam.json().data.exam.id;
  questionId = exam.json().data.exam.questions[0].id;
  await call('POST', '/bank/questions', { token: w.teacherA1.token, body: { exam_id: examId, question_ids: [questionId] } });
  bankId = (await call('GET', '/bank/questions', { token: w.teacherA1.token })).json().data[0].id;
  const scale = await call('POST', '/grade-scales', { token: w.teacherA1.token, body: { name: 'Letters', bands } });
  if (scale.statusCode !== 201) throw new Error(scale.body);
  scaleId = scale.json().data.scale.id;
}, 300_000);
afterAll(async () => t?.cleanup());

interface Case {
  name: string;
  method: 'POST' | 'PATCH';
  /** The field named in the answer's details. */
  field: string;
  make(value: string): { path: string; body: unknown };
}

const withBand = (label: string) => bands.map((b, i) => (i === 1 ? { ...b, label } : b));
const NUL_CASES: Case[] = [
  { name: 'POST /exams title', method: 'POST', field: 'title', make: (v) => ({ path: '/exams', body: { title: `Unit${v}3`, request } }) },
  { name: 'POST /exams objective', method: 'POST', field: 'objective', make: (v) => ({ path: '/exams', body: { title: 'Unit 3', objective: `Verbs${v}`, request } }) },
  { name: 'PATCH /exams title', method: 'PATCH', field: 'title', make: (v) => ({ path: `/exams/${examId}`, body: { title: `Unit${v}3` } }) },
  { name: 'PATCH /exams objective', method: 'PATCH', field: 'objective', make: (v) => ({ path: `/exams/${examId}`, body: { objective: `Verbs${v}` } }) },
  {
    name: 'edit in preview: stem',
    method: 'PATCH',
    field: 'stem.en',
    make: (v) => ({ path: `/exams/${examId}/questions/${questionId}`, body: { stem: { ar: 'صرّف:', en: `Conjugate${v}:` } } }),
  },
  {
    name: 'edit in preview: explanation',
    method: 'PATCH',
    field: 'explanation.ar',
    make: (v) => ({ path: `/exams/${examId}/questions/${questionId}`, body: { explanation: { ar: `شرح${v}`, en: 'Why' } } }),
  },
  { name: 'bank edit: stem', method: 'PATCH', field: 'stem.ar', make: (v) => ({ path: `/bank/questions/${bankId}`, body: { stem: { ar: `صرّف${v}:`, en: 'Conjugate:' } } }) },
  {
    name: 'bank edit: explanation',
    method: 'PATCH',
    field: 'explanation.en',
    make: (v) => ({ path: `/bank/questions/${bankId}`, body: { explanation: { ar: 'شرح', en: `Why${v}` } } }),
  },
  { name: 'bank edit: label', method: 'PATCH', field: 'labels.0', make: (v) => ({ path: `/bank/questions/${bankId}`, body: { labels: [`unit${v}`] } }) },
  { name: 'bank import: the GIFT text', method: 'POST', field: 'gift', make: (v) => ({ path: '/bank/import', body: { gift: `::q1:: Conjugate${v} {=كتب}\n` } }) },
  { name: 'POST /grade-scales name', method: 'POST', field: 'name', make: (v) => ({ path: '/grade-scales', body: { name: `Let${v}ters`, bands } }) },
  {
    name: 'POST /grade-scales band label',
    method: 'POST',
    field: 'bands.1.label',
    make: (v) => ({ path: '/grade-scales', body: { name: 'Letters 2', bands: withBand(`B${v}`) } }),
  },
  { name: 'PATCH /grade-scales name', method: 'PATCH', field: 'name', make: (v) => ({ path: `/grade-scales/${scaleId}`, body: { name: `Let${v}ters`, bands } }) },
  {
    name: 'PATCH /grade-scales band label',
    method: 'PATCH',
    field: 'bands.1.label',
    make: (v) => ({ path: `/grade-scales/${scaleId}`, body: { name: 'Letters', bands: withBand(`B${v}`) } }),
  },
];

async function expect422(c: Case, value: string, key: MessageKey) {
  for (const locale of ['en', 'ar'] as const) {
    const r = c.make(value);
    const res = await call(c.method, r.path, { token: w.teacherA1.token, body: r.body, locale, ip: nextIp() });
    const label = `${c.name} with U+${value.codePointAt(0)!.toString(16).padStart(4, '0')} (${locale})`;
    expect(res.statusCode, `${label}: ${res.body}`).toBe(422);
    expect(errorOf(res).error.details.find((d) => d.path === c.field)?.issue, `${label}: ${res.body}`).toBe(translate(locale, key));
  }
}

describe('NUL and other control characters in exams, questions and grade scales', () => {
  it.each(NUL_CASES)('$name: a localized 422, nothing written', async (c) => {
    const before = JSON.stringify((await call('GET', `/exams/${examId}`, { token: w.teacherA1.token })).json().data);
    for (const ch of ['\u0000', '\u0007', '\u007f']) await expect422(c, ch, 'text_characters');
    expect(JSON.stringify((await call('GET', `/exams/${examId}`, { token: w.teacherA1.token })).json().data)).toBe(before);
  });

  it('a GIFT file whose Tasreef data line spells a NUL as a JSON escape (\\u0000) is a 422, nothing imported', async () => {
    const gift = (await call('GET', `/exams/${examId}/export?format=gift`, { token: w.teacherA1.token, locale: 'en' })).body;
    expect(gift).toContain('"stem"');
    // The engine checks forms and keys, not the wording; the file's own text replaces the stem in
    // the language of the call, so both languages' stems carry the escape.
    const poisoned = gift.replace(/"stem":\{"ar":"([^"]*)","en":"/g, '"stem":{"ar":"\\u0000$1","en":"\\u0000');
    expect(poisoned.match(/\\u0000/g)?.length).toBe(2 * 2);
    const before = (await call('GET', '/bank/questions', { token: w.teacherA1.token })).json().meta.total;
    for (const locale of ['en', 'ar'] as const) {
      const res = await call('POST', '/bank/import', { token: w.teacherA1.token, body: { gift: poisoned }, locale });
      expect(res.statusCode, res.body).toBe(422);
      expect(errorOf(res).error.details.find((d) => d.path === 'gift')?.issue).toBe(translate(locale, 'text_characters'));
    }
    expect((await call('GET', '/bank/questions', { token: w.teacherA1.token })).json().meta.total).toBe(before);
  });

  it('several-line fields keep line breaks: an objective and an explanation of two lines are saved', async () => {
    const res = await call('PATCH', `/exams/${examId}`, { token: w.teacherA1.token, body: { objective: 'Line one\nline two' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.exam.objective).toBe('Line one\nline two');
  });
});

/** The embeddings, overrides and isolates: each reorders what follows it on a page, in a PDF or a CSV. */
const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('bidi controls in names and titles', () => {
  const NAME_CASES: Case[] = [
    { name: 'profile full_name', method: 'PATCH', field: 'full_name', make: (v) => ({ path: '/account/profile', body: { full_name: `Layla${v} Haddad` } }) },
    { name: 'class name', method: 'POST', field: 'name', make: (v) => ({ path: '/classes', body: { name: `Grade${v} 9` } }) },
    { name: 'exam title', method: 'PATCH', field: 'title', make: (v) => ({ path: `/exams/${examId}`, body: { title: `Unit${v} 3` } }) },
    { name: 'grade scale name', method: 'POST', field: 'name', make: (v) => ({ path: '/grade-scales', body: { name: `Letters${v}`, bands } }) },
    { name: 'grade band label', method: 'POST', field: 'bands.1.label', make: (v) => ({ path: '/grade-scales', body: { name: 'Letters 3', bands: withBand(`B${v}`) } }) },
  ];
  it.each(NAME_CASES)('$name: each control is a localized 422', async (c) => {
    for (const ch of BIDI) await expect422(c, ch, 'name_characters');
  });

  it('a school names a member: the same rule (management)', async () => {
    const res = await call('POST', '/management/members', { token: w.schoolA.token, body: { role: 'student', full_name: 'Omar \u202eevil', username: 'omar.bidi' } });
    expect(res.statusCode, res.body).toBe(422);
    expect(errorOf(res).error.details.find((d) => d.path === 'full_name')?.issue).toBe(translate('en', 'name_characters'));
  });

  it('the marks LRM, RLM and ALM stay (Arabic mixed with Latin needs them), and several-line text keeps the controls', async () => {
    const title = 'الوحدة\u200f 3 \u200eUnit\u061c';
    const res = await call('PATCH', `/exams/${examId}`, { token: w.teacherA1.token, body: { title, objective: 'Mixed \u2067عربي\u2069 text' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.exam.title).toBe(title);
  });
});
