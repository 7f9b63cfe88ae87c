/**
 * The school of `bench:reports` (and `bench:per-request`'s report scene): an exam of `questions`
 * multiple-choice questions of several types, tenses, persons, patterns and root types, published
 * and assigned to the class, and every student's graded attempts (one in five twice), written
 * straight into the database (grades by the server's own `gradeAnswer`).
 */
import { generateRequestSchema, type Question, type QuestionType } from '@tasreef/contracts/exams';
import { gradeAnswer, scoreOf } from '@tasreef/exams';
import type { Db } from '../../apps/server/src/db/client.ts';
import { attemptAnswers, examAssignments, examAttempts, examQuestions, exams } from '../../apps/server/src/db/exams.ts';
import type { SeededSchool } from '../../apps/server/test/exams/school-fixture.ts';

/** The share of students who took the exam a second time. */
const SECOND_RATE = 0.2;

/** mulberry32: the same students answer the same way on both databases. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TYPES: QuestionType[] = ['conjugate', 'identify_tense', 'identify_person', 'voice', 'identify_pattern'];
const TENSES = ['past', 'present_indicative', 'present_subjunctive', 'present_jussive', 'imperative'];
const PERSONS = ['3ms', '3fs', '3mp', '2ms', '1s', '1p'];
const VERBS = [
  { verb_id: 'ktb-I1', root: 'كتب', pattern: 'I' },
  { verb_id: 'qwl-I1', root: 'قول', pattern: 'I' },
  { verb_id: 'rmy-I1', root: 'رمي', pattern: 'I' },
  { verb_id: 'mdd-I1', root: 'مدد', pattern: 'I' },
  { verb_id: 'ktb-II', root: 'كتب', pattern: 'II' },
  { verb_id: 'xrj-X', root: 'خرج', pattern: 'X' },
];

/** A four-option multiple-choice question, `a` the key, its features varied with `i`. */
function question(i: number): Question {
  const options = ['a', 'b', 'c', 'd'].map((id, k) => ({ id, text: `خيار ${k + 1}`, value: `v${k}`, label: { ar: `خيار ${k + 1}`, en: `Option ${k + 1}` } }));
  const verb = VERBS[i % VERBS.length]!;
  const slot = `${TENSES[i % TENSES.length]}.active.${PERSONS[(i * 7) % PERSONS.length]}`;
  return {
    id: `q_r${i}`,
    type: TYPES[i % TYPES.length]!,
    format: 'multiple_choice',
    stem: { ar: `السؤال ${i + 1}`, en: `Question ${i + 1}` },
    prompt_form: null,
    options,
    answer: { option_id: 'a' },
    explanation: { ar: 'الخيار الأول', en: 'The first option' },
    source: { ...verb, past_vowel: 'a', present_vowel: 'u', slot, noun: null },
    difficulty: 1 + (i % 5),
    bloom: 1,
    cefr: 'A1',
    actfl: 'Novice Mid',
    ilr: '0+',
    tags: [],
  } as Question;
}

/** The exam, published and assigned to the class, and every student's graded attempts; answers how many attempts. */
export async function seedTaken(db: Db, school: SeededSchool, now: Date, questionCount: number): Promise<{ examId: string; attempts: number }> {
  const qs = Array.from({ length: questionCount }, (_, i) => question(i));
  const [exam] = await db
    .insert(exams)
    .values({
      organizationId: school.organizationId,
      ownerId: school.owner.id,
      title: 'Report under load',
      request: generateRequestSchema.parse({ objectives: [{ type: 'conjugate' }], question_count: questionCount }),
      status: 'published',
      setupStep: 5,
      publishAt: new Date(now.getTime() - 7 * 86_400_000),
      expiresAt: new Date(now.getTime() + 86_400_000),
      access: 'expirable',
      durationMinutes: 30,
      passingScore: 50,
      attemptsAllowed: 2,
      review: 'after_submit',
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    })
    .returning({ id: exams.id, version: exams.version });
  await db.insert(examQuestions).values(qs.map((q, position) => ({ examId: exam!.id, questionId: q.id, position, question: q })));
  await db.insert(examAssignments).values({ examId: exam!.id, target: 'class', targetId: school.classId });
  const random = rng(7);
  let attempts = 0;
  for (const [n, s] of school.students.entries()) {
    // an ability per student, so that scores spread and questions discriminate
    const ability = 0.2 + 0.75 * random();
    const times = random() < SECOND_RATE ? 2 : 1;
    for (let number = 1; number <= times; number++) {
      const startedAt = new Date(now.getTime() - (3 * 86_400_000 - n * 60_000 - number * 3_600_000));
      const given = new Map<string, { option_id: string }>();
      for (const q of qs) {
        const r = random();
        if (r < 0.05) continue;
        given.set(q.id, { option_id: r < ability + (number - 1) * 0.1 ? 'a' : ['b', 'c', 'd'][Math.floor(random() * 3)]! });
      }
      const grading = Object.fromEntries(qs.map((q) => [q.id, gradeAnswer(q, given.get(q.id))]));
      const { earned, possible, score } = scoreOf(Object.values(grading));
      const [a] = await db
        .insert(examAttempts)
        .values({
          examId: exam!.id,
          studentId: s.id,
          number,
          examVersion: exam!.version,
          status: 'submitted',
          startedAt,
          deadline: new Date(startedAt.getTime() + 30 * 60_000),
          timeFactor: '1',
          submittedAt: new Date(startedAt.getTime() + (5 + Math.floor(random() * 20)) * 60_000),
          closedBy: 'student',
          earned: String(earned),
          possible,
          score: String(score),
          passed: score >= 50,
          grading,
        })
        .returning({ id: examAttempts.id });
      if (given.size) await db.insert(attemptAnswers).values([...given].map(([questionId, answer]) => ({ attemptId: a!.id, questionId, answer, savedAt: startedAt })));
      attempts++;
    }
  }
  return { examId: exam!.id, attempts };
}
