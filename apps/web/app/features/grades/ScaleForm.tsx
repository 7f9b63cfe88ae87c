import { gradeScaleInputSchema, type GradeBand } from '@tasreef/contracts/grades';
import { useState, type FormEvent } from 'react';
import { Form, useSubmit } from 'react-router';
import type { FormResult } from '../../lib/form.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { fieldOfPath, formRows, readScaleForm } from './scale-form.ts';

/**
 * A grade scale's name and bands. The browser checks them with the API's own schema before
 * sending (a band that overlaps another is named at once); without script the server says the same.
 */
export function ScaleForm({
  intent,
  id,
  name,
  bands,
  result,
  busy,
  submitLabel,
}: {
  intent: string;
  id?: string;
  name: string;
  bands: readonly GradeBand[];
  result: FormResult | undefined;
  busy: boolean;
  submitLabel: string;
}) {
  const { t, locale } = useLocale();
  const submit = useSubmit();
  const [local, setLocal] = useState<Record<string, string> | null>(null);
  const mine = result && result.intent === intent ? result : undefined;
  const errors = local ?? mine?.errors ?? {};
  const rows = formRows(bands.length);
  const prefix = `scale-${id ?? 'new'}`;
  const values = mine?.values;
  // the bands' errors in one list above the table (a phone's narrow cells would wrap them a word a line), each naming its field
  const bandErrors = Object.entries(errors).filter(([field]) => field.startsWith('band_'));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    // the message catalog is loaded when first needed, not with the page
    const { localizeIssue } = await import('@tasreef/contracts/messages');
    const { body, rows: used } = readScaleForm(data);
    const parsed = gradeScaleInputSchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[fieldOfPath(issue.path.join('.'), used)] ??= localizeIssue(issue as Parameters<typeof localizeIssue>[0], locale);
      setLocal(found);
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setLocal(null);
    await submit(data, { method: 'post' });
  };

  const cell = (field: 'from' | 'to' | 'label', i: number, band: GradeBand | undefined) => {
    const fieldName = `band_${field}_${i}`;
    const error = errors[fieldName];
    const value = values ? values[fieldName] : band ? String(band[field]) : '';
    return (
      <td>
        <input
          name={fieldName}
          id={`${prefix}-${fieldName}`}
          defaultValue={value}
          type={field === 'label' ? 'text' : 'number'}
          inputMode={field === 'label' ? undefined : 'numeric'}
          min={field === 'label' ? undefined : 0}
          max={field === 'label' ? undefined : 100}
          maxLength={field === 'label' ? 40 : undefined}
          dir={field === 'label' ? 'auto' : 'ltr'}
          aria-label={t(`grades.band.${field}Of`, { n: i + 1 })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${prefix}-${fieldName}-error` : undefined}
        />
      </td>
    );
  };

  return (
    <Form method="post" className="form scale-form" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="rows" value={rows} />
      {id && <input type="hidden" name="id" value={id} />}
      {mine && !mine.ok && mine.message && (
        <p className="notice notice--error" role="alert">
          {mine.message}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${prefix}-name`}>{t('grades.name')}</label>
        <input
          id={`${prefix}-name`}
          name="name"
          defaultValue={values?.name ?? name}
          maxLength={80}
          dir="auto"
          required
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${prefix}-name-error` : undefined}
        />
        {errors.name && (
          <p id={`${prefix}-name-error`} className="field-error">
            {errors.name}
          </p>
        )}
      </div>
      {errors.bands && (
        <p className="field-error" role="alert">
          {errors.bands}
        </p>
      )}
      {bandErrors.length > 0 && (
        <div role="alert" className="scale-errors">
          <ul className="field-error">
            {bandErrors.map(([field, text]) => (
              <li key={field} id={`${prefix}-${field}-error`}>
                <label htmlFor={`${prefix}-${field}`}>{text}</label>
              </li>
            ))}
          </ul>
        </div>
      )}
      <table className="scale-table scale-table--edit">
        <caption>{t('grades.bandsCaption')}</caption>
        <colgroup>
          <col className="scale-table__label" />
          <col />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('grades.band.label')}</th>
            <th scope="col">{t('grades.band.from')}</th>
            <th scope="col">{t('grades.band.to')}</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, i) => (
            <tr key={i}>
              {cell('label', i, bands[i])}
              {cell('from', i, bands[i])}
              {cell('to', i, bands[i])}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field-hint">{t('grades.bandsHint')}</p>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
