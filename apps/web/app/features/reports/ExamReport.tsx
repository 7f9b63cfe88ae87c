import type { ExamReport } from '@tasreef/contracts/reports';
import { Form, Link, useSearchParams } from 'react-router';
import { Pager } from '../../components/Pager.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import { BidiText, MetaPart } from '../../i18n/bidi.tsx';
import { BarChart, Meter } from './Charts.tsx';
import { duration, index2, num, pct } from './format.ts';
import { FeatureTables, HeadlineStats, UpgradePrompt } from './parts.tsx';

/** The report of one exam: headline figures, distribution, questions, weak points, students, CSV and retest. */
export function ExamReportView({ report, busy }: { report: ExamReport; busy: boolean }) {
  const { t, href, locale } = useLocale();
  const { exam, summary } = report;
  const full = report.level === 'full';
  const query = report.class_id ? `?class_id=${report.class_id}` : '';
  const bands = report.distribution.map((b) => ({ label: `${b.from}–${b.to}`, value: b.count, shown: num(b.count) }));
  return (
    <>
      <p className="muted">
        {t('reports.byGrade')} {t('reports.kept', { kept: report.retention.kept })}
        {exam.passing_score !== null && <> {t('reports.exam.passing', { score: pct(exam.passing_score, locale) })}</>}
      </p>
      <div className="report-toolbar">
        {report.classes.length > 0 && (
          <Form method="get" className="report-filter">
            <div className="field">
              <label htmlFor="report-class">{t('reports.filter.label')}</label>
              <select id="report-class" name="class_id" defaultValue={report.class_id ?? ''}>
                <option value="">{t('reports.filter.all')}</option>
                {report.classes.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button">
              {t('reports.filter.show')}
            </button>
          </Form>
        )}
        {full && summary.attempts > 0 && (
          <a className="button" href={`/api/v1/${locale}/exams/${exam.id}/report.csv${query}`} download>
            {t('reports.csv')}
          </a>
        )}
      </div>
      {report.upgrade && <UpgradePrompt upgrade={report.upgrade} />}
      <p className="grading-method" data-grading-method={exam.grading_method}>
        <strong>{t(`grading.shown.${exam.grading_method}`)}</strong>
      </p>
      <HeadlineStats summary={summary} />
      {summary.attempts === 0 ? (
        <p role="status">{t('reports.exam.none')}</p>
      ) : (
        <>
          <BarChart id="score-distribution" title={t('reports.dist.title')} bars={bands} max={1} category={t('reports.dist.band')} quantity={t('reports.dist.count')} />
          {report.questions && <QuestionTable report={report} />}
          {report.features && <FeatureTables features={report.features} idPrefix="exam" lead={t('reports.f.lead', { number: report.features.min_answers })} />}
          {report.students && <StudentTable report={report} busy={busy} />}
          {full && (
            <section className="report-section report-retest" aria-labelledby="report-retest">
              <h2 id="report-retest">{t('reports.retest.title')}</h2>
              <p className="muted">{t('reports.retest.lead')}</p>
              <Form method="post">
                {report.class_id && <input type="hidden" name="class_id" value={report.class_id} />}
                <button type="submit" name="intent" value="retest" className="button button--primary" disabled={busy}>
                  {report.class_id ? t('reports.retest.class') : t('reports.retest.everyone')}
                </button>
              </Form>
            </section>
          )}
        </>
      )}
      <p>
        <Link to={href('/dashboard/exam-reports')}>{t('reports.exam.back')}</Link>
      </p>
    </>
  );
}

function QuestionTable({ report }: { report: ExamReport }) {
  const { t, locale } = useLocale();
  return (
    <section className="report-section" aria-labelledby="report-questions">
      <h2 id="report-questions">{t('reports.q.title')}</h2>
      <p className="muted">{t('reports.q.help')}</p>
      <table className="exam-table report-table">
        <caption className="visually-hidden">{t('reports.q.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reports.q.n')}</th>
            <th scope="col">{t('reports.q.question')}</th>
            <th scope="col">{t('reports.q.verdicts')}</th>
            <th scope="col">{t('reports.q.facility')}</th>
            <th scope="col">{t('reports.q.discrimination')}</th>
            <th scope="col">{t('reports.q.wrong')}</th>
          </tr>
        </thead>
        <tbody>
          {report.questions!.map((q) => (
            <tr key={q.id}>
              <th scope="row" data-label={t('reports.q.n')}>
                {q.number}
              </th>
              <td data-label={t('reports.q.question')} className="report-wide">
                <span className="report-q__type">
                  <MetaPart text={q.type_label} />
                </span>
                <span className="report-q__stem">
                  <BidiText text={q.stem} locale={locale} />{' '}
                  {q.prompt_form && !q.stem.includes(q.prompt_form) && (
                    <bdi lang="ar" dir="rtl" className="arabic-form">
                      {q.prompt_form}
                    </bdi>
                  )}
                </span>
                <span className="report-q__key">
                  {t('reports.q.key')}:{' '}
                  <bdi dir="auto" className="arabic-form">
                    {q.key}
                  </bdi>
                </span>
              </td>
              {/* in the page's direction, so the figures stand in the order of the heading's words */}
              <td data-label={t('reports.q.verdicts')} className="report-wide">
                {t('reports.q.verdictsValue', { correct: q.verdicts.correct + q.verdicts.marks, wrong: q.verdicts.wrong, blank: q.verdicts.unanswered })}
              </td>
              <td data-label={t('reports.q.facility')}>{q.facility === null ? '—' : <Meter percent={q.facility * 100} text={index2(q.facility)} />}</td>
              <td data-label={t('reports.q.discrimination')}>
                <bdi dir="ltr" className={q.discrimination !== null && q.discrimination < 0.2 ? 'report-low' : undefined}>
                  {index2(q.discrimination)}
                </bdi>
              </td>
              <td data-label={t('reports.q.wrong')} className="report-wide">
                {q.most_chosen_wrong ? (
                  t('reports.q.wrongValue', { answer: `\u2068${q.most_chosen_wrong.text}\u2069`, count: q.most_chosen_wrong.count, total: q.attempts })
                ) : (
                  <span className="muted">{t('reports.q.noWrong')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function StudentTable({ report, busy }: { report: ExamReport; busy: boolean }) {
  const { t, href, locale } = useLocale();
  const [search] = useSearchParams();
  const meta = report.students_meta;
  const graded = report.exam.grade_scale !== null;
  return (
    <section className="report-section" aria-labelledby="report-students">
      <h2 id="report-students">{t('reports.s.title')}</h2>
      <table className="exam-table report-table">
        <caption className="visually-hidden">{t('reports.s.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reports.s.name')}</th>
            <th scope="col">{t('reports.s.attempts')}</th>
            <th scope="col">{t('reports.s.first')}</th>
            <th scope="col">{t('reports.s.best')}</th>
            <th scope="col">{t('reports.s.last')}</th>
            <th scope="col">{t('grading.col')}</th>
            {graded && <th scope="col">{t('grades.grade')}</th>}
            <th scope="col">{t('reports.s.passed')}</th>
            <th scope="col">{t('reports.s.time')}</th>
            <th scope="col">{t('reports.s.retest')}</th>
          </tr>
        </thead>
        <tbody>
          {report.students!.map((s) => (
            <tr key={s.id}>
              <th scope="row">
                <Link to={href(`/dashboard/exam-reports/students/${s.id}`)}>
                  <bdi>{s.full_name}</bdi>
                </Link>
              </th>
              <td data-label={t('reports.s.attempts')}>{num(s.attempts)}</td>
              <td data-label={t('reports.s.first')}>{pct(s.first_score, locale)}</td>
              <td data-label={t('reports.s.best')}>{pct(s.best_score, locale)}</td>
              <td data-label={t('reports.s.last')}>{pct(s.last_score, locale)}</td>
              <td data-label={t('grading.col')}>
                <strong>{pct(s.score, locale)}</strong>
              </td>
              {graded && (
                <td data-label={t('grades.grade')}>
                  <bdi>{s.grade}</bdi>
                </td>
              )}
              <td data-label={t('reports.s.passed')}>{s.passed ? t('reports.yes') : t('reports.no')}</td>
              <td data-label={t('reports.s.time')}>
                <bdi dir="ltr">{duration(s.first_seconds)}</bdi>
              </td>
              <td className="report-wide">
                <Form method="post">
                  <input type="hidden" name="student_id" value={s.id} />
                  <button type="submit" name="intent" value="retest" className="button button--small" disabled={busy} aria-label={t('reports.s.retestFor', { name: s.full_name })}>
                    {t('reports.s.retest')}
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {meta && <Pager page={meta.page} pages={Math.ceil(meta.total / meta.per_page)} search={search} param="student_page" label={t('reports.s.pages')} />}
    </section>
  );
}
