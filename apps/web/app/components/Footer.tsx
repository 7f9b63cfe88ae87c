import { Link } from 'react-router';
import type { MessageKey } from '../i18n/index.ts';
import { useLocale } from '../i18n/use-locale.ts';

const LINKS: { key: MessageKey; path: string }[] = [
  { key: 'footer.about', path: '/about-us' },
  { key: 'footer.terms', path: '/terms-and-conditions' },
  { key: 'footer.refunds', path: '/refunds' },
  { key: 'footer.faq', path: '/faq' },
  { key: 'footer.helpCenter', path: '/help-center' },
  { key: 'footer.contact', path: '/contact-us' },
];

export function Footer() {
  const { t, href } = useLocale();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label={t('footer.label')}>
          <ul className="footer-links">
            {LINKS.map((link) => (
              <li key={link.path}>
                <Link to={href(link.path)}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__tagline">{t('app.tagline')}</p>
        <p className="site-footer__rights">{t('footer.rights', { year: new Date().getUTCFullYear() })}</p>
      </div>
    </footer>
  );
}
