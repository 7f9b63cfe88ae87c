import { Link } from 'react-router';
import type { FormResult } from '../../lib/form.ts';
import { BidiText } from '../../i18n/bidi.tsx';
import { useLocale } from '../../i18n/use-locale.ts';

/** What the exam wizard's steps share: the error list, the step's buttons, a group of checkboxes, one checkbox with its hint. */
export function Errors({ result }: { result: FormResult | undefined }) {
  if (!result || result.ok) return null;
  const list = Object.entries(result.errors ?? {});
  return (
    <div className="notice notice--error" role="alert">
      {result.message && <p>{result.message}</p>}
      {list.length > 0 && (
        <ul>
          {list.map(([path, issue]) => (
            <li key={path}>{issue}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function StepActions({ busy, back }: { busy: boolean; back?: string | undefined }) {
  const { t, href } = useLocale();
  return (
    <div className="form__actions">
      {back && (
        <Link className="button" to={href(back)}>
          {t('exams.wizard.back')}
        </Link>
      )}
      <button type="submit" name="intent" value="draft" className="button" disabled={busy}>
        {t('exams.wizard.saveDraft')}
      </button>
      <button type="submit" name="intent" value="next" className="button button--primary" disabled={busy}>
        {t('exams.wizard.next')}
      </button>
    </div>
  );
}

export function Checks<T extends string>({
  legend,
  name,
  values,
  chosen,
  label,
}: {
  legend: string;
  name: string;
  values: readonly T[];
  chosen: readonly string[] | undefined;
  label: (v: T) => string;
}) {
  const { locale } = useLocale();
  return (
    <fieldset className="form__group">
      <legend>{legend}</legend>
      <ul className="chip-list">
        {values.map((v) => (
          <li key={v}>
            <label>
              <input type="checkbox" name={name} value={v} defaultChecked={chosen?.includes(v)} />{' '}
              <bdi>
                <BidiText text={label(v)} locale={locale} />
              </bdi>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * One setting that is on or off (step 4: shuffling, one question per page, certificates): the box
 * inside its label, the hint under it and the server's error, both tied to the box for a screen
 * reader. Unticked, the box sends nothing: the form reads that as off.
 */
export function CheckField({ name, label, hint, checked, error }: { name: string; label: string; hint: string; checked: boolean; error?: string | undefined }) {
  const id = `exam-${name}`;
  return (
    <div className="field field--checkbox">
      <label>
        <input type="checkbox" name={name} defaultChecked={checked} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`} />{' '}
        {label}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
