import { QUESTION_POINTS_MAX, REVIEW_COMMENT_MAX, REVIEW_REASON_MAX, type ReviewedQuestion } from '@tasreef/contracts/attempts';
import { useId } from 'react';
import { Form } from 'react-router';
import { formatNumber } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import type { FormResult } from '../../lib/form.ts';

/**
 * The teacher's marking of one question (ADR 0090): a comment for the student, the points (the
 * credit in force, prefilled; empty: the machine's again) and the reason a change needs. One form
 * per question; the action knows which by `intent` (the question's id), so an error is shown on
 * the question it belongs to (a refusal without a field, such as an attempt still open, is the
 * page's toast). `points_was` tells the action whether the points changed at all.
 */
export function MarkForm({ q, n, result, busy }: { q: ReviewedQuestion; n: number; result: FormResult | undefined; busy: boolean }) {
  const { fmt, t } = useLocale();
  const id = useId();
  const mine = result?.intent === q.id ? result : undefined;
  const errors = mine?.ok === false ? mine.errors : {};
  const values = mine?.ok === false ? mine.values : undefined;
  const credit = q.credit === null ? '' : String(q.credit);
  const auto = q.marking?.auto_credit ?? q.credit ?? 0;
  const field = (name: 'comment' | 'points' | 'reason') => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [name !== 'comment' ? `${id}-${name}-hint` : '', errors[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined,
  });
  const error = (name: string) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    );
  return (
    <Form method="post" className="mark-form" aria-labelledby={`${id}-legend`}>
      <fieldset>
        <legend id={`${id}-legend`}>{t('review.form.legend', { n: formatNumber(fmt, n) })}</legend>
        <input type="hidden" name="intent" value={q.id} />
        <input type="hidden" name="points_was" value={credit} />
        <div className="field">
          <label htmlFor={`${id}-comment`}>{t('review.form.comment')}</label>
          <textarea {...field('comment')} rows={3} maxLength={REVIEW_COMMENT_MAX} defaultValue={values?.comment ?? q.marking?.comment ?? ''} />
          {error('comment')}
        </div>
        <div className="mark-form__row">
          <div className="field">
            <label htmlFor={`${id}-points`}>{t('review.form.points')}</label>
            <input {...field('points')} type="number" min={0} max={QUESTION_POINTS_MAX} step={0.01} inputMode="decimal" dir="ltr" defaultValue={values?.points ?? credit} />
            <p id={`${id}-points-hint`} className="field-hint">
              {t('review.form.pointsHint', { auto: formatNumber(fmt, auto) })}
            </p>
            {error('points')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-reason`}>{t('review.form.reason')}</label>
            <input {...field('reason')} type="text" maxLength={REVIEW_REASON_MAX} defaultValue={values?.reason ?? ''} />
            <p id={`${id}-reason-hint`} className="field-hint">
              {t('review.form.reasonHint')}
            </p>
            {error('reason')}
          </div>
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('review.form.save')}
        </button>
      </fieldset>
    </Form>
  );
}
