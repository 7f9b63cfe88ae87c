import { translate as contractText } from '@tasreef/contracts/messages';
import { Link, useLocation } from 'react-router';
import { rich } from '../i18n/rich.tsx';
import { useLocale } from '../i18n/use-locale.ts';

/**
 * The error page of spec §2: the status in large digits, an icon, the message (404: page not found
 * with the path; 403 and 500: permission denied; 400: the API's sentence when there is one; others:
 * digits only) and a link home.
 */
/** The path as a reader writes it: `/ar/كتب`, not `/ar/%D9%83%D8%AA%D8%A8` (kept as sent when it is not valid UTF-8). */
export function readablePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** `detail`: the API's localized sentence for a refused request (400), shown under the status. */
export function ErrorPage({ status, detail }: { status: number; detail?: string }) {
  const { locale, t, href } = useLocale();
  const { pathname } = useLocation();
  let message: React.ReactNode = null;
  if (status === 404) {
    message = rich(contractText(locale, 'page_not_found'), { path: <bdi dir="ltr">{readablePath(pathname)}</bdi> });
  } else if (status === 403 || status === 500) {
    message = contractText(locale, 'forbidden');
  } else if (status === 400 && detail) {
    message = detail;
  }
  return (
    <section className="error-page" aria-labelledby="error-title">
      <svg className="error-page__icon" viewBox="0 0 64 64" width="72" height="72" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="29" fill="#fdecea" stroke="#b3261e" strokeWidth="3" />
        <path d="M32 16v21" stroke="#b3261e" strokeWidth="5" strokeLinecap="round" />
        <circle cx="32" cy="46" r="3.5" fill="#b3261e" />
      </svg>
      <h1 id="error-title" className="error-page__status">
        <span className="visually-hidden">{t('errorPage.title', { status })}</span>
        <bdi aria-hidden="true">{status}</bdi>
      </h1>
      {message && <p className="error-page__message">{message}</p>}
      <Link to={href('/')} className="button button--primary">
        {t('errorPage.home')}
      </Link>
    </section>
  );
}
