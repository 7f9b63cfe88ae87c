import { z } from 'zod';
import { extraDataFields, fullNameField } from './auth.ts';
import { emailField, plainText } from './fields.ts';
import { timeAccommodationField, usernameField } from './management.ts';
import type { MessageKey } from './messages.ts';

/** A blank cell is an absent value. */
const optionalText = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/**
 * Roster import (docs/decisions/0025-roster-import.md): a CSV of students and teachers with a
 * column mapping, or a OneRoster 1.1 CSV zip. A dry run reports every row before anything is
 * written; confirming writes all of it in one transaction or nothing.
 */

type Key = MessageKey;

export const ROSTER_FORMATS = ['csv', 'oneroster'] as const;
export type RosterFormat = (typeof ROSTER_FORMATS)[number];

/** The columns a CSV can be mapped onto. `full_name`, and `email` or `username`, are needed. */
export const ROSTER_FIELDS = ['full_name', 'email', 'username', 'role', 'class_name', 'time_accommodation', 'phone', 'country', 'city', 'education_level'] as const;
export type RosterField = (typeof ROSTER_FIELDS)[number];

/** A file this large is refused before it is read. */
export const ROSTER_MAX_BYTES = 10 * 1_048_576;
export const ROSTER_MAX_ROWS = 20_000;
/** Columns a row may have: a file of 10 MB of commas would otherwise be millions of cells. */
export const ROSTER_MAX_COLUMNS = 200;

/*
 * A OneRoster zip is unpacked as a stream under these limits, each checked while inflating: the
 * first one crossed stops the reading, so a zip bomb never inflates (ADR 0057). OneRoster 1.1 has
 * 14 files; one unpacked file may be as large as a CSV upload; four of them are read.
 */
export const ROSTER_ZIP_MAX_FILES = 32;
export const ROSTER_ZIP_MAX_FILE_BYTES = ROSTER_MAX_BYTES;
export const ROSTER_ZIP_MAX_TOTAL_BYTES = 3 * ROSTER_MAX_BYTES;
/** Unpacked size over packed size of one file; CSV text packs 5 to 20 times, a bomb 1,000 times. */
export const ROSTER_ZIP_MAX_RATIO = 100;
/** The ratio is judged once a file has unpacked this much (a tiny file may pack very well). */
export const ROSTER_ZIP_RATIO_GRACE_BYTES = 1_048_576;

/**
 * The encodings a roster may be read in. Without a choice: a byte-order mark decides, else UTF-8
 * when the bytes are UTF-8, else Windows-1256 (Arabic Excel on Windows), said in a notice.
 */
export const ROSTER_ENCODINGS = ['utf-8', 'windows-1256', 'windows-1252', 'utf-16le'] as const;
export type RosterEncoding = (typeof ROSTER_ENCODINGS)[number];
/** How an encoding is named to people (the same in both languages). */
export const ROSTER_ENCODING_NAMES: Record<RosterEncoding, string> = {
  'utf-8': 'UTF-8',
  'windows-1256': 'Windows-1256',
  'windows-1252': 'Windows-1252',
  'utf-16le': 'UTF-16LE',
};
export const rosterEncodingSchema = z.enum(ROSTER_ENCODINGS, { error: 'choice_invalid' satisfies Key });

/** The text fields of the multipart `POST /roster/imports` beside its file. */
export const rosterUploadFieldsSchema = z.object({
  format: z.enum(ROSTER_FORMATS, { error: 'choice_invalid' satisfies Key }).optional(),
  /** The column mapping as JSON (`rosterMappingSchema`); without it a CSV answers the mapping step. */
  mapping: z.string().optional(),
  /** Absent or empty: detected (a notice says when the bytes were not UTF-8). */
  encoding: z.preprocess((v) => (v === '' ? undefined : v), rosterEncodingSchema.optional()),
});

/** `POST /roster/imports/{id}/encoding`: read a kept CSV upload again in another encoding. */
export const rosterEncodingRequestSchema = z.object({ encoding: rosterEncodingSchema });

/** The mapping: for each field, the header of the column that holds it (absent = not in the file). */
export const rosterMappingSchema = z
  .partialRecord(z.enum(ROSTER_FIELDS, { error: 'choice_invalid' satisfies Key }), plainText(z.string().max(200)).nullable())
  .refine((m) => !!m.full_name, { error: 'roster_mapping_name' satisfies Key, path: ['full_name'] })
  .refine((m) => !!m.email || !!m.username, { error: 'roster_mapping_login' satisfies Key, path: ['email'] });
export type RosterMapping = z.infer<typeof rosterMappingSchema>;

export const ROSTER_ACTIONS = ['create', 'update', 'skip', 'reject'] as const;
export type RosterAction = (typeof ROSTER_ACTIONS)[number];
export const ROSTER_ROW_KINDS = ['student', 'teacher', 'class', 'enrollment'] as const;

export const rosterRowSchema = z.object({
  /** 1-based line in its file (the header is line 1). */
  line: z.number().int(),
  file: z.string(),
  kind: z.enum(ROSTER_ROW_KINDS),
  action: z.enum(ROSTER_ACTIONS),
  /** Who or what the row is: a name and address, a class name, an enrollment. */
  label: z.string(),
  /** Why it is rejected, skipped or updated, localized. */
  reasons: z.array(z.string()),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;

export const rosterSummarySchema = z.object({ create: z.number().int(), update: z.number().int(), skip: z.number().int(), reject: z.number().int() });

export const rosterMappingStepSchema = z.object({
  step: z.literal('mapping'),
  /** The upload, kept until it is checked: `POST /roster/imports/{id}/check` with the mapping runs the dry run. */
  import_id: z.string(),
  file_name: z.string(),
  encoding: z.enum(ROSTER_ENCODINGS),
  /** Localized: the bytes were not UTF-8 and were read in a guessed encoding. */
  encoding_notice: z.string().nullable(),
  delimiter: z.string(),
  headers: z.array(z.string()),
  sample_rows: z.array(z.array(z.string())),
  row_count: z.number().int(),
  suggested_mapping: z.record(z.string(), z.string().nullable()),
  fields: z.array(z.enum(ROSTER_FIELDS)),
});

export const rosterReportSchema = z.object({
  step: z.literal('report'),
  import_id: z.string(),
  status: z.enum(['mapping', 'checked', 'committed']),
  format: z.enum(ROSTER_FORMATS),
  file_name: z.string(),
  summary: rosterSummarySchema,
  rows: z.array(rosterRowSchema),
  /** The upload's answer only (not kept with the import): a file read in a guessed encoding. */
  encoding_notice: z.string().nullable().optional(),
});
export type RosterReport = z.infer<typeof rosterReportSchema>;

/**
 * `POST /roster/oneroster`: a pull from a OneRoster 1.2 REST service (ADR 0093), into a dry run.
 * Without a secret, the importer's kept one is used, and only for the same addresses and client id.
 */
const httpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password && !u.hash;
  } catch {
    return false;
  }
};
const sourceUrl = plainText(
  z
    .string()
    .trim()
    .min(1, 'required' satisfies Key)
    .max(500),
).refine(httpUrl, { error: 'oneroster_url_invalid' satisfies Key });
export const rosterOneRosterRequestSchema = z.object({
  base_url: sourceUrl,
  token_url: sourceUrl,
  client_id: plainText(
    z
      .string()
      .trim()
      .min(1, 'required' satisfies Key)
      .max(200),
  ),
  client_secret: z.preprocess((v) => (v === '' ? undefined : v), plainText(z.string().max(500)).optional()),
});
export type RosterOneRosterRequest = z.infer<typeof rosterOneRosterRequestSchema>;

/** `GET /roster/oneroster`: the importer's kept service, its secret never shown (only that one is kept). */
export const rosterOneRosterSourceSchema = z
  .object({ base_url: z.string(), token_url: z.string(), client_id: z.string(), has_secret: z.boolean(), updated_at: z.string() })
  .nullable();
export type RosterOneRosterSource = z.infer<typeof rosterOneRosterSourceSchema>;

/** `POST /roster/imports/{id}/check`: the mapping of a kept CSV upload. */
export const rosterCheckRequestSchema = z.object({ mapping: rosterMappingSchema });

export const rosterUploadAnswerSchema = z.discriminatedUnion('step', [rosterMappingStepSchema, rosterReportSchema]);
export type RosterUploadAnswer = z.infer<typeof rosterUploadAnswerSchema>;

/** How long the sheet of one-time passwords of an import can be downloaded after confirming (ADR 0071). */
export const ROSTER_SHEET_TTL_MS = 15 * 60_000;
export const ROSTER_SHEET_FORMATS = ['pdf', 'csv'] as const;
export type RosterSheetFormat = (typeof ROSTER_SHEET_FORMATS)[number];

/**
 * The key of the sheet of one-time passwords (ADR 0071): in the commit's answer only, never stored;
 * each file of the sheet can be downloaded once with it, until `expires_at`.
 */
export const rosterSheetSchema = z.object({ token: z.string(), count: z.number().int(), expires_at: z.string() });
export type RosterSheet = z.infer<typeof rosterSheetSchema>;

export const rosterCommitAnswerSchema = z.object({
  summary: rosterSummarySchema,
  /** The accounts and classes written (the number in `message`). */
  written: z.number().int(),
  message: z.string(),
  sheet: rosterSheetSchema.nullable(),
});

/** `POST /roster/imports/{id}/sheet`: the key from the commit's answer and the file wanted. */
export const rosterSheetRequestSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'value_invalid'),
  format: z.enum(ROSTER_SHEET_FORMATS),
});

/** Header names (lower-cased, trimmed) recognised for each field, in English and Arabic. */
export const ROSTER_HEADER_NAMES: Record<RosterField, string[]> = {
  full_name: ['full_name', 'full name', 'name', 'student name', 'student', 'الاسم', 'الاسم الكامل', 'اسم الطالب'],
  email: ['email', 'e-mail', 'email address', 'mail', 'البريد', 'البريد الإلكتروني', 'البريد الالكتروني'],
  username: ['username', 'user name', 'login', 'اسم المستخدم'],
  role: ['role', 'type', 'الدور', 'النوع'],
  class_name: ['class', 'class_name', 'class name', 'group', 'section', 'الصف', 'الفصل', 'الشعبة', 'المجموعة'],
  time_accommodation: ['time_accommodation', 'time accommodation', 'extra time', 'time factor', 'الوقت الإضافي', 'معامل الوقت'],
  phone: ['phone', 'mobile', 'telephone', 'الهاتف', 'الجوال', 'رقم الهاتف'],
  country: ['country', 'البلد', 'الدولة'],
  city: ['city', 'المدينة'],
  education_level: ['education_level', 'education level', 'grade', 'level', 'المستوى', 'المرحلة', 'المستوى التعليمي'],
};

/** What the `role` column may say for each role (en, ar). */
export const ROSTER_ROLE_WORDS = {
  student: ['student', 'pupil', 'learner', 'طالب', 'طالبة', 'تلميذ'],
  teacher: ['teacher', 'educator', 'instructor', 'معلم', 'معلّم', 'معلمة', 'مدرس', 'أستاذ'],
};

/**
 * One person of a roster, checked with the same field rules as the management form: the name,
 * an email address or a username (not both), the time accommodation (students) and the profile.
 */
export const rosterPersonSchema = z
  .object({
    full_name: fullNameField(),
    email: optionalText(emailField()),
    username: optionalText(usernameField()),
    time_accommodation: optionalText(timeAccommodationField()),
    phone: extraDataFields.phone,
    country: extraDataFields.country,
    city: extraDataFields.city,
    education_level: extraDataFields.education_level,
  })
  .superRefine((v, ctx) => {
    if (!v.email && !v.username) ctx.addIssue({ code: 'custom', path: ['email'], message: 'email_or_username_required' satisfies Key });
    if (v.email && v.username) ctx.addIssue({ code: 'custom', path: ['username'], message: 'email_or_username_not_both' satisfies Key });
  });
export type RosterPerson = z.infer<typeof rosterPersonSchema>;
