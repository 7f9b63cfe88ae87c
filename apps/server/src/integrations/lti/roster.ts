import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { classes, classStudents } from '../../db/management.ts';
import { ltiConnections, ltiResourceLinks } from '../../db/lti.ts';
import { AppError } from '../../http/errors.ts';
import { roleOf, SCOPE } from './claims.ts';
import { linkedAccount } from './launch.ts';
import { callPlatform, unreachable } from './platform-http.ts';
import { platformToken } from './service-token.ts';

/**
 * Names and Role Provisioning Services (ADR 0084): the members of the course of a course link,
 * read from the platform's memberships URL with a token of the NRPS scope, each learner made or
 * found as an account of the connection's school (as a launch would) and put in the class. Only a
 * course link and a class of the caller's own school can be named.
 */
const CONTAINER = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';

interface Member {
  user_id?: unknown;
  roles?: unknown;
  status?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

export async function syncRoster(
  deps: { db: Db; now: () => Date; allowLoopback: boolean },
  organizationId: string,
  linkId: string,
  classId: string,
): Promise<{ added: number; members: number }> {
  const { db } = deps;
  const [found] = await db
    .select({ link: ltiResourceLinks, connection: ltiConnections })
    .from(ltiResourceLinks)
    .innerJoin(ltiConnections, eq(ltiConnections.id, ltiResourceLinks.connectionId))
    .where(and(eq(ltiResourceLinks.id, linkId), eq(ltiConnections.organizationId, organizationId)));
  if (!found) throw new AppError('not_found', 404, 'not_found');
  const [cls] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.organizationId, organizationId)));
  if (!cls) throw new AppError('not_found', 404, 'not_found');
  if (!found.link.membershipsUrl) throw new AppError('conflict', 409, 'lti_roster_unavailable');
  const token = await platformToken(deps, found.connection, [SCOPE.nrps]);
  const answer = await callPlatform(found.link.membershipsUrl, deps.allowLoopback, { headers: { authorization: `Bearer ${token}`, accept: CONTAINER } });
  if (answer.status < 200 || answer.status >= 300) throw unreachable(`the memberships service answered ${answer.status}`);
  const body = answer.json() as { members?: unknown };
  if (!Array.isArray(body.members)) throw unreachable('the memberships service answered no members');
  const learners = (body.members as Member[]).filter(
    (m) =>
      typeof m.user_id === 'string' &&
      m.user_id.length > 0 &&
      (m.status === undefined || m.status === 'Active') &&
      Array.isArray(m.roles) &&
      roleOf(m.roles as string[]) === 'student',
  );
  const now = deps.now();
  return db.transaction(async (tx) => {
    let added = 0;
    for (const m of learners) {
      const name = typeof m.name === 'string' && m.name ? m.name : [m.given_name, m.family_name].filter((x) => typeof x === 'string' && x).join(' ') || null;
      let userId: string;
      try {
        userId = await linkedAccount(tx, found.connection, { sub: m.user_id as string, name, locale: null, role: 'student' }, now);
      } catch (err) {
        // a learner the school removed stays out (the check wrote nothing)
        if (err instanceof AppError && err.messageKey === 'lti_member_removed') continue;
        throw err;
      }
      const put = await tx.insert(classStudents).values({ classId, userId, addedAt: now }).onConflictDoNothing().returning({ userId: classStudents.userId });
      added += put.length;
    }
    return { added, members: learners.length };
  });
}
