import type { WordAnswer } from '@tasreef/contracts/quran';
import { Link } from 'react-router';
import { isolateArabic } from '../../i18n/bidi.tsx';
import { useLocale } from '../../i18n/use-locale.ts';

/** A word's readings, the likeliest first, each with its verb's conjugation page (or its root's verbs). */
export function WordPanel({ word, closeHref, onClose }: { word: WordAnswer['data']; closeHref: string; onClose?: () => void }) {
  const { t, locale } = useLocale();
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
        <bdi lang="ar">{word.standard}</bdi> · {t('quran.verseLink', { sura: String(word.sura), verse: String(word.verse) })}
      </p>
      {word.readings.length === 0 ? (
        <p>{t('quran.word.none')}</p>
      ) : (
        <ol className="quran-word__readings">
          {word.readings.map((r, i) => (
            <li key={i}>
              <span className="quran-word__kind">{t(`quran.kind.${r.kind}`)}</span>
              <span className="quran-word__desc">{locale === 'ar' ? r.description : isolateArabic(r.description)}</span>
              {r.root && (
                <span className="quran-word__root">
                  {t('quran.word.root')}: <bdi lang="ar">{[...r.root].join(' ')}</bdi>
                </span>
              )}
              {r.root && (
                <a href={`/${locale}/quran/roots/${encodeURIComponent(r.root)}`} className="quran-word__link">
                  {t('quran.root.link', { root: [...r.root].join(' ') })}
                </a>
              )}
              {r.verb_url && (
                <Link to={r.verb_url} className="quran-word__link">
                  {r.verb_id ? t('quran.word.conjugation', { lemma: r.lemma }) : t('quran.word.rootSearch', { root: [...(r.root ?? '')].join(' ') })}
                </Link>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
