import { z } from 'zod';
import type { Locale } from './locale.ts';
import { choiceField, emailField, integerField, plainText, requiredText } from './fields.ts';

export const INQUIRY_TYPES = ['price_inquiry', 'report_problem', 'general_request'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** Who writes to us; `student` is the one kind for which the number of users may be left out. */
export const BUSINESS_TYPES = ['school', 'university', 'organization', 'teacher', 'student', 'other'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const inquiryTypeLabels: Record<Locale, Record<InquiryType, string>> = {
  en: { price_inquiry: 'Price inquiry', report_problem: 'Report a problem', general_request: 'General request' },
  ar: { price_inquiry: 'استفسار عن الأسعار', report_problem: 'الإبلاغ عن مشكلة', general_request: 'طلب عام' },
};

export const businessTypeLabels: Record<Locale, Record<BusinessType, string>> = {
  en: { school: 'School', university: 'University', organization: 'Organization', teacher: 'Teacher', student: 'Student', other: 'Other' },
  ar: { school: 'مدرسة', university: 'جامعة', organization: 'مؤسسة', teacher: 'معلّم', student: 'طالب', other: 'أخرى' },
};

export const CONTACT_LIMITS = { nameMax: 120, messageMin: 10, messageMax: 5000, usersMin: 1, usersMax: 100000 } as const;

/**
 * The contact form. `website` is a honeypot: people never see it, robots fill it in; a filled one is
 * answered like a success and dropped.
 */
export const contactSchema = z
  .object({
    inquiry_type: choiceField(INQUIRY_TYPES),
    business_type: choiceField(BUSINESS_TYPES),
    number_of_users: integerField({ min: CONTACT_LIMITS.usersMin, max: CONTACT_LIMITS.usersMax }).optional(),
    name: requiredText({ max: CONTACT_LIMITS.nameMax, lines: 'name' }),
    email: emailField(),
    message: requiredText({ min: CONTACT_LIMITS.messageMin, max: CONTACT_LIMITS.messageMax, lines: 'multi' }),
    website: plainText(z.string().max(500)).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.business_type !== 'student' && value.number_of_users === undefined) {
      ctx.addIssue({ code: 'custom', path: ['number_of_users'], message: 'required' });
    }
  });
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
