import { z } from 'zod';
import { choiceField, emailField, plainText } from './fields.ts';

export const UNSUBSCRIBE_CHOICES = ['unsubscribe', 'keep'] as const;
export type UnsubscribeChoice = (typeof UNSUBSCRIBE_CHOICES)[number];

const token = plainText(z.string({ error: 'required' }).min(1, { error: 'required' }).max(200, { error: 'value_invalid' }));

/** The query of an unsubscribe link: `?email=…&token=…` (token = signature of the email). */
export const newsletterLinkSchema = z.object({ email: emailField(), token });
export type NewsletterLink = z.infer<typeof newsletterLinkSchema>;

export const newsletterChoiceSchema = z.object({ email: emailField(), token, choice: choiceField(UNSUBSCRIBE_CHOICES) });
export type NewsletterChoice = z.infer<typeof newsletterChoiceSchema>;

export const newsletterStatusSchema = z.object({
  email: z.string(),
  subscribed: z.boolean(),
  unsubscribed_at: z.string().nullable(),
  kept_at: z.string().nullable(),
});
export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;

export const newsletterChoiceResultSchema = newsletterStatusSchema.extend({ message: z.string() });
export type NewsletterChoiceResult = z.infer<typeof newsletterChoiceResultSchema>;
