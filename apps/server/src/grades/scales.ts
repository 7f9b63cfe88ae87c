/**
 * Grade scales (ADR 0039): an educator's own, in their organisation. Its owner changes it; a
 * school's own scales are also its teachers' to use (read, and set on an exam). Anyone else: 404.
 * The plan's "grade scale" row: unavailable on Free, the ready scales as they are on Basic, any
 * bands on Pro and School.
 */
import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { Locale } from '@tasreef/contracts';
import { gradeScaleInputSchema, isPresetBands, sortBands, type ExamGradeScale, type GradeScale, type GradeScaleInput, type GradeScaleList } from '@tasreef/contracts/grades';
import { translate } from '@tasreef/contracts';
import type { Db } from '../db/client.ts';
import { users } from '../db/accounts.ts';
import { gradeScales } from '../db/grades.ts';
import { AppError } from '../http/errors.ts';
import { entitlementsOf, kindOf, lifting } from '../entitlements/service.ts';
import type { WorkspaceContext } from '../management/workspace.ts';

type Reader = Pick<Db, 'select'>;
type ScaleRow = typeof gradeScales.$inferSelect;

/** The scales an educator may use: their own in this organisation, and the organisation owner's. */
export function visibleScales(ws: WorkspaceContext): SQL {
  return and(eq(gradeScales.organizationId, ws.organizationId), or(eq(gradeScales.ownerId, ws.userId), eq(gradeScales.ownerId, ws.ownerId)))!;
}

/** The plan's level of grade scales for the organisation: unavailable, basic, scale or customized. */
export async function scaleLevel(db: Reader, ownerId: string): Promise<string> {
  return kindOf(await entitlementsOf(db, ownerId), 'grade_scale');
}

/** Refuses a scale the plan does not include (403 plan_limit naming the plan that does). */
export async function assertScaleAllowed(db: Reader, ownerId: string, bands: GradeScaleInput['bands'] | null, locale: Locale): Promise<void> {
  const level = await scaleLevel(db, ownerId);
  if (level === 'unavailable') {
    throw new AppError('plan_limit', 403, 'plan_limit_grade_scale', { plan: await lifting(db, 'grade_scale', (r) => r.kind !== 'unavailable', locale) });
  }
  if (level === 'basic' && bands !== null && !isPresetBands(bands)) {
    const plan = await lifting(db, 'grade_scale', (r) => r.kind !== 'unavailable' && r.kind !== 'basic', locale);
    throw new AppError('plan_limit', 403, 'plan_limit_grade_scale_custom', { plan });
  }
}

function present(row: ScaleRow, ownerName: string, ws: WorkspaceContext): GradeScale {
  return {
    id: row.id,
    name: row.name,
    bands: row.bands,
    owner: { id: row.ownerId, full_name: ownerName },
    mine: row.ownerId === ws.userId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listScales(db: Reader, ws: WorkspaceContext, locale: Locale): Promise<GradeScaleList> {
  const rows = await db
    .select({ s: gradeScales, name: users.fullName })
    .from(gradeScales)
    .innerJoin(users, eq(users.id, gradeScales.ownerId))
    .where(visibleScales(ws))
    .orderBy(asc(gradeScales.createdAt), asc(gradeScales.id));
  const level = await scaleLevel(db, ws.ownerId);
  let upgrade: string | null = null;
  if (level === 'unavailable') upgrade = translate(locale, 'plan_limit_grade_scale', { plan: await lifting(db, 'grade_scale', (r) => r.kind !== 'unavailable', locale) });
  else if (level === 'basic')
    upgrade = translate(locale, 'plan_limit_grade_scale_custom', { plan: await lifting(db, 'grade_scale', (r) => r.kind !== 'unavailable' && r.kind !== 'basic', locale) });
  return { scales: rows.map((r) => present(r.s, r.name, ws)), plan_level: level, upgrade };
}

/** A scale the educator may use, or 404. */
export async function findScale(db: Reader, ws: WorkspaceContext, id: string): Promise<GradeScale> {
  const [row] = await db
    .select({ s: gradeScales, name: users.fullName })
    .from(gradeScales)
    .innerJoin(users, eq(users.id, gradeScales.ownerId))
    .where(and(eq(gradeScales.id, id), visibleScales(ws)));
  if (!row) throw new AppError('not_found', 404, 'not_found');
  return present(row.s, row.name, ws);
}

/** A scale the educator made (to change or delete): another's that they see is 403, one they do not see 404. */
async function ownScale(db: Reader, ws: WorkspaceContext, id: string): Promise<GradeScale> {
  const scale = await findScale(db, ws, id);
  if (!scale.mine) throw new AppError('forbidden', 403, 'grades_owner_only');
  return scale;
}

export async function createScale(db: Db, ws: WorkspaceContext, input: GradeScaleInput, now: Date, locale: Locale): Promise<GradeScale> {
  const body = gradeScaleInputSchema.parse(input);
  await assertScaleAllowed(db, ws.ownerId, body.bands, locale);
  const [row] = await db
    .insert(gradeScales)
    .values({ organizationId: ws.organizationId, ownerId: ws.userId, name: body.name, bands: sortBands(body.bands), createdAt: now, updatedAt: now })
    .returning();
  return findScale(db, ws, row!.id);
}

export async function updateScale(db: Db, ws: WorkspaceContext, id: string, input: GradeScaleInput, now: Date, locale: Locale): Promise<GradeScale> {
  const body = gradeScaleInputSchema.parse(input);
  await ownScale(db, ws, id);
  await assertScaleAllowed(db, ws.ownerId, body.bands, locale);
  await db
    .update(gradeScales)
    .set({ name: body.name, bands: sortBands(body.bands), updatedAt: now })
    .where(eq(gradeScales.id, id));
  return findScale(db, ws, id);
}

/** Deleting a scale leaves the exams that use it alone: each keeps its copy. */
export async function deleteScale(db: Db, ws: WorkspaceContext, id: string): Promise<void> {
  await ownScale(db, ws, id);
  await db.delete(gradeScales).where(eq(gradeScales.id, id));
}

/** The copy an exam keeps of a scale the exam's educator may use (422 on the field when it is not one). */
export async function scaleForExam(db: Reader, ws: WorkspaceContext, id: string, locale: Locale): Promise<ExamGradeScale> {
  const [row] = await db
    .select()
    .from(gradeScales)
    .where(and(eq(gradeScales.id, id), visibleScales(ws)));
  if (!row) throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'grade_scale_id', key: 'grades_scale_unknown' }]);
  await assertScaleAllowed(db, ws.ownerId, null, locale);
  return { id: row.id, name: row.name, bands: row.bands };
}
