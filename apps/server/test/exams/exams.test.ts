import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examDetailsSchema } from '@tasreef/contracts/exams';
import { exams } from '../../src/db/exams.ts';
import { caller, createAccountsTestApp, errorOf, signUp, type AccountsTestApp } from '../auth/harness.ts';
import { buildWorld, setPlan, type World } from '../management/world.ts';

let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;

const request = (extra: Record<string, unknown> = {}) => ({
  objectives: [{ type: 'conjugate' }, { type: 'identify_person' }],
  formats: ['multiple_choice'],
  question_count: 6,
  criteria: { verbs: ['ktb-I1', 'qwl-I1'] },
  seed: 7,
  ...extra,
});
const day = 86_400_000;
const iso = (ms: number) => new Date(t.clock().getTime() + ms).toISOString();
const publishBody = (extra: Record<string, unknown> = {}) => ({
  publish_at: iso(-60_000),
  expires_at: iso(7 * day),
  access: 'expirable',
  duration_minutes: 30,
  passing_score: 60,
  attempts_allowed: 2,
  review: 'after_submit',
  assignments: { classes: [w.classA], students: [], teachers: [] },
  ...extra,
});

async function draft(token: string, extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/exams', { token, body: { title: 'Past and present of كتب', request: request(), ...extra } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return examDetailsSchema.parse(res.json().data.exam);
}
const count = async () => (await t.app.database.db.select().from(exams)).length;

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  w = await buildWorld(t);
}, 300_000);
afterAll(async () => t?.cleanup());

describe('drafts', () => {
  it('saves the generated questions named, in the order named, with their answers; the same request gives the same questions', async () => {
    const preview = (await call('POST', '/exams/generate', { token: w.teacherA1.token, body: request() })).json().data.questions as { id: string }[];
    const kept = [preview[3]!.id, preview[0]!.id, preview[5]!.id];
    const exam = await draft(w.teacherA1.token, { question_ids: kept, objective: 'Know the persons of the past' });
    expect(exam.questions.map((q) => q.id)).toEqual(kept);
    expect(exam.questions.every((q) => q.answer)).toBe(true);
    expect(exam).toMatchObject({ status: 'draft_setup', setup_step: 2, question_count: 3, time_status: null, objective: 'Know the persons of the past' });
    // resume later: the draft is in the drafts group and reads back whole
    const list = await call('GET', '/exams?group=drafts', { token: w.teacherA1.token });
    expect(list.json().data.map((e: { id: string }) => e.id)).toContain(exam.id);
    const again = await call('GET', `/exams/${exam.id}`, { token: w.teacherA1.token });
    expect(again.json().data.questions).toEqual(exam.questions);
  });

  it('never takes a question from the client: an id the request does not generate is refused, nothing stored', async () => {
    const before = await count();
    const res = await call('POST', '/exams', { token: w.teacherA1.token, body: { title: 'x', request: request(), question_ids: ['q_forged1'] } });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).error.details[0]).toMatchObject({ path: 'question_ids.0', issue: 'This question is not one of the generated questions; generate again' });
    const extra = await call('POST', '/exams', { token: w.teacherA1.token, body: { title: 'x', request: request(), questions: [{ id: 'q_1', answer: { option_id: 'a' } }] } });
    expect(extra.statusCode).toBe(422);
    expect(errorOf(extra).error.details).toContainEqual({ path: 'questions', issue: 'This field is not allowed' });
    expect(await count()).toBe(before);
  });

  it('updates a draft: title, step, the questions kept; moving past step 2 makes it a draft', async () => {
    const exam = await draft(w.teacherA1.token);
    const ids = exam.questions.map((q) => q.id).reverse();
    const res = await call('PATCH', `/exams/${exam.id}`, { token: w.teacherA1.token, locale: 'ar', body: { title: 'اختبار الماضي', question_ids: ids, setup_step: 3 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ message: 'تم تحديث البيانات بنجاح', exam: { title: 'اختبار الماضي', status: 'draft', setup_step: 3, version: 2 } });
    expect(res.json().data.exam.questions.map((q: { id: string }) => q.id)).toEqual(ids);
  });

  it('refuses bad input with localized errors and stores nothing', async () => {
    const before = await count();
    for (const body of [
      { title: '', request: request() },
      { title: 'x', request: request({ question_count: 0 }) },
      { title: 'x', request: request({ question_count: 101 }) },
      { title: 'x', request: request({ objectives: [{ type: 'conjugate' }], question_count: 40, criteria: { verbs: ['ktb-I1'], tenses: ['past'] } }) },
    ]) {
      const res = await call('POST', '/exams', { token: w.teacherA1.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await count()).toBe(before);
  });
});

describe('publishing', () => {
  it('publishes with dates, duration, passing score, attempts and assignments: the exam is current, and the class’s student sees it', async () => {
    const exam = await draft(w.teacherA1.token);
    const res = await call('POST', `/exams/${exam.id}/publish`, { token: w.teacherA1.token, body: publishBody() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      message: 'Your Exam has been published successfully',
      exam: {
        status: 'published',
        time_status: 'started',
        passing_score: 60,
        duration_minutes: 30,
        attempts_allowed: 2,
        access: 'expirable',
        assignments: { classes: [{ id: w.classA, name: 'Grade 5 A' }] },
      },
    });
    const current = await call('GET', '/exams?group=current', { token: w.teacherA1.token });
    expect(current.json().data.map((e: { id: string }) => e.id)).toContain(exam.id);
    const mine = await call('GET', '/exams', { token: w.studentA.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((e: { id: string }) => e.id)).toContain(exam.id);
    expect(JSON.stringify(mine.json())).not.toContain('option_id');
    // the student of another school does not
    expect((await call('GET', '/exams', { token: w.studentB.token })).json().data.map((e: { id: string }) => e.id)).not.toContain(exam.id);
    // a published exam's request and step are locked (dropping questions is allowed: see attempts.test.ts)
    const locked = await call('PATCH', `/exams/${exam.id}`, { token: w.teacherA1.token, body: { request: request({ seed: 8 }) } });
    expect(locked.statusCode).toBe(409);
    expect((await call('PATCH', `/exams/${exam.id}`, { token: w.teacherA1.token, body: { setup_step: 2 } })).statusCode).toBe(409);
  });

  it('groups: the exams assigned to a class, with their classes; reports: the exams with a submitted attempt, with the count', async () => {
    const toClass = await draft(w.teacherA1.token, { title: 'For the class' });
    await call('POST', `/exams/${toClass.id}/publish`, { token: w.teacherA1.token, body: publishBody() });
    const toStudent = await draft(w.teacherA1.token, { title: 'For one student' });
    await call('POST', `/exams/${toStudent.id}/publish`, {
      token: w.teacherA1.token,
      body: publishBody({ assignments: { classes: [], students: [w.studentA.id], teachers: [] } }),
    });
    const ids = async (group: string) => ((await call('GET', `/exams?group=${group}`, { token: w.teacherA1.token })).json().data as { id: string }[]).map((e) => e.id);
    const groups = await call('GET', '/exams?group=groups', { token: w.teacherA1.token });
    expect(groups.statusCode).toBe(200);
    const listed = groups.json().data as { id: string; classes: { id: string; name: string }[]; submitted_attempts: number }[];
    expect(listed.find((e) => e.id === toClass.id)).toMatchObject({ classes: [{ id: w.classA, name: 'Grade 5 A' }], submitted_attempts: 0 });
    expect(listed.map((e) => e.id)).not.toContain(toStudent.id);
    // reports: none until a student submits
    expect(await ids('reports')).not.toContain(toStudent.id);
    const attempt = await call('POST', `/exams/${toStudent.id}/attempts`, { token: w.studentA.token });
    expect(attempt.statusCode).toBe(201);
    expect(await ids('reports')).not.toContain(toStudent.id); // in progress is not yet a report
    await call('POST', `/attempts/${attempt.json().data.attempt.id}/submit`, { token: w.studentA.token });
    const reports = (await call('GET', '/exams?group=reports', { token: w.teacherA1.token })).json().data as { id: string; submitted_attempts: number }[];
    expect(reports.find((e) => e.id === toStudent.id)?.submitted_attempts).toBe(1);
    expect(reports.map((e) => e.id)).not.toContain(toClass.id);
    // a student's list carries neither the classes nor the counts
    const mine = JSON.stringify((await call('GET', '/exams?group=groups', { token: w.studentA.token })).json());
    expect(mine).not.toContain('submitted_attempts');
    expect(mine).not.toContain('"classes"');
  });

  it('a publish date ahead makes it upcoming', async () => {
    const exam = await draft(w.teacherA1.token);
    const res = await call('POST', `/exams/${exam.id}/publish`, { token: w.teacherA1.token, body: publishBody({ publish_at: iso(2 * day), expires_at: iso(3 * day) }) });
    expect(res.json().data.exam).toMatchObject({ status: 'upcoming', time_status: 'upcoming' });
    expect((await call('GET', '/exams?group=upcoming', { token: w.teacherA1.token })).json().data.map((e: { id: string }) => e.id)).toContain(exam.id);
  });

  it('refuses an expiry before the publish date, a passing score outside 0–100, a negative duration, no one assigned, a class of another school: localized, nothing changed', async () => {
    const exam = await draft(w.teacherA1.token);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ expires_at: iso(-2 * day) }, 'expires_at', 'The expiry date must be after the publish date'],
      [{ passing_score: 101 }, 'passing_score', 'Number must be at most 100'],
      [{ passing_score: -1 }, 'passing_score', 'Number must be at least 0'],
      [{ duration_minutes: -5 }, 'duration_minutes', 'Number must be at least 1'],
      [{ assignments: { classes: [], students: [], teachers: [] } }, 'assignments', 'Assign the exam to at least one class, student or teacher'],
      [{ assignments: { classes: [], students: [w.studentB.id], teachers: [] } }, 'assignments.students.0', 'This class or person is not in your organization'],
    ];
    for (const [extra, path, issue] of cases) {
      const res = await call('POST', `/exams/${exam.id}/publish`, { token: w.teacherA1.token, body: publishBody(extra) });
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(errorOf(res).error.details).toContainEqual({ path, issue });
    }
    const ar = await call('POST', `/exams/${exam.id}/publish`, { token: w.teacherA1.token, locale: 'ar', body: publishBody({ expires_at: iso(-2 * day) }) });
    expect(errorOf(ar).error.details).toContainEqual({ path: 'expires_at', issue: 'يجب أن يكون تاريخ الانتهاء بعد تاريخ النشر' });
    expect((await call('GET', `/exams/${exam.id}`, { token: w.teacherA1.token })).json().data.status).toBe('draft_setup');
  });
});

describe('who may do what', () => {
  it('a student cannot create; another teacher’s exam is 404 to a teacher and readable but not changeable by the school', async () => {
    const before = await count();
    expect((await call('POST', '/exams', { token: w.studentA.token, body: { title: 'x', request: request() } })).statusCode).toBe(403);
    expect(await count()).toBe(before);
    const exam = await draft(w.teacherA1.token);
    for (const [method, path] of [
      ['GET', `/exams/${exam.id}`],
      ['PATCH', `/exams/${exam.id}`],
      ['DELETE', `/exams/${exam.id}`],
      ['POST', `/exams/${exam.id}/clone`],
    ] as const) {
      expect((await call(method, path, { token: w.teacherA2.token, body: method === 'PATCH' ? { title: 'mine' } : undefined })).statusCode, `${method} ${path}`).toBe(404);
      expect((await call(method, path, { token: w.schoolB.token, body: method === 'PATCH' ? { title: 'mine' } : undefined })).statusCode).toBe(404);
    }
    expect((await call('GET', `/exams/${exam.id}`, { token: w.schoolA.token })).statusCode).toBe(200);
    const change = await call('PATCH', `/exams/${exam.id}`, { token: w.schoolA.token, body: { title: 'ours' } });
    expect(change.statusCode).toBe(403);
    expect(errorOf(change).message).toBe('Only the educator who made this exam can change it');
    expect((await call('GET', '/exams', { token: w.teacherA2.token })).json().data.map((e: { id: string }) => e.id)).not.toContain(exam.id);
    expect((await call('GET', '/exams', { token: w.schoolA.token })).json().data.map((e: { id: string }) => e.id)).toContain(exam.id);
  });
});

describe('clone and delete', () => {
  it('clones as a new draft in the cloned group, with the same questions; deletes', async () => {
    const exam = await draft(w.teacherA1.token);
    const res = await call('POST', `/exams/${exam.id}/clone`, { token: w.teacherA1.token });
    expect(res.statusCode).toBe(201);
    const copy = res.json().data.exam;
    expect(copy).toMatchObject({ title: `${exam.title} (copy)`, status: 'draft', cloned_from: exam.id });
    expect(copy.questions).toEqual(exam.questions);
    expect((await call('GET', '/exams?group=cloned', { token: w.teacherA1.token })).json().data.map((e: { id: string }) => e.id)).toEqual([copy.id]);
    const del = await call('DELETE', `/exams/${copy.id}`, { token: w.teacherA1.token });
    expect(del.json().data.message).toBe('The exam has been deleted');
    expect((await call('GET', `/exams/${copy.id}`, { token: w.teacherA1.token })).statusCode).toBe(404);
  });

  it('searches titles and pages', async () => {
    const res = await call('GET', `/exams?search=${encodeURIComponent('اختبار الماضي')}`, { token: w.teacherA1.token });
    expect(res.json().data.map((e: { title: string }) => e.title)).toEqual(['اختبار الماضي']);
    expect(res.json().meta).toMatchObject({ page: 1, per_page: 20, total: 1 });
    expect((await call('GET', '/exams?search=%25', { token: w.teacherA1.token })).json().data).toEqual([]);
  });
});

describe('one question', () => {
  it('edits the wording; refuses, with the engine’s reason, a key moved to a wrong option or a second right option', async () => {
    const exam = await draft(w.teacherA1.token, { request: request({ objectives: [{ type: 'conjugate' }], question_count: 4 }) });
    const q = exam.questions[0]!;
    const path = `/exams/${exam.id}/questions/${q.id}`;
    const wording = await call('PATCH', path, { token: w.teacherA1.token, body: { stem: { ar: 'صرّف الفعل:', en: 'Conjugate:' } } });
    expect(wording.statusCode).toBe(200);
    expect(wording.json().data.question.stem).toEqual({ ar: 'صرّف الفعل:', en: 'Conjugate:' });
    const key = (q.answer as { option_id: string }).option_id;
    const other = q.options.find((o) => o.id !== key)!;
    const moved = await call('PATCH', path, { token: w.teacherA1.token, locale: 'ar', body: { answer: { option_id: other.id } } });
    expect(moved.statusCode).toBe(422);
    expect(errorOf(moved).message).toContain('يرفض المحرّك هذا التعديل');
    expect(errorOf(moved).message).toContain(other.label.ar);
    const right = q.options.find((o) => o.id === key)!.value;
    const twice = await call('PATCH', path, { token: w.teacherA1.token, body: { options: q.options.map((o) => ({ id: o.id, value: o.id === other.id ? right : o.value })) } });
    expect(twice.statusCode).toBe(422);
    // a fair rewrite of a wrong option is kept, marked edited
    // (مَكْتُوبٌ is a noun: wrong for any slot of a verb, and well formed)
    const sound = await call('PATCH', path, { token: w.teacherA1.token, body: { options: q.options.map((o) => ({ id: o.id, value: o.id === other.id ? 'مَكْتُوبٌ' : o.value })) } });
    expect(sound.statusCode).toBe(200);
    expect(sound.json().data.question.tags).toContain('edited');
    const unvocalized = await call('PATCH', path, {
      token: w.teacherA1.token,
      body: { options: q.options.map((o) => ({ id: o.id, value: o.id === other.id ? 'كتبوا' : o.value })) },
    });
    expect(errorOf(unvocalized).message).toContain('is not a well-formed, fully vocalized form');
    // nothing wrong was stored: the key and the sound rewrite stand
    const stored = (await call('GET', `/exams/${exam.id}`, { token: w.teacherA1.token })).json().data.questions[0];
    expect(stored.answer).toEqual(q.answer);
    expect(stored.options.find((o: { id: string }) => o.id === other.id).value).toBe('مَكْتُوبٌ');
  });

  it('replaces a question with another of the same type and format in its place, and the set can still be reordered', async () => {
    const exam = await draft(w.teacherA1.token, { request: request({ objectives: [{ type: 'conjugate' }], question_count: 4 }) });
    const [first, ...rest] = exam.questions;
    const res = await call('POST', `/exams/${exam.id}/questions/${first!.id}/regenerate`, { token: w.teacherA1.token });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.question;
    expect(fresh).toMatchObject({ type: first!.type, format: first!.format });
    expect(fresh.id).not.toBe(first!.id);
    const after = (await call('GET', `/exams/${exam.id}`, { token: w.teacherA1.token })).json().data;
    expect(after.questions.map((q: { id: string }) => q.id)).toEqual([fresh.id, ...rest.map((q) => q.id)]);
    const reorder = await call('PATCH', `/exams/${exam.id}`, { token: w.teacherA1.token, body: { question_ids: [...rest.map((q) => q.id), fresh.id] } });
    expect(reorder.statusCode).toBe(200);
    expect(reorder.json().data.exam.questions.at(-1).id).toBe(fresh.id);
  });

  it('names a missing question the same way, malformed or absent, as the attempt routes do (one shared params schema)', async () => {
    const exam = await draft(w.teacherA1.token, { request: request({ objectives: [{ type: 'conjugate' }], question_count: 4 }) });
    const absent = await call('PATCH', `/exams/${exam.id}/questions/q_zzzz`, { token: w.teacherA1.token, body: { stem: { ar: 'س', en: 'q' } } });
    expect(absent.statusCode).toBe(404);
    expect(errorOf(absent)).toMatchObject({ error: { code: 'not_found' }, message: 'This question is not in the exam' });
    for (const [method, path] of [
      ['PATCH', `/exams/${exam.id}/questions/not-a-question`],
      ['POST', `/exams/${exam.id}/questions/not-a-question/regenerate`],
    ] as const) {
      const malformed = await call(method, path, { token: w.teacherA1.token, locale: 'ar', body: method === 'PATCH' ? { stem: { ar: 'س', en: 'q' } } : undefined });
      expect(malformed.statusCode).toBe(422);
      expect(errorOf(malformed).error.details).toContainEqual({ path: 'question_id', issue: 'هذا السؤال ليس في الاختبار' });
    }
  });

  it('keeps to the plan: no editing on Free, wording only on Basic', async () => {
    const free = await signUp(t, { role: 'educator', educator_type: 'teacher' });
    const exam = await draft(free.token);
    const q = exam.questions[0]!;
    const path = `/exams/${exam.id}/questions/${q.id}`;
    const none = await call('PATCH', path, { token: free.token, body: { stem: { ar: 'س', en: 'q' } } });
    expect(errorOf(none)).toMatchObject({ error: { code: 'plan_limit' }, message: 'Your plan does not include question editing; the Basic plan does' });
    await setPlan(t, free.id, 'basic');
    expect((await call('PATCH', path, { token: free.token, body: { stem: { ar: 'س', en: 'q' } } })).statusCode).toBe(200);
    const key = await call('PATCH', path, { token: free.token, body: { answer: { option_id: (q.answer as { option_id: string }).option_id } } });
    expect(errorOf(key).message).toBe('Your plan lets you change a question’s wording only; the Pro plan lets you change its options and answer');
  });
});

describe('export', () => {
  it('downloads Moodle XML and GIFT with the Arabic intact and a UTF-8 file name; an unknown format is refused', async () => {
    const exam = await draft(w.teacherA1.token, { title: 'اختبار التصدير' });
    const xml = await call('GET', `/exams/${exam.id}/export?format=moodle_xml`, { token: w.teacherA1.token, locale: 'ar' });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xml.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('اختبار التصدير.xml')}`);
    expect(xml.body).toContain('<quiz>');
    for (const q of exam.questions) expect(xml.body).toContain(q.id);
    const gift = await call('GET', `/exams/${exam.id}/export?format=gift`, { token: w.schoolA.token, locale: 'ar' });
    expect(gift.statusCode).toBe(200);
    expect(gift.body).toContain(`::${exam.questions[0]!.id}::`);
    expect(gift.body).toContain(exam.questions[0]!.stem.ar.slice(0, 10));
    const bad = await call('GET', `/exams/${exam.id}/export?format=pdf`, { token: w.teacherA1.token });
    expect(bad.statusCode).toBe(422);
  });
});

describe('plan limits', () => {
  it('exams per month (Free: 3), attempts per exam (Free: 1), naming the plan that lifts them', async () => {
    const free = await signUp(t, { role: 'educator', educator_type: 'teacher' });
    for (let i = 0; i < 3; i++) await draft(free.token);
    const fourth = await call('POST', '/exams', { token: free.token, body: { title: 'x', request: request() } });
    expect(fourth.statusCode).toBe(403);
    expect(errorOf(fourth).message).toBe('Your plan allows 3 exams a month; the Basic plan lifts this limit');
    // made last month, they no longer count
    await t.app.database.db
      .update(exams)
      .set({ createdAt: new Date(t.clock().getTime() - 40 * day) })
      .where(eq(exams.ownerId, free.id));
    const next = await draft(free.token);
    const pupil = await call('POST', '/management/members', { token: free.token, body: { role: 'student', full_name: 'تلميذ', username: `free${Date.now().toString(36)}` } });
    const assignments = { classes: [], students: [pupil.json().data.member.id], teachers: [] };
    const tries = await call('POST', `/exams/${next.id}/publish`, {
      token: free.token,
      body: publishBody({ publish_at: iso(0), expires_at: iso(day), attempts_allowed: 3, assignments }),
    });
    expect(tries.statusCode).toBe(403);
    expect(errorOf(tries).message).toBe('Attempts an exam allowed by your plan: 1; the Basic plan lifts this limit');
    await setPlan(t, free.id, 'basic');
    expect(
      (await call('POST', `/exams/${next.id}/publish`, { token: free.token, body: publishBody({ publish_at: iso(0), expires_at: iso(day), attempts_allowed: 3, assignments }) }))
        .statusCode,
    ).toBe(200);
  });
});
