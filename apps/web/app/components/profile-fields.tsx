import { useEffect, useId, useState } from 'react';
import { runtimeZone } from '@tasreef/contracts/format';
import type { MessageKey } from '../i18n/index.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { SelectField, TextField } from './fields.tsx';

// The kinds of contracts/auth.ts, repeated here so the page does not load zod up front.
const EDUCATOR_TYPES = ['school', 'educator', 'teacher', 'school_teacher'] as const;
const ORGANIZATION_TYPES = ['school', 'university', 'organization'] as const;

export const EXTRA_FIELDS = ['country', 'city', 'area', 'time_zone', 'phone', 'whatsapp', 'birth_date', 'education_level', 'comment'] as const;

type Values = Record<string, string | null | undefined>;
const str = (v: string | null | undefined) => v ?? undefined;

/** selectRole: student or educator; the educator's kind; a school's kind of organisation. */
export function RoleFields({
  errors,
  role,
  educatorType,
  onRole,
  onEducatorType,
  defaults,
}: {
  errors: Record<string, string>;
  role: string;
  educatorType: string;
  onRole: (v: string) => void;
  onEducatorType: (v: string) => void;
  defaults: Values;
}) {
  const { t } = useLocale();
  return (
    <>
      <div className="field" role="radiogroup" aria-labelledby="role-label" aria-describedby={errors.role ? 'role-error' : undefined}>
        <p id="role-label" className="field__label">
          {t('auth.role')}
        </p>
        {(['student', 'educator'] as const).map((r) => (
          <label key={r} className="choice">
            <input type="radio" name="role" value={r} defaultChecked={defaults.role === r} onChange={() => onRole(r)} />
            {t(`auth.role.${r}` as MessageKey)}
          </label>
        ))}
        {errors.role && (
          <p id="role-error" className="field-error">
            {errors.role}
          </p>
        )}
      </div>
      {role === 'educator' && (
        <SelectField
          name="educator_type"
          label={t('auth.educatorType')}
          defaultValue={str(defaults.educator_type)}
          error={errors.educator_type}
          onChange={onEducatorType}
          options={EDUCATOR_TYPES.map((v) => ({ value: v, label: t(`auth.educatorType.${v}` as MessageKey) }))}
        />
      )}
      {role === 'educator' && educatorType === 'school' && (
        <SelectField
          name="organization_type"
          label={t('auth.organizationType')}
          defaultValue={str(defaults.organization_type)}
          error={errors.organization_type}
          options={ORGANIZATION_TYPES.map((v) => ({ value: v, label: t(`auth.organizationType.${v}` as MessageKey) }))}
        />
      )}
    </>
  );
}

/** The time zones a person picks from: the server's list (IANA names), sorted, sent by the page's loader. */
export function timeZoneList(): string[] {
  return Intl.supportedValuesOf('timeZone').slice().sort();
}

/** Fields about a person, not an organisation: a school's account has no birth date or education level. */
export const PERSONAL_FIELDS = ['birth_date', 'education_level'] as const;

/** Whether the account is a person's (everything but an educator account of a school). */
export function isPersonalRole(role: string, educatorType: string): boolean {
  return !(role === 'educator' && educatorType === 'school');
}

/**
 * extraData: where one lives, how to reach them, birth date, education, a comment, each marked
 * optional. `timeZones` (the loader's list) turns the time zone into a searchable list (a
 * <datalist>: filtered as one types, without script too). `personal: false` leaves out the fields
 * about a person (a school's account). `guessZone` (registration) fills an empty time zone with the
 * browser's once the page runs, so dates are shown in the person's zone from the start (issue 37).
 */
export function ExtraDataFields({
  errors,
  defaults,
  only,
  timeZones,
  personal = true,
  guessZone = false,
}: {
  errors: Record<string, string>;
  defaults: Values;
  only?: readonly string[];
  timeZones?: readonly string[];
  personal?: boolean;
  guessZone?: boolean;
}) {
  const { t } = useLocale();
  const given = str(defaults.time_zone);
  const [guessed, setGuessed] = useState('');
  useEffect(() => {
    if (guessZone && !given) setGuessed(runtimeZone() ?? '');
  }, [guessZone, given]);
  const listId = `tz-${useId()}`;
  const show = (f: string) => (!only || only.includes(f)) && (personal || !(PERSONAL_FIELDS as readonly string[]).includes(f));
  return (
    <>
      {show('country') && (
        <TextField name="country" label={t('auth.country')} optional autoComplete="country-name" maxLength={100} defaultValue={str(defaults.country)} error={errors.country} />
      )}
      {show('city') && (
        <TextField name="city" label={t('auth.city')} optional autoComplete="address-level2" maxLength={100} defaultValue={str(defaults.city)} error={errors.city} />
      )}
      {show('area') && <TextField name="area" label={t('auth.area')} optional maxLength={100} defaultValue={str(defaults.area)} error={errors.area} />}
      {show('time_zone') && (
        <>
          <TextField
            key={guessed /* remounts the uncontrolled field once with the browser's zone */}
            name="time_zone"
            label={t('auth.timeZone')}
            optional
            dir="ltr"
            maxLength={64}
            list={timeZones ? listId : undefined}
            hint={timeZones ? t('auth.timeZoneSearch') : t('auth.timeZoneHint')}
            defaultValue={given || guessed}
            error={errors.time_zone}
          />
          {timeZones && (
            <datalist id={listId}>
              {timeZones.map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
          )}
        </>
      )}
      {show('phone') && <TextField name="phone" type="tel" label={t('auth.phone')} optional autoComplete="tel" dir="ltr" defaultValue={str(defaults.phone)} error={errors.phone} />}
      {show('whatsapp') && <TextField name="whatsapp" type="tel" label={t('auth.whatsapp')} optional dir="ltr" defaultValue={str(defaults.whatsapp)} error={errors.whatsapp} />}
      {show('birth_date') && (
        <TextField
          name="birth_date"
          type="date"
          label={t('auth.birthDate')}
          optional
          autoComplete="bday"
          dir="ltr"
          defaultValue={str(defaults.birth_date)}
          error={errors.birth_date}
        />
      )}
      {show('education_level') && (
        <TextField name="education_level" label={t('auth.educationLevel')} optional maxLength={100} defaultValue={str(defaults.education_level)} error={errors.education_level} />
      )}
      {show('comment') && <TextField name="comment" label={t('auth.comment')} optional maxLength={1000} defaultValue={str(defaults.comment)} error={errors.comment} />}
    </>
  );
}
