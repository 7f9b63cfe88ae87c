import { Form, Link } from 'react-router';
import type { ExamDetails } from '@tasreef/contracts/exams';
import type { FormResult } from '../../lib/form.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { QuestionCard } from './Wizard.tsx';
import { ExportLinks } from './ReviewStep.tsx';
import { Errors, StepActions } from './step-parts.tsx';

/** Step 3: the questions exactly as students get them; remove, reorder, draw a new set. */
export function PreviewStep({ exam, result, busy }: { exam: ExamDetails; result: FormResult | undefined; busy: boolean }) {
  const { t, href } = useLocale();
  return (
    <section aria-labelledby="preview-title">
      <h2 id="preview-title">{t('exams.wizard.step3')}</h2>
      <p>{t('exams.preview.lead')}</p>
      <Errors result={result} />
      <Form method="post" className="form__actions">
        <input type="hidden" name="step" value="3" />
        <button type="submit" name="intent" value="reseed" className="button" disabled={busy}>
          {t('exams.preview.reseed')}
        </button>
      </Form>
      <ExportLinks examId={exam.id} pdf={exam.pdf_download} />
      <p>
        <Link className="button button--small" to={href(`/dashboard/question-bank?exam=${exam.id}`)}>
          {t('bank.fromBank')}
        </Link>
      </p>
      <ol className="question-list">
        {exam.questions.map((q, i) => (
          <li key={q.id}>
            <QuestionCard q={q} n={i + 1} />
            {result && !result.ok && result.intent?.endsWith(`:${q.id}`) && <Errors result={result} />}
            <div className="question-actions">
              <Form method="post">
                <input type="hidden" name="step" value="3" />
                <input type="hidden" name="question" value={q.id} />
                <button
                  type="submit"
                  name="intent"
                  value="bank"
                  className="button button--small"
                  disabled={busy}
                  aria-label={`${t('bank.saveOne')}: ${t('exams.preview.question', { n: i + 1 })}`}
                >
                  {t('bank.saveOne')}
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="step" value="3" />
                <input type="hidden" name="question" value={q.id} />
                <button
                  type="submit"
                  name="intent"
                  value="regenerate"
                  className="button button--small"
                  disabled={busy}
                  aria-label={`${t('exams.preview.regenerate')}: ${t('exams.preview.question', { n: i + 1 })}`}
                >
                  {t('exams.preview.regenerate')}
                </button>
              </Form>
              {(['up', 'down', 'remove'] as const).map((intent) => (
                <Form method="post" key={intent}>
                  <input type="hidden" name="step" value="3" />
                  <input type="hidden" name="question" value={q.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={intent}
                    className="button button--small"
                    disabled={
                      busy || (intent === 'up' && i === 0) || (intent === 'down' && i === exam.questions.length - 1) || (intent === 'remove' && exam.questions.length === 1)
                    }
                    aria-label={`${t(`exams.preview.${intent}`)}: ${t('exams.preview.question', { n: i + 1 })}`}
                  >
                    {t(`exams.preview.${intent}`)}
                  </button>
                </Form>
              ))}
            </div>
            <EditQuestion q={q} n={i + 1} busy={busy} />
          </li>
        ))}
      </ol>
      <Form method="post">
        <input type="hidden" name="step" value="3" />
        <StepActions busy={busy} back={`/dashboard/exam-setup/${exam.id}?step=2`} />
      </Form>
    </section>
  );
}

/** A question's edit form: wording in both languages; options that are forms and the key; a typed question's accepted forms. */
function EditQuestion({ q, n, busy }: { q: ExamDetails['questions'][number]; n: number; busy: boolean }) {
  const { t } = useLocale();
  const key = q.answer && 'option_id' in q.answer ? q.answer.option_id : null;
  const formOptions = q.format === 'multiple_choice' && q.options.every((o) => /[\u0621-\u064A]/.test(o.value) && o.value.length > 3);
  const id = `edit-${q.id}`;
  return (
    <details className="question-edit">
      <summary>{t('exams.edit.open', { n })}</summary>
      <Form method="post" className="form">
        <input type="hidden" name="step" value="3" />
        <input type="hidden" name="question" value={q.id} />
        <div className="field">
          <label htmlFor={`${id}-ar`}>{t('exams.edit.stemAr')}</label>
          <textarea id={`${id}-ar`} name="stem_ar" rows={2} maxLength={1000} defaultValue={q.stem.ar} dir="rtl" lang="ar" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-en`}>{t('exams.edit.stemEn')}</label>
          <textarea id={`${id}-en`} name="stem_en" rows={2} maxLength={1000} defaultValue={q.stem.en} dir="ltr" lang="en" />
        </div>
        {q.format === 'multiple_choice' && (
          <fieldset className="form__group">
            <legend>{t('exams.edit.options')}</legend>
            <ul className="check-list">
              {q.options.map((o, i) => (
                <li key={o.id}>
                  <label>
                    <input type="radio" name="key" value={o.id} defaultChecked={o.id === key} /> {t('exams.edit.isKey', { n: i + 1 })}
                  </label>{' '}
                  {formOptions ? (
                    <input name={`option_${o.id}`} defaultValue={o.value} dir="rtl" lang="ar" className="arabic" maxLength={80} aria-label={t('exams.edit.option', { n: i + 1 })} />
                  ) : (
                    <bdi>{o.text}</bdi>
                  )}
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {q.answer && 'accepted' in q.answer && (
          <div className="field">
            <label htmlFor={`${id}-accepted`}>{t('exams.edit.accepted')}</label>
            <textarea id={`${id}-accepted`} name="accepted" rows={3} defaultValue={q.answer.accepted.join('\n')} dir="rtl" lang="ar" className="arabic" />
          </div>
        )}
        <p className="field-hint">{t('exams.edit.hint')}</p>
        <button type="submit" name="intent" value="edit" className="button button--primary button--small" disabled={busy}>
          {t('exams.edit.save')}
        </button>
      </Form>
    </details>
  );
}
