import { Link } from 'react-router';
import type { Question } from '@tasreef/contracts/exams';
import { QUESTION_TYPE_NAMES, optionText } from '@tasreef/contracts/exams';
import { BidiText, MetaLine } from '../../i18n/bidi.tsx';
import { useLocale } from '../../i18n/use-locale.ts';

export const STEPS = [1, 2, 3, 4, 5] as const;

/** The five steps; those already reached are links (a draft resumes at any of them). */
export function StepNav({ examId, step, reached }: { examId: string | null; step: number; reached: number }) {
  const { t, href } = useLocale();
  return (
    <nav aria-label={t('exams.wizard.steps')} className="wizard-steps">
      <ol>
        {STEPS.map((s) => {
          const label = t(`exams.wizard.step${s}` as 'exams.wizard.step1');
          const current = s === step;
          const can = examId !== null && s <= Math.max(reached, step) && !current;
          return (
            <li key={s} className={current ? 'is-current' : s < step ? 'is-done' : undefined}>
              {can ? (
                <Link to={href(`/dashboard/exam-setup/${examId}?step=${s}`)}>
                  <span className="wizard-steps__n">{s}</span> {label}
                </Link>
              ) : (
                <span aria-current={current ? 'step' : undefined}>
                  <span className="wizard-steps__n">{s}</span> {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A question as its students will see it, with the key and why, for the educator. */
export function QuestionCard({ q, n }: { q: Question; n: number }) {
  const { t, locale } = useLocale();
  const answer = q.answer;
  const keyId = answer && 'option_id' in answer ? answer.option_id : null;
  return (
    <article className="question-card" aria-labelledby={`q-${q.id}`}>
      <header className="question-card__head">
        <h3 id={`q-${q.id}`}>{t('exams.preview.question', { n })}</h3>
        <p className="muted">
          <MetaLine parts={[QUESTION_TYPE_NAMES[q.type][locale], t('exams.preview.difficulty', { n: q.difficulty }), q.cefr, `ACTFL ${q.actfl}`, `ILR ${q.ilr}`]} />
        </p>
      </header>
      <p className="question-card__stem">
        <BidiText text={q.stem[locale]} locale={locale} />
      </p>
      {q.prompt_form && q.format !== 'true_false' && (
        <p className="question-card__form arabic" lang="ar" dir="rtl">
          {q.prompt_form}
        </p>
      )}
      {q.options.length > 0 ? (
        <ol className="question-card__options" type="a">
          {q.options.map((o) => (
            <li key={o.id} className={o.id === keyId ? 'is-key' : undefined}>
              {/[\u0600-\u06FF]/.test(optionText(o, locale)) ? (
                <bdi lang="ar" dir="rtl" className="arabic question-card__arabic">
                  {optionText(o, locale)}
                </bdi>
              ) : (
                <bdi>
                  <BidiText text={optionText(o, locale)} locale={locale} />
                </bdi>
              )}
              {o.id === keyId && <span className="visually-hidden"> ({t('exams.preview.answer')})</span>}
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{t('exams.preview.typed')}</p>
      )}
      {answer && 'text' in answer && (
        <p>
          {t('exams.preview.accepted')}:{' '}
          <bdi lang="ar" dir="rtl" className="arabic">
            {answer.accepted.join('، ')}
          </bdi>
        </p>
      )}
      <details className="question-card__why">
        <summary>{t('exams.preview.why')}</summary>
        <p>
          <BidiText text={q.explanation[locale]} locale={locale} />
        </p>
      </details>
    </article>
  );
}
