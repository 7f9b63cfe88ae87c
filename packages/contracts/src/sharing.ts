/**
 * Sharing exams (docs/decisions/0043-sharing-exams.md): a copy given to another educator by their
 * address, and links that add the students who open them to an exam's takers.
 */
import { z } from 'zod';
import { emailField } from './fields.ts';

/** `POST /exams/{id}/shares`: the educator to give a copy to, by their account's address. */
export const shareExamRequestSchema = z.strictObject({ email: emailField() });
export type ShareExamRequest = z.input<typeof shareExamRequestSchema>;

/** A share as either side sees it. */
export const examShareSchema = z.object({
  id: z.string(),
  /** The original's title when it was shared. */
  title: z.string(),
  from: z.object({ id: z.string(), full_name: z.string() }),
  to: z.object({ id: z.string(), full_name: z.string(), email: z.string() }),
  shared_at: z.string(),
  /** The recipient's copy (null once they deleted it); only the recipient may open it. */
  copy_id: z.string().nullable(),
});
export type ExamShare = z.infer<typeof examShareSchema>;

export const SHARE_LINK_STATES = ['active', 'revoked'] as const;

/** A link of an exam, as its educators see it. */
export const shareLinkSchema = z.object({
  id: z.string(),
  state: z.enum(SHARE_LINK_STATES),
  /** The address to copy: the active link's, for the exam's own educator; else null. */
  url: z.string().nullable(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
  /** Students who joined the exam by this link. */
  joined: z.number().int(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** `GET /exams/{id}/sharing`: the Share section of an exam's details. */
export const examSharingSchema = z.object({
  /** The caller is the exam's own educator: they revoke its links (whatever the plan says now). */
  can_manage: z.boolean(),
  /** Whether the caller may share this exam and make links (its own educator, on a plan with sharing). */
  can_share: z.boolean(),
  /** The plan does not include sharing: the sentence naming the plan that does; else null. */
  upgrade: z.string().nullable(),
  /** Why no link can be made now (a draft, an ended exam), or null. */
  link_refusal: z.string().nullable(),
  /** Copies given to other educators, newest first. */
  shares: z.array(examShareSchema),
  links: z.array(shareLinkSchema),
  /** This exam is a copy another educator shared with the caller. */
  received: examShareSchema.nullable(),
});
export type ExamSharing = z.infer<typeof examSharingSchema>;

/** Where a link stands, for whoever holds it. */
export const SHARE_LINK_STATUSES = ['open', 'revoked', 'ended', 'unavailable'] as const;
export type ShareLinkStatus = (typeof SHARE_LINK_STATUSES)[number];

/** `GET /exam-links/{token}`: what the link leads to (an unknown token is a 404). */
export const shareLinkPreviewSchema = z.object({
  status: z.enum(SHARE_LINK_STATUSES),
  /** The sentence for a status other than open. */
  message: z.string().nullable(),
  exam: z.object({ id: z.string(), title: z.string(), educator: z.string(), organization: z.string().nullable() }),
  /** The caller (a student) is one of its takers already. */
  joined: z.boolean(),
});
export type ShareLinkPreview = z.infer<typeof shareLinkPreviewSchema>;

/** A link token: 43 characters of base64url (256 bits). */
export const SHARE_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
