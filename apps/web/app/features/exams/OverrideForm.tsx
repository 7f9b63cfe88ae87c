import type { EffectiveSettings, ExamOverride } from '@tasreef/contracts/exam-overrides';
import { Form } from 'react-router';
import type { FormResult } from '../../lib/form.ts';
import { TextField } from '../../components/fields.tsx';
import { instantToLocal } from '../../lib/time.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { DateTimeField } from './DateTimeField.tsx';

/**
 * The settings of an override (ADR 0089): extra minutes or a time factor, extra attempts, other
 * open and close dates; an empty field keeps the exam's. A new one is for a class of the assignment
 * or for the students ticked; a change keeps its target. The API's schema (contracts) says what is wrong.
 */
export function OverrideForm({
  formId,
  editing,
  classes,
  students,
  result,
  busy,
  timeZone,
}: {
  formId: string;
  editing?: ExamOverride;
  classes: Array<{ id: string; name: string }>;
  students: EffectiveSettings[];
  result: FormResult | undefined;
  busy: boolean;
  timeZone: string;
}) {
  const { t } = useLocale();
  const intent = editing ? 'override-edit' : 'override-add';
  const mine = result?.intent === intent && (!editing || result.values?.override_id === editing.id);
  const errors = mine ? result!.errors : {};
  const typed = mine && !result!.ok ? result!.values : undefined;
  const value = (name: 'extra_minutes' | 'time_factor' | 'extra_attempts') => typed?.[name] ?? (editing?.[name] == null ? '' : String(editing[name]));
  const date = (name: 'publish_at' | 'expires_at') => typed?.[name] ?? instantToLocal(editing?.[name] ?? null, timeZone);
  return (
    <Form method="post" noValidate className="form override-form">
      <input type="hidden" name="intent" value={intent} />
      {editing && <input type="hidden" name="override_id" value={editing.id} />}
      {!editing && (
        <fieldset className="form__group override-form__target">
          <legend>{t('overrides.for')}</legend>
          <label className="override-form__choice">
            <input type="radio" name="for" value="students" defaultChecked={typed?.for !== 'class'} /> {t('overrides.forStudents')}
          </label>
          <fieldset className="override-form__students" aria-describedby={errors.students ? `${formId}-students-error` : undefined}>
            <legend className="visually-hidden">{t('overrides.students')}</legend>
            <ul className="check-list">
              {students.map((s) => (
                <li key={s.id}>
                  <label>
                    <input type="checkbox" name="student" value={s.id} /> <bdi>{s.full_name}</bdi>
                  </label>
                </li>
              ))}
            </ul>
            {errors.students && (
              <p id={`${formId}-students-error`} className="field-error">
                {errors.students}
              </p>
            )}
          </fieldset>
          {classes.length > 0 && (
            <>
              <label className="override-form__choice">
                <input type="radio" name="for" value="class" defaultChecked={typed?.for === 'class'} /> {t('overrides.forClass')}
              </label>
              <div className="field override-form__students">
                <label htmlFor={`${formId}-class`}>{t('overrides.class')}</label>
                <select id={`${formId}-class`} name="class_id" defaultValue={typed?.class_id ?? ''}>
                  {classes.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
                {errors.class_id && <p className="field-error">{errors.class_id}</p>}
              </div>
            </>
          )}
        </fieldset>
      )}
      <div className="override-form__grid">
        <TextField name="extra_minutes" label={t('overrides.extraMinutes')} inputMode="numeric" optional defaultValue={value('extra_minutes')} error={errors.extra_minutes} />
        <TextField name="time_factor" label={t('overrides.timeFactor')} optional defaultValue={value('time_factor')} error={errors.time_factor} hint={t('overrides.timeHint')} />
        <TextField name="extra_attempts" label={t('overrides.extraAttempts')} inputMode="numeric" optional defaultValue={value('extra_attempts')} error={errors.extra_attempts} />
        <DateTimeField idPrefix={formId} name="publish_at" label={t('overrides.opens')} defaultValue={date('publish_at')} error={errors.publish_at} />
        <DateTimeField idPrefix={formId} name="expires_at" label={t('overrides.closes')} defaultValue={date('expires_at')} error={errors.expires_at} />
      </div>
      {mine && !result!.ok && result!.message && (
        <p className="notice notice--error" role="alert">
          {result!.message}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('overrides.save')}
      </button>
    </Form>
  );
}
