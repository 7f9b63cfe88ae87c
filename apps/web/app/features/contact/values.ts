import type { ContactInput } from '@tasreef/contracts/contact';

/*
 * The contact form's values, without zod: this module is in the page's first-load bundle; the
 * schema (validate.ts) loads when the visitor starts typing.
 */
export const CONTACT_FIELDS = ['inquiry_type', 'business_type', 'number_of_users', 'name', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type FieldErrors = Partial<Record<ContactField, string>>;
/** The raw text of every field, as typed (kept to refill the form after a failed plain POST). */
export type ContactValues = Record<ContactField | 'website', string>;

export const EMPTY_VALUES: ContactValues = {
  inquiry_type: '',
  business_type: '',
  number_of_users: '',
  name: '',
  email: '',
  message: '',
  website: '',
};

/**
 * Values a link may fill in (the prices page sends a school above the plan's users here with
 * `?inquiry_type=price_inquiry&business_type=school&number_of_users=250`); anything else is ignored.
 */
export function prefillFromQuery(query: URLSearchParams, inquiryTypes: readonly string[], businessTypes: readonly string[]): ContactValues {
  const inquiry = query.get('inquiry_type') ?? '';
  const business = query.get('business_type') ?? '';
  const users = query.get('number_of_users') ?? '';
  return {
    ...EMPTY_VALUES,
    inquiry_type: inquiryTypes.includes(inquiry) ? inquiry : '',
    business_type: businessTypes.includes(business) ? business : '',
    number_of_users: /^\d{1,7}$/.test(users) ? users : '',
  };
}

export function valuesFromFormData(form: FormData): ContactValues {
  const get = (name: keyof ContactValues) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    inquiry_type: get('inquiry_type'),
    business_type: get('business_type'),
    number_of_users: get('number_of_users'),
    name: get('name'),
    email: get('email'),
    message: get('message'),
    website: get('website'),
  };
}

/** Form text → the API's JSON shape: empty optional fields left out, the number of users as a number. */
export function toPayload(values: ContactValues): ContactInput {
  const users = values.number_of_users.trim();
  return {
    inquiry_type: values.inquiry_type as ContactInput['inquiry_type'],
    business_type: values.business_type as ContactInput['business_type'],
    ...(users === '' ? {} : { number_of_users: Number(users) }),
    name: values.name,
    email: values.email,
    message: values.message,
    ...(values.website === '' ? {} : { website: values.website }),
  };
}

export function isField(value: unknown): value is ContactField {
  return (CONTACT_FIELDS as readonly unknown[]).includes(value);
}

/** A 422 answer's details (already localized by the API) as field errors. */
export function errorsFromApi(body: unknown): FieldErrors {
  const details = (body as { error?: { details?: { path?: unknown; issue?: unknown }[] } } | null)?.error?.details ?? [];
  const errors: FieldErrors = {};
  for (const detail of details) {
    const field = typeof detail.path === 'string' ? detail.path.split('.')[0] : undefined;
    if (isField(field) && typeof detail.issue === 'string' && !errors[field]) errors[field] = detail.issue;
  }
  return errors;
}
