import { DEFAULT_NOTIFICATIONS, type Account, type AdminUser } from '@tasreef/contracts/auth';
import type { OAuthRow, UserRow } from '../db/accounts.ts';

/** A profile is complete once the account has a type and accepted the terms (provider sign-ups lack both). */
export const isProfileComplete = (u: UserRow) => u.type !== null && u.termsAcceptedAt !== null;

/** The `GET /account` shape. */
export function presentAccount(u: UserRow, links: OAuthRow[]): Account {
  return {
    id: u.id,
    type: u.type,
    full_name: u.fullName,
    // A registration claim shows its own session the address that was typed, like a new account.
    email: u.claimedEmail ?? u.email,
    profile_pic: u.profilePic,
    is_email_verified: u.emailVerifiedAt !== null,
    must_change_password: u.passwordMustChange,
    profile_complete: isProfileComplete(u),
    has_password: u.passwordHash !== null,
    locale: u.locale,
    profile: {
      account_type: u.educatorType,
      organization_type: u.organizationType,
      country: u.country,
      city: u.city,
      area: u.area,
      time_zone: u.timeZone,
      phone: u.phone,
      whatsapp: u.whatsapp,
      birth_date: u.birthDate,
      education_level: u.educationLevel,
      comment: u.comment,
    },
    linked_accounts: links.map((l) => ({ provider: l.provider, email: l.email, linked_at: l.createdAt.toISOString() })),
    notifications: { ...DEFAULT_NOTIFICATIONS, ...(u.notifications ?? {}) },
    created_at: u.createdAt.toISOString(),
  };
}

export function presentAdminUser(u: UserRow): AdminUser {
  return {
    id: u.id,
    email: u.email,
    full_name: u.fullName,
    type: u.type,
    account_type: u.educatorType,
    is_email_verified: u.emailVerifiedAt !== null,
    disabled: u.disabledAt !== null,
    plan_code: u.planCode,
    created_at: u.createdAt.toISOString(),
  };
}

/** Extra-data fields of a request (snake_case) as columns; `undefined` leaves a column alone. */
export function extraColumns(input: {
  country?: string | null | undefined;
  city?: string | null | undefined;
  area?: string | null | undefined;
  time_zone?: string | null | undefined;
  phone?: string | null | undefined;
  whatsapp?: string | null | undefined;
  birth_date?: string | null | undefined;
  education_level?: string | null | undefined;
  comment?: string | null | undefined;
}) {
  return {
    country: input.country,
    city: input.city,
    area: input.area,
    timeZone: input.time_zone,
    phone: input.phone,
    whatsapp: input.whatsapp,
    birthDate: input.birth_date,
    educationLevel: input.education_level,
    comment: input.comment,
  };
}
