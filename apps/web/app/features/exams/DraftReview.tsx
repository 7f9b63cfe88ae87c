import { Form, Link } from 'react-router';
import { QUESTION_FORMAT_NAMES, QUESTION_TYPE_NAMES, type ExamDetails } from '@tasreef/contracts/exams';
import type { FormResult } from '../../lib/form.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { showDate } from '../../lib/time.ts';
import { OrderAndLayout } from './ReviewStep.tsx';
import { QuestionCard } from './Wizard.tsx';

/**
 * Step 5 of a draft: everything the exam will be (steps 1, 3 and 4), each part with a link back to
 * its step, and the one button that publishes. Nothing is published before it is pressed.
 */
export function DraftReview({ exam, timeZone, result, busy }: { exam: ExamDetails; timeZone: string; result: FormResult | undefined; busy: boolean }) {
  const { t, href, locale, fmt } = useLocale();
  const list = (names: string[]) => (names.length ? names.join(locale === 'ar' ? '، ' : ', ') : '—');
  // step 4 saved: the draft is at step 5 with its dates and passing score
  const settled = exam.setup_step >= 5 && exam.publish_at !== null && exam.passing_score !== null;
  const edit = (step: number) => (
    <Link className="button button--small" to={href(`/dashboard/exam-setup/${exam.id}?step=${step}`)}>
      {t('exams.draftReview.edit', { step: t(`exams.wizard.step${step}` as 'exams.wizard.step1') })}
    </Link>
  );
  const errors = result && !result.ok ? Object.values(result.errors ?? {}).filter((e) => e && e !== result.message) : [];
  return (
    <section aria-labelledby="review-title" className="draft-review">
      <h2 id="review-title">{t('exams.review.title')}</h2>
      <p className="notice">{t('exams.draftReview.lead')}</p>
      {result && !result.ok && (
        <div className="notice notice--error" role="alert">
          {result.message && <p>{result.message}</p>}
          {errors.length > 0 && (
            <ul>
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )}
        </div>
      )}

      <section className="draft-review__part" aria-labelledby="review-exam">
        <header className="draft-review__head">
          <h3 id="review-exam">{t('exams.wizard.step1')}</h3>
          {edit(1)}
        </header>
        <dl className="review-list">
          <dt>{t('exams.f.title')}</dt>
          <dd>
            <bdi>{exam.title}</bdi>
          </dd>
          <dt>{t('exams.f.objective')}</dt>
          <dd>{exam.objective ? <bdi>{exam.objective}</bdi> : '—'}</dd>
          <dt>{t('exams.f.types')}</dt>
          <dd>
            {list(
              exam.request.objectives.map((o) => (o.weight && o.weight !== 1 ? `${QUESTION_TYPE_NAMES[o.type][locale]} (× ${o.weight})` : QUESTION_TYPE_NAMES[o.type][locale])),
            )}
          </dd>
          <dt>{t('exams.f.count')}</dt>
          <dd>{exam.request.question_count === null ? `${exam.question_count} (${t('exams.draftReview.auto')})` : exam.question_count}</dd>
          <dt>{t('exams.f.formats')}</dt>
          <dd>{list((exam.request.formats ?? ['multiple_choice']).map((f) => QUESTION_FORMAT_NAMES[f][locale]))}</dd>
        </dl>
        <p className="draft-review__more">{edit(2)}</p>
      </section>

      <section className="draft-review__part" aria-labelledby="review-settings">
        <header className="draft-review__head">
          <h3 id="review-settings">{t('exams.wizard.step4')}</h3>
          {edit(4)}
        </header>
        {!settled && <p className="notice notice--error">{t('exams.draftReview.notSet')}</p>}
        <p className="field-hint">{t('exams.assign.timezone', { zone: timeZone })}</p>
        <dl className="review-list">
          <dt>{t('exams.review.publishAt')}</dt>
          <dd>{exam.publish_at ? <bdi>{showDate(exam.publish_at, timeZone, fmt)}</bdi> : '—'}</dd>
          <dt>{t('exams.review.expiresAt')}</dt>
          <dd>{exam.expires_at ? <bdi>{showDate(exam.expires_at, timeZone, fmt)}</bdi> : t('exams.review.noExpiry')}</dd>
          <dt>{t('exams.review.duration')}</dt>
          <dd>{exam.duration_minutes ? t('exams.review.minutes', { count: exam.duration_minutes }) : t('exams.review.untimed')}</dd>
          <dt>{t('exams.review.passing')}</dt>
          <dd>{exam.passing_score === null ? '—' : `${exam.passing_score}%`}</dd>
          <dt>{t('exams.review.attempts')}</dt>
          <dd>{settled ? (exam.attempts_allowed ?? t('exams.review.unlimited')) : '—'}</dd>
          <dt>{t('exams.review.answers')}</dt>
          <dd>{exam.review ? t(`exams.review.${exam.review}`) : '—'}</dd>
          <dt>{t('grading.label')}</dt>
          <dd>{t(`grading.method.${exam.grading_method}`)}</dd>
          <OrderAndLayout exam={exam} />
          <dt>{t('grades.examField')}</dt>
          <dd>{exam.grade_scale ? <bdi>{exam.grade_scale.name}</bdi> : t('grades.examNone')}</dd>
          <dt>{t('cert.examField')}</dt>
          <dd>{t(exam.certificates ? 'cert.on' : 'cert.off')}</dd>
          <dt>{t('exams.assign.classes')}</dt>
          <dd>{list(exam.assignments.classes.map((c) => `\u2068${c.name}\u2069`))}</dd>
          <dt>{t('exams.assign.students')}</dt>
          <dd>{list(exam.assignments.students.map((s) => `\u2068${s.full_name}\u2069`))}</dd>
          <dt>{t('exams.assign.teachers')}</dt>
          <dd>{list(exam.assignments.teachers.map((s) => `\u2068${s.full_name}\u2069`))}</dd>
        </dl>
      </section>

      <section className="draft-review__part" aria-labelledby="review-questions">
        <header className="draft-review__head">
          <h3 id="review-questions">{t('exams.draftReview.questions', { count: exam.question_count })}</h3>
          {edit(3)}
        </header>
        <ol className="question-list">
          {exam.questions.map((q, i) => (
            <li key={q.id}>
              <QuestionCard q={q} n={i + 1} />
            </li>
          ))}
        </ol>
      </section>

      <Form method="post" className="form__actions draft-review__publish">
        <input type="hidden" name="step" value="5" />
        <button type="submit" name="intent" value="publish" className="button button--primary" disabled={busy}>
          {t('exams.draftReview.publish')}
        </button>
      </Form>
    </section>
  );
}
