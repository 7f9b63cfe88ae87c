import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, waitForMail } from './fixtures.ts';

/** The 4-digit code of an accounts mail (verification, reset), as its HTML sets it apart. */
export const MAIL_CODE = /text-align:center">(\d{4})</;

export interface RegisterOptions {
  /** The account's password (each spec keeps its own). */
  password: string;
  /** Headers of the person's context, e.g. their own client address for the per-address limits. */
  headers?: Record<string, string>;
}

/**
 * A person registered through the API and verified with the code mailed to them (read from the
 * real SMTP receiver): a signed-in API context of their own browser context. `body` holds the
 * registration's fields (email, full name, role …); the password, its confirmation and the terms
 * are filled in.
 */
export async function registerVerified(
  browser: Browser,
  baseURL: string,
  locale: 'ar' | 'en',
  body: Record<string, unknown>,
  { password, headers }: RegisterOptions,
): Promise<APIRequestContext> {
  const api = (await browser.newContext({ baseURL, ...(headers ? { extraHTTPHeaders: headers } : {}) })).request;
  const origin = { origin: baseURL };
  const res = await api.post(`/api/v1/${locale}/auth/register`, { headers: origin, data: { password, password_confirmation: password, accept_terms: true, ...body } });
  expect(res.status(), await res.text()).toBe(200);
  const code = await waitForMail(String(body.email), MAIL_CODE, 15_000);
  const verified = await api.post(`/api/v1/${locale}/auth/verify-email`, { headers: origin, data: { email: body.email, verification_code: code } });
  expect(verified.status(), await verified.text()).toBe(200);
  return api;
}
