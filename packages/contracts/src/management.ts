import { z } from 'zod';
import { clearableExtraFields, extraDataFields, fullNameField, newPasswordField, ORGANIZATION_TYPES } from './auth.ts';
import { emailField, plainText, USERNAME_PATTERN } from './fields.ts';
export { USERNAME_PATTERN };
import { LOCALES } from './locale.ts';
import type { MessageKey } from './messages.ts';

/**
 * Schools, teachers, students and classes (docs/decisions/0024-organisations-members-and-classes.md):
 * the request and answer shapes of the management API, used by the server to validate and by the
 * web app's forms. Errors are message keys of the one catalog (`management-messages.ts`).
 */

type Key = MessageKey;

// ---------------------------------------------------------------------------------------------
// Vocabulary

/** What an organisation is: the registering school's `organization_type`, or an independent educator's own roster. */
export const ORGANIZATION_KINDS = [...ORGANIZATION_TYPES, 'independent'] as const;
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number];

/** A member of an organisation is one of its teachers or one of its students. */
export const MEMBER_ROLES = ['teacher', 'student'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** `invited`: added but not signed in yet (or not accepted yet); `active`: joined. Removed members are not listed. */
export const MEMBER_STATUSES = ['invited', 'active'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Per-student time accommodation: every timed exam's duration is multiplied by it. */
export const TIME_ACCOMMODATION_MIN = 1;
export const TIME_ACCOMMODATION_MAX = 3;
export const TIME_ACCOMMODATION_PRESETS = [1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const;

export const MEMBER_SORTS = ['full_name', 'enrolled_at', 'country', 'city', 'area', 'time_zone', 'education_level', 'status'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const PER_PAGE_CHOICES = [10, 20, 50, 100] as const;
export const DEFAULT_PER_PAGE = 20;

export const BULK_ACTIONS = ['delete', 'add_to_class', 'remove_from_class', 'set_time_accommodation'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** An invitation link lives this long; a new one replaces it. */
export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

// ---------------------------------------------------------------------------------------------
// Fields

const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

const idField = () => z.string({ error: 'value_invalid' satisfies Key }).uuid({ error: 'not_found' satisfies Key });

export function usernameField() {
  return z
    .string({ error: 'username_invalid' satisfies Key })
    .trim()
    .toLowerCase()
    .min(1, { error: 'required' satisfies Key })
    .regex(USERNAME_PATTERN, { error: 'username_invalid' satisfies Key });
}

export function timeAccommodationField() {
  return z.coerce
    .number({ error: 'number_invalid' satisfies Key })
    .min(TIME_ACCOMMODATION_MIN, { error: 'time_accommodation_range' satisfies Key })
    .max(TIME_ACCOMMODATION_MAX, { error: 'time_accommodation_range' satisfies Key })
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, { error: 'time_accommodation_range' satisfies Key });
}

/** A class's name, subject or level: shown beside other text in lists, reports and exports. */
function nameText(max: number) {
  return plainText(
    z
      .string({ error: 'value_invalid' satisfies Key })
      .trim()
      .min(1, { error: 'required' satisfies Key })
      .max(max, { error: 'text_max' satisfies Key }),
    'name',
  );
}

/** The profile columns of the specification's student and teacher profile that a person types. */
const profileFields = {
  country: extraDataFields.country,
  city: extraDataFields.city,
  area: extraDataFields.area,
  time_zone: extraDataFields.time_zone,
  phone: extraDataFields.phone,
  whatsapp: extraDataFields.whatsapp,
  education_level: extraDataFields.education_level,
};
const clearableProfileFields = {
  country: clearableExtraFields.country,
  city: clearableExtraFields.city,
  area: clearableExtraFields.area,
  time_zone: clearableExtraFields.time_zone,
  phone: clearableExtraFields.phone,
  whatsapp: clearableExtraFields.whatsapp,
  education_level: clearableExtraFields.education_level,
};

const idList = (max = 1000) =>
  z
    .array(idField(), { error: 'value_invalid' satisfies Key })
    .max(max, { error: 'value_invalid' satisfies Key })
    .transform((ids) => [...new Set(ids)]);

// ---------------------------------------------------------------------------------------------
// Requests

/**
 * `POST /management/members`: a teacher (always by email: an invitation) or a student (by email:
 * an invitation; or by username: a one-time password shown once to whoever added them).
 */
export const createMemberRequestSchema = z
  .object({
    role: z.enum(MEMBER_ROLES, { error: 'choice_invalid' satisfies Key }),
    full_name: fullNameField(),
    email: optional(emailField()),
    username: optional(usernameField()),
    /** The language of the invitation mail (default: the language of the call). */
    locale: optional(z.enum(LOCALES, { error: 'choice_invalid' satisfies Key })),
    ...profileFields,
    time_accommodation: optional(timeAccommodationField()),
    class_ids: optional(idList(100)),
  })
  .superRefine((v, ctx) => {
    if (v.role === 'teacher' && !v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'required' satisfies Key });
    if (v.role === 'teacher' && v.username) ctx.addIssue({ code: 'custom', path: ['username'], message: 'username_students_only' satisfies Key });
    if (v.role === 'teacher' && v.time_accommodation !== undefined)
      ctx.addIssue({ code: 'custom', path: ['time_accommodation'], message: 'time_accommodation_students_only' satisfies Key });
    if (v.role === 'student' && !v.email && !v.username) ctx.addIssue({ code: 'custom', path: ['email'], message: 'email_or_username_required' satisfies Key });
    if (v.email && v.username) ctx.addIssue({ code: 'custom', path: ['username'], message: 'email_or_username_not_both' satisfies Key });
  });
export type CreateMemberRequest = z.infer<typeof createMemberRequestSchema>;

/**
 * `PATCH /management/members/{id}`: the profile of an account the organisation made (until its
 * owner signs in and takes it over), and for students the time accommodation and the classes.
 */
export const updateMemberRequestSchema = z
  .object({
    full_name: fullNameField().optional(),
    ...clearableProfileFields,
    time_accommodation: timeAccommodationField().optional(),
    /** The member's classes, replacing the ones the caller can see. */
    class_ids: idList(100).optional(),
  })
  .strict();
export type UpdateMemberRequest = z.infer<typeof updateMemberRequestSchema>;

export const memberListQuerySchema = z.object({
  role: z.enum(MEMBER_ROLES, { error: 'choice_invalid' satisfies Key }),
  search: optional(
    plainText(
      z
        .string()
        .trim()
        .max(100, { error: 'text_max' satisfies Key }),
    ),
  ),
  status: optional(z.enum(MEMBER_STATUSES, { error: 'choice_invalid' satisfies Key })),
  class_id: optional(idField()),
  sort: optional(z.enum(MEMBER_SORTS, { error: 'choice_invalid' satisfies Key })),
  order: optional(z.enum(SORT_ORDERS, { error: 'choice_invalid' satisfies Key })),
  page: optional(
    z.coerce
      .number({ error: 'number_invalid' satisfies Key })
      .int({ error: 'number_integer' satisfies Key })
      .min(1)
      .max(100_000),
  ),
  per_page: optional(
    z.coerce
      .number({ error: 'number_invalid' satisfies Key })
      .int({ error: 'number_integer' satisfies Key })
      .refine((n) => (PER_PAGE_CHOICES as readonly number[]).includes(n), { error: 'choice_invalid' satisfies Key }),
  ),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

/** `POST /management/members/bulk`: one action on many members, all or nothing. */
export const bulkMembersRequestSchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: 'choice_invalid' satisfies Key }),
    ids: idList(1000).refine((ids) => ids.length > 0, { error: 'select_at_least_one' satisfies Key }),
    class_id: optional(idField()),
    time_accommodation: optional(timeAccommodationField()),
  })
  .superRefine((v, ctx) => {
    if ((v.action === 'add_to_class' || v.action === 'remove_from_class') && !v.class_id) ctx.addIssue({ code: 'custom', path: ['class_id'], message: 'required' satisfies Key });
    if (v.action === 'set_time_accommodation' && v.time_accommodation === undefined)
      ctx.addIssue({ code: 'custom', path: ['time_accommodation'], message: 'required' satisfies Key });
  });
export type BulkMembersRequest = z.infer<typeof bulkMembersRequestSchema>;

export const createClassRequestSchema = z.object({
  name: nameText(100),
  subject: optional(nameText(100)),
  level: optional(nameText(100)),
  teacher_ids: optional(idList(50)),
  student_ids: optional(idList(1000)),
});
export type CreateClassRequest = z.infer<typeof createClassRequestSchema>;

/** `PATCH /classes/{id}`: rename, subject, level, archive or restore. null clears subject or level. */
export const updateClassRequestSchema = z
  .object({
    name: nameText(100).optional(),
    subject: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), nameText(100).nullable().optional()),
    level: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), nameText(100).nullable().optional()),
    archived: z.boolean({ error: 'value_invalid' satisfies Key }).optional(),
  })
  .strict();
export type UpdateClassRequest = z.infer<typeof updateClassRequestSchema>;

/** `POST /classes/{id}/members` and `DELETE` of the same: teachers and students to add or remove. */
export const classMembersRequestSchema = z
  .object({ teacher_ids: idList(50).optional(), student_ids: idList(1000).optional() })
  .refine((v) => (v.teacher_ids?.length ?? 0) + (v.student_ids?.length ?? 0) > 0, { error: 'select_at_least_one' satisfies Key, path: ['student_ids'] });
export type ClassMembersRequest = z.infer<typeof classMembersRequestSchema>;

export const classListQuerySchema = z.object({
  archived: optional(z.enum(['true', 'false'], { error: 'choice_invalid' satisfies Key })),
  search: optional(
    plainText(
      z
        .string()
        .trim()
        .max(100, { error: 'text_max' satisfies Key }),
    ),
  ),
});

/** `POST /invitations/{token}/accept`: a new account sets its password; an existing one only confirms (signed in). */
export const acceptInvitationRequestSchema = z
  .object({
    full_name: fullNameField().optional(),
    password: newPasswordField().optional(),
    password_confirmation: plainText(z.string()).optional(),
  })
  .refine((v) => v.password === undefined || v.password === v.password_confirmation, { path: ['password_confirmation'], error: 'password_confirmation_mismatch' satisfies Key });
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

/** `POST /auth/set-password`: an account on a one-time password chooses its own. */
export const setPasswordRequestSchema = z
  .object({ password: newPasswordField(), password_confirmation: plainText(z.string({ error: 'password_confirmation_mismatch' satisfies Key })) })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], error: 'password_confirmation_mismatch' satisfies Key });

/** `PATCH /admin/users/{id}/plan`: an administrator puts an account on a plan (until billing does). */
export const adminPlanRequestSchema = z.object({
  plan_code: plainText(
    z
      .string({ error: 'plan_unknown' satisfies Key })
      .trim()
      .min(1, { error: 'required' satisfies Key })
      .max(40, { error: 'plan_unknown' satisfies Key }),
  ),
  /** Why (an invoice number, a school's contract): kept in the audit log. */
  reason: plainText(
    z
      .string()
      .trim()
      .max(300, { error: 'text_max' satisfies Key }),
  ).optional(),
});

// ---------------------------------------------------------------------------------------------
// Answers

export const classRefSchema = z.object({ id: z.string(), name: z.string(), archived: z.boolean() });
export const personRefSchema = z.object({ id: z.string(), full_name: z.string() });

/** A row of the teachers and students tables: the specification's profile columns. */
export const memberSchema = z.object({
  id: z.string(),
  role: z.enum(MEMBER_ROLES),
  status: z.enum(MEMBER_STATUSES),
  full_name: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  enrolled_at: z.string(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  area: z.string().nullable(),
  time_zone: z.string().nullable(),
  education_level: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  /**
   * A student's attempts at the exams the caller sees (a school: all of its exams; a teacher: their
   * own), in progress ones included; a teacher has none.
   */
  total_attempts: z.number().int(),
  /** The student's grade at the exam of their latest graded attempt (by its grading method), on its grade scale (null: none, or the exam has no scale). */
  grade: z.string().nullable(),
  /** Of the exams with a submitted attempt, the share whose grade (by each exam's grading method) passes, in percent. */
  success_rate: z.number().nullable(),
  /** When the latest attempt was submitted, or started if it is still open. */
  last_activity: z.string().nullable(),
  time_accommodation: z.number().nullable(),
  classes: z.array(classRefSchema),
  /** The organisation may edit the profile (an account it made that its owner has not taken over). */
  managed: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

export const MEMBER_ATTEMPT_STATUSES = ['in_progress', 'passed', 'failed'] as const;

/** One attempt of a student, as their details page lists it. */
export const memberAttemptSchema = z.object({
  id: z.string(),
  exam_id: z.string(),
  exam_title: z.string(),
  /** The student's n-th attempt at that exam. */
  number: z.number().int(),
  status: z.enum(MEMBER_ATTEMPT_STATUSES),
  score: z.number().nullable(),
  grade: z.string().nullable(),
  started_at: z.string(),
  submitted_at: z.string().nullable(),
});
export type MemberAttempt = z.infer<typeof memberAttemptSchema>;

export const memberDetailsSchema = memberSchema.extend({
  invited_at: z.string().nullable(),
  joined_at: z.string().nullable(),
  added_by: personRefSchema.nullable(),
  /** The caller may delete this member (the organisation's owner). */
  can_delete: z.boolean(),
  /** The attempts counted in `total_attempts`, newest first. */
  attempts: z.array(memberAttemptSchema),
});
export type MemberDetails = z.infer<typeof memberDetailsSchema>;

export const createMemberAnswerSchema = z.object({
  member: memberDetailsSchema,
  /** Shown once, to the person who added a student by username; never stored in clear. */
  one_time_password: z.string().nullable(),
  invitation_sent: z.boolean(),
  message: z.string(),
});

export const classSchema = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string().nullable(),
  level: z.string().nullable(),
  archived: z.boolean(),
  created_at: z.string(),
  teachers: z.array(personRefSchema),
  student_count: z.number().int(),
  /** The caller may add or remove this class's teachers (the organisation's owner). */
  can_manage_teachers: z.boolean(),
});
export type ClassSummary = z.infer<typeof classSchema>;

export const classDetailsSchema = classSchema.extend({
  students: z.array(z.object({ id: z.string(), full_name: z.string(), email: z.string().nullable(), username: z.string().nullable(), status: z.enum(MEMBER_STATUSES) })),
});
export type ClassDetails = z.infer<typeof classDetailsSchema>;

export const organizationSchema = z.object({ id: z.string(), name: z.string(), kind: z.enum(ORGANIZATION_KINDS) });

/** The caller's place: which organisation they work in and what they may do there. */
export const workspaceSchema = z.object({
  organization: organizationSchema,
  role: z.enum(['owner', 'teacher']),
  can_manage_teachers: z.boolean(),
  /** The plan's educator sub-accounts: null = unlimited; 0 = unavailable. */
  teacher_limit: z.number().int().nullable(),
  teacher_count: z.number().int(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const activitySchema = z.object({
  event: z.string(),
  /** Localized sentence: who did what. */
  text: z.string(),
  at: z.string(),
});

/** An invitation to an account that already exists: it shows on that person's dashboard to accept or decline. */
export const pendingInvitationSchema = z.object({ membership_id: z.string(), organization: organizationSchema, role: z.enum(MEMBER_ROLES), invited_at: z.string() });

/** `GET /dashboard`: what this person can do next, by role. */
export const dashboardViewSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('owner'),
    workspace: workspaceSchema,
    counts: z.object({ teachers: z.number().int(), students: z.number().int(), classes: z.number().int(), invited: z.number().int() }),
    activity: z.array(activitySchema),
  }),
  z.object({ kind: z.literal('teacher'), workspace: workspaceSchema, classes: z.array(classSchema), student_count: z.number().int() }),
  z.object({
    kind: z.literal('student'),
    memberships: z.array(z.object({ organization: organizationSchema, classes: z.array(classRefSchema), time_accommodation: z.number() })),
    /** Assigned exams: empty until the exam issues fill it. */
    exams: z.array(z.object({ id: z.string(), title: z.string() })),
  }),
  /** An administrator, or an account whose profile is not complete yet. */
  z.object({ kind: z.literal('other') }),
]);
export const dashboardSchema = z.object({ view: dashboardViewSchema, invitations: z.array(pendingInvitationSchema) });
export type Dashboard = z.infer<typeof dashboardSchema>;

export const invitationSchema = z.object({
  organization: organizationSchema,
  role: z.enum(MEMBER_ROLES),
  email: z.string(),
  full_name: z.string(),
  /** A new account sets a password; an existing one signs in and confirms. */
  needs_password: z.boolean(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
