import { EXAM_PATTERN_IDS, EXAM_TENSES, QUESTION_TYPE_NAMES, QUESTION_TYPES, ROOT_TYPES } from '@tasreef/contracts/exams';
import { ROOT_TYPE_NAMES, TENSES } from '@tasreef/contracts/grammar-terms';
import type { PracticeOutcome, PracticeQuestion, PracticeSet } from '@tasreef/contracts/practice';
import { patternWeight } from '@tasreef/contracts/search';
import { useEffect, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { ArabicKeyboard } from '../../components/ArabicKeyboard.tsx';
import { SelectField, TextField } from '../../components/fields.tsx';
import { PlanLimitNotice } from '../../components/PlanLimitNotice.tsx';
import { OptionText, PromptForm } from '../../components/QuestionParts.tsx';
import { formatNumber } from '../../i18n/index.ts';
import { BidiText } from '../../i18n/bidi.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import type { PracticeResult, Prefill, VerbName } from './api.server.ts';

const patternLabel = (id: string) => {
  const weight = id === 'I' ? 'فَعَلَ' : patternWeight(id);
  return weight ? `${id} — ${weight}` : id;
};

function VerbLemma({ verb }: { verb: VerbName }) {
  return (
    <bdi lang="ar" dir="rtl" className="arabic practice-verb">
      {verb.present ? `${verb.lemma} ${verb.present}` : verb.lemma}
    </bdi>
  );
}

/** Signed in or not: what happens to the answers. */
export function AccountNote({ signedIn, recorded }: { signedIn: boolean; recorded?: boolean }) {
  const { t, href } = useLocale();
  // a set started before signing in (or shared by link) stays unrecorded: nothing to say about the account
  if (signedIn && recorded === false) return null;
  if (signedIn)
    return (
      <p className="muted practice-note">
        {t('practice.recorded')} <Link to={href('/dashboard/progress')}>{t('practice.progressLink')}</Link>
      </p>
    );
  return (
    <p className="muted practice-note">
      {t('practice.signedOut')} <Link to={href('/auth/login')}>{t('practice.signIn')}</Link>
    </p>
  );
}

/** The choices: verb (pre-chosen from a verb page), root, pattern, question type. */
export function Chooser({ prefill, verb, result, busy }: { prefill: Prefill; verb: VerbName | null; result: PracticeResult | undefined; busy: boolean }) {
  const { t, locale, href } = useLocale();
  const values = { ...prefill, ...(result?.values ?? {}) };
  const errors = result?.errors ?? {};
  return (
    <Form method="post" className="card practice-choose" noValidate>
      <h2>{t('practice.choose')}</h2>
      <p className="muted">{t('practice.chooseHint')}</p>
      {result?.ok === false &&
        result.message &&
        (result.planLimit ? (
          <PlanLimitNotice message={result.message} />
        ) : (
          <p className="notice notice--error" role="alert">
            {result.message}
          </p>
        ))}
      {verb ? (
        <div className="field practice-chosen-verb">
          <span className="practice-chosen-verb__label">{t('practice.verb')}</span>
          <p>
            <VerbLemma verb={verb} />
          </p>
          <input type="hidden" name="verb" value={verb.id} />
          {errors.verb && (
            <p className="field-error" role="alert">
              {errors.verb}
            </p>
          )}
          <Link to={href('/practice')}>{t('practice.verbAny')}</Link>
        </div>
      ) : (
        <TextField name="root" label={t('practice.root')} hint={t('practice.rootHint')} defaultValue={values.root ?? ''} error={errors.root ?? errors.verb} dir="auto" />
      )}
      <SelectField
        name="pattern"
        placeholder={t('practice.any')}
        label={t('practice.pattern')}
        defaultValue={values.pattern ?? ''}
        error={errors.pattern}
        options={EXAM_PATTERN_IDS.map((id) => ({ value: id, label: patternLabel(id) }))}
      />
      <SelectField
        name="type"
        placeholder={t('practice.any')}
        label={t('practice.type')}
        defaultValue={values.type ?? ''}
        error={errors.type}
        options={QUESTION_TYPES.map((type) => ({ value: type, label: QUESTION_TYPE_NAMES[type][locale] }))}
      />
      <SelectField
        name="root_type"
        placeholder={t('practice.any')}
        label={t('practice.rootType')}
        defaultValue={values.root_type ?? ''}
        error={errors.root_type}
        options={ROOT_TYPES.map((r) => ({ value: r, label: ROOT_TYPE_NAMES[r][locale] }))}
      />
      <SelectField
        name="tense"
        placeholder={t('practice.any')}
        label={t('practice.tense')}
        defaultValue={values.tense ?? ''}
        error={errors.tense}
        options={EXAM_TENSES.map((x) => ({ value: x, label: TENSES[x][locale] }))}
      />
      <div className="field">
        <label htmlFor="practice-answers">{t('practice.answers')}</label>
        <select
          id="practice-answers"
          name="answers"
          defaultValue={values.answers === 'typed' ? 'typed' : 'choices'}
          aria-invalid={errors.answers ? true : undefined}
          aria-describedby={errors.answers ? 'practice-answers-error' : 'practice-answers-hint'}
        >
          <option value="choices">{t('practice.answers.choices')}</option>
          <option value="typed">{t('practice.answers.typed')}</option>
        </select>
        {errors.answers ? (
          <p id="practice-answers-error" className="field-error">
            {errors.answers}
          </p>
        ) : (
          <p id="practice-answers-hint" className="muted field-hint">
            {t('practice.answers.hint')}
          </p>
        )}
      </div>
      <button type="submit" name="intent" value="create" className="button button--primary button--large" disabled={busy}>
        {t('practice.start')}
      </button>
    </Form>
  );
}

function optionText(q: PracticeQuestion, id: string): string {
  return q.options.find((o) => o.id === id)?.text ?? id;
}
const givenText = (q: PracticeQuestion, o: PracticeOutcome) => ('option_id' in o.given ? optionText(q, o.given.option_id) : o.given.text);
const keyText = (q: PracticeQuestion, o: PracticeOutcome) => ('option_id' in o.key ? optionText(q, o.key.option_id) : o.key.text);

/** An answered question: the verdict, the answer given, the right one, and the engine's explanation. */
export function Outcome({ q, total, focus }: { q: PracticeQuestion; total: number; focus?: boolean }) {
  const { t, locale, fmt } = useLocale();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus, q.id]);
  const o = q.outcome!;
  const right = o.verdict === 'correct';
  return (
    <section className={`practice-outcome practice-outcome--${right ? 'right' : 'wrong'}`} aria-labelledby={`o-${q.id}`} data-verdict={o.verdict}>
      <h3 id={`o-${q.id}`} ref={ref} tabIndex={-1} className="practice-outcome__head">
        <span className="practice-outcome__mark" aria-hidden="true">
          {right ? '✓' : '✗'}
        </span>
        {t(`answer.verdict.${o.verdict}`)}
        <span className="muted practice-outcome__n">{t('practice.question', { n: formatNumber(fmt, q.number), total: formatNumber(fmt, total) })}</span>
      </h3>
      <p className="practice-outcome__stem">{q.stem[locale]}</p>
      <dl className="practice-outcome__facts">
        <div>
          <dt>{t('practice.yourAnswer')}</dt>
          <dd>
            <OptionText text={givenText(q, o)} />
          </dd>
        </div>
        {!right && (
          <div>
            <dt>{t('practice.key')}</dt>
            <dd>
              <OptionText text={keyText(q, o)} />
            </dd>
          </div>
        )}
      </dl>
      <p className="practice-outcome__why">
        <strong>{t('practice.why')}: </strong>
        <span>{o.explanation[locale]}</span>
      </p>
    </section>
  );
}

/** A typed answer: the form in Arabic, with the app's on-screen keyboard (folded) for those without one. */
function TypedAnswer({ q }: { q: PracticeQuestion }) {
  const { t } = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const id = `t-${q.id}`;
  return (
    <div className="take-typed">
      <label htmlFor={id}>{t('answer.typed.label')}</label>
      <input
        ref={input}
        id={id}
        name="text"
        type="text"
        lang="ar"
        dir="rtl"
        className="take-typed__input arabic"
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={100}
        required
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="muted take-typed__hint">
        {t('answer.typed.hint')}
      </p>
      <ArabicKeyboard input={input} value={text} onChange={setText} />
    </div>
  );
}

/** The current question: its options as radio buttons (or a typed form), checked by the server when posted. */
export function CurrentQuestion({ set, q, result, busy }: { set: PracticeSet; q: PracticeQuestion; result: PracticeResult | undefined; busy: boolean }) {
  const { t, locale, fmt } = useLocale();
  const error = result?.ok === false && result.question === q.id ? (result.errors.answer ?? result.message) : undefined;
  return (
    <Form method="post" className="practice-question" key={q.id}>
      <input type="hidden" name="set" value={set.id} />
      <input type="hidden" name="question" value={q.id} />
      <fieldset className="take-q" aria-describedby={error ? `e-${q.id}` : undefined}>
        <legend className="take-q__legend">
          <span className="take-q__n">{t('practice.question', { n: formatNumber(fmt, q.number), total: formatNumber(fmt, set.questions.length) })}</span>
          <span className="take-q__stem">{q.stem[locale]}</span>
        </legend>
        <PromptForm q={q} />
        {q.format === 'typed' ? (
          <TypedAnswer q={q} />
        ) : (
          <div className="take-options">
            {q.options.map((o) => (
              <label key={o.id} className="take-option">
                <input type="radio" name="answer" value={o.id} required />
                <OptionText text={o.text} />
              </label>
            ))}
          </div>
        )}
        {error && (
          <p id={`e-${q.id}`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </fieldset>
      <button type="submit" name="intent" value="answer" className="button button--primary button--large" disabled={busy}>
        {t('practice.check')}
      </button>
    </Form>
  );
}

/** The end: the score, the answers with their explanations, retry what was wrong, or practise again. */
export function Summary({ set, busy }: { set: PracticeSet; busy: boolean }) {
  const { t, fmt, href } = useLocale();
  const right = set.questions.filter((q) => q.outcome?.verdict === 'correct').length;
  const c = set.criteria;
  return (
    <>
      <section className="card practice-summary" aria-labelledby="practice-done">
        <h2 id="practice-done" tabIndex={-1}>
          {t('practice.done')}
        </h2>
        <p className="practice-summary__score">{t('practice.score', { score: formatNumber(fmt, set.score ?? 0) })}</p>
        <p>{t('practice.rightOf', { count: formatNumber(fmt, right), total: formatNumber(fmt, set.questions.length) })}</p>
        {set.wrong === 0 && <p>{t('practice.allRight')}</p>}
        <div className="practice-actions">
          {set.wrong > 0 && (
            <Form method="post">
              <input type="hidden" name="set" value={set.id} />
              <button type="submit" name="intent" value="retry" className="button button--primary" disabled={busy}>
                {t('practice.retry')}
              </button>
            </Form>
          )}
          <Form method="post">
            {c.queue && <input type="hidden" name="intent" value="queue" />}
            {c.answers === 'typed' && <input type="hidden" name="answers" value="typed" />}
            {c.verb && <input type="hidden" name="verb" value={c.verb} />}
            {c.root && <input type="hidden" name="root" value={c.root} />}
            {c.pattern && <input type="hidden" name="pattern" value={c.pattern} />}
            {c.type && <input type="hidden" name="type" value={c.type} />}
            {c.root_type && <input type="hidden" name="root_type" value={c.root_type} />}
            {c.tense && <input type="hidden" name="tense" value={c.tense} />}
            {c.queue ? (
              <button type="submit" className={`button ${set.wrong > 0 ? 'button--ghost' : 'button--primary'}`} disabled={busy}>
                {t('practice.queueAgain')}
              </button>
            ) : (
              <button type="submit" name="intent" value="create" className={`button ${set.wrong > 0 ? 'button--ghost' : 'button--primary'}`} disabled={busy}>
                {t('practice.again')}
              </button>
            )}
          </Form>
          <Link className="button button--ghost" to={href('/practice')}>
            {t('practice.other')}
          </Link>
        </div>
      </section>
      <section className="practice-review" aria-labelledby="practice-review">
        <h2 id="practice-review">{t('practice.review')}</h2>
        {set.questions.map((q) => (
          <Outcome key={q.id} q={q} total={set.questions.length} />
        ))}
      </section>
    </>
  );
}

/** What the set practises, in words. */
export function CriteriaLine({ set, verb }: { set: PracticeSet; verb: VerbName | null }) {
  const { t, locale } = useLocale();
  const c = set.criteria;
  const parts: React.ReactNode[] = [];
  if (verb) parts.push(<VerbLemma key="v" verb={verb} />);
  if (c.root)
    parts.push(
      <span key="r">
        {t('practice.root')}:{' '}
        <bdi lang="ar" className="arabic">
          {c.root}
        </bdi>
      </span>,
    );
  if (c.pattern)
    parts.push(
      <span key="p">
        {`${t('practice.pattern')}: `}
        <bdi>
          <BidiText text={patternLabel(c.pattern)} locale={locale} />
        </bdi>
      </span>,
    );
  if (c.type) parts.push(<span key="t">{QUESTION_TYPE_NAMES[c.type][locale]}</span>);
  if (c.root_type) parts.push(<span key="rt">{ROOT_TYPE_NAMES[c.root_type][locale]}</span>);
  if (c.tense) parts.push(<span key="tn">{TENSES[c.tense][locale]}</span>);
  if (c.queue) parts.push(<span key="q">{t('practice.criteria.queue')}</span>);
  if (c.answers === 'typed') parts.push(<span key="a">{t('practice.answers.typed')}</span>);
  return (
    <p className="practice-criteria">
      {set.retry_of && <span className="practice-criteria__retry">{t('practice.retryOf')}</span>}
      {parts.length === 0 ? <span>{t('practice.criteria.any')}</span> : parts.map((p, i) => [i > 0 ? ' · ' : null, p])}
    </p>
  );
}
