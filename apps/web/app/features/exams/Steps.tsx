import { Form, Link } from 'react-router';
import {
  CRITERIA_KIND_NAMES,
  CRITERIA_KINDS,
  EXAM_PATTERN_IDS,
  EXAM_REVIEW,
  GRADING_METHODS,
  EXAM_TENSES,
  FREQUENCY_BANDS,
  QUESTION_FORMAT_NAMES,
  QUESTION_FORMATS,
  QUESTION_TYPE_NAMES,
  QUESTION_TYPES,
  ROOT_TYPES,
  type ExamDetails,
  type GenerateInput,
} from '@tasreef/contracts/exams';
import { ENGINE_PATTERN_WEIGHTS, ROOT_TYPE_NAMES, TENSES } from '@tasreef/contracts/grammar-terms';
import type { GradeScaleList } from '@tasreef/contracts/grades';
import type { FormResult } from '../../lib/form.ts';
import { TextField } from '../../components/fields.tsx';
import { BidiText } from '../../i18n/bidi.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import { QuestionCard } from './Wizard.tsx';
import { DateTimeField } from './DateTimeField.tsx';
import { instantToLocal, showDate } from '../../lib/time.ts';

function Errors({ result }: { result: FormResult | undefined }) {
  if (!result || result.ok) return null;
  const list = Object.entries(result.errors ?? {});
  return (
    <div className="notice notice--error" role="alert">
      {result.message && <p>{result.message}</p>}
      {list.length > 0 && (
        <ul>
          {list.map(([path, issue]) => (
            <li key={path}>{issue}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function StepActions({ busy, back }: { busy: boolean; back?: string | undefined }) {
  const { t, href } = useLocale();
  return (
    <div className="form__actions">
      {back && (
        <Link className="button" to={href(back)}>
          {t('exams.wizard.back')}
        </Link>
      )}
      <button type="submit" name="intent" value="draft" className="button" disabled={busy}>
        {t('exams.wizard.saveDraft')}
      </button>
      <button type="submit" name="intent" value="next" className="button button--primary" disabled={busy}>
        {t('exams.wizard.next')}
      </button>
    </div>
  );
}

/** Step 1: title, objective, question types with weights, count (or the engine decides), formats. */
export function ObjectivesStep({ exam, result, busy, formats }: { exam: ExamDetails | null; result: FormResult | undefined; busy: boolean; formats: readonly string[] }) {
  const { t, locale } = useLocale();
  const req = exam?.request;
  const chosen = new Map((req?.objectives ?? [{ type: 'conjugate' }]).map((o) => [o.type, o.weight ?? 1]));
  const auto = req ? req.question_count === null : false;
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

function Checks<T extends string>({
  legend,
  name,
  values,
  chosen,
  label,
}: {
  legend: string;
  name: string;
  values: readonly T[];
  chosen: readonly string[] | undefined;
  label: (v: T) => string;
}) {
  const { locale } = useLocale();
  return (
    <fieldset className="form__group">
      <legend>{legend}</legend>
      <ul className="chip-list">
        {values.map((v) => (
          <li key={v}>
            <label>
              <input type="checkbox" name={name} value={v} defaultChecked={chosen?.includes(v)} />{' '}
              <bdi>
                <BidiText text={label(v)} locale={locale} />
              </bdi>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export interface VerbChoice {
  id: string;
  /** The verb's Arabic forms (past and present). */
  label: string;
  /** Its English meaning, when the lexicon has one. */
  meaning?: string | null;
}

/** A verb to tick: its Arabic forms, and its English meaning isolated as English beside them. */
function VerbBox({ verb, checked }: { verb: VerbChoice; checked: boolean }) {
  return (
    <li>
      <label>
        <input type="checkbox" name="verb" value={verb.id} defaultChecked={checked} />{' '}
        <bdi lang="ar" dir="rtl" className="arabic">
          {verb.label}
        </bdi>
        {verb.meaning && (
          <>
            {' '}
            <bdi lang="en" dir="ltr" className="muted">
              ({verb.meaning})
            </bdi>
          </>
        )}
      </label>
    </li>
  );
}

/** Step 2: the criteria, the verbs found by the search above, and how many questions they give. */
export function CriteriaStep({
  exam,
  result,
  busy,
  found,
  chosenVerbs,
  verbQuery,
  available,
}: {
  exam: ExamDetails;
  result: FormResult | undefined;
  busy: boolean;
  found: VerbChoice[] | null;
  chosenVerbs: VerbChoice[];
  verbQuery: string;
  available: { count: number; exact: boolean } | undefined;
}) {
  const { t, locale } = useLocale();
  const c: GenerateInput['criteria'] = exam.request.criteria;
  // Found verbs already chosen stay in the chosen list, ticked.
  const newlyFound = (found ?? []).filter((f) => !chosenVerbs.some((v) => v.id === f.id));
  return (
    <>
      <Form method="get" role="search" aria-label={t('exams.f.verbSearch')} className="members-search verb-search">
        <input type="hidden" name="step" value="2" />
        {chosenVerbs.map((v) => (
          <input key={v.id} type="hidden" name="verb" value={v.id} />
        ))}
        <div className="field">
          <label htmlFor="verb-q">{t('exams.f.verbSearch')}</label>
          <input id="verb-q" type="search" name="verb_q" defaultValue={verbQuery} maxLength={100} dir="auto" />
        </div>
        <button type="submit" className="button">
          {t('exams.f.verbFind')}
        </button>
      </Form>
      <Form method="post" className="form exam-form" noValidate>
        <input type="hidden" name="step" value="2" />
        <Errors result={result} />
        {chosenVerbs.length > 0 && (
          <fieldset className="form__group">
            <legend>{t('exams.f.verbsChosen')}</legend>
            <ul className="chip-list">
              {chosenVerbs.map((v) => (
                <VerbBox key={v.id} verb={v} checked />
              ))}
            </ul>
          </fieldset>
        )}
        {found !== null && (
          <fieldset className="form__group">
            <legend>{t('exams.f.verbsFound')}</legend>
            {newlyFound.length === 0 && <p role="status">{t('exams.f.verbNone')}</p>}
            <ul className="chip-list">
              {newlyFound.map((v) => (
                <VerbBox key={v.id} verb={v} checked={false} />
              ))}
            </ul>
          </fieldset>
        )}
        <Checks
          legend={t('exams.f.kinds')}
          name="kind"
          values={CRITERIA_KINDS}
          chosen={c.kinds?.length ? c.kinds : ['verbs', 'roots', 'derivatives', 'gerunds']}
          label={(k) => CRITERIA_KIND_NAMES[k][locale]}
        />
        <TextField name="roots" label={t('exams.f.roots')} maxLength={400} defaultValue={(c.roots ?? []).join(' ')} dir="auto" error={result?.errors?.['criteria.roots.0']} />
        <Checks legend={t('exams.f.rootTypes')} name="root_type" values={ROOT_TYPES} chosen={c.root_types} label={(r) => ROOT_TYPE_NAMES[r][locale]} />
        <Checks legend={t('exams.f.patterns')} name="pattern" values={EXAM_PATTERN_IDS} chosen={c.patterns} label={(p) => `${p} ${ENGINE_PATTERN_WEIGHTS[p].past}`} />
        <Checks legend={t('exams.f.tenses')} name="tense" values={EXAM_TENSES} chosen={c.tenses} label={(x) => TENSES[x][locale]} />
        <div className="field">
          <label htmlFor="exam-frequency">{t('exams.f.frequency')}</label>
          <select id="exam-frequency" name="frequency" defaultValue={c.frequency ?? ''}>
            <option value="">{t('exams.f.frequencyAny')}</option>
            {FREQUENCY_BANDS.map((b) => (
              <option key={b} value={b}>
                {t(`exams.freq.${b}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="form__group">
          <legend>{t('quran.exams.legend')}</legend>
          <label>
            <input type="checkbox" name="quran" value="1" defaultChecked={c.quran === true} aria-describedby="exam-quran-hint" /> {t('quran.exams.criterion')}
          </label>
          <p id="exam-quran-hint" className="field-hint">
            {t('quran.exams.hint')}
          </p>
        </fieldset>
        <div className="form__actions">
          <button type="submit" name="intent" value="check" className="button" disabled={busy}>
            {t('exams.f.check')}
          </button>
        </div>
        {available && (
          <p className="available" role="status">
            {t(available.exact ? 'exams.available' : 'exams.availableAtLeast', { count: available.count })}
          </p>
        )}
        <StepActions busy={busy} back={`/dashboard/exam-setup/${exam.id}?step=1`} />
      </Form>
    </>
  );
}

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
      <div className="field field--checkbox">
        <label>
          <input type="checkbox" name="certificates" defaultChecked={exam.certificates} aria-describedby="exam-certificates-hint" /> {t('cert.examField')}
        </label>
        <p id="exam-certificates-hint" className="field-hint">
          {t('cert.examHint')}
        </p>
        {e.certificates && <p className="field-error">{e.certificates}</p>}
      </div>
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

/** Downloads of the exam: for an LMS (Moodle XML and GIFT, with the answers), and on paper (PDF, with or without the key); in the page's language. */
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
