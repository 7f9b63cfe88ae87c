import { Form, Link } from 'react-router';
import { EXAM_REVIEW, GRADING_METHODS, type ExamDetails } from '@tasreef/contracts/exams';
import type { GradeScaleList } from '@tasreef/contracts/grades';
import type { FormResult } from '../../lib/form.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { DateTimeField } from './DateTimeField.tsx';
import { CheckField } from './step-parts.tsx';
import { instantToLocal } from '../../lib/time.ts';

export interface People {
  classes: { id: string; name: string }[];
  students: { id: string; full_name: string }[];
  teachers: { id: string; full_name: string }[];
}

/** Step 4: dates, duration, passing score, attempts, review policy, and who takes it. */
export function AssignStep({
  exam,
  result,
  busy,
  people,
  scales,
  timeZone,
  now,
}: {
  exam: ExamDetails;
  result: FormResult | undefined;
  busy: boolean;
  people: People;
  scales: GradeScaleList;
  timeZone: string;
  /** The loader's moment (ISO): the default opening, the same on the server's render and the browser's. */
  now: string;
}) {
  const { t, href } = useLocale();
  const e = result?.errors ?? {};
  const assigned = (kind: keyof ExamDetails['assignments'], id: string) => exam.assignments[kind].some((x) => x.id === id);
  const nobody = people.classes.length + people.students.length + people.teachers.length === 0;
  const field = (name: string, label: string, type: string, value: string | number | null, extra: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`exam-${name}`}>{label}</label>
      <input
        id={`exam-${name}`}
        name={name}
        type={type}
        defaultValue={value ?? ''}
        aria-invalid={e[name] ? true : undefined}
        aria-describedby={e[name] ? `exam-${name}-error` : undefined}
        {...extra}
      />
      {e[name] && (
        <p id={`exam-${name}-error`} className="field-error">
          {e[name]}
        </p>
      )}
    </div>
  );
  return (
    <Form method="post" className="form exam-form" noValidate>
      <input type="hidden" name="step" value="4" />
      <p>{t('exams.assign.lead')}</p>
      <p className="field-hint">{t('exams.assign.timezone', { zone: timeZone })}</p>
      {result && !result.ok && result.message && (
        <p className="notice notice--error" role="alert">
          {result.message}
        </p>
      )}
      <DateTimeField
        name="publish_at"
        label={t('exams.assign.publishAt')}
        defaultValue={instantToLocal(exam.publish_at, timeZone) || instantToLocal(now, timeZone)}
        required
        error={e.publish_at}
      />
      <DateTimeField name="expires_at" label={t('exams.assign.expiresAt')} defaultValue={instantToLocal(exam.expires_at, timeZone)} error={e.expires_at} />
      {field('duration_minutes', t('exams.assign.duration'), 'number', exam.duration_minutes, { min: 1, max: 600, inputMode: 'numeric' })}
      {field('passing_score', t('exams.assign.passing'), 'number', exam.passing_score ?? 60, { min: 0, max: 100, inputMode: 'numeric', required: true })}
      {field('attempts_allowed', t('exams.assign.attempts'), 'number', exam.attempts_allowed ?? 1, { min: 1, max: 100, inputMode: 'numeric' })}
      <div className="field">
        <label htmlFor="exam-review">{t('exams.assign.review')}</label>
        <select id="exam-review" name="review" defaultValue={exam.review ?? 'after_submit'}>
          {EXAM_REVIEW.map((r) => (
            <option key={r} value={r}>
              {t(`exams.review.${r}`)}
            </option>
          ))}
        </select>
        {e.review && <p className="field-error">{e.review}</p>}
      </div>
      <div className="field">
        <label htmlFor="exam-grading_method">{t('grading.label')}</label>
        <select
          id="exam-grading_method"
          name="grading_method"
          defaultValue={exam.grading_method}
          aria-describedby="exam-grading_method-hint"
          aria-invalid={e.grading_method ? true : undefined}
        >
          {GRADING_METHODS.map((m) => (
            <option key={m} value={m}>
              {t(`grading.method.${m}`)}
            </option>
          ))}
        </select>
        <p id="exam-grading_method-hint" className="field-hint">
          {t('grading.hint')}
        </p>
        {e.grading_method && <p className="field-error">{e.grading_method}</p>}
      </div>
      <div className="field">
        <label htmlFor="exam-grade_scale_id">{t('grades.examField')}</label>
        <select
          id="exam-grade_scale_id"
          name="grade_scale_id"
          defaultValue={exam.grade_scale?.id ?? ''}
          aria-invalid={e.grade_scale_id ? true : undefined}
          aria-describedby="exam-grade_scale_id-hint"
        >
          <option value="">{t('grades.examNone')}</option>
          {exam.grade_scale && !scales.scales.some((s) => s.id === exam.grade_scale!.id) && <option value={exam.grade_scale.id}>{`\u2068${exam.grade_scale.name}\u2069`}</option>}
          {scales.scales.map((s) => (
            <option key={s.id} value={s.id}>
              {/* isolates: an option cannot hold <bdi>, and a name and labels of both scripts would trade places */}
              {`\u2068${s.name}\u2069 — \u2068${s.bands.map((b) => b.label).join(' / ')}\u2069`}
            </option>
          ))}
        </select>
        <p id="exam-grade_scale_id-hint" className="field-hint">
          {scales.upgrade ?? t('grades.examHint')} <Link to={href('/dashboard/grade-scales')}>{t('grades.manage')}</Link>
        </p>
        {e.grade_scale_id && <p className="field-error">{e.grade_scale_id}</p>}
      </div>
      <CheckField name="shuffle" label={t('exams.assign.shuffle')} hint={t('exams.assign.shuffleHint')} checked={exam.shuffle} error={e.shuffle} />
      <CheckField name="one_per_page" label={t('exams.assign.onePerPage')} hint={t('exams.assign.onePerPageHint')} checked={exam.one_per_page} error={e.one_per_page} />
      <CheckField name="certificates" label={t('cert.examField')} hint={t('cert.examHint')} checked={exam.certificates} error={e.certificates} />
      {nobody && <p className="notice">{t('exams.assign.nobody')}</p>}
      {e.assignments && (
        <p className="field-error" role="alert">
          {e.assignments}
        </p>
      )}
      {(
        [
          ['classes', 'class', people.classes.map((c) => ({ id: c.id, name: c.name }))],
          ['students', 'student', people.students.map((s) => ({ id: s.id, name: s.full_name }))],
          ['teachers', 'teacher', people.teachers.map((s) => ({ id: s.id, name: s.full_name }))],
        ] as const
      ).map(([kind, name, list]) =>
        list.length === 0 ? null : (
          <fieldset className="form__group" key={kind}>
            <legend>{t(`exams.assign.${kind}`)}</legend>
            <ul className="check-list">
              {list.map((x) => (
                <li key={x.id}>
                  <label>
                    <input type="checkbox" name={name} value={x.id} defaultChecked={assigned(kind, x.id)} /> <bdi>{x.name}</bdi>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ),
      )}
      <div className="form__actions">
        <button type="submit" name="intent" value="save" className="button button--primary" disabled={busy}>
          {t(exam.status === 'published' || exam.status === 'upcoming' ? 'exams.assign.saveChanges' : 'exams.assign.saveReview')}
        </button>
      </div>
    </Form>
  );
}
