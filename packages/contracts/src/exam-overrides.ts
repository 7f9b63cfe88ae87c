/**
 * Per-student overrides of an exam (ADR 0089): after assigning it, its educator (or their school)
 * gives one student, several ticked students or a class of the assignment extra time, extra
 * attempts or other open and close dates. One schema, read by the form and by the server.
 */
import { z } from 'zod';
import { timeAccommodationField } from './management.ts';
import type { MessageKey } from './messages.ts';

type Key = MessageKey;

export const OVERRIDE_EXTRA_MINUTES_MAX = 600;
export const OVERRIDE_EXTRA_ATTEMPTS_MAX = 20;
export const OVERRIDE_STUDENTS_MAX = 200;
export const OVERRIDE_TARGETS = ['student', 'class'] as const;
export type OverrideTarget = (typeof OVERRIDE_TARGETS)[number];

const moment = () =>
  z.iso
    .datetime({ offset: true, error: 'value_invalid' satisfies Key })
    .nullable()
    .default(null);
const count = (max: number) =>
  z
    .number({ error: 'number_invalid' satisfies Key })
    .int({ error: 'number_integer' satisfies Key })
    .min(1, { error: 'number_min' satisfies Key })
    .max(max, { error: 'number_max' satisfies Key })
    .nullable()
    .default(null);

/** What an override changes; null is "as the exam says". */
const settingsObject = z.strictObject({
  /** Minutes added to each attempt (after the time factor). */
  extra_minutes: count(OVERRIDE_EXTRA_MINUTES_MAX),
  /** The attempt's duration multiplied by this instead of the student's roster accommodation. */
  time_factor: timeAccommodationField().nullable().default(null),
  extra_attempts: count(OVERRIDE_EXTRA_ATTEMPTS_MAX),
  /** Other open and close dates. */
  publish_at: moment(),
  expires_at: moment(),
});
type Settings = z.output<typeof settingsObject>;

function settingsIssues(v: Settings, ctx: z.RefinementCtx): void {
  const given = [v.extra_minutes, v.time_factor, v.extra_attempts, v.publish_at, v.expires_at].some((x) => x !== null);
  if (!given) ctx.addIssue({ code: 'custom', path: ['extra_attempts'], message: 'override_setting_required' satisfies Key });
  if (v.extra_minutes !== null && v.time_factor !== null) ctx.addIssue({ code: 'custom', path: ['time_factor'], message: 'override_time_one_way' satisfies Key });
  if (v.publish_at !== null && v.expires_at !== null && Date.parse(v.expires_at) <= Date.parse(v.publish_at))
    ctx.addIssue({ code: 'custom', path: ['expires_at'], message: 'exam_expiry_before_publish' satisfies Key });
}

/** `PUT /exams/{id}/overrides/{override_id}`: new settings of one override (its target stays). */
export const overrideSettingsSchema = settingsObject.superRefine(settingsIssues);
export type OverrideSettings = z.input<typeof overrideSettingsSchema>;

/** `POST /exams/{id}/overrides`: the settings for a class of the assignment, or for each ticked student. */
export const createOverrideRequestSchema = settingsObject
  .extend({
    class_id: z
      .uuid({ error: 'value_invalid' satisfies Key })
      .nullable()
      .default(null),
    students: z
      .array(z.uuid({ error: 'value_invalid' satisfies Key }))
      .max(OVERRIDE_STUDENTS_MAX, { error: 'number_max' satisfies Key })
      .default([]),
  })
  .superRefine((v, ctx) => {
    if ((v.class_id === null) === (v.students.length === 0)) ctx.addIssue({ code: 'custom', path: ['students'], message: 'override_target_one' satisfies Key });
    settingsIssues(v, ctx);
  });
export type CreateOverrideRequest = z.input<typeof createOverrideRequestSchema>;

export const examOverrideSchema = z.object({
  id: z.string(),
  target: z.enum(OVERRIDE_TARGETS),
  target_id: z.string(),
  /** The student's or the class's name. */
  target_name: z.string(),
  extra_minutes: z.number().int().nullable(),
  time_factor: z.number().nullable(),
  extra_attempts: z.number().int().nullable(),
  publish_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ExamOverride = z.infer<typeof examOverrideSchema>;

/** What an assigned student meets in the exam: its settings with their overrides applied. */
export const effectiveSettingsSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  publish_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** An attempt's length in minutes (duration × time factor + extra minutes); null: untimed. */
  minutes: z.number().nullable(),
  time_factor: z.number(),
  /** null: unlimited. */
  attempts_allowed: z.number().int().nullable(),
  /** Where the settings come from: the student's own override, their class's, or the exam alone. */
  source: z.enum(['student', 'class', 'exam']),
});
export type EffectiveSettings = z.infer<typeof effectiveSettingsSchema>;

export const examOverridesAnswerSchema = z.object({ overrides: z.array(examOverrideSchema), students: z.array(effectiveSettingsSchema) });
export type ExamOverridesAnswer = z.infer<typeof examOverridesAnswerSchema>;
