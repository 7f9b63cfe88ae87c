import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { ArabicText } from '../i18n/bidi.tsx';
import { rich } from '../i18n/rich.tsx';
import { useLocale } from '../i18n/use-locale.ts';
import { deleteBefore, insertAt, LETTERS, MARKS } from '../lib/arabic-keyboard.ts';
import './arabic-keyboard.css';

type Edit = (value: string, start: number, end: number) => { value: string; caret: number };

/** A key never takes the focus from the input on a tap: the caret stays where it was, nothing scrolls or zooms. */
const keepFocus = (e: PointerEvent<HTMLButtonElement>) => e.preventDefault();

/**
 * An on-screen Arabic keyboard with the vowel marks, for the text input it is given: a key types at
 * the input's caret (replacing a selection). Folded under a disclosure, so a person with an Arabic
 * keyboard of their own never sees it. While it is open the input asks the phone for no keyboard of
 * its own (`inputmode="none"`), a tap on a key keeps the focus where it was (pointerdown does not
 * move it), and the owner may hide suggestions (`onOpenChange`) so that nothing covers the keys.
 * Its keys are rendered only while it is open; without script (when no key could type) the root's
 * no-script styles hide it. Each key says what it did in a polite live region (a key pressed with
 * Enter leaves the caret unseen in the input), and Escape closes the keyboard back to the input.
 * Mark names are spoken in Arabic, then in English, each part in its own language.
 */
export function ArabicKeyboard({
  input,
  value,
  onChange,
  onOpenChange,
  label,
}: {
  input: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
  onOpenChange?: (open: boolean) => void;
  /** The group's accessible name (several keyboards on one page each say which input they type into). */
  label?: string;
}) {
  const { t, locale } = useLocale();
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const caret = useRef<number | null>(null);
  // What the last key did; the count makes the same key pressed twice a change the region announces.
  const [said, setSaid] = useState<{ what: ReactNode; n: number }>({ what: null, n: 0 });
  const say = (what: ReactNode) => setSaid((s) => ({ what, n: s.n + 1 }));

  useEffect(() => {
    const el = input.current;
    if (!el) return;
    if (open) el.setAttribute('inputmode', 'none');
    else el.removeAttribute('inputmode');
  }, [open, input]);

  // After a key, the caret goes after what it typed (the focus stays where it is).
  useEffect(() => {
    const el = input.current;
    if (el && caret.current !== null) {
      el.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  }, [value, input]);

  const type = (edit: Edit, added: ReactNode) => {
    const el = input.current;
    const s = el?.selectionStart ?? value.length;
    const e = el?.selectionEnd ?? value.length;
    const next = edit(value, s, e);
    caret.current = next.caret;
    onChange(next.value);
    say(added);
  };
  const close = () => {
    if (details.current) details.current.open = false;
    input.current?.focus();
  };
  const closeOnEscape = (e: KeyboardEvent<HTMLDetailsElement>) => {
    if (e.key !== 'Escape' || !details.current?.open) return;
    e.preventDefault();
    e.stopPropagation();
    close();
  };
  const added = (what: ReactNode) => rich(t('bs.keyboard.added'), { key: what });
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from its summary or a key inside closes the panel */}
      <details
        className="kbd"
        ref={details}
        onKeyDown={closeOnEscape}
        onToggle={(e) => {
          const isOpen = e.currentTarget.open;
          setOpen(isOpen);
          onOpenChange?.(isOpen);
        }}
      >
        <summary>{t('bs.keyboard.show')}</summary>
        {/* the keys exist while the keyboard is open: a closed one costs a page (an exam has one per typed question) no elements to build and hydrate */}
        {open && (
          <div role="group" aria-label={label ?? t('bs.keyboard.label')}>
            <div className="kbd__group" dir="rtl">
              <span className="kbd__group-label">{t('bs.keyboard.letters')}</span>
              {LETTERS.map((l) => (
                <button
                  key={l}
                  type="button"
                  className="kbd__key"
                  lang="ar"
                  onPointerDown={keepFocus}
                  onClick={() => type((v, s, e) => insertAt(v, s, e, l), added(<ArabicText>{l}</ArabicText>))}
                >
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
                  title={locale === 'ar' ? m.ar : m.en}
                  onPointerDown={keepFocus}
                  onClick={() => type((v, s, e) => insertAt(v, s, e, m.mark), added(<MarkName mark={m} />))}
                >
                  <span aria-hidden="true">{`\u25CC${m.mark}`}</span>
                  <span className="visually-hidden">
                    <MarkName mark={m} />
                  </span>
                </button>
              ))}
            </div>
            <div className="kbd__group kbd__group--actions" dir="rtl">
              <button
                type="button"
                className="kbd__key kbd__key--wide kbd__key--space"
                onPointerDown={keepFocus}
                onClick={() => type((v, s, e) => insertAt(v, s, e, ' '), added(t('bs.keyboard.space')))}
              >
                {t('bs.keyboard.space')}
              </button>
              <button
                type="button"
                className="kbd__key kbd__key--wide"
                aria-label={t('bs.keyboard.backspace')}
                onPointerDown={keepFocus}
                onClick={() => type(deleteBefore, t('bs.keyboard.deleted'))}
              >
                <span aria-hidden="true" className="kbd__backspace">
                  ⌫
                </span>
              </button>
              <button type="button" className="kbd__key kbd__key--wide" onClick={close}>
                {t('phone.keyboard.close')}
              </button>
            </div>
          </div>
        )}
      </details>
      <p className="visually-hidden" role="status" data-testid="kbd-said">
        {said.what}
        {said.n % 2 === 1 ? '\u200B' : ''}
      </p>
    </>
  );
}

/** A mark's name in Arabic then in English, each part marked with its language. */
function MarkName({ mark }: { mark: { ar: string; en: string } }) {
  return (
    <>
      <ArabicText>{mark.ar}</ArabicText>{' '}
      <bdi lang="en" dir="ltr">
        {mark.en}
      </bdi>
    </>
  );
}
