import type { QuranVerse, SuraAnswer, WordAnswer } from '@tasreef/contracts/quran';

/** A verse as the page gets it: its words, and the translation and transliteration when shown. */
export type PageVerse = Pick<QuranVerse, 'number' | 'words' | 'translation' | 'transliteration'>;
import { memo, useCallback, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { escapeHtml } from '@tasreef/contracts/html';
import { Link } from 'react-router';
import { formatNumber } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { apiFetch } from '../../lib/api-fetch.ts';
import { isPlainClick } from '../../lib/app-link.ts';
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

/**
 * A verse's words as HTML: a link per word (its analysis; the page itself without script), then the
 * verse's number. Written as one string rather than an element per word: Al-Baqara has 6,144 words,
 * and React rendering (and hydrating) each as an element was most of the page's server time. The
 * words are Uthmani text, escaped all the same; clicks reach the list's one handler.
 */
function verseHtml(v: PageVerse, toggles: string, numberText: string, numberLabel: string, selected: number): string {
  const prefix = toggles ? `${escapeHtml(toggles)}&amp;word=` : '?word=';
  let html = '';
  for (let i = 0; i < v.words.length; i++)
    html += `<a href="${prefix}${v.number}:${i + 1}#word-panel"${i + 1 === selected ? ' aria-current="true"' : ''}>${escapeHtml(v.words[i]!)}</a> `;
  return `${html}<a class="verse__n" href="#v${v.number}" aria-label="${escapeHtml(numberLabel)}">${escapeHtml(numberText)}</a>`;
}

const Verse = memo(function Verse({
  v,
  sura,
  translation,
  transliteration,
  panel,
  selected,
}: {
  v: PageVerse;
  sura: number;
  translation: boolean;
  transliteration: boolean;
  panel: ReactNode;
  /** The position of the word the panel shows, marked in the verse (0: none of this verse's). */
  selected: number;
}) {
  const { fmt, t } = useLocale();
  const html = verseHtml(v, query(translation, transliteration), formatNumber(fmt, v.number), t('quran.verseLink', { sura: String(sura), verse: String(v.number) }), selected);
  return (
    <li className="verse" id={`v${v.number}`}>
      <p className="verse__text quran-text" lang="ar" dir="rtl" dangerouslySetInnerHTML={{ __html: html }} />
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

/** The word a click in the verse list landed on ("verse:position"), or null for anything else. */
function clickedWord(target: EventTarget): string | null {
  const a = target instanceof Element ? target.closest('a') : null;
  if (!a || !a.parentElement?.classList.contains('verse__text') || a.classList.contains('verse__n')) return null;
  return new URLSearchParams(a.search).get('word');
}

export function SuraView({ sura, translation, transliteration, word }: Props) {
  const { fmt, t, locale, href } = useLocale();
  const s = sura.data.sura;
  const { previous, next, source } = sura.meta;
  const [selected, setSelected] = useState<Selected | null>(word ? { ref: `${word.verse}:${word.word}`, state: 'ready', word } : null);
  const here = query(translation, transliteration);
  const onWord = useCallback(
    (e: MouseEvent<HTMLOListElement>) => {
      // with script: the word's analysis is fetched and shown under its verse, the page stays
      const ref = clickedWord(e.target);
      if (!ref || !isPlainClick(e)) return;
      e.preventDefault();
      const [v, w] = ref.split(':');
      setSelected({ ref, state: 'loading' });
      window.history.replaceState(window.history.state, '', `${query(translation, transliteration, ref)}`);
      apiFetch<WordAnswer['data']>(locale, `/quran/suras/${s.number}/verses/${v}/words/${w}`)
        .then((res) => {
          if (!res.ok || !res.data) throw new Error(String(res.status));
          const word = res.data;
          setSelected((cur) => (cur?.ref === ref ? { ref, state: 'ready', word } : cur));
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
  const selectedWord = selected ? Number(selected.ref.split(':')[1]) : 0;
  const ready = selected?.state === 'ready' ? selected.ref : null;
  useEffect(() => {
    // the panel (a word chosen, or a deep link) into view: on a phone it opens below the screen
    if (!ready) return;
    const panel = document.getElementById('word-panel');
    if (!panel) return;
    panel.scrollIntoView({ block: 'nearest' });
    panel.focus({ preventScroll: true });
  }, [ready]);
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
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- one listener for the words' links, which take the keyboard themselves */}
      <ol className="verses" onClick={onWord}>
        {sura.data.verses.map((v) => (
          <Verse
            key={v.number}
            v={v}
            sura={s.number}
            translation={translation}
            transliteration={transliteration}
            panel={panelFor(v.number)}
            selected={v.number === selectedVerse ? selectedWord : 0}
          />
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
