import type { QuranVerse, SuraAnswer, WordAnswer } from '@tasreef/contracts/quran';

/** A verse as the page gets it: its words, and the translation and transliteration when shown. */
export type PageVerse = Pick<QuranVerse, 'number' | 'words' | 'translation' | 'transliteration'>;
import { Fragment, memo, useCallback, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { Attribution } from './Attribution.tsx';
import { WordPanel } from './WordPanel.tsx';

interface Props {
  sura: { data: { sura: SuraAnswer['data']['sura']; verses: PageVerse[] }; meta: SuraAnswer['meta'] };
  translation: boolean;
  transliteration: boolean;
  word: WordAnswer['data'] | null;
}

/** The query string of the page with these toggles (and word), so links keep the reader's choices. */
function query(translation: boolean, transliteration: boolean, word?: string): string {
  const p = new URLSearchParams();
  if (!translation) p.set('translation', '0');
  if (transliteration) p.set('transliteration', '1');
  if (word) p.set('word', word);
  const s = p.toString();
  return s ? `?${s}` : '';
}

type Selected = { ref: string; state: 'loading' | 'error' } | { ref: string; state: 'ready'; word: WordAnswer['data'] };

const Verse = memo(function Verse({
  v,
  sura,
  translation,
  transliteration,
  panel,
  onWord,
}: {
  v: PageVerse;
  sura: number;
  translation: boolean;
  transliteration: boolean;
  panel: ReactNode;
  onWord: (e: MouseEvent<HTMLAnchorElement>, ref: string) => void;
}) {
  const { fmt, t } = useLocale();
  return (
    <li className="verse" id={`v${v.number}`}>
      <p className="verse__text quran-text" lang="ar" dir="rtl">
        {v.words.map((w, i) => {
          const ref = `${v.number}:${i + 1}`;
          // a space after each word: the line may break there (and copied text keeps its spaces)
          return (
            <Fragment key={i}>
              <a className="verse__word" href={`${query(translation, transliteration, ref)}#word-panel`} onClick={(e) => onWord(e, ref)}>
                {w}
              </a>{' '}
            </Fragment>
          );
        })}
        <a className="verse__n" href={`#v${v.number}`} aria-label={t('quran.verseLink', { sura: String(sura), verse: String(v.number) })}>
          {formatNumber(fmt, v.number)}
        </a>
      </p>
      {panel}
      {transliteration && (
        <p className="verse__translit" lang="en" dir="ltr">
          {v.transliteration}
        </p>
      )}
      {translation && (
        <p className="verse__translation" lang="en" dir="ltr">
          {v.translation}
        </p>
      )}
    </li>
  );
});

export function SuraView({ sura, translation, transliteration, word }: Props) {
  const { fmt, t, locale, href } = useLocale();
  const s = sura.data.sura;
  const { previous, next, source } = sura.meta;
  const [selected, setSelected] = useState<Selected | null>(word ? { ref: `${word.verse}:${word.word}`, state: 'ready', word } : null);
  const here = query(translation, transliteration);
  const onWord = useCallback(
    (e: MouseEvent<HTMLAnchorElement>, ref: string) => {
      // with script: the word's analysis is fetched and shown under its verse, the page stays
      e.preventDefault();
      const [v, w] = ref.split(':');
      setSelected({ ref, state: 'loading' });
      window.history.replaceState(window.history.state, '', `${query(translation, transliteration, ref)}`);
      fetch(`/api/v1/${locale}/quran/suras/${s.number}/verses/${v}/words/${w}`)
        .then(async (res) => {
          if (!res.ok) throw new Error(String(res.status));
          const body = (await res.json()) as WordAnswer;
          setSelected((cur) => (cur?.ref === ref ? { ref, state: 'ready', word: body.data } : cur));
          requestAnimationFrame(() => document.getElementById('word-panel')?.focus());
        })
        .catch(() => setSelected((cur) => (cur?.ref === ref ? { ref, state: 'error' } : cur)));
    },
    [locale, s.number, translation, transliteration],
  );
  const close = useCallback(() => {
    setSelected(null);
    window.history.replaceState(window.history.state, '', here || window.location.pathname);
  }, [here]);
  const selectedVerse = selected ? Number(selected.ref.split(':')[0]) : 0;
  const panelFor = (v: number) => {
    if (!selected || v !== selectedVerse) return null;
    if (selected.state === 'ready') return <WordPanel word={selected.word} closeHref={here || '?'} onClose={close} />;
    return (
      <p className="quran-word quran-word--status" id="word-panel" role="status">
        {t(selected.state === 'loading' ? 'quran.word.loading' : 'quran.word.error')}
      </p>
    );
  };
  return (
    <div className="container page quran-page">
      <nav className="quran-crumbs">
        <Link to={href('/quran')}>{t('quran.allSuras')}</Link>
      </nav>
      <header className="sura-head">
        <h1>
          {locale === 'en' && <span>{t('quran.suraTitle', { name: s.name_en })}</span>}
          <span className="quran-text" lang="ar">
            {locale === 'ar' ? t('quran.suraTitle', { name: s.name_ar }) : s.name_ar}
          </span>
        </h1>
        <p className="muted">
          <span lang="en" dir="ltr">
            {s.translation_en}
          </span>{' '}
          · {t('quran.suraMeta', { place: t(s.revelation === 'meccan' ? 'quran.meccan' : 'quran.medinan'), count: formatNumber(fmt, s.verses) })}
        </p>
      </header>
      <div className="quran-toggles">
        <Link to={query(!translation, transliteration) || '?'} className="button button--secondary" preventScrollReset>
          {t(translation ? 'quran.hideTranslation' : 'quran.showTranslation')}
        </Link>
        <Link to={query(translation, !transliteration) || '?'} className="button button--secondary" preventScrollReset>
          {t(transliteration ? 'quran.hideTransliteration' : 'quran.showTransliteration')}
        </Link>
      </div>
      <p className="muted">{t('quran.wordHint')}</p>
      <ol className="verses">
        {sura.data.verses.map((v) => (
          <Verse key={v.number} v={v} sura={s.number} translation={translation} transliteration={transliteration} panel={panelFor(v.number)} onWord={onWord} />
        ))}
      </ol>
      <nav className="sura-pager">
        {previous && <Link to={previous.url}>{t('quran.previous', { name: locale === 'ar' ? previous.name_ar : previous.name_en })}</Link>}
        {next && <Link to={next.url}>{t('quran.next', { name: locale === 'ar' ? next.name_ar : next.name_en })}</Link>}
      </nav>
      <Attribution source={source} />
    </div>
  );
}
