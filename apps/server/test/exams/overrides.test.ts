import { and, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/accounts.ts';
import { translate } from '@tasreef/contracts';
import { examOverridesAnswerSchema } from '@tasreef/contracts/exam-overrides';
import { examSummarySchema } from '@tasreef/contracts/exams';
import { caller, createAccountsTestApp, errorOf, nextIp, type AccountsTestApp } from '../auth/harness.ts';
import { addByEmail, buildWorld, type Person, type World } from '../management/world.ts';
import { closeOverdueAttempts } from '../../src/exams/attempts.ts';
import { ATTEMPT_GRACE_SECONDS } from '@tasreef/contracts/attempts';

/**
 * Per-student overrides (ADR 0089, issue 37): a student's own or their class's extra time, extra
 * attempts and other dates hold wherever the exam's own settings are enforced (starting an attempt,
 * its deadline and the sweep, the student's list and summary, the report), for the exam's educator
 * and school alone, and only for the students it is assigned to.
 */
let t: AccountsTestApp;
let w: World;
let other: Person;
let call: ReturnType<typeof caller>;

const minute = 60_000;
const hour = 3_600_000;
const iso = (ms: number) => new Date(t.clock().getTime() + ms).toISOString();

/** A published exam of teacher A1 for class A: one attempt of `minutes`, closing in two hours (a session lasts a day: the clock moves by hours). */
async function published(minutes = 30): Promise<string> {
  const made = await call('POST', '/exams', {
    token: w.teacherA1.token,
    body: { title: 'Override exam', request: { objectives: [{ type: 'conjugate' }], formats: ['multiple_choice'], question_count: 2, criteria: { verbs: ['ktb-I1'] }, seed: 1 } },
  });
  if (made.statusCode !== 201) throw new Error(made.body);
  const id = made.json().data.exam.id as string;
  const res = await call('POST', `/exams/${id}/publish`, {
    token: w.teacherA1.token,
    body: {
      publish_at: iso(-minute),
      expires_at: iso(2 * hour),
      access: 'expirable',
      duration_minutes: minutes,
      passing_score: 50,
      attempts_allowed: 1,
      review: 'after_submit',
      assignments: { classes: [w.classA], students: [], teachers: [] },
    },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return id;
}

const override = (examId: string, body: Record<string, unknown>, token = w.teacherA1.token, locale: 'en' | 'ar' = 'en') =>
  call('POST', `/exams/${examId}/overrides`, { token, body, locale, ip: nextIp() });
const start = (examId: string, who: Person) => call('POST', `/exams/${examId}/attempts`, { token: who.token });

async function takeAndSubmit(examId: string, who: Person): Promise<void> {
  const s = await start(examId, who);
  expect(s.statusCode, s.body).toBe(201);
  const sub = await call('POST', `/attempts/${s.json().data.attempt.id}/submit`, { token: who.token });
  expect(sub.statusCode, sub.body).toBe(200);
}

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  w = await buildWorld(t);
  other = await addByEmail(t, w.schoolA, 'student', { class_ids: [w.classA] });
}, 300_000);
afterAll(async () => t?.cleanup());

describe('an extra attempt and a later close date', () => {
  it('let the one student start again, and after the exam’s close, while another cannot', async () => {
    const exam = await published();
    await takeAndSubmit(exam, w.studentA);
    await takeAndSubmit(exam, other);
    const made = await override(exam, { students: [w.studentA.id], extra_attempts: 1, expires_at: iso(6 * hour) });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.message).toBe(translate('en', 'override_saved'));

    const refused = await start(exam, other);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).error.message).toBe(translate('en', 'attempts_used'));
    const again = await start(exam, w.studentA);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.attempt.number).toBe(2);
    await call('POST', `/attempts/${again.json().data.attempt.id}/submit`, { token: w.studentA.token });
    // a third is one more than the override gives
    expect((await start(exam, w.studentA)).statusCode).toBe(409);

    // past the exam's close, another override's attempt: only the student whose date is later
    const late = await published();
    expect((await override(late, { students: [w.studentA.id], expires_at: iso(6 * hour) })).statusCode).toBe(201);
    t.clock.advance(3 * hour);
    const closed = await start(late, other);
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).error.message).toBe(translate('en', 'exam_expired'));
    const open = await start(late, w.studentA);
    expect(open.statusCode, open.body).toBe(201);
    // the attempt ends by its duration, not at the exam's own close (already past)
    expect(Date.parse(open.json().data.attempt.deadline)).toBe(t.clock().getTime() + 30 * minute);
  });

  it('show in the student’s list, summary and due dates, not in another’s', async () => {
    const exam = await published();
    await override(exam, { students: [w.studentA.id], extra_attempts: 2, expires_at: iso(8 * hour) });
    const list = async (who: Person, query: string) => {
      const res = await call('GET', `/exams?${query}`, { token: who.token });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as unknown[]).map((e) => examSummarySchema.parse(e)).filter((e) => e.id === exam);
    };
    const [mine] = await list(w.studentA, 'order=due');
    expect(mine!.expires_at).toBe(iso(8 * hour));
    expect(mine!.attempts_allowed).toBe(3);
    expect(mine!.my_attempts?.left).toBe(3);
    const [theirs] = await list(other, 'order=due');
    expect(theirs!.expires_at).toBe(iso(2 * hour));
    const summary = await call('GET', `/exams/${exam}/summary`, { token: w.studentA.token });
    expect(summary.json().data.attempts_left).toBe(3);
    // after the exam's own close: still current (and due) for the student with the later date
    t.clock.advance(3 * hour);
    expect(await list(w.studentA, 'group=current')).toHaveLength(1);
    expect(await list(other, 'group=current')).toHaveLength(0);
    expect(await list(other, 'group=finished')).toHaveLength(1);
    expect((await list(w.studentA, 'time_status=started'))[0]?.my_attempts?.action).toBe('start');
    expect((await list(other, 'time_status=time_ended'))[0]?.my_attempts?.action).toBe(null);
  });

  it('can open the exam earlier for one student', async () => {
    const made = await call('POST', '/exams', {
      token: w.teacherA1.token,
      body: { title: 'Later exam', request: { objectives: [{ type: 'conjugate' }], formats: ['multiple_choice'], question_count: 2, criteria: { verbs: ['ktb-I1'] }, seed: 1 } },
    });
    const exam = made.json().data.exam.id as string;
    const res = await call('POST', `/exams/${exam}/publish`, {
      token: w.teacherA1.token,
      body: {
        publish_at: iso(hour),
        expires_at: iso(3 * hour),
        access: 'expirable',
        duration_minutes: 30,
        passing_score: 50,
        attempts_allowed: 1,
        assignments: { classes: [w.classA] },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await override(exam, { students: [w.studentA.id], publish_at: iso(-minute) })).statusCode).toBe(201);
    expect((await start(exam, other)).statusCode).toBe(409);
    expect((await start(exam, w.studentA)).statusCode).toBe(201);
  });
});

describe('extra time', () => {
  it('sets the attempt’s deadline, which the sweep and the report respect', async () => {
    const exam = await published(30);
    expect((await override(exam, { students: [w.studentA.id], extra_minutes: 20 })).statusCode).toBe(201);
    const mine = await start(exam, w.studentA);
    const theirs = await start(exam, other);
    expect(Date.parse(mine.json().data.attempt.deadline)).toBe(t.clock().getTime() + 50 * minute);
    expect(Date.parse(theirs.json().data.attempt.deadline)).toBe(t.clock().getTime() + 30 * minute);
    t.clock.advance(30 * minute + ATTEMPT_GRACE_SECONDS * 1000 + 1000);
    // the report closes what is overdue first: the other student's attempt, not this one
    const report = await call('GET', `/exams/${exam}/report`, { token: w.teacherA1.token });
    expect(report.statusCode, report.body).toBe(200);
    await closeOverdueAttempts(t.app.database.db, t.clock());
    const attempts = await call('GET', `/exams/${exam}/attempts`, { token: w.teacherA1.token });
    const byStudent = new Map((attempts.json().data as Array<{ student: { id: string }; status: string }>).map((a) => [a.student.id, a.status]));
    expect(byStudent.get(other.id)).toBe('submitted');
    expect(byStudent.get(w.studentA.id)).toBe('in_progress');
    const seen = await call('GET', `/attempts/${mine.json().data.attempt.id}`, { token: w.studentA.token });
    expect(seen.json().data.attempt.status).toBe('in_progress');
  });

  it('a time factor wins over the roster accommodation; a class’s minutes come on top of it; the student’s own wins over the class’s', async () => {
    const set = await call('PATCH', `/management/members/${w.studentA.id}`, { token: w.schoolA.token, body: { time_accommodation: 1.5 }, ip: nextIp() });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const exam = await published(20);
      expect((await override(exam, { class_id: w.classA, extra_minutes: 10, extra_attempts: 3 })).statusCode).toBe(201);
      const a = await start(exam, w.studentA);
      // 20 × 1.5 (the roster's) + 10 (the class's)
      expect(Date.parse(a.json().data.attempt.deadline)).toBe(t.clock().getTime() + 40 * minute);
      const o = await start(exam, other);
      expect(Date.parse(o.json().data.attempt.deadline)).toBe(t.clock().getTime() + 30 * minute);

      const second = await published(20);
      await override(second, { class_id: w.classA, extra_minutes: 10, extra_attempts: 3 });
      expect((await override(second, { students: [w.studentA.id], time_factor: 2, extra_attempts: 1 })).statusCode).toBe(201);
      const b = await start(second, w.studentA);
      // the student's own time (× 2, instead of the roster's 1.5), without the class's minutes
      expect(Date.parse(b.json().data.attempt.deadline)).toBe(t.clock().getTime() + 40 * minute);
      expect(b.json().data.attempt.time_factor).toBe(2);
      const listed = examOverridesAnswerSchema.parse((await call('GET', `/exams/${second}/overrides`, { token: w.teacherA1.token })).json().data);
      const me = listed.students.find((s) => s.id === w.studentA.id)!;
      const them = listed.students.find((s) => s.id === other.id)!;
      expect(me).toMatchObject({ source: 'student', attempts_allowed: 2, minutes: 40, time_factor: 2 });
      expect(them).toMatchObject({ source: 'class', attempts_allowed: 4, minutes: 30, time_factor: 1 });
      expect(listed.overrides.map((x) => x.target_name).sort()).toHaveLength(2);
    } finally {
      await call('PATCH', `/management/members/${w.studentA.id}`, { token: w.schoolA.token, body: { time_accommodation: 1 }, ip: nextIp() });
    }
  });

  it('given during an attempt, moves its deadline later; removed, never earlier', async () => {
    const exam = await published(30);
    const a = await start(exam, w.studentA);
    const startedAt = Date.parse(a.json().data.attempt.started_at);
    const made = await override(exam, { students: [w.studentA.id], extra_minutes: 15 });
    const id = made.json().data.overrides[0].id as string;
    const read = async () => Date.parse((await call('GET', `/attempts/${a.json().data.attempt.id}`, { token: w.studentA.token })).json().data.attempt.deadline);
    expect(await read()).toBe(startedAt + 45 * minute);
    const changed = await call('PUT', `/exams/${exam}/overrides/${id}`, { token: w.teacherA1.token, body: { extra_minutes: 25 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await read()).toBe(startedAt + 55 * minute);
    const removed = await call('DELETE', `/exams/${exam}/overrides/${id}`, { token: w.teacherA1.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.overrides).toEqual([]);
    expect(await read()).toBe(startedAt + 55 * minute);
  });
});

describe('the audit trail of overrides', () => {
  it('records who set, changed and removed an override, for whom, with the settings before and after; the school’s activity shows it', async () => {
    const exam = await published(30);
    const made = await override(exam, { students: [w.studentA.id], extra_minutes: 15 });
    const id = made.json().data.overrides[0].id as string;
    expect((await call('PUT', `/exams/${exam}/overrides/${id}`, { token: w.teacherA1.token, body: { extra_attempts: 2 } })).statusCode).toBe(200);
    expect((await override(exam, { class_id: w.classA, expires_at: iso(5 * hour) })).statusCode).toBe(201);
    expect((await call('DELETE', `/exams/${exam}/overrides/${id}`, { token: w.teacherA1.token })).statusCode).toBe(200);
    // a refused change writes nothing
    expect((await override(exam, { students: [w.studentA.id] })).statusCode).toBe(422);
    const rows = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(inArray(auditLog.event, ['exam_override_set', 'exam_override_removed']), sql`${auditLog.meta}->>'exam_id' = ${exam}`))
      .orderBy(auditLog.id);
    expect(rows.map((r) => [r.event, r.actorId, (r.meta as { target: string }).target])).toEqual([
      ['exam_override_set', w.teacherA1.id, 'student'],
      ['exam_override_set', w.teacherA1.id, 'student'],
      ['exam_override_set', w.teacherA1.id, 'class'],
      ['exam_override_removed', w.teacherA1.id, 'student'],
    ]);
    const meta = rows.map((r) => r.meta as { target_ids: string[]; before: Record<string, unknown> | null; after: Record<string, unknown> | null; class: string });
    expect(meta[0]).toMatchObject({ target_ids: [w.studentA.id], before: null, after: { extra_minutes: 15, extra_attempts: null } });
    expect(meta[1]).toMatchObject({ before: { extra_minutes: 15 }, after: { extra_minutes: null, extra_attempts: 2 } });
    expect(meta[2]).toMatchObject({ target_ids: [w.classA], class: 'Grade 5 A', after: { expires_at: iso(5 * hour) } });
    expect(meta[3]).toMatchObject({ before: { extra_attempts: 2 }, after: null });
    expect(rows.every((r) => r.ip !== null)).toBe(true);
    const activity = (await call('GET', '/dashboard', { token: w.schoolA.token, locale: 'ar' })).json().data.view.activity as Array<{ text: string }>;
    expect(activity.some((a) => /^ضبط .+ استثناءً في الاختبار Override exam \(Grade 5 A\)$/u.test(a.text))).toBe(true);
    expect(activity.some((a) => /^أزال .+ استثناءً من الاختبار Override exam \(.+\)$/u.test(a.text))).toBe(true);
  });
});

describe('who may set overrides, and for whom', () => {
  it('the exam’s teacher and its school; not another teacher, another school, a student or a key without the scope', async () => {
    const exam = await published();
    const body = { students: [w.studentA.id], extra_attempts: 1 };
    expect((await override(exam, body, w.schoolA.token)).statusCode).toBe(201);
    expect((await override(exam, body, w.teacherA2.token)).statusCode).toBe(404);
    expect((await override(exam, body, w.schoolB.token)).statusCode).toBe(404);
    expect((await override(exam, body, w.studentA.token)).statusCode).toBe(403);
    const key = await call('POST', '/api-keys', { token: w.schoolA.token, ip: nextIp(), body: { name: 'read only', scopes: ['exams:read'] } });
    expect(key.statusCode, key.body).toBe(201);
    const secret = key.json().data.secret as string;
    expect((await override(exam, body, secret)).statusCode).toBe(403);
    expect((await call('GET', `/exams/${exam}/overrides`, { token: secret })).statusCode).toBe(200);
    const listed = (await call('GET', `/exams/${exam}/overrides`, { token: w.teacherA2.token })).statusCode;
    expect(listed).toBe(404);
    const id = (await call('GET', `/exams/${exam}/overrides`, { token: w.teacherA1.token })).json().data.overrides[0].id as string;
    expect((await call('DELETE', `/exams/${exam}/overrides/${id}`, { token: w.schoolB.token })).statusCode).toBe(404);
    expect((await call('PUT', `/exams/${exam}/overrides/${id}`, { token: w.teacherA2.token, body: { extra_attempts: 2 } })).statusCode).toBe(404);
    // an override of one exam is not reached through another
    const another = await published();
    expect((await call('DELETE', `/exams/${another}/overrides/${id}`, { token: w.teacherA1.token })).statusCode).toBe(404);
  });

  it('only for the students and classes the exam is assigned to', async () => {
    const exam = await published();
    for (const [body, key] of [
      [{ students: [w.studentB.id], extra_attempts: 1 }, 'override_student_unassigned'],
      [{ students: [w.loneStudent.id], extra_attempts: 1 }, 'override_student_unassigned'],
      [{ class_id: crypto.randomUUID(), extra_attempts: 1 }, 'override_class_unassigned'],
    ] as const) {
      const res = await override(exam, body, w.teacherA1.token, 'ar');
      expect(res.statusCode, res.body).toBe(422);
      expect(res.body).toContain(translate('ar', key));
    }
  });

  it('refuses settings out of order or out of bounds, in the caller’s language', async () => {
    const exam = await published();
    const cases = [
      [{ students: [w.studentA.id] }, 'override_setting_required'],
      [{ students: [w.studentA.id], extra_minutes: 5, time_factor: 1.5 }, 'override_time_one_way'],
      [{ students: [w.studentA.id], publish_at: iso(3 * hour), expires_at: iso(hour) }, 'exam_expiry_before_publish'],
      [{ students: [w.studentA.id], publish_at: iso(3 * hour) }, 'override_dates_order'],
      [{ extra_attempts: 1 }, 'override_target_one'],
      [{ students: [w.studentA.id], class_id: w.classA, extra_attempts: 1 }, 'override_target_one'],
      [{ students: [w.studentA.id], extra_attempts: 21 }, 'number_max'],
      [{ students: [w.studentA.id], extra_minutes: 601 }, 'number_max'],
      [{ students: [w.studentA.id], time_factor: 4 }, 'time_accommodation_range'],
    ] as const;
    for (const locale of ['en', 'ar'] as const) {
      for (const [body, key] of cases) {
        const res = await override(exam, body, w.teacherA1.token, locale);
        expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(422);
        const said = errorOf(res)
          .error.details.map((d) => d.issue)
          .join(' | ');
        expect(said, JSON.stringify(body)).toContain(translate(locale, key, { number: key === 'number_max' ? ('extra_minutes' in body ? 600 : 20) : 0 }));
      }
    }
    expect((await call('GET', `/exams/${exam}/overrides`, { token: w.teacherA1.token })).json().data.overrides).toEqual([]);
  });
});
