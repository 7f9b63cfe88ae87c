import { z } from 'zod';
import { emailField, loginIdField, plainText, type TextLines } from './fields.ts';
import type { MessageKey } from './messages.ts';
import { isValidTimeZone } from './format.ts';

/**
 * Accounts: the request shapes of the auth and profile calls (API conventions, "fixed shapes") and
 * the roles of section 6 of the specification. Every schema's errors are message KEYS (of the one
 * catalog, `messages.ts`; the accounts texts are in `auth-messages.ts`); `localizeIssue` turns them
 * into text on the server and in the browser alike.
 */

// ---------------------------------------------------------------------------------------------
// Roles and kinds (specification, sections 3 and 6)

/** What `role` a user registers with. */
export const REGISTER_ROLES = ['student', 'educator'] as const;
export type RegisterRole = (typeof REGISTER_ROLES)[number];
/** Every account type; `admin` is never chosen at registration, it is granted. */
export const ACCOUNT_TYPES = ['student', 'educator', 'admin'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const EDUCATOR_TYPES = ['school', 'educator', 'teacher', 'school_teacher'] as const;
export type EducatorType = (typeof EDUCATOR_TYPES)[number];
export const ORGANIZATION_TYPES = ['school', 'university', 'organization'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];
export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const NOTIFICATION_KEYS = ['newsletter', 'exam_assigned', 'exam_results', 'product_updates'] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

export interface AccountFlags {
  isStudent: boolean;
  isEducator: boolean;
  /** Profile `account_type` school (an educator of kind school). */
  isSchool: boolean;
  /** A teacher or a school's teacher. */
  isTeacherLike: boolean;
  isAdmin: boolean;
}

/** The derived flags of section 6 from an account's type and educator kind. */
export function accountFlags(account: { type: AccountType | null; profile?: { account_type?: EducatorType | null } | null }): AccountFlags {
  const kind = account.profile?.account_type ?? null;
  const isEducator = account.type === 'educator';
  return {
    isStudent: account.type === 'student',
    isEducator,
    isSchool: isEducator && kind === 'school',
    isTeacherLike: isEducator && (kind === 'teacher' || kind === 'school_teacher'),
    isAdmin: account.type === 'admin',
  };
}

// ---------------------------------------------------------------------------------------------
// Constants (specification, section 9, and the issue's rules)

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 12;
export const CODE_LENGTH = 4;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_WRONG = 5;
export const CODE_RESEND_GAP_MS = 60_000;
export const CODE_MAX_PER_HOUR = 5;
export const SESSION_TTL_MS = 24 * 3_600_000;
export const SESSION_REMEMBER_TTL_MS = 30 * 24 * 3_600_000;

// ---------------------------------------------------------------------------------------------
// Fields

type Key = MessageKey;
const missingOr =
  (key: Key) =>
  (issue: { input?: unknown }): Key =>
    issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : key;

export const SPECIAL_CHARACTER = /[^\p{L}\p{N}\s]/u;

/** The password rules of section 5: 8–12 characters with an uppercase, a lowercase and a special character. */
export function newPasswordField() {
  // No control characters either: a password the sign-in form cannot type back is a lost account.
  return plainText(
    z
      .string({ error: missingOr('value_invalid') })
      .min(1, { error: 'required' satisfies Key })
      .min(PASSWORD_MIN, { error: 'password_min' satisfies Key })
      .max(PASSWORD_MAX, { error: 'password_max' satisfies Key })
      .regex(/\p{Lu}/u, { error: 'password_uppercase' satisfies Key })
      .regex(/\p{Ll}/u, { error: 'password_lowercase' satisfies Key })
      .regex(SPECIAL_CHARACTER, { error: 'password_special' satisfies Key }),
  );
}

/** A password typed to prove who one is: only required (the rules may have changed since). */
export function currentPasswordField() {
  // No password that could be set holds a control character (newPasswordField): one here is a typo.
  return plainText(
    z
      .string({ error: missingOr('value_invalid') })
      .min(1, { error: 'required' satisfies Key })
      .max(128, { error: 'text_max' satisfies Key }),
  );
}

export type PasswordStrength = 'low' | 'medium' | 'strong';

/**
 * Strength shown while typing: `low` until the rules of section 5 hold; `strong` once they hold
 * with a digit too and at least 10 characters; `medium` in between.
 */
export function passwordStrength(password: string): PasswordStrength {
  const upper = /\p{Lu}/u.test(password);
  const lower = /\p{Ll}/u.test(password);
  const special = SPECIAL_CHARACTER.test(password);
  const digit = /\p{N}/u.test(password);
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX || !upper || !lower || !special) return 'low';
  if (digit && length >= 10) return 'strong';
  return 'medium';
}

function text(max: number, min = 1, lines: TextLines = 'single') {
  return plainText(
    z
      .string({ error: missingOr('value_invalid') })
      .trim()
      .min(1, { error: 'required' satisfies Key })
      .min(min, { error: 'text_min' satisfies Key })
      .max(max, { error: 'text_max' satisfies Key }),
    lines,
  );
}

function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: missingOr('choice_invalid') });
}

export const fullNameField = () => text(100, 2, 'name');

export function verificationCodeField() {
  return z
    .string({ error: missingOr('verification_code_invalid') })
    .trim()
    .min(1, { error: 'required' satisfies Key })
    .regex(/^\d{4}$/, { error: 'verification_code_invalid' satisfies Key });
}

/** A calendar date `YYYY-MM-DD` that exists, from 1900 up to `today` (UTC). */
export function isValidBirthDate(value: string, today: Date = new Date()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return false;
  return y >= 1900 && date.getTime() <= today.getTime();
}

/** Optional extra fields (the registration's extraData step and the profile). */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** Blank means absent. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
/** Blank or null means "clear it" (profile updates); absent means "leave it". */
const clearable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v), schema.nullable().optional());

const phoneField = () =>
  z
    .string({ error: 'phone_invalid' satisfies Key })
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, { error: 'phone_invalid' satisfies Key });
const extraShapes = {
  country: () => text(100),
  city: () => text(100),
  area: () => text(100),
  time_zone: () =>
    plainText(
      z
        .string({ error: 'time_zone_invalid' satisfies Key })
        .trim()
        .max(64, { error: 'time_zone_invalid' satisfies Key })
        .refine(isValidTimeZone, { error: 'time_zone_invalid' satisfies Key }),
    ),
  phone: phoneField,
  whatsapp: phoneField,
  birth_date: () =>
    plainText(
      z
        .string({ error: 'birth_date_invalid' satisfies Key })
        .trim()
        .refine((v) => isValidBirthDate(v), { error: 'birth_date_invalid' satisfies Key }),
    ),
  education_level: () => text(100),
  comment: () => text(1000, 1, 'multi'),
};
type ExtraKey = keyof typeof extraShapes;
export const EXTRA_DATA_KEYS = Object.keys(extraShapes) as ExtraKey[];

/** Every extra field (each a string schema) wrapped the same way. */
function eachExtra<W extends z.ZodType>(wrap: (schema: z.ZodString) => W): { [K in ExtraKey]: W } {
  return Object.fromEntries(EXTRA_DATA_KEYS.map((k) => [k, wrap(extraShapes[k]())])) as { [K in ExtraKey]: W };
}

/** Registration and the extra-data step: each field may be left out or blank. */
export const extraDataFields = eachExtra((s) => optional(s));

/** Profile updates: blank or null clears a field, absent leaves it. */
export const clearableExtraFields = eachExtra((s) => clearable(s));

const roleFields = {
  role: choice(REGISTER_ROLES),
  educator_type: optional(choice(EDUCATOR_TYPES)),
  organization_type: optional(choice(ORGANIZATION_TYPES)),
};

type RoleInput = { role: RegisterRole; educator_type?: EducatorType | undefined; organization_type?: OrganizationType | undefined };

/** An educator names its kind; a school names its kind of organisation; a student names neither. */
function checkRole(value: RoleInput, ctx: z.RefinementCtx) {
  if (value.role === 'educator' && !value.educator_type) ctx.addIssue({ code: 'custom', path: ['educator_type'], message: 'required' satisfies Key });
  if (value.role === 'educator' && value.educator_type === 'school' && !value.organization_type)
    ctx.addIssue({ code: 'custom', path: ['organization_type'], message: 'required' satisfies Key });
}

function normalizeRole<T extends RoleInput>(value: T): T {
  if (value.role === 'student') return { ...value, educator_type: undefined, organization_type: undefined };
  if (value.educator_type !== 'school') return { ...value, organization_type: undefined };
  return value;
}

/**
 * The confirmation must match; checked even when other fields are wrong (so every problem shows at
 * once), as long as both passwords are strings.
 */
const passwordsMatch = (value: { password: string; password_confirmation: string }) => value.password === value.password_confirmation;
const confirmationCheck = () => ({
  path: ['password_confirmation'],
  error: 'password_confirmation_mismatch' satisfies Key,
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; password_confirmation?: unknown } | null;
    return typeof v?.password === 'string' && typeof v.password_confirmation === 'string' && v.password_confirmation !== '';
  },
});

const confirmationField = () => plainText(z.string({ error: missingOr('password_confirmation_mismatch') }).min(1, { error: 'required' satisfies Key }));

// ---------------------------------------------------------------------------------------------
// Requests

/** `POST /auth/register` (the three steps registerForm, selectRole, extraData in one call). */
export const registerRequestSchema = z
  .object({
    full_name: fullNameField(),
    email: emailField(),
    password: newPasswordField(),
    password_confirmation: confirmationField(),
    accept_terms: z.literal(true, { error: 'terms_required' satisfies Key }),
    ...roleFields,
    ...extraDataFields,
  })
  .refine(passwordsMatch, confirmationCheck())
  .superRefine(checkRole)
  .transform(normalizeRole);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The registerForm step alone (the browser checks it before moving on). */
export const registerFormStepSchema = z
  .object({
    full_name: fullNameField(),
    email: emailField(),
    password: newPasswordField(),
    password_confirmation: confirmationField(),
    accept_terms: z.literal(true, { error: 'terms_required' satisfies Key }),
  })
  .refine(passwordsMatch, confirmationCheck());

/** The selectRole step alone. */
export const selectRoleStepSchema = z.object(roleFields).superRefine(checkRole);

/** The extraData step alone. */
export const extraDataStepSchema = z.object(extraDataFields);

/** `POST /auth/login` */
export const loginRequestSchema = z.object({
  /** An email address, or the username of a student added without one. */
  email: loginIdField(),
  password: currentPasswordField(),
  remember_me: z
    .boolean({ error: 'value_invalid' satisfies Key })
    .optional()
    .default(false),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `POST /auth/verify-email` */
export const verifyEmailRequestSchema = z.object({ email: emailField(), verification_code: verificationCodeField() });

/** `POST /auth/resend-verified-email`, `/auth/forget-password`, `/auth/resend-forget-password` */
export const emailOnlyRequestSchema = z.object({ email: emailField() });

/** `PATCH /auth/reset-password` */
export const resetPasswordRequestSchema = z
  .object({
    email: emailField(),
    code: verificationCodeField(),
    password: newPasswordField(),
    password_confirmation: confirmationField(),
  })
  .refine(passwordsMatch, confirmationCheck());

/** `POST /auth/complete-profile`: what an account made through Google or Facebook still lacks. */
export const completeProfileRequestSchema = z
  .object({
    full_name: optional(fullNameField()),
    accept_terms: z.literal(true, { error: 'terms_required' satisfies Key }),
    ...roleFields,
    ...extraDataFields,
  })
  .superRefine(checkRole)
  .transform(normalizeRole);

/** `PATCH /account/profile`: personal and educational info; a new email needs the current password. */
export const updateProfileRequestSchema = z
  .object({
    full_name: fullNameField().optional(),
    email: emailField().optional(),
    current_password: currentPasswordField().optional(),
    // The URL is kept as typed, so the text check applies to it too (`new URL` would percent-encode).
    profile_pic: clearable(plainText(z.url({ protocol: /^https?$/, error: 'value_invalid' satisfies Key }).max(2000, { error: 'text_max' satisfies Key }))),
    educator_type: optional(choice(EDUCATOR_TYPES)),
    organization_type: clearable(choice(ORGANIZATION_TYPES)),
    ...clearableExtraFields,
  })
  .strict();

/** `PATCH /account/password` */
export const changePasswordRequestSchema = z
  .object({
    current_password: currentPasswordField(),
    password: newPasswordField(),
    password_confirmation: confirmationField(),
  })
  .refine(passwordsMatch, confirmationCheck());

/** `DELETE /account` */
export const deleteAccountRequestSchema = z.object({ password: currentPasswordField() });

/** `PATCH /account/notifications` */
export const notificationSettingsSchema = z
  .object(Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, z.boolean({ error: 'value_invalid' satisfies Key })])) as Record<NotificationKey, z.ZodBoolean>)
  .partial()
  .strict();
export type NotificationSettings = Record<NotificationKey, boolean>;
export const DEFAULT_NOTIFICATIONS: NotificationSettings = { newsletter: false, exam_assigned: true, exam_results: true, product_updates: false };

/** `PATCH /admin/users/{id}` */
export const adminUpdateUserRequestSchema = z.object({ disabled: z.boolean({ error: missingOr('value_invalid') }) });

/** `GET /admin/users` query. */
export const adminUsersQuerySchema = z.object({
  q: plainText(
    z
      .string()
      .trim()
      .max(100, { error: 'text_max' satisfies Key }),
  ).optional(),
  page: z.coerce
    .number({ error: 'number_invalid' satisfies Key })
    .int({ error: 'number_integer' satisfies Key })
    .min(1, { error: 'number_min' satisfies Key })
    .max(100_000, { error: 'number_max' satisfies Key })
    .default(1),
  per_page: z.coerce
    .number({ error: 'number_invalid' satisfies Key })
    .int({ error: 'number_integer' satisfies Key })
    .min(1, { error: 'number_min' satisfies Key })
    .max(100, { error: 'number_max' satisfies Key })
    .default(20),
});

// ---------------------------------------------------------------------------------------------
// Answers

/** The answer of login and register (fixed shape). */
export const authTokenDataSchema = z.object({
  authorization: z.object({ token: z.string() }),
  is_email_verified: z.boolean(),
  /** An account on a one-time password (a student added by username) must choose its own first. */
  must_change_password: z.boolean().optional(),
});

export const accountProfileSchema = z.object({
  account_type: z.enum(EDUCATOR_TYPES).nullable(),
  organization_type: z.enum(ORGANIZATION_TYPES).nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  area: z.string().nullable(),
  time_zone: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  birth_date: z.string().nullable(),
  education_level: z.string().nullable(),
  comment: z.string().nullable(),
});

/** `GET /account` */
export const accountSchema = z.object({
  id: z.string(),
  type: z.enum(ACCOUNT_TYPES).nullable(),
  full_name: z.string(),
  email: z.string(),
  profile_pic: z.string().nullable(),
  is_email_verified: z.boolean(),
  /** On a one-time password: every page but this one sends to `/auth/set-password`. */
  must_change_password: z.boolean(),
  profile_complete: z.boolean(),
  has_password: z.boolean(),
  locale: z.enum(['ar', 'en']),
  profile: accountProfileSchema,
  linked_accounts: z.array(z.object({ provider: z.enum(OAUTH_PROVIDERS), email: z.string().nullable(), linked_at: z.string() })),
  notifications: z.object(Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, z.boolean()])) as Record<NotificationKey, z.ZodBoolean>),
  created_at: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  type: z.enum(ACCOUNT_TYPES).nullable(),
  account_type: z.enum(EDUCATOR_TYPES).nullable(),
  is_email_verified: z.boolean(),
  disabled: z.boolean(),
  /** The plan the account is on (`plans.code`). */
  plan_code: z.string(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
