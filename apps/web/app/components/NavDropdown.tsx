import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useLocale } from '../i18n/use-locale.ts';
import type { NavGroupItem } from './nav-items.ts';

/**
 * A disclosure submenu (button + list of links): aria-expanded, Escape closes and returns focus to
 * the button, leaving the group with Tab or a click elsewhere closes it, so does a navigation.
 */
export function NavDropdown({ item, variant }: { item: NavGroupItem; variant: 'bar' | 'sidebar' }) {
  const { t, href } = useLocale();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open || variant === 'sidebar') return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, variant]);

  const active = item.children.some((child) => location.pathname.endsWith(child.path));

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from the button or a link inside closes the menu (the keys reach it from its controls)
    <li
      ref={rootRef}
      className={`nav-group nav-group--${variant}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (variant === 'bar' && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`nav-link nav-group__button${active ? ' is-active' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {t(item.key)}
        <svg className="nav-group__chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={menuId} className="nav-group__menu" hidden={!open}>
        {item.children.map((child) => (
          <li key={child.path}>
            <NavLink to={href(child.path)} className="nav-group__link">
              {t(child.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
