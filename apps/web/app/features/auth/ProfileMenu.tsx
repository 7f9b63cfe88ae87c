import './auth.css';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useLocale } from '../../i18n/use-locale.ts';
import { apiFetch } from '../../lib/api-fetch.ts';
import { parseCookies } from '../../lib/cookies.ts';
import { CSRF_FIELD, csrfTokenOfPage } from './csrf.ts';

interface MenuAccount {
  full_name: string;
  profile_pic: string | null;
  /** `admin`: the menu links to the users page. */
  type?: string | null;
}

/** Signed in (section 4): both client flags set. */
export function signedInFromCookies(): boolean {
  if (typeof document === 'undefined') return false;
  const c = parseCookies(document.cookie);
  return c.loggedIn === '1' && c.isVerified === '1';
}

/**
 * The account in the header: fetched at start and again when the language changes; a 401 means
 * the session is gone (the API cleared the cookies): the page reloads signed out.
 */
export function useAccount(): MenuAccount | null {
  const { locale } = useLocale();
  const location = useLocation();
  const [state, setState] = useState<{ account: MenuAccount; locale: string } | null>(null);
  const have = state !== null && state.locale === locale;
  useEffect(() => {
    // Checked on every navigation: signing in or out happens through form posts and redirects.
    if (!signedInFromCookies()) {
      setState(null);
      return;
    }
    if (have) return;
    const controller = new AbortController();
    apiFetch<MenuAccount>(locale, '/account', { signal: controller.signal })
      .then((res) => {
        if (res.status === 401) {
          window.location.reload();
          return;
        }
        if (res.ok) setState({ account: res.data, locale });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [locale, location.key, have]);
  return state?.account ?? null;
}

/**
 * The sign-out button: a plain form post (a document reload), with the session's CSRF token, which
 * the sign-out requires. Shown only once the page knows the visitor is signed in (after hydration),
 * when the token is readable.
 */
function SignOut({ small = false }: { small?: boolean }) {
  const { t, href } = useLocale();
  return (
    <Form method="post" action={href('/auth/logout')} reloadDocument>
      <input type="hidden" name={CSRF_FIELD} value={csrfTokenOfPage()} />
      <button type="submit" className={small ? 'button button--ghost button--small' : 'button button--ghost'}>
        {t('menu.signOut')}
      </button>
    </Form>
  );
}

/** A signed-in visitor's links: exams started, prices, profile settings, and users for an administrator. */
function AccountLinks({ account, className }: { account: MenuAccount; className?: string }) {
  const { t, href } = useLocale();
  return (
    <ul className={className}>
      <li>
        <Link to={href('/dashboard')}>{t('mgmt.dashboard.title')}</Link>
      </li>
      <li>
        <Link to={href('/dashboard/exam-list?tab=started')}>{t('menu.examList')}</Link>
      </li>
      {account.type === 'student' && (
        <li>
          <Link to={href('/live')}>{t('live.joinTitle')}</Link>
        </li>
      )}
      <li>
        <Link to={href('/dashboard/progress')}>{t('practice.progressLink')}</Link>
      </li>
      <li>
        <Link to={href('/dashboard/certificates')}>{t('cert.title')}</Link>
      </li>
      {account.type === 'educator' && (
        <li>
          <Link to={href('/dashboard/grade-scales')}>{t('grades.title')}</Link>
        </li>
      )}
      {account.type === 'educator' && (
        <>
          <li>
            <Link to={href('/dashboard/api-keys')}>{t('keys.title')}</Link>
          </li>
          <li>
            <Link to={href('/dashboard/webhooks')}>{t('hooks.title')}</Link>
          </li>
        </>
      )}
      <li>
        <Link to={href('/prices')}>{t('nav.prices')}</Link>
      </li>
      <li>
        <Link to={href('/dashboard/subscriptions')}>{t('billing.menu.subscriptions')}</Link>
      </li>
      <li>
        <Link to={href('/dashboard/payments')}>{t('billing.menu.payments')}</Link>
      </li>
      <li>
        <Link to={href('/dashboard/profile')}>{t('menu.profile')}</Link>
      </li>
      {account.type === 'admin' && (
        <li>
          <Link to={href('/dashboard/admin/users')}>{t('menu.adminUsers')}</Link>
        </li>
      )}
      {account.type === 'admin' && (
        <li>
          <Link to={href('/dashboard/admin/subscriptions')}>{t('billing.menu.adminSubscriptions')}</Link>
        </li>
      )}
      {account.type === 'admin' && (
        <li>
          <Link to={href('/dashboard/admin/plans')}>{t('billing.menu.adminPlans')}</Link>
        </li>
      )}
    </ul>
  );
}

/** Picture, greeting with the full name, links (exams started, prices, profile settings), sign out. */
export function ProfileMenu({ account }: { account: MenuAccount }) {
  const { t } = useLocale();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  const initial = [...account.full_name.trim()][0] ?? '?';
  return (
    <div className="profile-menu" ref={ref}>
      <button type="button" className="profile-menu__button" aria-expanded={open} aria-controls="profile-menu-body" onClick={() => setOpen((o) => !o)}>
        {account.profile_pic ? (
          <img className="profile-menu__pic" src={account.profile_pic} alt="" width={32} height={32} />
        ) : (
          <span className="profile-menu__pic profile-menu__pic--initial" aria-hidden="true">
            {initial}
          </span>
        )}
        <span>{t('menu.greeting', { name: account.full_name })}</span>
      </button>
      <div id="profile-menu-body" className="profile-menu__body" hidden={!open}>
        <AccountLinks account={account} />
        <SignOut small />
      </div>
    </div>
  );
}

/** The header's account corner: the profile menu when signed in, else log-in and create-account links. */
export function AccountCorner() {
  const { t, href } = useLocale();
  const account = useAccount();
  if (account) return <ProfileMenu account={account} />;
  return (
    <>
      <Link to={href('/auth/login')} className="topbar__link">
        {t('nav.logIn')}
      </Link>
      <Link to={href('/auth/register')} className="button button--primary button--small">
        {t('nav.createAccount')}
      </Link>
    </>
  );
}

/**
 * The mobile drawer's account block (the header's profile menu is hidden on small screens): the
 * greeting, the same links as the profile menu and sign out; or create-account and log-in links.
 */
export function DrawerAccount() {
  const { t, href } = useLocale();
  const location = useLocation();
  const account = useAccount();
  const [signedIn, setSignedIn] = useState(false);
  // Read after hydration (the server render has no cookies to look at here).
  useEffect(() => setSignedIn(signedInFromCookies()), [location.key]);
  if (signedIn) {
    return (
      <>
        {account && (
          <>
            <p className="drawer__greeting">{t('menu.greeting', { name: account.full_name })}</p>
            <AccountLinks account={account} className="drawer__account-links" />
          </>
        )}
        <SignOut />
      </>
    );
  }
  return (
    <>
      <Link to={href('/auth/register')} className="button button--primary">
        {t('nav.createAccount')}
      </Link>
      <Link to={href('/auth/login')} className="button button--ghost">
        {t('nav.logIn')}
      </Link>
    </>
  );
}
