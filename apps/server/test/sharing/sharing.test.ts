import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examDetailsSchema, type ExamDetails } from '@tasreef/contracts/exams';
import { examSharingSchema, shareLinkPreviewSchema, type ExamSharing } from '@tasreef/contracts/sharing';
import { bankQuestions, exams } from '../../src/db/exams.ts';
import { examShareLinks, examShares } from '../../src/db/sharing.ts';
import { auditLog, users } from '../../src/db/accounts.ts';
import { caller, createAccountsTestApp, errorOf, issueOf, nextIp, signUp, type AccountsTestApp } from '../auth/harness.ts';
import { setPlan, type Person, type World, buildWorld } from '../management/world.ts';

/**
 * Sharing exams (ADR 0043) through the API: a copy for another educator (a draft in their list,
 * its questions in their bank, independent of later edits, the record on both sides, the mail),
 * the answers that do not tell who has an account, the plan limits of both sides with nothing
 * half-written; links for students: made for a published exam only, shown again, joined, revoked,
 * unknown, ended, rate-limited.
 */
let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;
let free: Person;
let basic: Person;

const REQUEST = { objectives: [{ type: 'conjugate' }], formats: ['multiple_choice'], question_count: 3, criteria: { verbs: ['ktb-I1'] }, seed: 11 };
const minute = 60_000;
const iso = (ms: number) => new Date(t.clock().getTime() + ms).toISOString();

async function draft(owner: Person, title = 'Shared exam'): Promise<ExamDetails> {
  const res = await call('POST', '/exams', { token: owner.token, ip: nextIp(), body: { title, request: REQUEST, setup_step: 3 } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return examDetailsSchema.parse(res.json().data.exam);
}

async function published(owner: Person, extra: Record<string, unknown> = {}): Promise<ExamDetails> {
  const exam = await draft(owner, 'Linked exam');
  const res = await call('POST', `/exams/${exam.id}/publish`, {
    token: owner.token,
    ip: nextIp(),
    body: {
      publish_at: iso(-minute),
      expires_at: null,
      access: 'open',
      duration_minutes: null,
      passing_score: 50,
      attempts_allowed: 2,
      assignments: { classes: [w.classA], students: [], teachers: [] },
      ...extra,
    },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return examDetailsSchema.parse(res.json().data.exam);
}

const sharing = async (who: Person, examId: string, locale: 'ar' | 'en' = 'en'): Promise<ExamSharing> => {
  const res = await call('GET', `/exams/${examId}/sharing`, { token: who.token, ip: nextIp(), locale });
  if (res.statusCode !== 200) throw new Error(res.body);
  return examSharingSchema.parse(res.json().data);
};

const bankCount = async (owner: Person) => (await call('GET', '/bank/questions', { token: owner.token, ip: nextIp() })).json().meta.total as number;

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  w = await buildWorld(t);
  free = await signUp(t, { role: 'educator', educator_type: 'teacher', full_name: 'Free Teacher' });
  basic = await signUp(t, { role: 'educator', educator_type: 'teacher', full_name: 'Basic Teacher' });
  await setPlan(t, basic.id, 'basic');
}, 300_000);
afterAll(async () => t?.cleanup());

describe('sharing an exam with another educator', () => {
  it('gives an independent draft copy, its questions in the recipient’s bank, recorded on both sides and told by mail', async () => {
    const original = await draft(w.teacherA1);
    const before = await bankCount(basic);
    // the recipient reads Arabic; the sharer calls in English
    await t.app.database.db.update(users).set({ locale: 'ar' }).where(eq(users.id, basic.id));
    const res = await call('POST', `/exams/${original.id}/shares`, { token: w.teacherA1.token, ip: nextIp(), body: { email: basic.email.toUpperCase() } });
    expect(res.statusCode, res.body).toBe(201);
    const { share, message } = res.json().data;
    expect(message).toBe('A copy of the exam has been given to Basic Teacher as a draft');
    expect(share).toMatchObject({ title: 'Shared exam', to: { id: basic.id, email: basic.email }, from: { id: w.teacherA1.id } });

    // the copy: the recipient's draft, the same questions, in their list
    const copy = examDetailsSchema.parse((await call('GET', `/exams/${share.copy_id}`, { token: basic.token })).json().data);
    expect(copy.status).toBe('draft');
    expect(copy.owner.id).toBe(basic.id);
    expect(copy.questions).toEqual(original.questions);
    const drafts = (await call('GET', '/exams?group=drafts', { token: basic.token })).json().data as { id: string }[];
    expect(drafts.map((e) => e.id)).toContain(copy.id);
    // its questions in the recipient's bank
    expect(await bankCount(basic)).toBe(before + original.questions.length);

    // both sides see the share: the list on the original, "shared by" on the copy
    const mine = await sharing(w.teacherA1, original.id);
    expect(mine.shares.map((s) => s.to.id)).toEqual([basic.id]);
    expect(mine.received).toBeNull();
    const theirs = await sharing(basic, copy.id);
    expect(theirs.received).toMatchObject({ from: { id: w.teacherA1.id }, title: 'Shared exam' });
    // the school that sees its teacher's exam reads the list, and may not share it
    const school = await sharing(w.schoolA, original.id);
    expect(school.shares).toHaveLength(1);
    expect(school.can_share).toBe(false);

    // the mail, in the recipient's language, with a link to the copy
    const mail = await t.inbox.waitFor(basic.email, 2);
    expect(mail.subject).toContain('اختبارًا');
    expect(mail.text).toContain(`/ar/dashboard/exam-details/${copy.id}`);

    // independent: later changes to the original do not reach the copy, and the other way round
    const stem = { ar: 'صرّف هذا الفعل:', en: 'Conjugate this verb:' };
    const edited = await call('PATCH', `/exams/${original.id}/questions/${original.questions[0]!.id}`, { token: w.teacherA1.token, body: { stem } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call('PATCH', `/exams/${original.id}`, { token: w.teacherA1.token, body: { title: 'Renamed original' } })).statusCode).toBe(200);
    const again = examDetailsSchema.parse((await call('GET', `/exams/${copy.id}`, { token: basic.token })).json().data);
    expect(again.title).toBe('Shared exam');
    expect(again.questions[0]!.stem).toEqual(original.questions[0]!.stem);
    expect((await call('PATCH', `/exams/${copy.id}`, { token: basic.token, body: { title: 'My copy' } })).statusCode).toBe(200);
    const originalNow = examDetailsSchema.parse((await call('GET', `/exams/${original.id}`, { token: w.teacherA1.token })).json().data);
    expect(originalNow.title).toBe('Renamed original');
    expect(originalNow.questions[0]!.stem).toEqual(stem);
    // the copy is the recipient's alone
    expect((await call('GET', `/exams/${copy.id}`, { token: w.teacherA1.token })).statusCode).toBe(404);
  }, 120_000);

  it('answers every address without an educator behind it alike, and refuses oneself and bad input in the caller’s language', async () => {
    const exam = await draft(w.teacherA1);
    const send = (email: unknown, locale: 'ar' | 'en' = 'en', extra: Record<string, unknown> = {}) =>
      call('POST', `/exams/${exam.id}/shares`, { token: w.teacherA1.token, ip: nextIp(), locale, body: { email, ...extra } });
    const unknown = await send('nobody.here@example.test');
    const student = await send(w.studentA.email);
    const admin = await send(w.admin.email);
    for (const res of [unknown, student, admin]) {
      expect(res.statusCode).toBe(422);
      expect(issueOf(res, 'email')).toBe('No educator account has this address. Check it, or ask them to register on Tasreef as an educator first');
    }
    // the same body, byte for byte: nothing tells a student's address from an unused one
    expect(student.body).toBe(unknown.body);
    expect(admin.body).toBe(unknown.body);
    expect(issueOf(await send(w.teacherA1.email), 'email')).toBe('This is your own address: to have a copy yourself, clone the exam');
    expect(issueOf(await send('not-an-address', 'ar'), 'email')).toBe('يجب أن يكون البريد الإلكتروني صالحًا');
    expect(issueOf(await send('nobody.here@example.test', 'ar'), 'email')).toContain('لا يوجد حساب معلّم بهذا البريد');
    expect((await send(basic.email, 'en', { copy: true })).statusCode).toBe(422);
    expect((await call('POST', `/exams/${exam.id}/shares`, { token: w.teacherA1.token, body: {} })).statusCode).toBe(422);
    // nothing was shared
    expect((await sharing(w.teacherA1, exam.id)).shares).toEqual([]);
  });

  it('is for the exam’s own educator: the school that sees it is refused, others do not find it', async () => {
    const exam = await draft(w.teacherA1);
    const body = { email: basic.email };
    expect((await call('POST', `/exams/${exam.id}/shares`, { token: w.schoolA.token, body })).json().error.message).toBe('Only the educator who made this exam can change it');
    expect((await call('POST', `/exams/${exam.id}/shares`, { token: w.schoolA.token, body })).statusCode).toBe(403);
    expect((await call('POST', `/exams/${exam.id}/shares`, { token: w.teacherA2.token, body })).statusCode).toBe(404);
    expect((await call('POST', `/exams/${exam.id}/shares`, { token: w.schoolB.token, body })).statusCode).toBe(404);
    expect((await call('POST', `/exams/${exam.id}/shares`, { token: w.studentA.token, body })).statusCode).toBe(403);
    expect((await call('POST', `/exams/${exam.id}/shares`, { body })).statusCode).toBe(401);
    expect((await call('GET', `/exams/${exam.id}/sharing`, { token: w.teacherA2.token })).statusCode).toBe(404);
  });

  it('is a plan feature: Free gets 403 plan_limit naming Basic, and the page is told why', async () => {
    const exam = await draft(free);
    const res = await call('POST', `/exams/${exam.id}/shares`, { token: free.token, body: { email: basic.email } });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).error).toMatchObject({ code: 'plan_limit', message: 'Your plan does not include sharing exams; the Basic plan does' });
    const page = await sharing(free, exam.id, 'ar');
    expect(page).toMatchObject({ can_share: false, upgrade: 'لا تشمل خطتك مشاركة الاختبارات؛ وخطة الأساسية تشملها' });
    // a school's teacher shares under the school's plan
    const mine = await draft(w.teacherA1);
    await setPlan(t, w.schoolA.id, 'free');
    try {
      const refused = await call('POST', `/exams/${mine.id}/shares`, { token: w.teacherA1.token, body: { email: basic.email } });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).error.code).toBe('plan_limit');
    } finally {
      await setPlan(t, w.schoolA.id, 'school');
    }
  });

  it('counts against the recipient’s bank: over it, 403 plan_limit and nothing written', async () => {
    const exam = await draft(w.teacherA1, 'Too many for the bank');
    // the free recipient's bank (50) holds 49: three more do not fit
    await call('GET', '/workspace', { token: free.token });
    const [org] = await t.app.database.db.select({ id: exams.organizationId }).from(exams).where(eq(exams.ownerId, free.id)).limit(1);
    const q = exam.questions[0]!;
    await t.app.database.db.insert(bankQuestions).values(
      Array.from({ length: 49 }, (_, i) => ({
        organizationId: org!.id,
        ownerId: free.id,
        question: { ...q, id: `q_fill${i}` },
        type: q.type,
        verbId: q.source.verb_id,
        root: q.source.root,
        pattern: q.source.pattern,
        cefr: q.cefr,
        createdAt: new Date(),
      })),
    );
    const examsBefore = (await t.app.database.db.select({ n: count() }).from(exams).where(eq(exams.ownerId, free.id)))[0]!.n;
    const auditBefore = (await t.app.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.userId, free.id)))[0]!.n;
    const res = await call('POST', `/exams/${exam.id}/shares`, { token: w.teacherA1.token, ip: nextIp(), body: { email: free.email } });
    expect(res.statusCode, res.body).toBe(403);
    expect(errorOf(res).error).toMatchObject({
      code: 'plan_limit',
      message: 'The copy does not fit in the recipient’s question bank: their plan holds 50 questions; the Basic plan holds more',
    });
    // nothing half-written: no copy, no bank row, no record, no audit row
    expect((await t.app.database.db.select({ n: count() }).from(exams).where(eq(exams.ownerId, free.id)))[0]!.n).toBe(examsBefore);
    expect(await bankCount(free)).toBe(49);
    expect(await t.app.database.db.select().from(examShares).where(eq(examShares.examId, exam.id))).toEqual([]);
    expect((await t.app.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.userId, free.id)))[0]!.n).toBe(auditBefore);
  });

  it('limits how many shares an account makes (it names addresses)', async () => {
    const sharer = await signUp(t, { role: 'educator', educator_type: 'teacher', full_name: 'Busy sharer' });
    await setPlan(t, sharer.id, 'basic');
    const exam = await draft(sharer);
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push((await call('POST', `/exams/${exam.id}/shares`, { token: sharer.token, ip: nextIp(), body: { email: `probe${i}@example.test` } })).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 422)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('share links for students', () => {
  let exam: ExamDetails;
  let token: string;
  let linkId: string;

  it('are made for a published exam only, one active at a time, and shown again to copy (the token is not stored)', async () => {
    const unpublished = await draft(w.teacherA1);
    const refused = await call('POST', `/exams/${unpublished.id}/links`, { token: w.teacherA1.token });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).error.message).toBe('Publish the exam first: students join an exam they can take');
    expect((await sharing(w.teacherA1, unpublished.id)).link_refusal).toBe('Publish the exam first: students join an exam they can take');

    exam = await published(w.teacherA1);
    const made = await call('POST', `/exams/${exam.id}/links`, { token: w.teacherA1.token, locale: 'ar' });
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json().data.link;
    const m = /\/ar\/join-exam\/([A-Za-z0-9_-]{43})$/.exec(link.url);
    expect(m).not.toBeNull();
    token = m![1]!;
    linkId = link.id;
    expect((await call('POST', `/exams/${exam.id}/links`, { token: w.teacherA1.token })).statusCode).toBe(409);
    // the same link again on the page, for its educator only
    const page = await sharing(w.teacherA1, exam.id, 'ar');
    expect(page.links).toMatchObject([{ id: linkId, state: 'active', url: link.url, joined: 0 }]);
    expect((await sharing(w.schoolA, exam.id)).links[0]!.url).toBeNull();
    // the database holds a hash and a seed, never the token
    const [row] = await t.app.database.db.select().from(examShareLinks).where(eq(examShareLinks.id, linkId));
    expect(JSON.stringify(row)).not.toContain(token);
    // the school sees the exam but does not make links; a stranger does not find it
    expect((await call('POST', `/exams/${exam.id}/links`, { token: w.schoolA.token })).statusCode).toBe(403);
    expect((await call('POST', `/exams/${exam.id}/links`, { token: w.teacherA2.token })).statusCode).toBe(404);
  });

  it('add a student who opens them and signs in to the exam’s takers', async () => {
    const outsider = w.studentB; // of school B: not assigned, not a member of school A
    expect((await call('GET', `/exams/${exam.id}/summary`, { token: outsider.token })).statusCode).toBe(404);
    const anonymous = await call('GET', `/exam-links/${token}`, { ip: nextIp() });
    expect(anonymous.statusCode).toBe(200);
    expect(shareLinkPreviewSchema.parse(anonymous.json().data)).toMatchObject({ status: 'open', message: null, joined: false, exam: { id: exam.id, title: 'Linked exam' } });
    expect((await call('POST', `/exam-links/${token}/join`, { ip: nextIp() })).statusCode).toBe(401);
    const teacher = await call('POST', `/exam-links/${token}/join`, { token: w.teacherA2.token });
    expect(teacher.statusCode).toBe(403);
    expect(errorOf(teacher).error.message).toBe('This link is for students: sign in with a student account to join the exam');

    const joined = await call('POST', `/exam-links/${token}/join`, { token: outsider.token });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().data).toEqual({ exam_id: exam.id, message: 'You have joined the exam Linked exam' });
    expect((await call('POST', `/exam-links/${token}/join`, { token: outsider.token })).statusCode).toBe(200);
    expect((await call('GET', `/exam-links/${token}`, { token: outsider.token })).json().data.joined).toBe(true);
    // a taker now: in their list, and the exam starts
    const list = (await call('GET', '/exams', { token: outsider.token })).json().data as { id: string }[];
    expect(list.map((e) => e.id)).toContain(exam.id);
    expect((await call('POST', `/exams/${exam.id}/attempts`, { token: outsider.token })).statusCode).toBe(201);
    // the educator sees who joined by the link
    const assigned = (await call('GET', `/assigned-students/${exam.id}`, { token: w.teacherA1.token })).json().data;
    expect(assigned.students.find((s: { id: string }) => s.id === outsider.id)).toMatchObject({ by_link: true, active: true, attempts: 1 });
    expect((await sharing(w.teacherA1, exam.id)).links[0]!.joined).toBe(1);
  });

  it('stop adding anyone once revoked (those who joined stay); only its educator revokes', async () => {
    expect((await call('POST', `/exams/${exam.id}/links/${linkId}/revoke`, { token: w.schoolA.token })).statusCode).toBe(403);
    expect((await call('POST', `/exams/${exam.id}/links/${linkId}/revoke`, { token: w.teacherA2.token })).statusCode).toBe(404);
    const other = await published(w.teacherA1);
    expect((await call('POST', `/exams/${other.id}/links/${linkId}/revoke`, { token: w.teacherA1.token })).statusCode).toBe(404);
    const revoked = await call('POST', `/exams/${exam.id}/links/${linkId}/revoke`, { token: w.teacherA1.token });
    expect(revoked.statusCode).toBe(200);
    expect((await call('POST', `/exams/${exam.id}/links/${linkId}/revoke`, { token: w.teacherA1.token })).statusCode).toBe(200);

    const preview = shareLinkPreviewSchema.parse((await call('GET', `/exam-links/${token}`, { ip: nextIp(), locale: 'ar' })).json().data);
    expect(preview).toMatchObject({ status: 'revoked', message: 'ألغى المعلّم الذي أنشأ هذا الرابط صلاحيته. اطلب منه رابطًا جديدًا' });
    const late = await call('POST', `/exam-links/${token}/join`, { token: w.loneStudent.token });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).error.message).toBe('This link has been revoked by the educator who made it. Ask them for a new one');
    expect((await call('GET', `/exams/${exam.id}/summary`, { token: w.loneStudent.token })).statusCode).toBe(404);
    // the student who joined before stays a taker
    expect((await call('GET', `/exams/${exam.id}/summary`, { token: w.studentB.token })).statusCode).toBe(200);
    const page = await sharing(w.teacherA1, exam.id);
    expect(page.links[0]).toMatchObject({ state: 'revoked', url: null, joined: 1 });
    // a new link may be made after the old one is revoked
    expect((await call('POST', `/exams/${exam.id}/links`, { token: w.teacherA1.token })).statusCode).toBe(201);
  });

  it('an unknown or malformed token is a 404 that says so', async () => {
    for (const bad of ['A'.repeat(43), 'short', `${token}x`]) {
      const res = await call('GET', `/exam-links/${bad}`, { ip: nextIp() });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).error.message).toBe('This link is not valid. Check that it was copied whole, or ask your teacher to send it again');
      expect((await call('POST', `/exam-links/${bad}/join`, { token: w.loneStudent.token })).statusCode).toBe(404);
    }
  });

  it('of an exam that has ended: the link says so and adds no one, and no new link is made', async () => {
    const ending = await published(w.teacherA1, { access: 'expirable', expires_at: iso(10 * minute) });
    const made = await call('POST', `/exams/${ending.id}/links`, { token: w.teacherA1.token });
    expect(made.statusCode).toBe(201);
    const endingToken = /join-exam\/(.+)$/.exec(made.json().data.link.url)![1]!;
    t.clock.advance(11 * minute);
    try {
      expect(shareLinkPreviewSchema.parse((await call('GET', `/exam-links/${endingToken}`, { ip: nextIp() })).json().data)).toMatchObject({
        status: 'ended',
        message: 'This exam has ended: its link no longer adds anyone to it',
      });
      expect((await call('POST', `/exam-links/${endingToken}/join`, { token: w.loneStudent.token })).statusCode).toBe(409);
      await call('POST', `/exams/${ending.id}/links/${made.json().data.link.id}/revoke`, { token: w.teacherA1.token });
      expect((await call('POST', `/exams/${ending.id}/links`, { token: w.teacherA1.token })).statusCode).toBe(409);
    } finally {
      t.clock.advance(-11 * minute);
    }
  });

  it('stop working while the plan lacks sharing, and work again after', async () => {
    const open = await published(w.teacherA1);
    const made = await call('POST', `/exams/${open.id}/links`, { token: w.teacherA1.token });
    const openToken = /join-exam\/(.+)$/.exec(made.json().data.link.url)![1]!;
    await setPlan(t, w.schoolA.id, 'free');
    try {
      expect((await call('GET', `/exam-links/${openToken}`, { ip: nextIp() })).json().data.status).toBe('unavailable');
      expect((await call('POST', `/exam-links/${openToken}/join`, { token: w.loneStudent.token })).statusCode).toBe(409);
    } finally {
      await setPlan(t, w.schoolA.id, 'school');
    }
    expect((await call('POST', `/exam-links/${openToken}/join`, { token: w.loneStudent.token })).statusCode).toBe(200);
  });

  it('lookups are rate-limited: per address without an account, per account with one', async () => {
    const ip = nextIp();
    const anonymous: number[] = [];
    for (let i = 0; i < 61; i++) anonymous.push((await call('GET', `/exam-links/${'B'.repeat(43)}`, { ip })).statusCode);
    expect(anonymous.slice(0, 60).every((c) => c === 404)).toBe(true);
    expect(anonymous[60]).toBe(429);
    const prober = await signUp(t, { role: 'student' });
    const signedIn: number[] = [];
    for (let i = 0; i < 31; i++) signedIn.push((await call('POST', `/exam-links/${'C'.repeat(43)}/join`, { token: prober.token, ip: nextIp() })).statusCode);
    expect(signedIn.slice(0, 30).every((c) => c === 404)).toBe(true);
    expect(signedIn[30]).toBe(429);
  });
});
