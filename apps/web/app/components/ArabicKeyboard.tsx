import type { RefObject } from 'react';
import { useLocale } from '../i18n/use-locale.ts';
import { deleteBefore, insertAt, LETTERS, MARKS } from '../lib/arabic-keyboard.ts';
import './arabic-keyboard.css';

type Edit = (value: string, start: number, end: number) => { value: string; caret: number };

/**
 * An on-screen Arabic keyboard with the vowel marks, for the text input it is given: a key types at
 * the input's caret (replacing a selection) and gives the focus back to the input. Folded under a
 * disclosure, so a person with an Arabic keyboard of their own never sees it.
 */
export function ArabicKeyboard({
  input,
  value,
  onChange,
  label,
}: {
  input: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
  /** The group's accessible name (several keyboards on one page each say which input they type into). */
  label?: string;
}) {
  const { t, locale } = useLocale();
  const type = (edit: Edit) => {
    const el = input.current;
    const s = el?.selectionStart ?? value.length;
    const e = el?.selectionEnd ?? value.length;
    const next = edit(value, s, e);
    onChange(next.value);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };
  return (
    <details className="kbd">
      <summary>{t('bs.keyboard.show')}</summary>
      <div role="group" aria-label={label ?? t('bs.keyboard.label')}>
        <div className="kbd__group" dir="rtl">
          <span className="kbd__group-label">{t('bs.keyboard.letters')}</span>
          {LETTERS.map((l) => (
            <button key={l} type="button" className="kbd__key" lang="ar" onClick={() => type((v, s, e) => insertAt(v, s, e, l))}>
              {l}
            </button>
          ))}
        </div>
        <div className="kbd__group" dir="rtl">
          <span className="kbd__group-label">{t('bs.keyboard.marks')}</span>
          {MARKS.map((m) => (
            <button
              key={m.mark}
              type="button"
              className="kbd__key"
              aria-label={`${m.ar} ${m.en}`}
              title={locale === 'ar' ? m.ar : m.en}
              onClick={() => type((v, s, e) => insertAt(v, s, e, m.mark))}
            >
              {`\u25CC${m.mark}`}
            </button>
          ))}
          <button type="button" className="kbd__key kbd__key--wide" onClick={() => type((v, s, e) => insertAt(v, s, e, ' '))}>
            {t('bs.keyboard.space')}
          </button>
          <button type="button" className="kbd__key kbd__key--wide" aria-label={t('bs.keyboard.backspace')} onClick={() => type(deleteBefore)}>
            ⌫
          </button>
        </div>
      </div>
    </details>
  );
}
