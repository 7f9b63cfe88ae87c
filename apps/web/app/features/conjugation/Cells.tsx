/**
 * The parts of a table cell (issue 18): the forms, and, when spelling rules shaped the preferred
 * form, a button that opens the cell's own explanation (each rule in a sentence with the form
 * before and after it). The explanation is a native popover: it opens and closes without script,
 * closes with Escape or a tap outside, and the browser links it to its button for assistive
 * technology.
 */
import type { RuleStepView, TableForm } from '@tasreef/contracts/search';
import { useLocale } from '../../i18n/use-locale.ts';
import { Forms } from './Forms.tsx';

/**
 * Between two Arabic words the arrow is laid out right to left whatever the paragraph's direction,
 * so the arrow that points from the first word to the second is ←.
 */
export const rtlArrows = (text: string): string => text.replaceAll('→', '←');

/** The id of a cell's explanation: slot keys are dotted ASCII (past.active.3ms). */
export const whyId = (slot: string): string => `why-${slot.replaceAll('.', '-')}`;

export function RuleSteps({ rules }: { rules: readonly RuleStepView[] }) {
  return (
    <ol className="cell-why__steps">
      {rules.map((r, i) => (
        <li key={`${r.id}-${i}`}>
          <span className="cell-why__rule">{r.text}</span>
          {r.before && r.after && (
            <span lang="ar" dir="rtl" className="cell-why__change arabic-form">
              <bdi>{r.before}</bdi> ← <bdi>{r.after}</bdi>
            </span>
          )}
          <span className="cell-why__sentence">{rtlArrows(r.sentence)}</span>
        </li>
      ))}
    </ol>
  );
}

/** A cell's forms, with the button and popover of its explanation when rules shaped it. */
export function ExplainedForms({
  slot,
  label,
  forms,
  rules,
  missing,
}: {
  slot: string;
  label: string;
  forms: readonly TableForm[] | undefined;
  rules: readonly RuleStepView[] | undefined;
  missing: string;
}) {
  const { t, locale } = useLocale();
  if (!rules || rules.length === 0 || !forms || forms.length === 0) return <Forms forms={forms} missing={missing} />;
  const id = whyId(slot);
  return (
    <>
      <button type="button" className="cell-why__open" popoverTarget={id} aria-describedby={`${id}-hint`}>
        <Forms forms={forms} missing={missing} />
        <span className="cell-why__mark" aria-hidden="true">
          {locale === 'ar' ? '؟' : '?'}
        </span>
      </button>
      <span id={`${id}-hint`} className="visually-hidden">
        {t('cells.why')}
      </span>
      <div popover="auto" id={id} className="cell-why" role="dialog" aria-labelledby={`${id}-title`}>
        <p id={`${id}-title`} className="cell-why__title">
          <span>{label}</span>{' '}
          <span lang="ar" dir="rtl" className="arabic-form">
            {forms[0]!.ar}
          </span>
        </p>
        <p className="cell-why__lead">{t('cells.lead')}</p>
        <RuleSteps rules={rules} />
        <button type="button" className="button button--ghost button--small cell-why__close" popoverTarget={id} popoverTargetAction="hide">
          {t('cells.close')}
        </button>
      </div>
    </>
  );
}
