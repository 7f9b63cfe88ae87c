import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AccountCorner } from '../features/auth/ProfileMenu.tsx';
import { useLocale } from '../i18n/use-locale.ts';
import { FontSizeSwitch } from './FontSizeSwitch.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { NavList } from './NavList.tsx';
import { SearchForm } from './SearchForm.tsx';
import { Sidebar } from './Sidebar.tsx';

export function Header() {
  const { t, href } = useLocale();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // The drawer closes on every route change (including a query change).
  useEffect(() => setDrawerOpen(false), [location.pathname, location.search]);

  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <FontSizeSwitch />
          <div className="topbar__end">
            <LanguageSwitch />
            <AccountCorner />
          </div>
        </div>
      </div>
      <div className="container mainbar">
        <Link to={href('/')} className="brand" aria-label={t('nav.logoHome')}>
          <Logo />
          <span className="brand__name" aria-hidden="true">
            {t('app.name')}
          </span>
        </Link>
        <nav aria-label={t('nav.label')} className="desktop-nav">
          <NavList variant="bar" />
        </nav>
        <div className="mainbar__mobile">
          <LanguageSwitch className="language-switch--compact" />
          <button
            ref={burgerRef}
            type="button"
            className="icon-button burger"
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
            aria-controls="mobile-drawer"
            onClick={() => setDrawerOpen(true)}
          >
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      <div className="searchbar">
        <div className="container">
          <SearchForm />
        </div>
      </div>
      <Sidebar open={drawerOpen} onClose={() => setDrawerOpen(false)} returnFocusTo={burgerRef} />
    </header>
  );
}
