import type { VerbPage } from '@tasreef/contracts/search';
import { thirdPersonOnly } from '@tasreef/contracts/verb-usage';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/use-locale.ts';
import { rich } from '../../i18n/rich.tsx';
import { ColumnSwitch } from '../../components/ColumnSwitch.tsx';
import { ExplainedForms, rtlArrows } from './Cells.tsx';
import { BothLabel, Forms } from './Forms.tsx';
import { CASES, DEFINITENESS, GENDERS, IMPERATIVE_PERSONS, NOUNS, NUMBERS, PERSONS, PRONOUNS, TABLES, TENSES, slotLabel } from './labels.ts';

/** A verb used only in the third person (contracts/verb-usage.ts): its first- and second-person forms, the imperative's too, are not used in the lexicon's sense. */
const unusedPerson = (page: VerbPage, person: string): boolean => page.verb.attested && thirdPersonOnly(page.verb.id) && !person.startsWith('3');

function VoiceTables({ page, voice }: { page: VerbPage; voice: 'active' | 'passive' }) {
  const { t, locale } = useLocale();
  const missing = t('conj.noForm');
  // A tense with no form at all (the present of a frozen verb) is left out, and so is a table left empty.
  const hasForms = (tense: string, persons: readonly string[]) => persons.some((p) => (page.slots[`${tense}.${voice}.${p}`]?.length ?? 0) > 0);
  const tables = TABLES.filter((tb) => voice === 'active' || !tb.activeOnly)
    .map((tb) => {
      const all = tb.imperative ? IMPERATIVE_PERSONS : PERSONS;
      const tenses = tb.tenses.filter((tense) => hasForms(tense, all));
      // so is a person with no form in any of the table's tenses (an intransitive verb's passive is the he-form alone)
      const persons = all.filter((p) => tenses.some((tense) => hasForms(tense, [p])));
      return { ...tb, persons, tenses };
    })
    .filter((tb) => tb.tenses.length > 0);
  return (
    <>
      {tables.map((tb) => {
        const { persons } = tb;
        return (
          <ColumnSwitch key={tb.id} name={`tense-${voice}-${tb.id}`} legend={t('cells.showTense')} columns={tb.tenses.map((tense) => TENSES[tense][locale])}>
            <div
              className={tb.tenses.length === 1 ? 'table-scroll table-scroll--narrow' : 'table-scroll'}
              tabIndex={0}
              role="region"
              aria-label={`${t(voice === 'active' ? 'conj.active' : 'conj.passive')}: ${tb.tenses.map((x) => TENSES[x].en).join(', ')}`}
            >
              <table className={tb.tenses.length === 1 ? 'conj-table conj-table--single' : 'conj-table'}>
                <thead>
                  <tr>
                    <th scope="col">{t('conj.pronoun')}</th>
                    {tb.tenses.map((tense, i) => (
                      <th scope="col" key={tense} data-col={i + 1}>
                        <BothLabel {...TENSES[tense]} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {persons.map((p) => (
                    <tr key={p}>
                      <th scope="row" className="conj-pronoun">
                        <BothLabel {...PRONOUNS[p]} />
                      </th>
                      {tb.tenses.map((tense, i) => {
                        const slot = `${tense}.${voice}.${p}`;
                        const unused = unusedPerson(page, p) && (page.slots[slot]?.length ?? 0) > 0;
                        const className = ['conj-cell', page.notes[slot] && 'conj-cell--noted', unused && 'conj-cell--unused'].filter(Boolean).join(' ');
                        return (
                          <td key={tense} data-slot={slot} data-col={i + 1} className={className}>
                            <ExplainedForms slot={slot} label={slotLabel(slot, locale)} forms={page.slots[slot]} rules={page.explanations[slot]} missing={missing} />
                            {/* said in words, in the cell: not a colour alone, and read with the form */}
                            {unused && <span className="conj-unused">{t('conj.unusedPerson')}</span>}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </ColumnSwitch>
        );
      })}
    </>
  );
}

function Declension({ noun, cells }: { noun: string; cells: VerbPage['declensions'][string] }) {
  const { t, locale } = useLocale();
  const label = NOUNS[noun] ?? { ar: noun, en: noun };
  return (
    <section className="conj-declension" aria-labelledby={`decl-${noun}`}>
      <h3 id={`decl-${noun}`}>{t('conj.declension', { noun: label[locale] })}</h3>
      {Object.keys(GENDERS).map((g) => (
        <ColumnSwitch key={g} name={`case-${noun}-${g}`} legend={t('cells.showCase')} columns={Object.keys(CASES).map((c) => CASES[c]![locale])}>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={`${label[locale]}: ${GENDERS[g]![locale]}`}>
            <table className="conj-table conj-table--declension">
              {/* a caption in the page's language; the headers inside keep both (the Arabic term and its gloss) */}
              <caption>{GENDERS[g]![locale]}</caption>
              <thead>
                <tr>
                  <td />
                  {Object.keys(CASES).map((c, i) => (
                    <th scope="col" key={c} data-col={i + 1}>
                      <BothLabel {...CASES[c]!} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Object.keys(NUMBERS).flatMap((n) =>
                  // rows the noun does not have (every cell empty) are left out
                  Object.keys(DEFINITENESS)
                    .filter((d) => Object.keys(CASES).some((c) => cells[`${g}.${n}.${d}.${c}`]))
                    .map((d) => (
                      <tr key={`${n}.${d}`}>
                        <th scope="row">
                          <BothLabel ar={`${NUMBERS[n]!.ar} ${DEFINITENESS[d]!.ar}`} en={`${NUMBERS[n]!.en}, ${DEFINITENESS[d]!.en}`} />
                        </th>
                        {Object.keys(CASES).map((c, i) => {
                          const cell = cells[`${g}.${n}.${d}.${c}`];
                          return (
                            <td key={c} className="conj-cell" data-col={i + 1}>
                              <Forms forms={cell ? [cell] : []} missing={t('conj.noForm')} />
                            </td>
                          );
                        })}
                      </tr>
                    )),
                )}
              </tbody>
            </table>
          </div>
        </ColumnSwitch>
      ))}
    </section>
  );
}

/**
 * The verb page's body: the tables of both voices, the derived nouns and their declensions, the
 * variants, the rules and the related verbs. Nothing in it needs script (ADR 0050): the tense switch
 * is CSS, the explanations are native popovers and the links are links.
 */
export function VerbBody({ page }: { page: VerbPage }) {
  const { t, locale } = useLocale();
  const v = page.verb;
  const notes = Object.entries(page.notes);
  const byNote = new Map<string, string[]>();
  for (const [slot, note] of notes) byNote.set(note, [...(byNote.get(note) ?? []), slot]);
  const variantGroups = [...byNote.entries()];
  // The page-level summary names each rule once, with its sentence and how many forms it shaped;
  // the steps of one form are in that form's cell.
  const ruleSummary = new Map<string, { rule: VerbPage['explanations'][string][number]; forms: number }>();
  for (const list of Object.values(page.explanations)) {
    for (const r of new Map(list.map((x) => [x.id, x])).values()) {
      const seen = ruleSummary.get(r.id);
      if (seen) seen.forms++;
      else ruleSummary.set(r.id, { rule: r, forms: 1 });
    }
  }
  const rules = [...ruleSummary.values()];
  return (
    <>
      <section id="active" aria-labelledby="h-active">
        <h2 id="h-active">{t('conj.active')}</h2>
        {unusedPerson(page, '1s') && (
          <p className="conj-usage" role="note">
            {rich(t('conj.thirdPersonOnly'), {
              lemma: (
                <bdi lang="ar" dir="rtl" className="arabic-form">
                  {v.lemma}
                </bdi>
              ),
            })}
          </p>
        )}
        {v.passive_only ? <p className="conj-note">{t('conj.passiveOnly')}</p> : <VoiceTables page={page} voice="active" />}
      </section>
      {/* A frozen verb has no passive: the section would be empty. */}
      {!v.frozen && (
        <section id="passive" aria-labelledby="h-passive">
          <h2 id="h-passive">{t('conj.passive')}</h2>
          {v.transitive === false && <p className="conj-note">{t('conj.intransitivePassive')}</p>}
          <VoiceTables page={page} voice="passive" />
        </section>
      )}

      <section id="derived" aria-labelledby="h-derived">
        <h2 id="h-derived">{t('conj.derived')}</h2>
        {/* A frozen verb has none: its note says so instead of a table of dashes. */}
        {!v.frozen && (
          <div className="table-scroll" tabIndex={0} role="region" aria-label={`${t('conj.derived')}: ${t('conj.forms')}`}>
            <table className="conj-table conj-table--nouns">
              <thead>
                <tr>
                  <th scope="col">{t('conj.noun')}</th>
                  <th scope="col">{t('conj.forms')}</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(page.nouns).map(([key, forms]) => (
                  <tr key={key}>
                    <th scope="row">
                      <BothLabel {...(NOUNS[key] ?? { ar: key, en: key })} />
                    </th>
                    <td className="conj-cell">
                      <Forms forms={forms} missing={t('conj.noForm')} />
                      {page.guesses.includes(key) && forms.length > 0 && <span className="conj-guess">{t('conj.guess')}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {page.noun_notes.length > 0 && (
          <ul className="conj-notes">
            {page.noun_notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
        {Object.entries(page.declensions).map(([noun, cells]) => (
          <Declension key={noun} noun={noun} cells={cells} />
        ))}
      </section>

      {notes.length > 0 && (
        <section id="variants" aria-labelledby="h-variants">
          <h2 id="h-variants">{t('conj.variants')}</h2>
          {/* One note, then the forms it explains: a note shared by many cells is said once. */}
          <dl className="conj-variant-list">
            {variantGroups.map(([note, slots]) => (
              <div key={note}>
                <dt>{note}</dt>
                <dd>
                  <ul className="conj-variant-forms">
                    {slots.map((slot) => (
                      <li key={slot}>
                        <span className="conj-rule-slot">{slotLabel(slot, locale)}</span>{' '}
                        <span lang="ar" dir="rtl" className="arabic-form">
                          {(page.slots[slot] ?? []).map((f) => f.ar).join(' / ')}
                        </span>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {rules.length > 0 && (
        <section id="rules" aria-labelledby="h-rules" className="no-print">
          <h2 id="h-rules">{t('conj.rules')}</h2>
          <p className="conj-note">{t('cells.rulesLead')}</p>
          <dl className="conj-rule-list">
            {rules.map(({ rule, forms }) => (
              <div key={rule.id}>
                <dt>
                  {rule.text} <span className="conj-rule-count">{t('cells.ruleForms', { count: forms })}</span>
                </dt>
                <dd>{rtlArrows(rule.id === 'kitabat_hamza' ? t('cells.hamzaSeats') : rule.sentence)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {page.related.length > 0 && (
        <section id="related" aria-labelledby="h-related" className="no-print">
          <h2 id="h-related">{t('conj.related', { root: [...v.root].join(' ') })}</h2>
          <ul className="conj-related">
            {page.related.map((r) => (
              <li key={r.id}>
                <Link to={r.url}>
                  <span lang="ar" className="arabic-form">
                    {r.lemma}
                  </span>
                </Link>{' '}
                <bdi className="conj-related__pattern">{r.pattern}</bdi>
                {r.meaning_en && (
                  <span lang="en" dir="ltr" className="conj-related__meaning">
                    {r.meaning_en}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
