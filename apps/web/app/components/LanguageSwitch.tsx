import { Link, useLocation } from 'react-router';
import type { Locale } from '../i18n/index.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { setBrowserCookie } from '../lib/cookies.ts';
import { LOCALE_COOKIE, localizedPath } from '../lib/preferences.ts';

const FLAG_SRC: Record<Locale, string> = { ar: '/flags/ar.svg', en: '/flags/en.svg' };

/**
 * A link to the same page in the other language (prefix swapped, query kept). Following it
 * remembers the choice in the `locale` cookie for 365 days; the root loader then flips lang/dir.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { locale, t } = useLocale();
  const { pathname, search, hash } = useLocation();
  const target: Locale = locale === 'ar' ? 'en' : 'ar';
  return (
    <Link
      to={localizedPath(pathname, search, target) + hash}
      className={`language-switch ${className}`}
      hrefLang={target}
      lang={target}
      aria-label={t('language.switchTo', { language: t(target === 'ar' ? 'language.ar' : 'language.en') })}
      onClick={() => setBrowserCookie(LOCALE_COOKIE, target)}
    >
      <img src={FLAG_SRC[target]} alt={t(target === 'ar' ? 'language.flagAr' : 'language.flagEn')} width="24" height="16" />
      <span>{t(target === 'ar' ? 'language.ar' : 'language.en')}</span>
    </Link>
  );
}
