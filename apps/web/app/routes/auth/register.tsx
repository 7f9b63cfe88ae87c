import { useEffect, useRef, useState } from 'react';
import { Form, Link, redirect, data } from 'react-router';
import { callApi, cookieHeaders, failure } from '../../lib/api.server.ts';
import { requireGuest } from '../../lib/session.server.ts';
import { formValues, payloadOf, safeReturnTo, type FormResult } from '../../lib/form.ts';
import { CheckboxField, NewPasswordField, TextField, useFormResult, AuthPage } from '../../components/fields.tsx';
import { ExtraDataFields, EXTRA_FIELDS, isPersonalRole, RoleFields, timeZoneList } from '../../components/profile-fields.tsx';
import { translate, type MessageKey } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import { readForm } from '../../lib/form-data.ts';
import { focusView, useOnChange } from '../../lib/focus.ts';
import type { Route } from './+types/register';

/** The three steps of section 2: registerForm, selectRole, extraData, each with its fields. */
const STEPS = [
  { id: 'registerForm', fields: ['full_name', 'email', 'password', 'password_confirmation', 'accept_terms'] },
  { id: 'selectRole', fields: ['role', 'educator_type', 'organization_type'] },
  { id: 'extraData', fields: [...EXTRA_FIELDS] },
] as const;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  await requireGuest(context, request, locale);
  // where to go once the address is verified (a share link's page, ADR 0043)
  return { locale, timeZones: timeZoneList(), returnTo: safeReturnTo(new URL(request.url).searchParams.get('return_to'), locale) };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? pageMeta(d.locale, '/auth/register', translate(d.locale, 'auth.register.title'), translate(d.locale, 'auth.register.lead')) : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  const values = formValues(await readForm(request));
  const body = payloadOf(values, ['full_name', 'email', 'password', 'password_confirmation', 'role', 'educator_type', 'organization_type', ...EXTRA_FIELDS], ['accept_terms']);
  const res = await callApi(context, request, `/${locale}/auth/register`, 'POST', body);
  if (res.status !== 200) {
    // Passwords are never sent back into a page; everything else is kept. A form posted before its
    // script ran (Next pressed while the page loads) lands here with later steps empty: the password
    // fields then say why they are empty, and the page opens on them first.
    const { password: _p, password_confirmation: _c, ...keep } = values;
    const out = failure(res, 'register', keep);
    if (values.password) {
      const again = translate(locale, 'auth.register.passwordAgain');
      out.errors = { password: out.errors.password ?? again, password_confirmation: out.errors.password_confirmation ?? again, ...out.errors };
    }
    return data<FormResult>(out, { status: res.status });
  }
  const back = safeReturnTo(values.return_to, locale);
  throw redirect(`/${locale}/auth/otp?email=${encodeURIComponent(String(body.email))}${back ? `&return_to=${encodeURIComponent(back)}` : ''}`, { headers: cookieHeaders(res) });
}

type StepModule = typeof import('@tasreef/contracts/auth') & Pick<typeof import('@tasreef/contracts/messages'), 'localizeIssue'>;
let schemas: Promise<StepModule> | null = null;
const loadSchemas = () =>
  (schemas ??= Promise.all([import('@tasreef/contracts/auth'), import('@tasreef/contracts/messages')]).then(([auth, messages]) => ({
    ...auth,
    localizeIssue: messages.localizeIssue,
  })));

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t, href } = useLocale();
  const { result, busy } = useFormResult(actionData);
  const formRef = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>(result?.errors ?? {});
  const [role, setRole] = useState(result?.values?.role ?? '');
  const [educatorType, setEducatorType] = useState(result?.values?.educator_type ?? '');

  // Server errors: show them and go back to the first step that has one.
  useEffect(() => {
    if (!result || result.ok) return;
    setErrors(result.errors);
    const first = STEPS.findIndex((s) => s.fields.some((f) => f in result.errors));
    if (first >= 0) setStep(first);
  }, [result]);

  /** The step's problems by field, as the shared schema (contracts/auth) finds them. */
  const problemsOf = async (index: number): Promise<Record<string, string> | null> => {
    const form = formRef.current;
    if (!form) return null;
    const m = await loadSchemas();
    const values = formValues(new FormData(form));
    const raw: Record<string, unknown> = { ...values, accept_terms: values.accept_terms === 'on' };
    for (const k of Object.keys(raw)) if (raw[k] === '') delete raw[k];
    const schema = index === 0 ? m.registerFormStepSchema : index === 1 ? m.selectRoleStepSchema : m.extraDataStepSchema;
    const parsed = schema.safeParse(raw);
    const found: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= m.localizeIssue(issue as Parameters<StepModule['localizeIssue']>[0], locale);
    return found;
  };

  const checkStep = async (index: number): Promise<boolean> => {
    const form = formRef.current;
    const found = await problemsOf(index);
    if (!form || !found) return false;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return false;
    }
    return true;
  };

  /** A field shown in error loses its message as soon as it is right (checked again as it changes). */
  const recheck = async (name: string) => {
    if (!(name in errors)) return;
    const index = STEPS.findIndex((s) => (s.fields as readonly string[]).includes(name));
    const found = index >= 0 ? await problemsOf(index) : null;
    if (found && !(name in found)) setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  // A step replaced by the next (or the previous, or the one the server found wrong): the focus goes to
  // its first field in error, else its first field, not left behind on Next.
  useOnChange(step, () => {
    const shown = formRef.current?.querySelectorAll<HTMLFieldSetElement>('fieldset.form-step')[step];
    focusView(shown?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? shown?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea'));
  });

  const next = async () => {
    if (await checkStep(step)) setStep((s) => Math.min(s + 1, STEPS.length - 1));
  };

  return (
    <AuthPage
      title={t('auth.register.title')}
      lead={t('auth.register.lead')}
      header={
        <p className="steps form-step-only" aria-live="polite">
          {t('auth.register.stepOf', { current: step + 1, total: STEPS.length })}: {t(`auth.register.${STEPS[step]!.id}` as MessageKey)}
        </p>
      }
    >
      <Form
        method="post"
        noValidate
        className="form"
        ref={formRef}
        onChange={(event) => {
          const target = event.target as unknown as { name?: string };
          const name = target.name;
          if (name) void recheck(name);
        }}
        onSubmit={async (event) => {
          if (step < STEPS.length - 1) {
            event.preventDefault();
            await next();
          }
        }}
      >
        {loaderData.returnTo && <input type="hidden" name="return_to" value={loaderData.returnTo} />}
        <fieldset hidden={step !== 0} className="form-step">
          <legend className="visually-hidden">{t('auth.register.registerForm')}</legend>
          <TextField name="full_name" label={t('auth.fullName')} autoComplete="name" required maxLength={100} defaultValue={result?.values?.full_name} error={errors.full_name} />
          <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" dir="ltr" required defaultValue={result?.values?.email} error={errors.email} />
          <NewPasswordField name="password" label={t('auth.password')} error={errors.password} />
          <TextField
            name="password_confirmation"
            type="password"
            label={t('auth.passwordConfirmation')}
            autoComplete="new-password"
            dir="ltr"
            required
            error={errors.password_confirmation}
          />
          <CheckboxField
            name="accept_terms"
            defaultChecked={result?.values?.accept_terms === 'on'}
            error={errors.accept_terms}
            label={
              <>
                {t('auth.acceptTerms')} (<Link to={href('/terms-and-conditions')}>{t('footer.terms')}</Link>)
              </>
            }
          />
        </fieldset>
        <fieldset hidden={step !== 1} className="form-step">
          <legend className="visually-hidden">{t('auth.register.selectRole')}</legend>
          <RoleFields errors={errors} role={role} educatorType={educatorType} onRole={setRole} onEducatorType={setEducatorType} defaults={result?.values ?? {}} />
        </fieldset>
        <fieldset hidden={step !== 2} className="form-step">
          <legend className="visually-hidden">{t('auth.register.extraData')}</legend>
          <ExtraDataFields errors={errors} defaults={result?.values ?? {}} timeZones={loaderData.timeZones} guessZone personal={isPersonalRole(role, educatorType)} />
        </fieldset>
        <div className="form__actions">
          {step > 0 && (
            <button type="button" className="button button--ghost form-step-only" onClick={() => setStep((s) => s - 1)}>
              {t('auth.back')}
            </button>
          )}
          {step < STEPS.length - 1 && (
            <button type="submit" className="button button--primary button--large form-step-only">
              {t('auth.next')}
            </button>
          )}
          {/* Shown on the last step; without script (all steps on one page) it is the only button. */}
          <button type="submit" className="button button--primary button--large form__submit-final" hidden={step < STEPS.length - 1} disabled={busy}>
            {t('auth.register.submit')}
          </button>
        </div>
      </Form>
      <p>
        {t('auth.register.haveAccount')} <Link to={href('/auth/login')}>{t('nav.logIn')}</Link>
      </p>
    </AuthPage>
  );
}
