import type { WordAnswer, WordReading } from '@tasreef/contracts/quran';
import { Link } from 'react-router';
import { isolateArabic } from '../../i18n/bidi.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import { parsingOf, segmentsOf } from './parsing.ts';

/** The links of a reading: its root in the Quran, its verb's conjugation page (or its root's verbs). */
function ReadingLinks({ r }: { r: WordReading }) {
  const { t, locale } = useLocale();
  return (
    <>
      {r.root && (
        <a href={`/${locale}/quran/roots/${encodeURIComponent(r.root)}`} className="quran-word__link">
          {t('quran.root.link', { root: [...r.root].join(' ') })}
        </a>
      )}
      {r.verb_url && (
        <Link to={r.verb_url} className="quran-word__link">
          {r.verb_id ? t('quran.word.conjugation', { lemma: r.verb ?? r.lemma }) : t('quran.word.rootSearch', { root: [...(r.root ?? '')].join(' ') })}
        </Link>
      )}
    </>
  );
}

/**
 * A word in the style of the Quranic Arabic Corpus: the likeliest reading's segments, each with its
 * tag, its parsing line, gloss, root and transliteration; the other readings folded below.
 */
export function WordPanel({ word, closeHref, onClose }: { word: WordAnswer['data']; closeHref: string; onClose?: () => void }) {
  const { t, locale } = useLocale();
  const [first, ...others] = word.readings;
  return (
    <section className="quran-word" id="word-panel" aria-labelledby="word-panel-title" tabIndex={-1}>
      <header className="quran-word__head">
        <h2 id="word-panel-title">
          {t('quran.word.title', { word: '' })}
          <span className="quran-text quran-word__uthmani" lang="ar">
            {word.uthmani}
          </span>
        </h2>
        <Link
          to={closeHref}
          className="quran-word__close"
          preventScrollReset
          onClick={(e) => {
            if (onClose) {
              e.preventDefault();
              onClose();
            }
          }}
        >
          {t('quran.word.close')}
        </Link>
      </header>
      <p className="muted">
        {t('quran.word.standard', { word: '' })}
        <bdi lang="ar">{word.standard}</bdi> · {t('quran.word.translit')}:{' '}
        <bdi lang="ar-Latn" className="quran-word__translit">
          {word.transliteration}
        </bdi>{' '}
        · {t('quran.verseLink', { sura: String(word.sura), verse: String(word.verse) })}
      </p>
      {!first ? (
        <p>{t('quran.word.none')}</p>
      ) : (
        <div className="quran-word__first">
          <ol className="quran-word__segments" aria-label={t('quran.word.segments')} dir="rtl">
            {segmentsOf(first, t, word.standard).map((s, i) => (
              <li key={i} className={s.stem ? 'quran-word__segment quran-word__segment--stem' : 'quran-word__segment'}>
                <span className="quran-word__seg-text" lang="ar">
                  {s.text}
                </span>
                <span className="quran-word__seg-tag" dir="auto">
                  {s.tag}
                </span>
              </li>
            ))}
          </ol>
          <p className="quran-word__lemma">
            <span className="quran-word__label">{t('quran.word.lemma')}: </span>
            <bdi lang="ar">{first.lemma}</bdi>
          </p>
          <p className="quran-word__parsing">
            <span className="quran-word__label">{t('quran.word.parsing')}: </span>
            {parsingOf(first, t)}
          </p>
          {first.gloss && (
            <p className="quran-word__gloss">
              <span className="quran-word__label">{t('quran.word.gloss')}: </span>
              <bdi lang="en">{first.gloss}</bdi>
            </p>
          )}
          <p className="quran-word__desc muted">{locale === 'ar' ? first.description : isolateArabic(first.description)}</p>
          {first.root && (
            <p className="quran-word__root">
              {t('quran.word.root')}: <bdi lang="ar">{[...first.root].join(' ')}</bdi>
            </p>
          )}
          <p className="quran-word__links">
            <ReadingLinks r={first} />
          </p>
        </div>
      )}
      {others.length > 0 && (
        <details className="quran-word__others">
          <summary>{t('quran.word.others', { count: String(others.length) })}</summary>
          <ol className="quran-word__readings">
            {others.map((r, i) => (
              <li key={i}>
                <span className="quran-word__kind">{t(`quran.pos.${r.pos}`)}</span>
                <span className="quran-word__desc">{locale === 'ar' ? r.description : isolateArabic(r.description)}</span>
                <ReadingLinks r={r} />
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
