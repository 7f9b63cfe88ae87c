import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Moves the focus to a heading (or any element) of a view that has just replaced another, so a
 * keyboard or screen-reader user continues from the new view instead of the page body (WCAG 2.4.3).
 * A heading becomes focusable by script only; the page does not scroll for it (where the view
 * opens is the page's own business).
 */
export function focusView(el: HTMLElement | null | undefined): void {
  if (!el) return;
  // a heading takes the focus from script only; a field keeps its place in the tab order
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}

/** The main heading of the page now shown (or the main landmark when it has none). */
export function focusMainHeading(): void {
  const main = document.getElementById('main');
  focusView(main?.querySelector<HTMLElement>('h1') ?? main);
}

/**
 * After a navigation inside the app whose view removed the focused control (a form that signed in
 * and went on, a wizard's Next), the focus would fall to the page body: it goes to the new page's
 * main heading instead. A link that stays on screen (the navigation's) keeps the focus, as do
 * searches whose form stays, and the first document load moves nothing.
 */
export function useFocusAfterNavigation(): void {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected) focusMainHeading();
  }, [location.key]);
}

/** Runs `onChange` when `key` changes after the first render (a view swapped in place, without a navigation). */
export function useOnChange<T>(key: T, onChange: (previous: T) => void): void {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    const was = previous.current;
    previous.current = key;
    onChange(was);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs for a change of the key only; the caller's callback is new each render
  }, [key]);
}
