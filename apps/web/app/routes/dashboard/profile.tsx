import type { Account } from '@tasreef/contracts/auth';
import { isMessageKey, translate as apiText } from '@tasreef/contracts/messages';
import { Form, Link, redirect, useNavigation, data } from 'react-router';
import { callApi, cookieHeaders, failure } from '../../lib/api.server.ts';
import { formValues, type FormResult } from '../../lib/form.ts';
import { requireSignedIn } from '../../lib/session.server.ts';
import { CheckboxField, NewPasswordField, SelectField, TextField, useResultToast } from '../../components/fields.tsx';
import { ExtraDataFields, timeZoneList } from '../../components/profile-fields.tsx';
import { DIGIT_STYLES, translate, type Digits, type MessageKey } from '../../i18n/index.ts';
import { YEAR_SECONDS } from '../../lib/cookies.ts';
import { DIGITS_COOKIE } from '../../lib/preferences.ts';
import { stringifySetCookie } from 'cookie';
import { useLocale } from '../../i18n/use-locale.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import { readForm } from '../../lib/form-data.ts';
import type { Route } from './+types/profile';

/** What each choice of digits looks like (not text to translate: the digits themselves). */
const DIGIT_SAMPLES: Record<Digits, string> = { latn: '0 1 2 3', arab: '٠ ١ ٢ ٣' };
const NOTIFICATIONS = ['newsletter', 'exam_assigned', 'exam_results', 'product_updates'] as const;
const PROVIDERS = ['google', 'facebook'] as const;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const account = await requireSignedIn(context, request, locale);
  const providers = await context.api<{ data: string[] }>(`/${locale}/auth/oauth/providers`);
  const url = new URL(request.url);
  const oauthError = url.searchParams.get('oauth_error');
  const linked = url.searchParams.get('oauth_linked');
  return {
    locale,
    account,
    timeZones: timeZoneList(),
    providers: providers.status === 200 ? providers.body.data : [],
    // After the code page (?verified=1): the address is confirmed, say so.
    notice: linked ? apiText(locale, 'oauth_linked') : url.searchParams.get('verified') === '1' ? translate(locale, 'auth.verified') : null,
    oauthError: oauthError && isMessageKey(oauthError) ? apiText(locale, oauthError) : null,
  };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? pageMeta(d.locale, '/dashboard/profile', translate(d.locale, 'profile.title'), translate(d.locale, 'profile.title')) : [];

const blankToNull = (v: string | undefined) => (v === undefined ? undefined : v.trim() === '' ? null : v);

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  const values = formValues(await readForm(request));
  const intent = values.intent ?? '';
  const ok = (message: string): FormResult => ({ ok: true, intent, message, errors: {} });
  const api = (path: string, method: 'PATCH' | 'DELETE', body?: unknown) => callApi<{ data: { message: string } }>(context, request, `/${locale}${path}`, method, body);
  let res;
  switch (intent) {
    case 'personal':
      res = await api('/account/profile', 'PATCH', {
        full_name: values.full_name,
        ...(values.email && values.email !== values.current_email ? { email: values.email, current_password: values.current_password || undefined } : {}),
        country: blankToNull(values.country),
        city: blankToNull(values.city),
        area: blankToNull(values.area),
        time_zone: blankToNull(values.time_zone),
        phone: blankToNull(values.phone),
        whatsapp: blankToNull(values.whatsapp),
        birth_date: blankToNull(values.birth_date),
      });
      break;
    case 'educational':
      res = await api('/account/profile', 'PATCH', {
        education_level: blankToNull(values.education_level),
        comment: blankToNull(values.comment),
        ...(values.educator_type ? { educator_type: values.educator_type } : {}),
        ...(values.educator_type === 'school' ? { organization_type: blankToNull(values.organization_type) } : {}),
      });
      break;
    case 'display': {
      // A display preference of this browser, read by the root loader (like the text size): no API call.
      const digits: Digits = values.digits === 'arab' ? 'arab' : 'latn';
      const setCookie = stringifySetCookie({
        name: DIGITS_COOKIE,
        value: digits,
        path: '/',
        maxAge: YEAR_SECONDS,
        sameSite: 'lax',
        secure: new URL(request.url).protocol === 'https:',
      });
      return data<FormResult>(ok(translate(locale, 'profile.display.saved')), { headers: { 'set-cookie': setCookie } });
    }
    case 'notifications':
      res = await api('/account/notifications', 'PATCH', Object.fromEntries(NOTIFICATIONS.map((k) => [k, values[k] === 'on'])));
      break;
    case 'password':
      res = await api('/account/password', 'PATCH', {
        current_password: values.current_password ?? '',
        password: values.password ?? '',
        password_confirmation: values.password_confirmation ?? '',
      });
      break;
    case 'unlink':
      res = await api(`/account/links/${values.provider === 'facebook' ? 'facebook' : 'google'}`, 'DELETE');
      break;
    case 'delete': {
      res = await api('/account', 'DELETE', { password: values.delete_password ?? '' });
      if (res.status === 200) throw redirect(`/${locale}`, { headers: cookieHeaders(res) });
      break;
    }
    default:
      return data<FormResult>({ ok: false, intent, errors: {}, message: translate(locale, 'profile.unknownAction') }, { status: 400 });
  }
  if (res.status !== 200) return data<FormResult>(failure(res, intent), { status: res.status });
  return ok(res.body.data.message);
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="card profile-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href, fmt } = useLocale();
  const digits = fmt.digits;
  const { account, providers } = loaderData as { account: Account; providers: string[]; notice: string | null; oauthError: string | null };
  const result = actionData as FormResult | undefined;
  const busy = useNavigation().state === 'submitting';
  useResultToast(result);
  const errorsFor = (intent: string) => (result?.intent === intent ? result.errors : {});
  const p = account.profile;
  const save = (intent: string, label = t('profile.save')) => (
    <button type="submit" name="intent" value={intent} className="button button--primary" disabled={busy}>
      {label}
    </button>
  );
  return (
    <div className="container page profile-page">
      <header className="page-header">
        <h1>{t('profile.title')}</h1>
      </header>
      {loaderData.notice && (
        <p className="notice notice--success" role="status">
          {loaderData.notice}
        </p>
      )}
      {loaderData.oauthError && (
        <p className="notice notice--error" role="alert">
          {loaderData.oauthError}
        </p>
      )}
      <Section id="personal" title={t('profile.personal')}>
        <Form method="post" noValidate className="form">
          <input type="hidden" name="current_email" value={account.email} />
          <TextField name="full_name" label={t('auth.fullName')} autoComplete="name" defaultValue={account.full_name} error={errorsFor('personal').full_name} />
          <TextField
            name="email"
            type="email"
            label={t('auth.email')}
            dir="ltr"
            autoComplete="email"
            defaultValue={account.email}
            hint={t('profile.emailChange')}
            error={errorsFor('personal').email}
          />
          <TextField
            name="current_password"
            type="password"
            label={t('profile.currentPassword')}
            dir="ltr"
            autoComplete="current-password"
            error={errorsFor('personal').current_password}
          />
          <ExtraDataFields
            errors={errorsFor('personal')}
            defaults={p}
            only={['country', 'city', 'area', 'time_zone', 'phone', 'whatsapp', 'birth_date']}
            timeZones={loaderData.timeZones}
            personal={p.account_type !== 'school'}
          />
          {save('personal')}
        </Form>
      </Section>
      <Section id="educational" title={t('profile.educational')}>
        <Form method="post" noValidate className="form">
          {account.type === 'educator' && (
            <SelectField
              name="educator_type"
              label={t('auth.educatorType')}
              defaultValue={p.account_type ?? undefined}
              error={errorsFor('educational').educator_type}
              options={(['school', 'educator', 'teacher', 'school_teacher'] as const).map((v) => ({ value: v, label: t(`auth.educatorType.${v}` as MessageKey) }))}
            />
          )}
          {account.type === 'educator' && (
            <SelectField
              name="organization_type"
              label={t('auth.organizationType')}
              defaultValue={p.organization_type ?? undefined}
              error={errorsFor('educational').organization_type}
              options={(['school', 'university', 'organization'] as const).map((v) => ({ value: v, label: t(`auth.organizationType.${v}` as MessageKey) }))}
            />
          )}
          <ExtraDataFields errors={errorsFor('educational')} defaults={p} only={['education_level', 'comment']} personal={p.account_type !== 'school'} />
          {save('educational')}
        </Form>
      </Section>
      <Section id="display" title={t('profile.display')}>
        <Form method="post" className="form">
          <div className="field" role="radiogroup" aria-labelledby="digits-label" aria-describedby="digits-hint">
            <p id="digits-label" className="field__label">
              {t('profile.display.digits')}
            </p>
            {DIGIT_STYLES.map((d) => (
              <label key={d} className="choice">
                <input type="radio" name="digits" value={d} defaultChecked={digits === d} />
                {t(`profile.display.digits.${d}`)} {/* the sample in reading order whatever the page's direction */}
                <bdi dir="ltr" className="digits-sample">
                  {DIGIT_SAMPLES[d]}
                </bdi>
              </label>
            ))}
            <p id="digits-hint" className="field-hint">
              {t('profile.display.digitsHint')}
            </p>
          </div>
          {save('display')}
        </Form>
      </Section>
      <Section id="notifications" title={t('profile.notifications')}>
        <Form method="post" className="form">
          {NOTIFICATIONS.map((k) => (
            <CheckboxField key={k} name={k} label={t(`profile.notify.${k}` as MessageKey)} defaultChecked={account.notifications[k]} />
          ))}
          {save('notifications')}
        </Form>
      </Section>
      <Section id="linked" title={t('profile.linked')}>
        <ul className="linked-list">
          {PROVIDERS.filter((pr) => providers.includes(pr) || account.linked_accounts.some((l) => l.provider === pr)).map((pr) => {
            const link = account.linked_accounts.find((l) => l.provider === pr);
            const name = t(`auth.provider.${pr}` as MessageKey);
            return (
              <li key={pr}>
                <span>
                  {name}: {link ? t('profile.linkedAs', { email: link.email ?? '' }) : t('profile.notLinked')}
                </span>{' '}
                {link ? (
                  <Form method="post" className="inline-form">
                    <input type="hidden" name="provider" value={pr} />
                    <button type="submit" name="intent" value="unlink" className="button button--ghost button--small" disabled={busy}>
                      {t('profile.unlink', { provider: name })}
                    </button>
                  </Form>
                ) : (
                  <a
                    className="button button--secondary button--small"
                    href={`/api/v1/${loaderData.locale}/auth/oauth/${pr}/start?mode=link&return_to=${encodeURIComponent(href('/dashboard/profile'))}`}
                  >
                    {t('profile.link', { provider: name })}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
        {result?.intent === 'unlink' && !result.ok && result.message && <p className="field-error">{result.message}</p>}
      </Section>
      <Section id="password" title={t('profile.password')}>
        <Form method="post" noValidate className="form">
          <TextField
            name="current_password"
            type="password"
            label={t('profile.currentPassword')}
            dir="ltr"
            autoComplete="current-password"
            error={errorsFor('password').current_password}
          />
          <NewPasswordField name="password" label={t('auth.newPassword')} error={errorsFor('password').password} />
          <TextField
            name="password_confirmation"
            type="password"
            label={t('auth.passwordConfirmation')}
            dir="ltr"
            autoComplete="new-password"
            error={errorsFor('password').password_confirmation}
          />
          {save('password', t('profile.password'))}
        </Form>
      </Section>
      <Section id="delete" title={t('profile.delete')}>
        <p>
          {t('profile.delete.warning')} <Link to={href('/help-center')}>{t('footer.helpCenter')}</Link>
        </p>
        <Form method="post" noValidate className="form" reloadDocument>
          <TextField name="delete_password" type="password" label={t('auth.password')} dir="ltr" autoComplete="current-password" error={errorsFor('delete').password} />
          <button type="submit" name="intent" value="delete" className="button button--danger" disabled={busy}>
            {t('profile.delete.confirm')}
          </button>
        </Form>
      </Section>
    </div>
  );
}
