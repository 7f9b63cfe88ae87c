import './conjugation.css';
import type { ReactNode } from 'react';
import type { VerbPage } from '@tasreef/contracts/search';
import { Link } from 'react-router';
import { rich } from '../../i18n/rich.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import { StaticPart } from '../../components/StaticPart.tsx';
import type { VerbHead } from './verb-head.ts';
import { VerbBody } from './VerbBody.tsx';

/**
 * The whole conjugation of a verb, server-rendered: every table is in the HTML, no script needed.
 * `head` is what the header shows; `body` the rest, null when the browser hydrates the page it
 * loaded and keeps the body's server HTML (ADR 0050, ADR 0051).
 * `extraFacts`: more facts of the verb for its list (its occurrences in the Quran), each a `<div><dt/><dd/></div>`.
 */
export function ConjugationView({ head, body, extraFacts }: { head: VerbHead; body: VerbPage | null; extraFacts?: ReactNode }) {
  const { t, locale, href } = useLocale();
  const v = head.verb;
  const transitivity = v.transitive === null ? t('as.v.transitivity.unknown') : t(v.transitive ? 'as.v.transitivity.transitive' : 'as.v.transitivity.intransitive');
  const pattern = v.pattern === 'I' && v.bab ? `I (${v.bab})` : v.pattern;
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
          {head.masdars.length > 0 && (
            <div>
              <dt>{t('conj.masdar')}</dt>
              <dd>
                <span lang="ar" className="arabic-form">
                  {head.masdars.map((f) => f.ar).join('، ')}
                </span>
                {head.masdarGuessed && <span className="conj-guess">{t('conj.guess')}</span>}
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
          {head.sections.variants && <a href="#variants">{t('conj.variants')}</a>}
          {head.sections.rules && <a href="#rules">{t('conj.rules')}</a>}
          {head.sections.related && <a href="#related">{t('conj.related', { root: [...v.root].join(' ') })}</a>}
        </nav>
        <p className="conj-note">{t('conj.transliteration')}</p>
      </header>

      {/* the tables and the lists below have nothing for script to do: hydration keeps their HTML (ADR 0050) */}
      <StaticPart id={`${locale}/${v.id}`} className="conj-body">
        {body && <VerbBody page={body} />}
      </StaticPart>
    </article>
  );
}
