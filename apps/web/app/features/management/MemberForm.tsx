import { type ClassSummary, type MemberDetails, type MemberRole, TIME_ACCOMMODATION_PRESETS } from '@tasreef/contracts/management';
import { useState } from 'react';
import { Form } from 'react-router';
import type { FormResult } from '../../lib/form.ts';
import { SelectField, TextField } from '../../components/fields.tsx';
import { ExtraDataFields } from '../../components/profile-fields.tsx';
import { useLocale } from '../../i18n/use-locale.ts';

const PROFILE = ['country', 'city', 'area', 'time_zone', 'phone', 'whatsapp', 'education_level'] as const;

/**
 * Add or update a teacher or student. Adding: the role, the name, how they sign in (an email
 * address, which gets an invitation, or — students only — a username with a one-time password).
 * Updating: the profile only while the organisation manages the account, the time accommodation
 * (students) and the classes.
 */
export function MemberForm({
  mode,
  role,
  member,
  classes,
  result,
  busy,
}: {
  mode: 'create' | 'update';
  role: MemberRole;
  member?: MemberDetails;
  classes: ClassSummary[];
  result?: FormResult | undefined;
  busy: boolean;
}) {
  const { t } = useLocale();
  const errors = result?.errors ?? {};
  const values: Record<string, string | null | undefined> = result?.values ?? {
    full_name: member?.full_name,
    country: member?.country,
    city: member?.city,
    area: member?.area,
    time_zone: member?.time_zone,
    phone: member?.phone,
    whatsapp: member?.whatsapp,
    education_level: member?.education_level,
    time_accommodation: member?.time_accommodation?.toString(),
  };
  const [login, setLogin] = useState<'email' | 'username'>(values.username ? 'username' : 'email');
  const profileLocked = mode === 'update' && member !== undefined && !member.managed;
  const selected = new Set(result?.values ? (result.values.class_ids ?? '').split(',') : (member?.classes ?? []).map((c) => c.id));
  return (
    <Form method="post" className="form member-form" noValidate>
      <input type="hidden" name="intent" value={mode} />
      {mode === 'create' && <input type="hidden" name="role" value={role} />}
      <fieldset disabled={profileLocked} className="form__group">
        <legend>{t('mgmt.form.identity')}</legend>
        {profileLocked && <p className="field-hint">{t('mgmt.form.managedElsewhere')}</p>}
        <TextField name="full_name" label={t('auth.fullName')} autoComplete="off" maxLength={100} required defaultValue={values.full_name ?? ''} error={errors.full_name} />
        {mode === 'create' && role === 'student' && (
          <fieldset className="choice-row">
            <legend>{t('mgmt.form.signsInWith')}</legend>
            <label>
              <input type="radio" name="login" value="email" checked={login === 'email'} onChange={() => setLogin('email')} /> {t('mgmt.form.byEmail')}
            </label>
            <label>
              <input type="radio" name="login" value="username" checked={login === 'username'} onChange={() => setLogin('username')} /> {t('mgmt.form.byUsername')}
            </label>
          </fieldset>
        )}
        {mode === 'create' && (role === 'teacher' || login === 'email') && (
          <TextField
            name="email"
            type="email"
            label={t('auth.email')}
            dir="ltr"
            autoComplete="off"
            defaultValue={values.email ?? ''}
            error={errors.email}
            hint={t('mgmt.form.emailHint')}
          />
        )}
        {mode === 'create' && role === 'student' && login === 'username' && (
          <TextField
            name="username"
            label={t('mgmt.form.username')}
            dir="ltr"
            autoComplete="off"
            maxLength={30}
            defaultValue={values.username ?? ''}
            error={errors.username}
            hint={t('mgmt.form.usernameHint')}
          />
        )}
        {mode === 'create' && (
          <SelectField
            name="locale"
            label={t('mgmt.form.mailLanguage')}
            defaultValue={values.locale ?? ''}
            error={errors.locale}
            options={[
              { value: 'ar', label: 'العربية' },
              { value: 'en', label: 'English' },
            ]}
          />
        )}
        <ExtraDataFields errors={errors} defaults={values} only={PROFILE} />
      </fieldset>
      {role === 'student' && (
        <SelectField
          name="time_accommodation"
          label={t('mgmt.field.timeAccommodation')}
          defaultValue={values.time_accommodation ?? ''}
          error={errors.time_accommodation}
          options={TIME_ACCOMMODATION_PRESETS.map((p) => ({ value: String(p), label: `× ${p}` }))}
        />
      )}
      {classes.length > 0 && (
        <fieldset className="form__group">
          <legend>{t('mgmt.form.classes')}</legend>
          <ul className="check-list">
            {classes.map((c) => (
              <li key={c.id}>
                <label>
                  <input type="checkbox" name="class_ids" value={c.id} defaultChecked={selected.has(c.id)} /> <bdi>{c.name}</bdi>
                </label>
              </li>
            ))}
          </ul>
          {errors.class_ids && <p className="field-error">{errors.class_ids}</p>}
        </fieldset>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--primary button--large" disabled={busy}>
          {t(mode === 'create' ? (role === 'teacher' ? 'mgmt.dashboard.addTeacher' : 'mgmt.dashboard.addStudent') : 'mgmt.form.save')}
        </button>
      </div>
    </Form>
  );
}

/** The request body of the member form's post (blank fields left out; `null` clears on update). */
export function memberBody(form: FormData, mode: 'create' | 'update'): Record<string, unknown> {
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' ? v : undefined;
  };
  const body: Record<string, unknown> = {};
  if (mode === 'create') {
    body.role = text('role');
    if (text('login') === 'username') body.username = text('username');
    else body.email = text('email');
    if (text('locale')) body.locale = text('locale');
  }
  if (text('full_name') !== undefined) body.full_name = text('full_name');
  for (const f of PROFILE) {
    const v = text(f);
    if (v === undefined) continue;
    if (mode === 'update') body[f] = v.trim() === '' ? null : v;
    else if (v.trim() !== '') body[f] = v;
  }
  if (text('time_accommodation')) body.time_accommodation = text('time_accommodation');
  body.class_ids = form.getAll('class_ids').filter((v) => typeof v === 'string');
  return body;
}
