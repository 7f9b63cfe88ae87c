import type { ExamOverride, ExamOverridesAnswer } from '@tasreef/contracts/exam-overrides';
import { Form } from 'react-router';
import type { FormResult } from '../../lib/form.ts';
import { showDate } from '../../lib/time.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { OverrideForm } from './OverrideForm.tsx';
import { EffectiveTable } from './EffectiveTable.tsx';

/** What an override changes, in a line: «Extra attempts: 1 · Closes 12/02/26 18:00». */
function OverrideSummary({ o, timeZone }: { o: ExamOverride; timeZone: string }) {
  const { t, fmt } = useLocale();
  const date = (iso: string) => `\u2068${showDate(iso, timeZone, fmt)}\u2069`;
  const parts = [
    o.extra_minutes !== null && t('overrides.sum.extraMinutes', { number: o.extra_minutes }),
    o.time_factor !== null && t('overrides.sum.timeFactor', { number: o.time_factor }),
    o.extra_attempts !== null && t('overrides.sum.extraAttempts', { number: o.extra_attempts }),
    o.publish_at !== null && t('overrides.sum.opens', { date: date(o.publish_at) }),
    o.expires_at !== null && t('overrides.sum.closes', { date: date(o.expires_at) }),
  ].filter((x): x is string => typeof x === 'string');
  return <span className="override-list__sum">{parts.join(' · ')}</span>;
}

/**
 * The Overrides section of an exam's details (ADR 0089): each student's settings as they meet the
 * exam, the overrides given (change, remove) and a form to add one. Plain form posts: works without script.
 */
export function OverridesSection({
  answer,
  classes,
  result,
  busy,
  timeZone,
}: {
  answer: ExamOverridesAnswer;
  classes: Array<{ id: string; name: string }>;
  result: FormResult | undefined;
  busy: boolean;
  timeZone: string;
}) {
  const { t } = useLocale();
  const done = result?.ok && result.intent?.startsWith('override-') ? result.message : undefined;
  // a saved form is made again (emptied); a refused one keeps what was typed
  const stamp = answer.overrides.map((o) => `${o.id}:${o.updated_at}`).join();
  return (
    <section aria-labelledby="overrides-title" className="overrides-section">
      <h2 id="overrides-title">{t('overrides.title')}</h2>
      <p>{t('overrides.lead')}</p>
      {done && (
        <p className="notice notice--success" role="status">
          {done}
        </p>
      )}
      <h3 id="overrides-effective-title">{t('overrides.effective')}</h3>
      <EffectiveTable students={answer.students} timeZone={timeZone} />
      <h3 id="overrides-given-title">{t('overrides.given')}</h3>
      {answer.overrides.length === 0 ? (
        <p role="status">{t('overrides.none')}</p>
      ) : (
        <ul className="override-list" aria-labelledby="overrides-given-title">
          {answer.overrides.map((o) => (
            <li key={o.id} className="dash-card override-list__item">
              <p>
                <span className="muted">{t(o.target === 'class' ? 'overrides.target.class' : 'overrides.target.student')}: </span>
                <bdi className="override-list__name">{o.target_name}</bdi>
              </p>
              <OverrideSummary o={o} timeZone={timeZone} />
              <details>
                <summary aria-label={t('overrides.editOf', { name: `\u2068${o.target_name}\u2069` })}>{t('overrides.edit')}</summary>
                <OverrideForm
                  key={stamp}
                  formId={`ovr-${o.id.slice(0, 8)}`}
                  editing={o}
                  classes={classes}
                  students={answer.students}
                  result={result}
                  busy={busy}
                  timeZone={timeZone}
                />
              </details>
              <Form method="post">
                <input type="hidden" name="intent" value="override-remove" />
                <input type="hidden" name="override_id" value={o.id} />
                <button type="submit" className="button button--ghost button--small" disabled={busy} aria-label={t('overrides.removeOf', { name: `\u2068${o.target_name}\u2069` })}>
                  {t('overrides.remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <details className="dash-card" open={result?.intent === 'override-add' && !result.ok}>
        <summary>{t('overrides.add')}</summary>
        <OverrideForm key={stamp} formId="ovr-new" classes={classes} students={answer.students} result={result} busy={busy} timeZone={timeZone} />
      </details>
    </section>
  );
}
