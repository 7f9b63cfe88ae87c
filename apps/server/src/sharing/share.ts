/**
 * Sharing an exam with another educator (ADR 0043): the recipient, named by their account's
 * address, gets an independent copy as a draft in their own organisation, its questions saved to
 * their question bank, all under their plan's limits, in one transaction with the share's record
 * and the mail that tells them. An address without an educator account behind it gets the same
 * answer whatever is (or is not) behind it.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { translate, type Locale } from '@tasreef/contracts';
import { QUESTION_FORMAT_NAMES, type Question } from '@tasreef/contracts/exams';
import { shareExamRequestSchema, type ExamShare, type ShareExamRequest } from '@tasreef/contracts/sharing';
import type { Db } from '../db/client.ts';
import { auditLog, users } from '../db/accounts.ts';
import { bankQuestions, examQuestions, exams } from '../db/exams.ts';
import { examShares } from '../db/sharing.ts';
import type { UserRow } from '../db/accounts.ts';
import type { Mailer } from '../mail/mailer.ts';
import { AppError } from '../http/errors.ts';
import { assertWithin, lifting } from '../entitlements/service.ts';
import { lockOrganization, workspaceOf, type WorkspaceContext } from '../management/workspace.ts';
import { examAllowance } from '../exams/entitlements.ts';
import { madeThisMonth } from '../exams/drafts.ts';
import { held } from '../exams/bank.ts';
import { assertAuthor, findExam } from '../exams/scope.ts';
import { assertSharingAllowed } from './entitlements.ts';
import { shareMail } from './mail.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ShareContext {
  db: Db;
  now: Date;
  locale: Locale;
  ws: WorkspaceContext;
  user: UserRow;
  ip: string | null;
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: string;
}

const recipientUnknown = () => new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'email', key: 'share_recipient_unknown' }]);

/** An account that can receive a copy: a verified, enabled educator with a complete profile. */
const isEducatorAccount = (u: UserRow) => u.type === 'educator' && u.educatorType !== null && u.emailVerifiedAt !== null && u.disabledAt === null && u.termsAcceptedAt !== null;

/** Refuses a copy over the recipient's plan: questions an exam, formats, exams this month, bank size. */
async function assertRecipientRoom(tx: Tx, rws: WorkspaceContext, questions: Question[], fresh: number, now: Date, locale: Locale): Promise<void> {
  const allowance = await examAllowance(tx, rws.ownerId);
  await assertWithin(tx, 'questions_per_exam', allowance.questionsPerExam, questions.length, locale, 'plan_limit_share_recipient_questions');
  const missing = [...new Set(questions.map((q) => q.format))].find((f) => !allowance.formats.includes(f));
  if (missing) {
    const plan = await lifting(tx, 'question_formats', (r) => r.kind === 'list' && (r.items ?? []).includes(missing), locale);
    throw new AppError('plan_limit', 403, 'plan_limit_share_recipient_formats', { format: QUESTION_FORMAT_NAMES[missing][locale], plan });
  }
  await assertWithin(tx, 'exams_per_month', allowance.examsPerMonth, (await madeThisMonth(tx, rws.organizationId, now)) + 1, locale, 'plan_limit_share_recipient_exams_month');
  await assertWithin(tx, 'question_bank', allowance.bank, (await held(tx, rws.organizationId)) + fresh, locale, 'plan_limit_share_recipient_bank');
}

/** `POST /exams/{id}/shares`: the copy, its questions in the recipient's bank, the record and the mail. */
export async function shareExam(c: ShareContext, examId: string, input: ShareExamRequest): Promise<{ share: ExamShare; recipient: string }> {
  const body = shareExamRequestSchema.parse(input);
  const exam = await findExam(c.db, c.ws, examId);
  assertAuthor(exam, c.ws);
  await assertSharingAllowed(c.db, c.ws.ownerId, c.locale);
  if (body.email === c.user.email.toLowerCase()) throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'email', key: 'share_self' }]);
  // One lookup, one answer for every address that is not an educator's (none, a student's, a
  // disabled or unverified account): the form tells no more than "no educator has this address".
  const [to] = await c.db
    .select()
    .from(users)
    .where(and(eq(users.email, body.email), isNull(users.claimedEmail)));
  if (!to || !isEducatorAccount(to)) throw recipientUnknown();
  if (to.id === c.user.id) throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'email', key: 'share_self' }]);
  const questions = (await c.db.select().from(examQuestions).where(eq(examQuestions.examId, exam.id)).orderBy(examQuestions.position)).map((r) => r.question);
  return c.db.transaction(async (tx) => {
    const rws = await workspaceOf(tx, to, c.now);
    await lockOrganization(tx, rws.organizationId);
    // a question the recipient has in their bank already is not saved twice
    const theirs = await tx
      .select({ qid: sql<string>`${bankQuestions.question}->>'id'` })
      .from(bankQuestions)
      .where(and(eq(bankQuestions.ownerId, to.id), isNull(bankQuestions.retiredAt)));
    const have = new Set(theirs.map((r) => r.qid));
    const fresh = questions.filter((q) => !have.has(q.id));
    await assertRecipientRoom(tx, rws, questions, fresh.length, c.now, c.locale);
    const [copy] = await tx
      .insert(exams)
      .values({
        organizationId: rws.organizationId,
        ownerId: to.id,
        title: exam.title,
        objective: exam.objective,
        request: exam.request,
        status: exam.status === 'draft_setup' ? 'draft_setup' : 'draft',
        setupStep: exam.status === 'draft_setup' ? exam.setupStep : 4,
        durationMinutes: exam.durationMinutes,
        passingScore: exam.passingScore,
        attemptsAllowed: exam.attemptsAllowed,
        access: exam.access,
        review: exam.review,
        createdAt: c.now,
        updatedAt: c.now,
      })
      .returning({ id: exams.id });
    const copyId = copy!.id;
    if (questions.length > 0) await tx.insert(examQuestions).values(questions.map((q, i) => ({ examId: copyId, questionId: q.id, position: i, question: q })));
    if (fresh.length > 0)
      await tx.insert(bankQuestions).values(
        fresh.map((q) => ({
          organizationId: rws.organizationId,
          ownerId: to.id,
          question: q,
          type: q.type,
          verbId: q.source.verb_id,
          root: q.source.root,
          pattern: q.source.pattern,
          cefr: q.cefr,
          labels: [],
          createdAt: c.now,
        })),
      );
    const [share] = await tx.insert(examShares).values({ examId: exam.id, copyId, fromUserId: c.user.id, toUserId: to.id, title: exam.title, createdAt: c.now }).returning();
    await tx.insert(auditLog).values([
      {
        userId: c.user.id,
        actorId: c.user.id,
        organizationId: c.ws.organizationId,
        event: 'exam_shared',
        ip: c.ip,
        meta: { exam_id: exam.id, name: exam.title, to: to.id },
        createdAt: c.now,
      },
      {
        userId: to.id,
        actorId: c.user.id,
        organizationId: rws.organizationId,
        event: 'exam_share_received',
        ip: c.ip,
        meta: { exam_id: copyId, name: exam.title, from: c.user.id },
        createdAt: c.now,
      },
    ]);
    const link = `${c.publicUrl.replace(/\/$/, '')}/${to.locale}/dashboard/exam-details/${copyId}`;
    await c.mailer.enqueue(shareMail(to.email, to.locale, to.fullName, c.user.fullName, exam.title, link), tx);
    return {
      share: present(share!, { id: c.user.id, fullName: c.user.fullName }, { id: to.id, fullName: to.fullName, email: to.email }),
      recipient: to.fullName,
    };
  });
}

type ShareRow = typeof examShares.$inferSelect;

function present(r: ShareRow, from: { id: string; fullName: string }, to: { id: string; fullName: string; email: string }): ExamShare {
  return {
    id: r.id,
    title: r.title,
    from: { id: from.id, full_name: from.fullName },
    to: { id: to.id, full_name: to.fullName, email: to.email },
    shared_at: r.createdAt.toISOString(),
    copy_id: r.copyId,
  };
}

const fromUser = sql<string>`(select full_name from users u where u.id = ${examShares.fromUserId})`;
const toUser = sql<string>`(select full_name from users u where u.id = ${examShares.toUserId})`;
const toEmail = sql<string>`(select email from users u where u.id = ${examShares.toUserId})`;

/** The copies given of an exam, newest first (the exam is one the caller sees). */
export async function sharesOf(db: Pick<Db, 'select'>, examId: string): Promise<ExamShare[]> {
  const rows = await db
    .select({ r: examShares, from: fromUser, to: toUser, email: toEmail })
    .from(examShares)
    .where(eq(examShares.examId, examId))
    .orderBy(desc(examShares.createdAt), desc(examShares.id));
  return rows.map((x) => present(x.r, { id: x.r.fromUserId, fullName: x.from }, { id: x.r.toUserId, fullName: x.to, email: x.email }));
}

/** The share that made this exam, if it is a copy given to its owner. */
export async function receivedAs(db: Pick<Db, 'select'>, examId: string): Promise<ExamShare | null> {
  const [x] = await db.select({ r: examShares, from: fromUser, to: toUser, email: toEmail }).from(examShares).where(eq(examShares.copyId, examId));
  return x ? present(x.r, { id: x.r.fromUserId, fullName: x.from }, { id: x.r.toUserId, fullName: x.to, email: x.email }) : null;
}

export const shareDoneMessage = (locale: Locale, name: string) => translate(locale, 'share_done', { name });
