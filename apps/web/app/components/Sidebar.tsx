import { useEffect, useId, useRef } from 'react';
import { DrawerAccount } from '../features/auth/ProfileMenu.tsx';
import { useLocale } from '../i18n/use-locale.ts';
import { FontSizeSwitch } from './FontSizeSwitch.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { NavList } from './NavList.tsx';
import { SearchForm } from './SearchForm.tsx';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The mobile drawer: 320px, from the inline start (right in Arabic, left in English), over a mask.
 * Modal while open: focus moves in and is trapped, Escape / the close button / the mask close it,
 * and focus returns to the button that opened it. The parent closes it on route change.
 */
export function Sidebar({ open, onClose, returnFocusTo }: { open: boolean; onClose: () => void; returnFocusTo: React.RefObject<HTMLButtonElement | null> }) {
  const { t } = useLocale();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      closeRef.current?.focus();
      document.body.classList.add('has-drawer');
    } else if (wasOpen.current) {
      wasOpen.current = false;
      document.body.classList.remove('has-drawer');
      returnFocusTo.current?.focus();
    }
    return () => document.body.classList.remove('has-drawer');
  }, [open, returnFocusTo]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={`drawer${open ? ' is-open' : ''}`} inert={!open}>
      <div className="drawer__mask" data-testid="drawer-mask" onClick={onClose} aria-hidden="true" />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog keeps Tab inside and closes on Escape: keys from its controls */}
      <div ref={panelRef} className="drawer__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} id="mobile-drawer" onKeyDown={onKeyDown}>
        <div className="drawer__head">
          <h2 id={titleId} className="drawer__title">
            {t('nav.menuTitle')}
          </h2>
          <button ref={closeRef} type="button" className="icon-button" onClick={onClose} aria-label={t('nav.closeMenu')}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {/* The language and the text size first: at the large size the list below runs past the screen. */}
        <div className="drawer__prefs">
          <LanguageSwitch />
          <FontSizeSwitch />
        </div>
        <SearchForm className="search-form--drawer" />
        <nav aria-label={t('nav.label')}>
          <NavList variant="sidebar" />
        </nav>
        <div className="drawer__account">
          <DrawerAccount />
        </div>
      </div>
    </div>
  );
}
