import './conjugation.css';
import type { ReactNode } from 'react';
import type { VerbPage } from '@tasreef/contracts/search';
import { Link } from 'react-router';
import { rich } from '../../i18n/rich.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import { BothLabel, Forms } from './Forms.tsx';
import { CASES, DEFINITENESS, GENDERS, IMPERATIVE_PERSONS, NOUNS, NUMBERS, PERSONS, PRONOUNS, TABLES, TENSES, slotLabel } from './labels.ts';

function VoiceTables({ page, voice }: { page: VerbPage; voice: 'active' | 'passive' }) {
  const { t } = useLocale();
  const missing = t('conj.noForm');
  // A tense with no form at all (the present of a frozen verb) is left out, and so is a table left empty.
  const hasForms = (tense: string, persons: readonly string[]) => persons.some((p) => (page.slots[`${tense}.${voice}.${p}`]?.length ?? 0) > 0);
  const tables = TABLES.filter((tb) => voice === 'active' || !tb.activeOnly)
    .map((tb) => {
      const persons = tb.imperative ? IMPERATIVE_PERSONS : PERSONS;
      return { ...tb, persons, tenses: tb.tenses.filter((tense) => hasForms(tense, persons)) };
    })
    .filter((tb) => tb.tenses.length > 0);
  return (
    <>
      {tables.map((tb) => {
        const { persons } = tb;
        return (
          <div
            className={tb.tenses.length === 1 ? 'table-scroll table-scroll--narrow' : 'table-scroll'}
            key={tb.id}
            tabIndex={0}
            role="region"
            aria-label={`${t(voice === 'active' ? 'conj.active' : 'conj.passive')}: ${tb.tenses.map((x) => TENSES[x].en).join(', ')}`}
          >
            <table className={tb.tenses.length === 1 ? 'conj-table conj-table--single' : 'conj-table'}>
              <thead>
                <tr>
                  <th scope="col">{t('conj.pronoun')}</th>
                  {tb.tenses.map((tense) => (
                    <th scope="col" key={tense}>
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
                    {tb.tenses.map((tense) => {
                      const slot = `${tense}.${voice}.${p}`;
                      return (
                        <td key={tense} data-slot={slot} className={page.notes[slot] ? 'conj-cell conj-cell--noted' : 'conj-cell'}>
                          <Forms forms={page.slots[slot]} missing={missing} />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
        <div className="table-scroll" key={g} tabIndex={0} role="region" aria-label={`${label[locale]}: ${GENDERS[g]![locale]}`}>
          <table className="conj-table conj-table--declension">
            <caption>
              <BothLabel {...GENDERS[g]!} />
            </caption>
            <thead>
              <tr>
                <td />
                {Object.keys(CASES).map((c) => (
                  <th scope="col" key={c}>
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
                      {Object.keys(CASES).map((c) => {
                        const cell = cells[`${g}.${n}.${d}.${c}`];
                        return (
                          <td key={c} className="conj-cell">
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
      ))}
    </section>
  );
}

/** The whole conjugation of a verb, server-rendered: every table is in the HTML, no script needed. */
/** `extraFacts`: more facts of the verb for its list (its occurrences in the Quran), each a `<div><dt/><dd/></div>`. */
export function ConjugationView({ page, extraFacts }: { page: VerbPage; extraFacts?: ReactNode }) {
  const { t, locale, href } = useLocale();
  const v = page.verb;
  const transitivity = v.transitive === null ? t('as.v.transitivity.unknown') : t(v.transitive ? 'as.v.transitivity.transitive' : 'as.v.transitivity.intransitive');
  const pattern = v.pattern === 'I' && v.bab ? `I (${v.bab})` : v.pattern;
  const notes = Object.entries(page.notes);
  // Slots spelled by the same rules are shown together: one list of rules, then its forms.
  const groups = new Map<string, { key: string; rules: VerbPage['explanations'][string]; slots: string[] }>();
  for (const [slot, list] of Object.entries(page.explanations)) {
    const key = list.map((r) => r.id).join('|');
    const g = groups.get(key);
    if (g) g.slots.push(slot);
    else groups.set(key, { key, rules: list, slots: [slot] });
  }
  const ruleGroups = [...groups.values()];
  return (
    <article className="conj">
      <header className="conj-head">
        <h1 className="conj-title">
          {rich(t('conj.title'), {
            lemma: (
              <span lang="ar" dir="rtl" className="conj-lemma">
                {v.lemma}
              </span>
            ),
          })}
        </h1>
        {/* the past and the present, each with its own transliteration (كَتَبَ kataba · يَكْتُبُ yaktubu) */}
        <p className="conj-lemma-line">
          <span className="conj-citation">
            <span lang="ar" dir="rtl" className="arabic-form">
              {v.lemma}
            </span>{' '}
            <span lang="ar-Latn" dir="ltr" className="conj-lemma-tr">
              {v.lemma_tr}
            </span>
          </span>
          {v.present && (
            <span className="conj-citation">
              <span lang="ar" dir="rtl" className="arabic-form conj-present">
                {v.present}
              </span>{' '}
              {v.present_tr && (
                <span lang="ar-Latn" dir="ltr" className="conj-lemma-tr">
                  {v.present_tr}
                </span>
              )}
            </span>
          )}
        </p>
        <p className="conj-meaning">
          <span className="visually-hidden">{t('conj.meaning')}: </span>
          {v.glosses.length > 0 ? (
            <span lang="en" dir="ltr">
              {v.glosses.join('; ')}
            </span>
          ) : (
            <span className="conj-missing">{t('conj.noMeaning')}</span>
          )}
        </p>
        <dl className="conj-facts">
          <div>
            <dt>{t('conj.root')}</dt>
            <dd lang="ar" className="arabic-form">
              {[...v.root].join(' ')}
            </dd>
          </div>
          <div>
            <dt>{t('conj.pattern')}</dt>
            <dd>
              <span lang="ar" className="arabic-form">
                {v.weight}
              </span>{' '}
              <bdi dir="ltr" className="conj-pattern-id">
                {pattern}
              </bdi>
              {v.bab_model && (
                <span className="conj-bab">
                  {rich(t('conj.bab', { n: v.bab ?? '' }), {
                    model: (
                      <span lang="ar" className="arabic-form">
                        {v.bab_model}
                      </span>
                    ),
                  })}
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('conj.type')}</dt>
            <dd>
              <Link to={href(`/conjugations/${encodeURIComponent(v.type)}`)}>{v.type_name}</Link>
            </dd>
          </div>
          {/* the masdars as the derived-noun table writes them (indefinite, with their tanwin) */}
          {(page.nouns.masdar?.length ?? 0) > 0 && (
            <div>
              <dt>{t('conj.masdar')}</dt>
              <dd>
                <span lang="ar" className="arabic-form">
                  {page.nouns.masdar!.map((f) => f.ar).join('، ')}
                </span>
                {page.guesses.includes('masdar') && <span className="conj-guess">{t('conj.guess')}</span>}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('conj.transitivity')}</dt>
            <dd>{transitivity}</dd>
          </div>
          {extraFacts}
        </dl>
        {v.frozen && (
          <p className="conj-frozen" role="note">
            {rich(t('conj.frozen'), {
              term: (
                <span lang="ar" className="conj-frozen__term">
                  جامد
                </span>
              ),
            })}
          </p>
        )}
        <div className="conj-actions no-print">
          {!v.frozen && v.attested && (
            <Link className="button button--primary button--small" to={href(`/practice?verb=${encodeURIComponent(v.id)}`)}>
              {t('practice.verbLink')}
            </Link>
          )}
          <button type="button" className="button button--ghost button--small" onClick={() => window.print()}>
            {t('conj.print')}
          </button>
        </div>
        <nav className="conj-toc no-print" aria-label={t('conj.contents')}>
          <a href="#active">{t('conj.active')}</a>
          {!v.frozen && <a href="#passive">{t('conj.passive')}</a>}
          <a href="#derived">{t('conj.derived')}</a>
          {notes.length > 0 && <a href="#variants">{t('conj.variants')}</a>}
          {ruleGroups.length > 0 && <a href="#rules">{t('conj.rules')}</a>}
          {page.related.length > 0 && <a href="#related">{t('conj.related', { root: [...v.root].join(' ') })}</a>}
        </nav>
        <p className="conj-note">{t('conj.transliteration')}</p>
      </header>

      <section id="active" aria-labelledby="h-active">
        <h2 id="h-active">{t('conj.active')}</h2>
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
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('conj.derived')}>
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
          <dl className="conj-rules">
            {notes.map(([slot, note]) => (
              <div key={slot}>
                <dt>
                  {slotLabel(slot, locale)}: <Forms forms={page.slots[slot]} missing="" />
                </dt>
                <dd>{note}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {ruleGroups.length > 0 && (
        <section id="rules" aria-labelledby="h-rules">
          <h2 id="h-rules">{t('conj.rules')}</h2>
          <p className="conj-note">{t('conj.rulesLead')}</p>
          {ruleGroups.map((g) => (
            <div key={g.key} className="conj-rule-group">
              <ol>
                {g.rules.map((r, i) => (
                  <li key={`${r.id}-${i}`}>{r.text}</li>
                ))}
              </ol>
              <details>
                <summary>{t('conj.rulesForms', { count: g.slots.length })}</summary>
                <ul className="conj-rule-forms">
                  {g.slots.map((slot) => (
                    <li key={slot}>
                      <span lang="ar" className="arabic-form">
                        {page.slots[slot]?.[0]?.ar}
                      </span>{' '}
                      <span className="conj-rule-slot">{slotLabel(slot, locale)}</span>
                    </li>
                  ))}
                </ul>
              </details>
            </div>
          ))}
        </section>
      )}

      {page.related.length > 0 && (
        <section id="related" aria-labelledby="h-related">
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
    </article>
  );
}
