import { Form } from 'react-router';
import { CRITERIA_KIND_NAMES, CRITERIA_KINDS, EXAM_PATTERN_IDS, EXAM_TENSES, FREQUENCY_BANDS, ROOT_TYPES, type ExamDetails, type GenerateInput } from '@tasreef/contracts/exams';
import { ENGINE_PATTERN_WEIGHTS, ROOT_TYPE_NAMES, TENSES } from '@tasreef/contracts/grammar-terms';
import type { FormResult } from '../../lib/form.ts';
import { TextField } from '../../components/fields.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import { Errors, StepActions, Checks } from './step-parts.tsx';

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
