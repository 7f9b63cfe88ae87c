import type { ReactNode } from 'react';
import { useLocale } from '../i18n/use-locale.ts';
import { useFocusAfterNavigation } from '../lib/focus.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { LoadingBar } from './LoadingBar.tsx';

/** Skip link, landmarks (header with nav, main, footer) around every page, errors included; the focus kept through navigations. */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useLocale();
  useFocusAfterNavigation();
  return (
    <>
      <LoadingBar />
      <a href="#main" className="skip-link">
        {t('skip.toMain')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <Footer />
    </>
  );
}
