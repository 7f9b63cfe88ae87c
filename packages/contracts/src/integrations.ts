/**
 * The outside doors of issue 34 (docs/decisions/0083-api-keys-and-webhooks.md): API keys with
 * scopes, and webhook endpoints signed per the Standard Webhooks specification. One schema per
 * form, used by the dashboard and by the server.
 */
import { z } from 'zod';
import { choiceField, plainText, requiredText } from './fields.ts';

/** What a key may do (shared/spec/lms.md); each API operation names the one it needs. */
export const API_KEY_SCOPES = ['exams:read', 'exams:write', 'results:read', 'roster:read', 'roster:write', 'webhooks:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** `tsk_` + a 12-hex-digit public prefix + `_` + a 256-bit base64url secret. */
export const API_KEY_PATTERN = /^tsk_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

/** The longest a key may be made to live: a year (a key without an expiry lives until revoked). */
export const API_KEY_MAX_DAYS = 366;

/** `POST /api-keys`: a name, at least one scope, and an optional expiry in days from now. */
export const createApiKeyRequestSchema = z.strictObject({
  name: requiredText({ max: 80, lines: 'name' }),
  scopes: z
    .array(choiceField(API_KEY_SCOPES), { error: 'api_key_scopes_required' })
    .min(1, { error: 'api_key_scopes_required' })
    .max(API_KEY_SCOPES.length)
    .transform((s) => [...new Set(s)]),
  expires_in_days: z
    .number({ error: 'number_invalid' })
    .int({ error: 'number_integer' })
    .min(1, { error: 'number_min' })
    .max(API_KEY_MAX_DAYS, { error: 'number_max' })
    .nullable()
    .optional(),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `tsk_<prefix>_…`: enough to tell keys apart, never the secret. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  state: z.enum(['active', 'expired', 'revoked']),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** Whether the caller's plan opens the doors; when it does not, the sentence naming the plan that does. */
export const integrationAccessSchema = z.object({ available: z.boolean(), upgrade: z.string().nullable() });

export const apiKeyListSchema = integrationAccessSchema.extend({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The answer to a creation: the key itself, shown this once. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** The events a webhook endpoint may ask for (shared/spec/lms.md). */
export const WEBHOOK_EVENT_TYPES = ['exam.published', 'attempt.started', 'attempt.submitted', 'attempt.graded', 'roster.imported', 'certificate.issued'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** `POST /webhooks` and `PATCH /webhooks/{id}`: where, which events, and a note. */
export const webhookEndpointRequestSchema = z.strictObject({
  url: plainText(
    z
      .string({ error: 'webhook_url_invalid' })
      .trim()
      .max(2000, { error: 'webhook_url_invalid' })
      .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v), { error: 'webhook_url_invalid' }),
  ),
  events: z
    .array(choiceField(WEBHOOK_EVENT_TYPES), { error: 'webhook_events_required' })
    .min(1, { error: 'webhook_events_required' })
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((s) => [...new Set(s)]),
  description: plainText(z.string().trim().max(200, { error: 'text_max' })).optional(),
});
export type WebhookEndpointRequest = z.input<typeof webhookEndpointRequestSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  state: z.enum(['active', 'disabled']),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
  /** The previous secret still signs beside the current one until then (rotation overlap). */
  previous_secret_until: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = integrationAccessSchema.extend({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

/** A creation or a rotation answers the endpoint's signing secret (`whsec_…`), shown this once. */
export const webhookSecretSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type WebhookSecretAnswer = z.infer<typeof webhookSecretSchema>;

export const webhookTrySchema = z.object({ at: z.string(), status: z.number().nullable(), response: z.string(), ms: z.number() });

export const webhookDeliverySchema = z.object({
  id: z.string(),
  message_id: z.string(),
  event_type: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  tries: z.array(webhookTrySchema),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** `GET /developers/examples`: one curl call per operation a key may make, from the OpenAPI document. */
export const curlExampleSchema = z.object({ method: z.string(), path: z.string(), summary: z.string(), scopes: z.array(z.string()), curl: z.string() });
export type CurlExample = z.infer<typeof curlExampleSchema>;

/**
 * LMS connections (LTI 1.3, ADR 0084). `POST /lms/connections` with no `manual` block answers a
 * registration URL for LTI Dynamic Registration; with one, the platform is registered by hand.
 */
const platformUrl = plainText(
  z
    .string({ error: 'lti_url_invalid' })
    .trim()
    .min(1, { error: 'required' })
    .max(2000, { error: 'lti_url_invalid' })
    .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v), { error: 'lti_url_invalid' }),
);
/** At most this many deployment ids are typed in for one platform registration. */
export const LTI_MAX_DEPLOYMENTS = 50;
export const lmsManualRegistrationSchema = z.strictObject({
  issuer: platformUrl,
  client_id: requiredText({ max: 200, lines: 'name' }),
  deployment_ids: z
    .array(requiredText({ max: 200, lines: 'name' }), { error: 'lti_deployment_required' })
    .min(1, { error: 'lti_deployment_required' })
    .max(LTI_MAX_DEPLOYMENTS, { error: 'lti_deployments_max' }),
  auth_url: platformUrl,
  token_url: platformUrl,
  jwks_url: platformUrl,
});
export const createLmsConnectionRequestSchema = z.strictObject({
  name: requiredText({ max: 120, lines: 'name' }).optional(),
  manual: lmsManualRegistrationSchema.optional(),
});
export type CreateLmsConnectionRequest = z.input<typeof createLmsConnectionRequestSchema>;

/**
 * The deployment ids of the dashboard's form, typed one a line (or separated by commas): blanks
 * dropped, each trimmed. The schema above judges what remains.
 */
export const deploymentIdsOf = (text: string): string[] =>
  text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** The tool's own addresses that an LMS administrator types into the platform for a manual registration. */
export const lmsToolUrlsSchema = z.object({ login_url: z.string(), launch_url: z.string(), deep_linking_url: z.string(), jwks_url: z.string() });
export type LmsToolUrls = z.infer<typeof lmsToolUrlsSchema>;

export const lmsConnectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(['pending', 'active']),
  issuer: z.string().nullable(),
  client_id: z.string().nullable(),
  deployment_ids: z.array(z.string()),
  platform: z.string().nullable(),
  created_at: z.string(),
  registered_at: z.string().nullable(),
  /** The course links launched so far: the exam each opens, and whether its course roster can be pulled (NRPS). */
  links: z.array(z.object({ id: z.string(), context_id: z.string().nullable(), exam_id: z.string(), roster: z.boolean() })),
});
export type LmsConnection = z.infer<typeof lmsConnectionSchema>;
export const lmsConnectionListSchema = integrationAccessSchema.extend({ connections: z.array(lmsConnectionSchema), tool: lmsToolUrlsSchema });
export type LmsConnectionList = z.infer<typeof lmsConnectionListSchema>;

/** `POST /lms/links/{id}/roster`: the class the course's learners go into. */
export const lmsRosterRequestSchema = z.strictObject({ class_id: z.uuid({ error: 'value_invalid' }) });
