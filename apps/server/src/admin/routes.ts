import { and, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, listEnvelope, translate } from '@tasreef/contracts';
import { adminUpdateUserRequestSchema, adminUserSchema, adminUsersQuerySchema } from '@tasreef/contracts/auth';
import { presentAdminUser } from '../auth/present.ts';
import { users } from '../db/accounts.ts';
import { plans } from '../db/schema.ts';
import { adminPlanRequestSchema } from '@tasreef/contracts/management';
import { audit } from '../lib/audit.ts';
import { AppError } from '../http/errors.ts';
import { authed, requestMeta, requireAdmin } from '../http/guards.ts';
import type { AuthService } from '../auth/service.ts';
import { errorResponses, localeParams } from '../http/route-schemas.ts';
import { containsPattern } from '../lib/like.ts';

export interface AdminRoutesOptions {
  auth: AuthService;
}

const errors = errorResponses(401, 403, 404, 409, 422);

/** `LIKE` wildcards in the search text are literal characters. */

/** Administrators list, search, disable and enable users. */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, { auth }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const { db } = app;

  r.get('/admin/users', {
    schema: {
      summary: 'Users, newest first; `q` searches name and email',
      tags,
      params: localeParams,
      querystring: adminUsersQuerySchema,
      response: { 200: listEnvelope(adminUserSchema), ...errors },
    },
    preHandler: requireAdmin,
    handler: async (request) => {
      const { q, page, per_page } = request.query;
      const real = isNull(users.claimedEmail); // registration claims are not accounts
      const where = q ? and(real, or(ilike(users.email, containsPattern(q)), ilike(users.fullName, containsPattern(q)))) : real;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { data: rows.map(presentAdminUser), meta: { page, per_page, total: total?.n ?? 0 } };
    },
  });

  r.patch('/admin/users/:id', {
    schema: {
      summary: 'Disable or enable a user (a disabled user is signed out and cannot sign in)',
      tags,
      params: localeParams.extend({ id: z.uuid({ error: 'value_invalid' }) }),
      body: adminUpdateUserRequestSchema,
      response: { 200: dataEnvelope(adminUserSchema.extend({ message: z.string() })), ...errors },
    },
    preHandler: requireAdmin,
    handler: async (request) => {
      const admin = authed(request).user;
      const { id, locale } = request.params;
      if (id === admin.id) throw new AppError('conflict', 409, 'cannot_disable_self');
      const target = await auth.findById(id);
      if (!target) throw new AppError('not_found', 404, 'not_found');
      const now = app.clock();
      const disabled = request.body.disabled;
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ disabledAt: disabled ? (target.disabledAt ?? now) : null, updatedAt: now })
          .where(eq(users.id, id))
          .returning();
        if (disabled) await auth.sessions.revokeAll(id, undefined, tx);
        await audit(tx, now, { event: disabled ? 'user_disabled' : 'user_enabled', userId: id, actorId: admin.id, request: requestMeta(request) });
        return row!;
      });
      return { data: { ...presentAdminUser(updated), message: translate(locale, disabled ? 'user_disabled' : 'user_enabled') } };
    },
  });

  r.patch('/admin/users/:id/plan', {
    schema: {
      summary: "Put an account on a plan (until billing does): an organisation's limits are its owner's plan",
      tags,
      params: localeParams.extend({ id: z.uuid({ error: 'value_invalid' }) }),
      body: adminPlanRequestSchema,
      response: { 200: dataEnvelope(adminUserSchema.extend({ message: z.string() })), ...errors },
    },
    preHandler: requireAdmin,
    handler: async (request) => {
      const admin = authed(request).user;
      const { id, locale } = request.params;
      const code = request.body.plan_code;
      const [plan] = await db.select({ code: plans.code }).from(plans).where(eq(plans.code, code));
      if (!plan) throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'plan_code', key: 'plan_unknown' }]);
      const target = await auth.findById(id);
      if (!target) throw new AppError('not_found', 404, 'not_found');
      const now = app.clock();
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx.update(users).set({ planCode: code, updatedAt: now }).where(eq(users.id, id)).returning();
        await audit(tx, now, {
          event: 'plan_granted',
          userId: id,
          actorId: admin.id,
          meta: { from: target.planCode, to: code, ...(request.body.reason ? { reason: request.body.reason } : {}) },
          request: requestMeta(request),
        });
        return row!;
      });
      return { data: { ...presentAdminUser(updated), message: translate(locale, 'plan_granted') } };
    },
  });
};
