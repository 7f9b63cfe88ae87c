import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { localizeIssue, type IssueLike, type Locale, type MessageKey, type MessageParams } from '@tasreef/contracts';
import { rosterPersonSchema, type RosterAction, type RosterRow } from '@tasreef/contracts/roster';
import { rowsOf, type Db } from '../db/client.ts';
import { users } from '../db/accounts.ts';
import { classes, memberships } from '../db/management.ts';
import { visibleClasses, visibleMembers } from '../management/visibility.ts';
import { planLifting, teacherCount, teacherLimit, type WorkspaceContext } from '../management/workspace.ts';
import { roleOf, type PersonRecord, type RosterRecord } from './read.ts';

/**
 * The dry run: every record checked against the field rules, the rest of the file and the
 * database, into a row-by-row report and the plan of writes that confirming carries out.
 * The same function runs again inside the commit's transaction.
 */

type Tx = Pick<Db, 'select' | 'execute'>;
/** A reason kept as an issue (a catalog key and its parameters), localized when answered. */
export type Reason = IssueLike;
const reason = (key: MessageKey, params: MessageParams = {}): Reason => ({ message: key, params });

export interface StoredRow {
  line: number;
  file: string;
  kind: RosterRow['kind'];
  action: RosterAction;
  label: string;
  reasons: Reason[];
}

export interface PlannedPerson {
  line: number;
  role: 'student' | 'teacher';
  /** The existing account, or null for a new one. */
  userId: string | null;
  full_name: string;
  email: string | null;
  username: string | null;
  profile: { phone?: string; country?: string; city?: string; education_level?: string };
  time_accommodation: number | null;
  /** A membership to make (new, or back from removed): an invitation follows for an address. */
  join: boolean;
  classes: string[];
}

export interface RosterPlan {
  rows: StoredRow[];
  newClasses: string[];
  people: PlannedPerson[];
}

const lower = (s: string) => s.trim().toLocaleLowerCase();

/*
 * What no cell of a roster may hold (ADR 0057): control characters (NUL arrives as U+FFFD,
 * decode.ts), halves of surrogate pairs, noncharacters, the bidi embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069: they reorder a name wherever it is shown, pages, PDFs and CSV
 * exports alike) and the replacement character (a byte the encoding could not read). The marks
 * Arabic text uses (RLM, LRM, ALM, ZWJ, ZWNJ) stay.
 */
const REFUSED = /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}\u202A-\u202E\u2066-\u2069\uFFFD]/u;
const REFUSED_ALL = new RegExp(REFUSED.source, 'gu');
const cellsOf = (r: PersonRecord) => [r.role, r.full_name, r.email, r.username, r.time_accommodation, r.phone, r.country, r.city, r.education_level, ...r.classes];
/** A label as shown: a refused character becomes U+FFFD, where it was. */
const shown = (label: string) => label.replace(REFUSED_ALL, '\uFFFD');

export async function checkRoster(db: Tx, ws: WorkspaceContext, records: RosterRecord[], locale: Locale): Promise<RosterPlan> {
  const rows: StoredRow[] = [];
  const people: PlannedPerson[] = [];

  // Classes: the organisation's, by lower-cased name.
  const allClasses = await db.select({ id: classes.id, name: classes.name, archivedAt: classes.archivedAt }).from(classes).where(eq(classes.organizationId, ws.organizationId));
  const visibleIds = new Set((await db.select({ id: classes.id }).from(classes).where(visibleClasses(ws))).map((c) => c.id));
  const existingClass = new Map(allClasses.map((c) => [lower(c.name), c]));
  const newClasses = new Map<string, string>();
  const classProblem = (name: string): Reason | null => {
    const c = existingClass.get(lower(name));
    if (!c) return null;
    if (!visibleIds.has(c.id)) return reason('class_name_taken');
    if (c.archivedAt) return reason('roster_class_archived', { name: c.name });
    return null;
  };
  for (const r of records) {
    if (r.kind !== 'class') continue;
    if (REFUSED.test(r.name)) {
      rows.push({ line: r.line, file: r.file, kind: 'class', action: 'reject', label: shown(r.name), reasons: [reason('roster_characters')] });
      continue;
    }
    const problem = classProblem(r.name);
    const exists = existingClass.has(lower(r.name));
    const again = newClasses.has(lower(r.name));
    if (problem) rows.push({ line: r.line, file: r.file, kind: 'class', action: 'reject', label: r.name, reasons: [problem] });
    else if (exists || again) rows.push({ line: r.line, file: r.file, kind: 'class', action: 'skip', label: r.name, reasons: [] });
    else {
      newClasses.set(lower(r.name), r.name);
      rows.push({ line: r.line, file: r.file, kind: 'class', action: 'create', label: r.name, reasons: [] });
    }
  }

  // People: field rules and duplicates inside the file first.
  type Valid = { r: PersonRecord; role: 'student' | 'teacher'; v: ReturnType<typeof rosterPersonSchema.parse>; key: string };
  const valid: Valid[] = [];
  const seen = new Map<string, number>();
  for (const r of records) {
    if (r.kind === 'rejected') {
      rows.push({ line: r.line, file: r.file, kind: r.rowKind, action: 'reject', label: r.label, reasons: [reason(r.reason.key, r.reason.params)] });
      continue;
    }
    if (r.kind !== 'person') continue;
    const label = shown([r.full_name, r.email || r.username].filter(Boolean).join(' · ') || `#${r.line}`);
    const role = roleOf(r.role, 'student');
    const reject = (kind: 'student' | 'teacher', reasons: Reason[]) => rows.push({ line: r.line, file: r.file, kind, action: 'reject', label, reasons });
    if (cellsOf(r).some((cell) => REFUSED.test(cell))) {
      reject(role ?? 'student', [reason('roster_characters')]);
      continue;
    }
    if (!role) {
      reject('student', [reason('roster_role_unknown', { value: r.role })]);
      continue;
    }
    const parsed = rosterPersonSchema.safeParse(r);
    const reasons: Reason[] = parsed.success
      ? []
      : parsed.error.issues.map((i) => ({ message: i.message, minimum: (i as IssueLike).minimum, maximum: (i as IssueLike).maximum, code: i.code }));
    if (role === 'teacher' && ws.role !== 'owner') reasons.push(reason('owner_only'));
    if (role === 'teacher' && parsed.success && parsed.data.username) reasons.push(reason('username_students_only'));
    if (role === 'teacher' && parsed.success && parsed.data.time_accommodation !== undefined) reasons.push(reason('time_accommodation_students_only'));
    for (const name of r.classes) {
      const problem = classProblem(name);
      if (problem) reasons.push(problem);
    }
    if (reasons.length === 0 && parsed.success) {
      const key = parsed.data.email ? `e:${parsed.data.email}` : `u:${parsed.data.username}`;
      const first = seen.get(key);
      if (first !== undefined) reasons.push(reason('roster_duplicate_in_file', { line: first }));
      else {
        seen.set(key, r.line);
        valid.push({ r, role, v: parsed.data, key });
        // A class the file names that does not exist yet is made (once), shown as a row of its own.
        for (const name of r.classes)
          if (!existingClass.has(lower(name)) && !newClasses.has(lower(name))) {
            newClasses.set(lower(name), name);
            rows.push({ line: r.line, file: r.file, kind: 'class', action: 'create', label: name, reasons: [] });
          }
        continue;
      }
    }
    reject(role, reasons);
  }

  // Then the database, in a few set-based reads.
  const emails = valid.flatMap((x) => (x.v.email ? [x.v.email] : []));
  const usernames = valid.flatMap((x) => (x.v.username ? [x.v.username] : []));
  const existing = new Map<string, typeof users.$inferSelect>();
  for (let i = 0; i < emails.length; i += 1000)
    for (const u of await db
      .select()
      .from(users)
      .where(and(inArray(users.email, emails.slice(i, i + 1000)), isNull(users.claimedEmail))))
      existing.set(`e:${u.email}`, u);
  for (let i = 0; i < usernames.length; i += 1000)
    for (const u of await db
      .select()
      .from(users)
      .where(inArray(users.username, usernames.slice(i, i + 1000))))
      existing.set(`u:${u.username}`, u);
  const userIds = [...existing.values()].map((u) => u.id);
  const member = new Map<string, typeof memberships.$inferSelect>();
  const visibleMember = new Set<string>();
  const teachesElsewhere = new Set<string>();
  for (let i = 0; i < userIds.length; i += 1000) {
    const chunk = userIds.slice(i, i + 1000);
    for (const m of await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.organizationId, ws.organizationId), inArray(memberships.userId, chunk))))
      member.set(m.userId, m);
    for (const m of await db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(visibleMembers(ws), inArray(memberships.userId, chunk))))
      visibleMember.add(m.userId);
    for (const m of await db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(inArray(memberships.userId, chunk), eq(memberships.role, 'teacher'), ne(memberships.status, 'removed'), ne(memberships.organizationId, ws.organizationId))))
      teachesElsewhere.add(m.userId);
  }
  const linked = await classLinks(db, ws, userIds);

  const { limit } = await teacherLimit(db, ws.ownerId);
  let teacherRoom = limit === null ? Infinity : limit - (await teacherCount(db, ws.organizationId));

  for (const { r, role, v, key } of valid) {
    const label = [v.full_name, v.email ?? v.username].join(' · ');
    const u = existing.get(key) ?? null;
    const m = u ? member.get(u.id) : undefined;
    const push = (action: RosterAction, reasons: Reason[]) => rows.push({ line: r.line, file: r.file, kind: role, action, label, reasons });
    const profile = { phone: v.phone, country: v.country, city: v.city, education_level: v.education_level };
    const accommodation = role === 'student' ? (v.time_accommodation ?? null) : null;
    if (u) {
      if (u.id === ws.ownerId || u.type === 'admin' || u.disabledAt || (role === 'teacher' && u.educatorType === 'school')) {
        push('reject', [reason('account_not_addable')]);
        continue;
      }
      if (role === 'teacher' && u.type === 'student') {
        push('reject', [reason('account_is_student')]);
        continue;
      }
      if (role === 'student' && u.type === 'educator') {
        push('reject', [reason('account_is_educator')]);
        continue;
      }
    }
    if (u && m && m.status !== 'removed') {
      if (m.role !== role || !visibleMember.has(u.id)) {
        push('reject', [reason('member_exists')]);
        continue;
      }
      const have = linked.get(u.id) ?? new Set<string>();
      const addClasses = r.classes.filter((c) => !have.has(lower(c)));
      const changes: Reason[] = [];
      if (addClasses.length) changes.push(reason('roster_new_classes', { names: addClasses.join('، ') }));
      if (accommodation !== null && Number(m.timeAccommodation) !== accommodation) changes.push(reason('roster_update_time', { number: accommodation }));
      if (changes.length === 0) {
        push('skip', [reason('roster_already_member')]);
        continue;
      }
      push('update', changes);
      people.push({
        line: r.line,
        role,
        userId: u.id,
        full_name: u.fullName,
        email: null,
        username: null,
        profile: {},
        time_accommodation: accommodation,
        join: false,
        classes: addClasses,
      });
      continue;
    }
    if (role === 'teacher') {
      if (u && teachesElsewhere.has(u.id)) {
        push('reject', [reason('teacher_in_other_organization')]);
        continue;
      }
      if (teacherRoom <= 0) {
        push('reject', [
          reason(limit === 0 ? 'plan_limit_educators_unavailable' : 'plan_limit_educators', { number: limit ?? 0, plan: await planLifting(db, (limit ?? 0) + 1, locale) }),
        ]);
        continue;
      }
      teacherRoom--;
    }
    push('create', [reason(v.email ? 'roster_invitation' : 'roster_username_no_password')]);
    people.push({
      line: r.line,
      role,
      userId: u?.id ?? null,
      full_name: v.full_name,
      email: v.email ?? null,
      username: v.username ?? null,
      profile,
      time_accommodation: accommodation,
      join: true,
      classes: r.classes,
    });
  }
  rows.sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
  return { rows, newClasses: [...newClasses.values()], people };
}

/** The classes (lower-cased names) each user is already in, in this organisation. */
async function classLinks(db: Tx, ws: WorkspaceContext, userIds: string[]) {
  const out = new Map<string, Set<string>>();
  for (let i = 0; i < userIds.length; i += 1000) {
    const rows = await db.execute<{ user_id: string; name: string }>(
      sql`select x.user_id, c.name from (select user_id, class_id from class_students union all select user_id, class_id from class_teachers) x
          join ${classes} c on c.id = x.class_id where c.organization_id = ${ws.organizationId} and x.user_id in ${userIds.slice(i, i + 1000)}`,
    );
    for (const r of rowsOf<{ user_id: string; name: string }>(rows)) {
      const set = out.get(r.user_id) ?? new Set<string>();
      set.add(lower(r.name));
      out.set(r.user_id, set);
    }
  }
  return out;
}

export function summarize(rows: StoredRow[]) {
  const s = { create: 0, update: 0, skip: 0, reject: 0 };
  for (const r of rows) s[r.action]++;
  return s;
}

export function presentRows(rows: StoredRow[], locale: Locale): RosterRow[] {
  return rows.map((r) => ({ ...r, reasons: r.reasons.map((x) => localizeIssue(x, locale)) }));
}
