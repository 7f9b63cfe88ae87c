import { Form, Link } from 'react-router';
import type { ExamDetails } from '@tasreef/contracts/exams';
import { useLocale } from '../../i18n/use-locale.ts';
import { QuestionCard } from './Wizard.tsx';
import { showDate } from '../../lib/time.ts';

/** Downloads of the exam: for an LMS (QTI 3.0, Moodle XML and GIFT, with the answers), and on paper (PDF, with or without the key); in the page's language. */
export function ExportLinks({ examId, pdf }: { examId: string; pdf: ExamDetails['pdf_download'] }) {
  const { t, locale } = useLocale();
  const url = (format: string) => `/api/v1/${locale}/exams/${examId}/export?format=${format}`;
  return (
    <p className="question-actions">
      <PdfLinks examId={examId} pdf={pdf} small />
      <a className="button button--small" href={url('moodle_xml')} download>
        {t('exams.export.moodle')}
      </a>
      <a className="button button--small" href={url('gift')} download>
        {t('exams.export.gift')}
      </a>
      <a className="button button--small" href={`/api/v1/${locale}/exams/${examId}/qti`} download>
        {t('exams.export.qti')}
      </a>
    </p>
  );
}

/**
 * The exam as a PDF to print, and with its answer key: plain links to downloads, no script needed.
 * On a plan without downloads, the sentence naming the plan that has them and the way to it instead.
 */
export function PdfLinks({ examId, pdf, small = false }: { examId: string; pdf: ExamDetails['pdf_download']; small?: boolean }) {
  const { t, locale, href } = useLocale();
  const className = small ? 'button button--small' : 'button';
  if (!pdf.allowed) {
    return (
      <span className="pdf-upgrade">
        <span>{pdf.message}</span>{' '}
        <Link className={className} to={href('/prices')}>
          {t('reports.upgrade')}
        </Link>
      </span>
    );
  }
  const url = (key: boolean) => `/api/v1/${locale}/exams/${encodeURIComponent(examId)}/pdf${key ? '?key=1' : ''}`;
  return (
    <>
      <a className={className} href={url(false)} download>
        {t('pdf.exam')}
      </a>
      <a className={className} href={url(true)} download>
        {t('pdf.examWithKey')}
      </a>
    </>
  );
}

/** How the questions come to each student (ADR 0087): the rows of a review list, for a draft's review and a published exam's alike. */
export function OrderAndLayout({ exam }: { exam: Pick<ExamDetails, 'shuffle' | 'one_per_page'> }) {
  const { t } = useLocale();
  return (
    <>
      <dt>{t('exams.review.order')}</dt>
      <dd>{t(exam.shuffle ? 'exams.review.shuffled' : 'exams.review.inOrder')}</dd>
      <dt>{t('exams.review.layout')}</dt>
      <dd>{t(exam.one_per_page ? 'exams.review.onePerPage' : 'exams.review.allOnOnePage')}</dd>
    </>
  );
}

/** A published exam's settings: state, dates, duration, passing score, attempts, review, who, questions. */
export function ExamSettingsList({ exam, timeZone }: { exam: ExamDetails; timeZone: string }) {
  const { fmt, t, locale } = useLocale();
  const who = [...exam.assignments.classes.map((c) => c.name), ...exam.assignments.students.map((s) => s.full_name), ...exam.assignments.teachers.map((s) => s.full_name)];
  return (
    <dl className="review-list">
      <dt>{t('exams.col.status')}</dt>
      <dd>{t(`exams.state.${exam.status}`)}</dd>
      <dt>{t('exams.review.publishAt')}</dt>
      <dd>
        <bdi>{showDate(exam.publish_at, timeZone, fmt)}</bdi>
      </dd>
      <dt>{t('exams.review.expiresAt')}</dt>
      <dd>{exam.expires_at ? <bdi>{showDate(exam.expires_at, timeZone, fmt)}</bdi> : t('exams.review.noExpiry')}</dd>
      <dt>{t('exams.review.duration')}</dt>
      <dd>{exam.duration_minutes ? t('exams.review.minutes', { count: exam.duration_minutes }) : t('exams.review.untimed')}</dd>
      <dt>{t('exams.review.passing')}</dt>
      <dd>{exam.passing_score === null ? '—' : `${exam.passing_score}%`}</dd>
      <dt>{t('grades.examField')}</dt>
      <dd>{exam.grade_scale ? <bdi>{exam.grade_scale.name}</bdi> : t('grades.examNone')}</dd>
      <dt>{t('cert.examField')}</dt>
      <dd>{t(exam.certificates ? 'cert.on' : 'cert.off')}</dd>
      <dt>{t('exams.review.attempts')}</dt>
      <dd>{exam.attempts_allowed ?? t('exams.review.unlimited')}</dd>
      <dt>{t('exams.review.answers')}</dt>
      <dd>{exam.review ? t(`exams.review.${exam.review}`) : '—'}</dd>
      <dt>{t('grading.label')}</dt>
      <dd>{t(`grading.method.${exam.grading_method}`)}</dd>
      <OrderAndLayout exam={exam} />
      <dt>{t('exams.review.assigned')}</dt>
      <dd>{who.length ? who.join(locale === 'ar' ? '، ' : ', ') : '—'}</dd>
      <dt>{t('exams.review.questions')}</dt>
      <dd>{exam.question_count}</dd>
    </dl>
  );
}

/** Step 5: the published exam, reviewed; clone or delete from here. */
export function ReviewStep({ exam, timeZone, published }: { exam: ExamDetails; timeZone: string; published: boolean }) {
  const { t, href } = useLocale();
  return (
    <section aria-labelledby="review-title">
      {published && (
        <p className="notice notice--success" role="status">
          {t('exams.review.published')}
        </p>
      )}
      <h2 id="review-title">{t('exams.review.title')}</h2>
      <ExamSettingsList exam={exam} timeZone={timeZone} />
      {exam.certificates && (
        <p>
          <Link to={href(`/dashboard/certificates?exam_id=${exam.id}`)}>{t('cert.ofExam')}</Link>
        </p>
      )}
      <ExportLinks examId={exam.id} pdf={exam.pdf_download} />
      <div className="form__actions">
        <Form method="post">
          <input type="hidden" name="step" value="5" />
          <button type="submit" name="intent" value="clone" className="button">
            {t('exams.review.clone')}
          </button>
        </Form>
      </div>
      <ol className="question-list">
        {exam.questions.map((q, i) => (
          <li key={q.id}>
            <QuestionCard q={q} n={i + 1} />
            {exam.questions.length > 1 && (
              <details className="admin-users__confirm">
                <summary className="button button--small">{t('exams.review.remove')}</summary>
                <Form method="post" className="admin-users__confirm-body">
                  <p>{t('exams.review.removeLead')}</p>
                  <input type="hidden" name="step" value="5" />
                  <input type="hidden" name="question" value={q.id} />
                  <button type="submit" name="intent" value="remove" className="button button--danger">
                    {t('exams.review.removeYes', { n: i + 1 })}
                  </button>
                </Form>
              </details>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
