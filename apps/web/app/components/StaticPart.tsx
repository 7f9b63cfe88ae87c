import { useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { appLinkPath } from '../lib/app-link.ts';
import { isHydrating } from '../lib/hydration.ts';

// React leaves an element's own HTML alone when it hydrates one with dangerouslySetInnerHTML: it
// neither walks nor compares the server's children (suppressHydrationWarning quiets the dev check).
const KEEP = { __html: '' };

/**
 * A part of a page with nothing for script to do: tables whose tense switch is CSS and whose
 * explanations are native popovers (ADR 0050). The server renders it; when the browser hydrates the
 * page it loaded, React keeps the server's HTML of the part as it is instead of rendering and
 * hydrating its thousands of elements again. A part the browser renders itself (a navigation inside
 * the app, or another `id` on the same component) renders its children as usual. A link inside a kept
 * part goes to its page inside the app, as a <Link> would.
 *
 * `id` names what the part shows (the locale and the verb): when it changes, the part renders anew,
 * and keeps rendering its children, even when `id` comes back to the first one (history's back).
 */
export function StaticPart({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  // the id whose server HTML is in the page; once the part renders something else, never again
  const [kept, setKept] = useState(() => (isHydrating() ? id : null));
  if (kept !== null && kept !== id) setKept(null);
  const navigate = useNavigate();
  if (kept !== id) {
    return (
      <div key="rendered" className={className}>
        {children}
      </div>
    );
  }
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const link = e.target instanceof Element ? e.target.closest('a') : null;
    if (!link) return;
    const to = appLinkPath(e, link, window.location);
    if (to === null) return;
    e.preventDefault();
    void navigate(to);
  };
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- one listener for the links inside, which take the keyboard themselves
    <div key="kept" className={className} onClick={onClick} suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />
  );
}
