import type { Locale } from '@tasreef/contracts';
import { hmac, safeEqual } from '../http/signing.ts';

export type SignedPurpose = 'newsletter-unsubscribe';

/**
 * Signed links: HMAC-SHA256 with SECRET_KEY over purpose and lower-cased email, base64url. The
 * purpose is part of the signed text so a token made for one use never works for another.
 */
export function createSigner(secretKey: string, publicUrl: string) {
  const sign = (email: string, purpose: SignedPurpose): string => hmac(secretKey, `${purpose}\n${email.trim().toLowerCase()}`, 'base64url');

  const verify = (email: string, purpose: SignedPurpose, token: string): boolean => safeEqual(token, sign(email, purpose));

  /** The link in every newsletter mail: the web page that asks "unsubscribe or keep?". */
  const unsubscribeUrl = (email: string, locale: Locale): string => {
    const url = new URL(`/${locale}/unsubscribe`, `${publicUrl}/`);
    url.searchParams.set('email', email.trim().toLowerCase());
    url.searchParams.set('token', sign(email, 'newsletter-unsubscribe'));
    return url.toString();
  };

  return { sign, verify, unsubscribeUrl };
}

export type Signer = ReturnType<typeof createSigner>;
