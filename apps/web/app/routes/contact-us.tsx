import { BUSINESS_TYPES, INQUIRY_TYPES, businessTypeLabels, inquiryTypeLabels } from '@tasreef/contracts/contact';
import { translate as contractText } from '@tasreef/contracts/messages';
import { useEffect, useRef, useState } from 'react';
import { data, Form } from 'react-router';
import { useToast } from '../components/toast.tsx';
import { errorsFromApi, prefillFromQuery, valuesFromFormData, type ContactField, type ContactValues, type FieldErrors } from '../features/contact/values.ts';
import { translate } from '../i18n/index.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { apiFetch } from '../lib/api-fetch.ts';
import { pageMeta } from '../lib/meta.ts';
import { localeParam } from '../lib/route-locale.ts';
import { readForm } from '../lib/form-data.ts';
import type { ContactInput } from '@tasreef/contracts/contact';

type Validator = typeof import('../features/contact/validate.ts');
let validator: Promise<Validator> | null = null;
/** zod and the schema load on first use (focus or submit), not with the page. */
function loadValidator(): Promise<Validator> {
  validator ??= import('../features/contact/validate.ts');
  return validator;
}
import type { Route } from './+types/contact-us';

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeParam(params);
  return {
    locale,
    prefill: prefillFromQuery(new URL(request.url).searchParams, INQUIRY_TYPES, BUSINESS_TYPES),
    inquiryOptions: INQUIRY_TYPES.map((value) => ({ value, label: inquiryTypeLabels[locale][value] })),
    businessOptions: BUSINESS_TYPES.map((value) => ({ value, label: businessTypeLabels[locale][value] })),
  };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? pageMeta(d.locale, '/contact-us', translate(d.locale, 'contact.title'), translate(d.locale, 'contact.description')) : [];

type ActionResult =
  { status: 'sent'; message: string } | { status: 'invalid'; errors: FieldErrors; values: ContactValues } | { status: 'failed'; message: string; values: ContactValues };

/** The same form without script: a plain POST lands here, is validated, and goes to the API. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  const values = valuesFromFormData(await readForm(request));
  const checked = (await loadValidator()).validateContact(values, locale);
  if (!checked.ok) return data<ActionResult>({ status: 'invalid', errors: checked.errors, values }, { status: 422 });
  const res = await context.api<{ data?: { message?: string } }>(`/${locale}/contact`, { method: 'POST', body: checked.payload });
  if (res.status === 200) return { status: 'sent', message: res.body?.data?.message ?? contractText(locale, 'contact_sent') } satisfies ActionResult;
  if (res.status === 422) return data<ActionResult>({ status: 'invalid', errors: errorsFromApi(res.body), values }, { status: 422 });
  return data<ActionResult>({ status: 'failed', message: contractText(locale, 'contact_failed'), values }, { status: res.status >= 400 ? res.status : 500 });
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiryOptions, businessOptions, prefill } = loaderData;
  const loaded = useRef<Validator | null>(null);
  const { locale, t } = useLocale();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const result = actionData as ActionResult | undefined;
  const [errors, setErrors] = useState<FieldErrors>(result?.status === 'invalid' ? result.errors : {});
  const [sentMessage, setSentMessage] = useState<string | null>(result?.status === 'sent' ? result.message : null);
  const [sending, setSending] = useState(false);
  const [attempted, setAttempted] = useState(result?.status === 'invalid');
  const initial = result && result.status !== 'sent' ? result.values : prefill;

  useEffect(() => {
    if (result?.status === 'failed') toast.show({ kind: 'error', message: result.message });
  }, [result, toast]);

  const focusFirstError = (found: FieldErrors) => {
    const first = (Object.keys(found) as ContactField[])[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const send = async (payload: ContactInput) => {
    setSending(true);
    try {
      const res = await apiFetch<{ message?: string } | undefined>(locale, '/contact', { method: 'POST', body: payload });
      if (res.ok) {
        formRef.current?.reset();
        setErrors({});
        setAttempted(false);
        setSentMessage(res.data?.message ?? contractText(locale, 'contact_sent'));
        return;
      }
      if (res.status === 422) {
        const found = errorsFromApi(res.error);
        if (Object.keys(found).length > 0) {
          setErrors(found);
          focusFirstError(found);
          return;
        }
      }
      throw new Error(`contact answered ${res.status}`);
    } catch {
      toast.show({
        kind: 'error',
        message: contractText(locale, 'contact_failed'),
        action: { label: t('toast.retry'), onAction: () => void send(payload) },
      });
    } finally {
      setSending(false);
    }
  };

  const warmUp = () => {
    void loadValidator().then((module) => {
      loaded.current = module;
    });
  };

  const revalidate = () => {
    if (!attempted || !formRef.current || !loaded.current) return;
    const checked = loaded.current.validateContact(valuesFromFormData(new FormData(formRef.current)), locale);
    setErrors(checked.ok ? {} : checked.errors);
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSentMessage(null);
    setAttempted(true);
    const module = await loadValidator();
    loaded.current = module;
    const checked = module.validateContact(valuesFromFormData(new FormData(form)), locale);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setErrors({});
    void send(checked.payload);
  };

  const fieldProps = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    defaultValue: initial[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  });
  const fieldError = (name: ContactField) =>
    errors[name] ? (
      <p id={`contact-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <div className="container page page--narrow">
      <header className="page-header">
        <h1>{t('contact.title')}</h1>
        <p className="lead">{t('contact.lead')}</p>
      </header>
      <div role="status" className="contact-status">
        {sentMessage && <p className="notice notice--success">{sentMessage}</p>}
      </div>
      <Form method="post" noValidate ref={formRef} onSubmit={(event) => void onSubmit(event)} onChange={revalidate} onFocus={warmUp} className="form" aria-busy={sending}>
        <div className="form__row">
          <div className="field">
            <label htmlFor="contact-inquiry_type">{t('contact.inquiryType')}</label>
            <select {...fieldProps('inquiry_type')} required>
              <option value="">{t('contact.choose')}</option>
              {inquiryOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {fieldError('inquiry_type')}
          </div>
          <div className="field">
            <label htmlFor="contact-business_type">{t('contact.businessType')}</label>
            <select {...fieldProps('business_type')} required>
              <option value="">{t('contact.choose')}</option>
              {businessOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {fieldError('business_type')}
          </div>
        </div>
        <div className="form__row">
          <div className="field">
            <label htmlFor="contact-number_of_users">{t('contact.usersCount')}</label>
            <input {...fieldProps('number_of_users')} type="number" inputMode="numeric" min={1} step={1} dir="ltr" />
            {fieldError('number_of_users')}
          </div>
          <div className="field">
            <label htmlFor="contact-name">{t('contact.name')}</label>
            <input {...fieldProps('name')} type="text" autoComplete="name" required maxLength={120} />
            {fieldError('name')}
          </div>
        </div>
        <div className="field">
          <label htmlFor="contact-email">{t('contact.email')}</label>
          <input {...fieldProps('email')} type="email" autoComplete="email" dir="ltr" required />
          {fieldError('email')}
        </div>
        <div className="field">
          <label htmlFor="contact-message">{t('contact.message')}</label>
          <textarea {...fieldProps('message')} rows={6} required maxLength={5000} dir="auto" />
          {fieldError('message')}
        </div>
        {/* Honeypot: invisible to people and to assistive technology; robots fill it in. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor="contact-website">{t('contact.website')}</label>
          <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue={initial.website} />
        </div>
        <button type="submit" className="button button--primary button--large" disabled={sending}>
          {sending ? t('contact.sending') : t('contact.submit')}
        </button>
      </Form>
    </div>
  );
}
