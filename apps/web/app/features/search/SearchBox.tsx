import type { AutocompleteAnswer } from '@tasreef/contracts/search';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { useLocale } from '../../i18n/use-locale.ts';
import { ArabicKeyboard } from '../../components/ArabicKeyboard.tsx';
import { apiFetch } from '../../lib/api-fetch.ts';

type Suggestion = AutocompleteAnswer['data'][number];

/**
 * The search box: a plain GET form (works without script), with suggestions while typing (an ARIA
 * combobox over /autocomplete) and an on-screen Arabic keyboard with the vowel marks.
 */
export function SearchBox({ q, mode }: { q: string; mode: 'loose' | 'exact' }) {
  const { t, locale, href } = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(q);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  // No suggestions while the on-screen keyboard is open: they would cover its keys.
  const [keyboardOpen, setKeyboardOpen] = useState(false);

  useEffect(() => setValue(q), [q]);

  useEffect(() => {
    const text = value.trim();
    if (!open || keyboardOpen || text === '' || text.length > 100) {
      setItems([]);
      return;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      apiFetch<Suggestion[]>(locale, `/autocomplete?q=${encodeURIComponent(text)}`, { signal: ctrl.signal })
        .then((res) => {
          if (ctrl.signal.aborted) return;
          setItems(res.ok && Array.isArray(res.data) ? res.data : []);
          setActive(-1);
        })
        .catch(() => {});
    }, 120);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [value, open, keyboardOpen, locale]);

  const listId = `${id}-list`;
  const showList = open && !keyboardOpen && items.length > 0;
  return (
    <Form method="get" action={href('/basic-search')} role="search" className="bs-form">
      <label htmlFor={`${id}-q`}>{t('bs.label')}</label>
      <div className="bs-row">
        <div className="bs-input-wrap">
          <input
            ref={input}
            id={`${id}-q`}
            name="q"
            type="search"
            dir="auto"
            className="bs-input"
            value={value}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('bs.placeholder')}
            aria-describedby={`${id}-hint`}
            role="combobox"
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              setOpen(true);
            }}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onKeyDown={(e) => {
              if (!showList) return;
              if (e.key === 'ArrowDown') {
                e.preventDefault();
                setActive((a) => (a + 1) % items.length);
              } else if (e.key === 'ArrowUp') {
                e.preventDefault();
                setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
              } else if (e.key === 'Escape') {
                setOpen(false);
              } else if (e.key === 'Enter' && active >= 0 && items[active]) {
                e.preventDefault();
                setOpen(false);
                void navigate(items[active].url);
              }
            }}
          />
          <ul id={listId} role="listbox" aria-label={t('bs.suggestions')} className="bs-suggest" hidden={!showList}>
            {items.map((s, i) => (
              <li key={s.url} id={`${listId}-${i}`} role="option" aria-selected={i === active}>
                <a href={s.url} tabIndex={-1} onMouseDown={(e) => e.preventDefault()} onClick={() => setOpen(false)}>
                  <span lang="ar" className="arabic-form">
                    {s.present ? `${s.lemma} ${s.present}` : s.lemma}
                  </span>
                  {s.meaning_en && (
                    <span lang="en" dir="ltr" className="bs-suggest__meaning">
                      {s.meaning_en}
                    </span>
                  )}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <button type="submit" className="button button--primary button--large">
          {t('bs.submit')}
        </button>
      </div>
      <p id={`${id}-hint`} className="bs-hint">
        {t('bs.hint')}
      </p>
      <fieldset className="bs-mode">
        <legend>{t('bs.mode')}</legend>
        <label>
          <input type="radio" name="mode" value="loose" defaultChecked={mode === 'loose'} /> {t('bs.mode.loose')}
        </label>
        <label>
          <input type="radio" name="mode" value="exact" defaultChecked={mode === 'exact'} /> {t('bs.mode.exact')}
        </label>
      </fieldset>
      <ArabicKeyboard
        input={input}
        value={value}
        onChange={(next) => {
          setValue(next);
          setOpen(true);
        }}
        onOpenChange={setKeyboardOpen}
      />
    </Form>
  );
}
