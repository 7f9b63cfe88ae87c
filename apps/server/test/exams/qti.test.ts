import { count, eq } from 'drizzle-orm';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@tasreef/contracts';
import { examDetailsSchema, type ExamDetails } from '@tasreef/contracts/exams';
import { exams } from '../../src/db/exams.ts';
import { caller, createAccountsTestApp, errorOf, type AccountsTestApp } from '../auth/harness.ts';
import { buildWorld, type World } from '../management/world.ts';
import { postForm } from '../roster/upload.ts';

/**
 * QTI 3.0 through the API (ADR 0085): an exam downloaded as a package and imported again is a new
 * draft of the importer's with the same questions (every field, both languages, Arabic byte for
 * byte); a package that is not right is a localized 422 (or 413) naming what is wrong, and writes
 * nothing; the zip is read under limits.
 */
let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;
let exam: ExamDetails;
let pkg: Uint8Array;

const importQti = (token: string, bytes: Uint8Array, locale: 'ar' | 'en' = 'en') => postForm(t.app, '/exams/import/qti', { token, locale, file: { name: 'exam.zip', bytes } });
const examsOf = async (ownerId: string) => (await t.app.db.select({ n: count() }).from(exams).where(eq(exams.ownerId, ownerId)))[0]!.n;
/** The package with some files changed (by path), or removed (undefined). */
function changed(edit: Record<string, (xml: string) => string | undefined>): Uint8Array {
  const files = unzipSync(pkg);
  const out: Record<string, Uint8Array> = {};
  for (const [path, bytes] of Object.entries(files)) {
    const text = edit[path] ? edit[path](new TextDecoder().decode(bytes)) : new TextDecoder().decode(bytes);
    if (text !== undefined) out[path] = strToU8(text);
  }
  return zipSync(out);
}

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  w = await buildWorld(t);
  const made = await call('POST', '/exams', {
    token: w.teacherA1.token,
    body: {
      title: 'اِخْتِبَارُ التَّصْرِيفِ',
      objective: 'أَنْ يُصَرِّفَ الطالبُ الفعلَ الماضيَ',
      request: { objectives: [{ type: 'conjugate' }, { type: 'masdar' }], formats: ['multiple_choice', 'true_false', 'typed'], question_count: 8, seed: 3, locale: 'ar' },
    },
  });
  if (made.statusCode !== 201) throw new Error(made.body);
  exam = examDetailsSchema.parse(made.json().data.exam);
  const res = await call('GET', `/exams/${exam.id}/qti`, { token: w.teacherA1.token, locale: 'ar' });
  if (res.statusCode !== 200) throw new Error(res.body);
  pkg = new Uint8Array(res.rawPayload);
}, 300_000);
afterAll(async () => {
  await t?.cleanup();
});

describe('QTI 3.0 export and import', () => {
  it('downloads a zip with the manifest, the test and an item per question, under a UTF-8 file name', async () => {
    const res = await call('GET', `/exams/${exam.id}/qti`, { token: w.teacherA1.token, locale: 'ar' });
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('اِخْتِبَارُ التَّصْرِيفِ (QTI).zip').replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );
    const files = Object.keys(unzipSync(pkg)).sort();
    expect(files).toEqual(['assessment-test.xml', 'imsmanifest.xml', ...exam.questions.map((q) => `items/${q.id}.xml`)].sort());
  });

  it('imports its own package as a new draft of the importer with the same exam, Arabic byte for byte', async () => {
    const before = await examsOf(w.teacherA2.id);
    const res = await importQti(w.teacherA2.token, pkg, 'ar');
    expect(res.statusCode).toBe(201);
    expect(res.json().data.message).toBe(translate('ar', 'qti_imported'));
    const back = examDetailsSchema.parse(res.json().data.exam);
    expect(back.id).not.toBe(exam.id);
    expect(back).toMatchObject({ status: 'draft', owner: { id: w.teacherA2.id }, title: exam.title, objective: exam.objective, request: exam.request });
    expect(back.questions).toEqual(exam.questions);
    expect(Buffer.from(JSON.stringify(back.questions)).equals(Buffer.from(JSON.stringify(exam.questions)))).toBe(true);
    expect(await examsOf(w.teacherA2.id)).toBe(before + 1);
    // it is the importer's: another school's owner does not see it
    expect((await call('GET', `/exams/${back.id}`, { token: w.schoolB.token })).statusCode).toBe(404);
  });

  it('refuses a package that is not right, naming what is wrong in the caller’s language, and writes nothing', async () => {
    const before = await examsOf(w.teacherA1.id);
    const mc = exam.questions.find((q) => q.format === 'multiple_choice')!;
    const at = exam.questions.indexOf(mc) + 1;
    const key = (mc.answer as { option_id: string }).option_id;
    const wrong = mc.options.find((o) => o.id !== key)!.id;
    const cases: Array<[Uint8Array, number, string]> = [
      [changed({ 'imsmanifest.xml': () => undefined }), 422, translate('ar', 'qti_manifest_missing')],
      [changed({ [`items/${mc.id}.xml`]: () => undefined }), 422, translate('ar', 'qti_file_missing', { name: `${mc.id}.xml` })],
      [changed({ 'assessment-test.xml': (x) => x.replace('</qti-test-part>', '') }), 422, translate('ar', 'qti_xml_invalid', { name: 'assessment-test.xml' })],
      [
        changed({ [`items/${mc.id}.xml`]: (x) => x.replace('normal-maximum="1"', 'normal-maximum="3"') }),
        422,
        translate('ar', 'qti_item_points', { name: `${at} (${mc.id})`, number: 1 }),
      ],
      [strToU8('not a zip at all'), 422, ''],
    ];
    for (const [bytes, status, message] of cases) {
      const res = await importQti(w.teacherA1.token, bytes, 'ar');
      expect(res.statusCode, message).toBe(status);
      if (message) expect(errorOf(res).error.message).toBe(message);
    }
    // a key moved to a wrong option: the engine's reason, in Arabic, naming the question
    const moved = await importQti(
      w.teacherA1.token,
      changed({ [`items/${mc.id}.xml`]: (x) => x.replace(`<qti-value>${key}</qti-value>`, `<qti-value>${wrong}</qti-value>`) }),
      'ar',
    );
    expect(moved.statusCode).toBe(422);
    expect(errorOf(moved).error.message).toMatch(new RegExp(`^رُفض السؤال ${at} \\(${mc.id}\\): .+`));
    // no file: the form's field is named
    const none = await postForm(t.app, '/exams/import/qti', { token: w.teacherA1.token, fields: { x: 'y' } });
    expect(none.statusCode).toBe(422);
    expect(errorOf(none).error.details[0]).toEqual({ path: 'file', issue: translate('en', 'qti_file_required') });
    expect(await examsOf(w.teacherA1.id)).toBe(before);
  });

  it('is open to API keys by scope: exams:read downloads a package, importing one needs exams:write', async () => {
    const made = await call('POST', '/api-keys', { token: w.schoolA.token, body: { name: 'LMS', scopes: ['exams:read'], expires_in_days: 30 } });
    expect(made.statusCode).toBe(201);
    const secret = made.json().data.secret as string;
    const got = await call('GET', `/exams/${exam.id}/qti`, { token: secret });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/zip');
    expect((await importQti(secret, pkg)).statusCode).toBe(403);
  });

  it('reads the zip under limits: a file that inflates past them is refused before it is held', async () => {
    const before = await examsOf(w.teacherA1.id);
    const bomb = zipSync({ 'imsmanifest.xml': new Uint8Array(30 * 1_048_576) }, { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    const res = await importQti(w.teacherA1.token, bomb);
    expect([413, 422]).toContain(res.statusCode);
    expect(errorOf(res).error.message).toMatch(/imsmanifest\.xml/);
    const big = await importQti(w.teacherA1.token, new Uint8Array(5 * 1_048_576 + 10));
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).error.message).toBe(translate('en', 'qti_file_too_large', { number: 5 }));
    expect(await examsOf(w.teacherA1.id)).toBe(before);
  });
});
