import { Form } from 'react-router';
import { QUESTION_FORMAT_NAMES, QUESTION_FORMATS, QUESTION_TYPE_NAMES, QUESTION_TYPES, typeFitsFormat, type ExamDetails } from '@tasreef/contracts/exams';
import type { FormResult } from '../../lib/form.ts';
import { TextField } from '../../components/fields.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import { Errors, StepActions } from './step-parts.tsx';

/** Step 1: title, objective, question types with weights, count (or the engine decides), formats. */
export function ObjectivesStep({ exam, result, busy, formats }: { exam: ExamDetails | null; result: FormResult | undefined; busy: boolean; formats: readonly string[] }) {
  const { t, locale } = useLocale();
  const req = exam?.request;
  const chosen = new Map((req?.objectives ?? [{ type: 'conjugate' }]).map((o) => [o.type, o.weight ?? 1]));
  const auto = req ? req.question_count === null : false;
  // which types a format cannot ask, said before the teacher chooses (the generator refuses such a pair by name)
  const names = (keep: (type: (typeof QUESTION_TYPES)[number]) => boolean) =>
    QUESTION_TYPES.filter(keep)
      .map((type) => QUESTION_TYPE_NAMES[type][locale])
      .join(locale === 'ar' ? '، ' : ', ');
  return (
    <Form method="post" className="form exam-form" noValidate>
      <input type="hidden" name="step" value="1" />
      <Errors result={result} />
      <TextField name="title" label={t('exams.f.title')} maxLength={200} required defaultValue={result?.values?.title ?? exam?.title} error={result?.errors?.title} />
      <div className="field">
        <label htmlFor="exam-objective">{t('exams.f.objective')}</label>
        <textarea id="exam-objective" name="objective" maxLength={2000} rows={3} defaultValue={exam?.objective ?? ''} dir="auto" />
      </div>
      <fieldset className="form__group">
        <legend>{t('exams.f.types')}</legend>
        <p className="field-hint">{t('exams.f.typesHint')}</p>
        <ul className="type-grid">
          {QUESTION_TYPES.map((type) => (
            <li key={type}>
              <label>
                <input type="checkbox" name="type" value={type} defaultChecked={chosen.has(type)} /> {QUESTION_TYPE_NAMES[type][locale]}
              </label>
              <input
                type="number"
                name={`weight_${type}`}
                min={1}
                max={10}
                defaultValue={chosen.get(type) ?? 1}
                aria-label={t('exams.f.weight', { type: QUESTION_TYPE_NAMES[type][locale] })}
                inputMode="numeric"
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="form__group">
        <legend>{t('exams.f.count')}</legend>
        <label className="count-row">
          <input type="radio" name="count_mode" value="auto" defaultChecked={auto} /> {t('exams.f.countAuto')}
        </label>
        <div className="count-row">
          <label>
            <input type="radio" name="count_mode" value="fixed" defaultChecked={!auto} /> {t('exams.f.countFixed')}
          </label>
          <input type="number" name="question_count" min={1} max={100} defaultValue={req?.question_count ?? 10} aria-label={t('exams.f.count')} inputMode="numeric" />
        </div>
      </fieldset>
      <fieldset className="form__group">
        <legend>{t('exams.f.formats')}</legend>
        {formats.includes('typed') && <p className="field-hint">{t('exams.f.formatsTyped', { types: names((type) => typeFitsFormat(type, 'typed')) })}</p>}
        {formats.includes('true_false') && <p className="field-hint">{t('exams.f.formatsTrueFalse', { types: names((type) => !typeFitsFormat(type, 'true_false')) })}</p>}
        <ul className="chip-list">
          {QUESTION_FORMATS.filter((f) => formats.includes(f)).map((f) => (
            <li key={f}>
              <label>
                <input type="checkbox" name="format" value={f} defaultChecked={(req?.formats ?? ['multiple_choice']).includes(f)} /> {QUESTION_FORMAT_NAMES[f][locale]}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <StepActions busy={busy} />
    </Form>
  );
}
