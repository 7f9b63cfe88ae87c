/**
 * A school with one class of students, written straight into the database (no password hashing,
 * no mailed codes): what the attempt benchmark and the durability test start from. Every account is
 * verified and holds a real session (a bearer token the server resolves like any other), so what
 * follows goes through the API as it would for people who had signed in.
 */
import { randomBytes } from 'node:crypto';
import { generateRequestSchema, type Question } from '@tasreef/contracts/exams';
import { users } from '../../src/db/accounts.ts';
import type { Db } from '../../src/db/client.ts';
import { attemptAnswers, examAssignments, examQuestions, exams } from '../../src/db/exams.ts';
import { classStudents, classes, memberships, organizations } from '../../src/db/management.ts';
import { Sessions } from '../../src/auth/sessions.ts';

export interface SeededPerson {
  id: string;
  token: string;
}

export interface SeededSchool {
  owner: SeededPerson;
  organizationId: string;
  classId: string;
  students: SeededPerson[];
}

const CHUNK = 500;

async function inChunks<T>(items: T[], f: (chunk: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) await f(items.slice(i, i + CHUNK));
}

/** A school account on the School plan, its organisation, one class and `count` active students in it. */
export async function seedSchool(db: Db, count: number, now = new Date()): Promise<SeededSchool> {
  const tag = randomBytes(4).toString('hex');
  const verified = { emailVerifiedAt: now, emailVerifiedVia: 'code' as const, termsAcceptedAt: now, createdAt: now, updatedAt: now };
  const [owner] = await db
    .insert(users)
    .values({
      email: `school.${tag}@example.test`,
      fullName: 'مدرسة الاختبار',
      type: 'educator',
      educatorType: 'school',
      organizationType: 'school',
      planCode: 'school',
      ...verified,
    })
    .returning({ id: users.id });
  const [org] = await db.insert(organizations).values({ kind: 'school', name: 'مدرسة الاختبار', ownerId: owner!.id, createdAt: now }).returning({ id: organizations.id });
  const [cls] = await db
    .insert(classes)
    .values({ organizationId: org!.id, name: `Grade 9 ${tag}`, subject: 'Arabic', createdBy: owner!.id, createdAt: now, updatedAt: now })
    .returning({ id: classes.id });

  const ids: string[] = [];
  await inChunks(
    Array.from({ length: count }, (_, i) => i),
    async (chunk) => {
      const made = await db
        .insert(users)
        .values(chunk.map((i) => ({ email: `pupil${i}.${tag}@example.test`, fullName: `طالب ${i + 1}`, type: 'student' as const, ...verified })))
        .returning({ id: users.id });
      ids.push(...made.map((m) => m.id));
    },
  );
  await inChunks(ids, async (chunk) => {
    await db.insert(memberships).values(
      chunk.map((userId) => ({
        organizationId: org!.id,
        userId,
        role: 'student' as const,
        status: 'active' as const,
        addedBy: owner!.id,
        enrolledAt: now,
        joinedAt: now,
        updatedAt: now,
      })),
    );
    await db.insert(classStudents).values(chunk.map((userId) => ({ classId: cls!.id, userId, addedAt: now })));
  });

  const sessions = new Sessions(db, () => now);
  const meta = { ip: '127.0.0.1', userAgent: 'tasreef-fixture' };
  const ownerToken = (await sessions.create(owner!.id, true, meta)).token;
  const students: SeededPerson[] = [];
  for (const id of ids) students.push({ id, token: (await sessions.create(id, true, meta)).token });
  return { owner: { id: owner!.id, token: ownerToken }, organizationId: org!.id, classId: cls!.id, students };
}

export interface PublishedExam {
  id: string;
  questions: Array<{ id: string; options: Array<{ id: string }> }>;
}

/**
 * Through the API of a running server at `baseUrl`: the school generates an exam of `questions`
 * choice questions (multiple choice and true/false), timed at `durationMinutes`, open now for a day,
 * assigned to the class.
 */
export async function publishExam(baseUrl: string, school: SeededSchool, questions: number, durationMinutes: number): Promise<PublishedExam> {
  const call = async (path: string, body: unknown) => {
    const res = await fetch(`${baseUrl}/api/v1/en${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${school.owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${text.slice(0, 500)}`);
    return JSON.parse(text) as { data: { exam: PublishedExam & { id: string } } };
  };
  const made = await call('/exams', {
    title: 'Timed exam',
    request: { objectives: [{ type: 'conjugate' }, { type: 'identify_person' }], formats: ['multiple_choice', 'true_false'], question_count: questions, seed: 7 },
  });
  const id = made.data.exam.id;
  const now = Date.now();
  const published = await call(`/exams/${id}/publish`, {
    publish_at: new Date(now - 60_000).toISOString(),
    expires_at: new Date(now + 24 * 3_600_000).toISOString(),
    access: 'expirable',
    duration_minutes: durationMinutes,
    passing_score: 50,
    attempts_allowed: 1,
    review: 'after_submit',
    assignments: { classes: [school.classId], students: [], teachers: [] },
  });
  const exam = published.data.exam;
  if (exam.questions.length !== questions) throw new Error(`asked ${questions} questions, the exam has ${exam.questions.length}`);
  return { id, questions: exam.questions.map((q) => ({ id: q.id, options: q.options.map((o) => ({ id: o.id })) })) };
}

/** A multiple-choice question of four options, `a` the key: what the generator would write, without the lexicon. */
function plainQuestion(i: number): Question {
  const options = ['a', 'b', 'c', 'd'].map((id, k) => ({ id, text: `خيار ${k + 1}`, value: `v${k}`, label: { ar: `خيار ${k + 1}`, en: `Option ${k + 1}` } }));
  return {
    id: `q_f${i}`,
    type: 'conjugate',
    format: 'multiple_choice',
    stem: { ar: `السؤال ${i + 1}`, en: `Question ${i + 1}` },
    prompt_form: null,
    options,
    answer: { option_id: 'a' },
    explanation: { ar: 'الخيار الأول', en: 'The first option' },
    source: { verb_id: 'ktb-I1', root: 'ك ت ب', pattern: 'فَعَلَ', past_vowel: 'a', present_vowel: 'u', slot: null, noun: null },
    difficulty: 1,
    bloom: 1,
    cefr: 'A1',
    actfl: 'Novice Mid',
    ilr: '0+',
    tags: [],
  };
}

/**
 * Straight into the database: a published exam of the school of `questions` plain multiple-choice
 * questions (no lexicon needed), timed at `durationMinutes`, open since a minute ago for a day,
 * assigned to the class: what `POST /exams` and its publication write.
 */
export async function seedExam(db: Db, school: SeededSchool, questions: number, durationMinutes: number, now = new Date()): Promise<PublishedExam> {
  const qs = Array.from({ length: questions }, (_, i) => plainQuestion(i));
  const [exam] = await db
    .insert(exams)
    .values({
      organizationId: school.organizationId,
      ownerId: school.owner.id,
      title: 'Timed exam',
      request: generateRequestSchema.parse({ objectives: [{ type: 'conjugate' }], question_count: questions }),
      status: 'published',
      setupStep: 5,
      publishAt: new Date(now.getTime() - 60_000),
      expiresAt: new Date(now.getTime() + 24 * 3_600_000),
      access: 'expirable',
      durationMinutes,
      passingScore: 50,
      attemptsAllowed: 1,
      review: 'after_submit',
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    })
    .returning({ id: exams.id });
  await db.insert(examQuestions).values(qs.map((question, position) => ({ examId: exam!.id, questionId: question.id, position, question })));
  await db.insert(examAssignments).values({ examId: exam!.id, target: 'class', targetId: school.classId });
  return { id: exam!.id, questions: qs.map((q) => ({ id: q.id, options: q.options.map((o) => ({ id: o.id })) })) };
}

/** Every stored answer: `${attempt id}/${question id}` → the answer as saved. */
export async function storedAnswers(db: Db): Promise<Map<string, { option_id: string } | { text: string }>> {
  const rows = await db.select().from(attemptAnswers);
  return new Map(rows.map((r) => [`${r.attemptId}/${r.questionId}`, r.answer]));
}
