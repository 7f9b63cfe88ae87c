/** Loopback ports of the end-to-end run (app, SMTP receiver, inbox reader, local OpenID provider, local Stripe). */
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_INBOX_PORT = Number(process.env.E2E_INBOX_PORT ?? 3199);
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3198);
export const E2E_STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? 3197);
