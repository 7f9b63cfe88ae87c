import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { PasswordStrength } from '@tasreef/contracts/auth';
import { useNavigation } from 'react-router';
import { useToast } from './toast.tsx';
import { useLocale } from '../i18n/use-locale.ts';
import type { MessageKey } from '../i18n/index.ts';
import type { FormResult } from '../lib/form.ts';

interface FieldProps {
  name: string;
  label: string;
  error?: string | undefined;
  defaultValue?: string | undefined;
  hint?: ReactNode;
  /** Marks the label «(optional)»: the form can be sent without it. */
  optional?: boolean;
}

/** A field's label, with «(optional)» after it when the field may stay empty. */
function FieldLabel({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: boolean | undefined }) {
  const { t } = useLocale();
  return (
    <label htmlFor={htmlFor}>
      {label}
      {optional && <span className="field__optional"> ({t('auth.optional')})</span>}
    </label>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

export function TextField({
  name,
  label,
  error,
  defaultValue,
  hint,
  optional,
  type = 'text',
  autoComplete,
  dir,
  required,
  inputMode,
  maxLength,
  list,
}: FieldProps & {
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  autoComplete?: string;
  dir?: 'ltr' | 'auto';
  required?: boolean;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  maxLength?: number;
  /** The id of a <datalist> to choose from (searchable as one types, without script too). */
  list?: string;
}) {
  const id = `f-${useId()}-${name}`;
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        dir={dir}
        required={required}
        inputMode={inputMode}
        maxLength={maxLength}
        list={list}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

type StrengthModule = { passwordStrength: (pw: string) => PasswordStrength };
let strengthModule: Promise<StrengthModule> | null = null;
/** The shared rule (contracts) loads on first keystroke, not with the page. */
const loadStrength = () => (strengthModule ??= import('@tasreef/contracts/auth'));

/** A new password with the rules of section 5 and its strength (low, medium, strong) shown while typing. */
export function NewPasswordField(props: FieldProps & { autoComplete?: string }) {
  const { t } = useLocale();
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const id = `f-${useId()}-${props.name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type="password"
        autoComplete={props.autoComplete ?? 'new-password'}
        dir="ltr"
        required
        maxLength={64}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={`${id}-hint${props.error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          const value = event.currentTarget.value;
          void loadStrength().then((m) => setStrength(value ? m.passwordStrength(value) : null));
        }}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('auth.passwordRules')}
      </p>
      <p className={`password-strength password-strength--${strength ?? 'none'}`} aria-live="polite">
        {strength && (
          <>
            <span className="password-strength__bar" aria-hidden="true" />
            {t('auth.strength', { level: t(`auth.strength.${strength}` as MessageKey) })}
          </>
        )}
      </p>
      {props.error && (
        <p id={`${id}-error`} className="field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}

export function SelectField({
  name,
  label,
  error,
  defaultValue,
  options,
  onChange,
  placeholder,
}: FieldProps & {
  options: Array<{ value: string; label: string }>;
  onChange?: (value: string) => void;
  /** The empty choice's text: «Choose…» unless the empty choice means something (“any”). */
  placeholder?: string;
}) {
  const { t } = useLocale();
  const id = `f-${useId()}-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange?.(e.currentTarget.value)}
      >
        <option value="">{placeholder ?? t('auth.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export function CheckboxField({ name, label, error, defaultChecked }: { name: string; label: ReactNode; error?: string | undefined; defaultChecked?: boolean }) {
  const id = `f-${useId()}-${name}`;
  return (
    <div className="field field--checkbox">
      <input id={id} name={name} type="checkbox" defaultChecked={defaultChecked} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Answers already shown: a form mounted again with the same action data does not toast it again. */
const toasted = new WeakSet<object>();

/**
 * Shows an action's message as a toast (error or success) once per answer. A new submission takes
 * the last answer's toast away: a failed sign-in's error never stays on (or comes back to) the page
 * that the next, successful attempt leads to.
 */
export function useResultToast(result: { ok: boolean; message?: string | undefined } | undefined) {
  const toast = useToast();
  const shown = useRef<number | null>(null);
  const submitting = useNavigation().state === 'submitting';
  useEffect(() => {
    if (!result?.message || toasted.has(result)) return;
    toasted.add(result);
    shown.current = toast.show({ kind: result.ok ? 'success' : 'error', message: result.message });
  }, [result, toast]);
  useEffect(() => {
    if (!submitting || shown.current === null) return;
    toast.dismiss(shown.current);
    shown.current = null;
  }, [submitting, toast]);
}

/** The two buttons of a form that checks an emailed code: its own action, and "send the code again". */
export function CodeFormActions({ intent, label, busy }: { intent: string; label: string; busy: boolean }) {
  const { t } = useLocale();
  return (
    <div className="form__actions">
      <button type="submit" name="intent" value={intent} className="button button--primary button--large" disabled={busy}>
        {label}
      </button>
      <button type="submit" name="intent" value="resend" className="button button--ghost" disabled={busy}>
        {t('auth.resend')}
      </button>
    </div>
  );
}

/** An auth form's answer from its action, whether it is being sent, and its message as a toast. */
export function useFormResult(actionData: unknown): { result: FormResult | undefined; busy: boolean } {
  const result = actionData as FormResult | undefined;
  const busy = useNavigation().state === 'submitting';
  useResultToast(result);
  return { result, busy };
}

/** The frame of an auth page: a narrow column with the title, the lead (and `header` after it), then the form. */
export function AuthPage({ title, lead, header, children }: { title: string; lead: ReactNode; header?: ReactNode; children: ReactNode }) {
  return (
    <div className="container page page--narrow auth-page">
      <header className="page-header">
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
        {header}
      </header>
      {children}
    </div>
  );
}
