import { useLocale } from '../../i18n/use-locale.ts';

/** Sign in with Google or Facebook: plain links to the API, which redirects to the provider. */
export function OAuthButtons({ providers, returnTo, mode = 'signin' }: { providers: string[]; returnTo?: string | null; mode?: 'signin' | 'link' }) {
  const { locale, t } = useLocale();
  if (providers.length === 0) return null;
  const query = (provider: string) => {
    const q = new URLSearchParams({ mode });
    if (returnTo) q.set('return_to', returnTo);
    return `/api/v1/${locale}/auth/oauth/${provider}/start?${q.toString()}`;
  };
  return (
    <div className="oauth-buttons">
      <p className="oauth-buttons__or">{t('auth.or')}</p>
      {providers.includes('google') && (
        <a className="button button--secondary" href={query('google')}>
          {t('auth.google')}
        </a>
      )}
      {providers.includes('facebook') && (
        <a className="button button--secondary" href={query('facebook')}>
          {t('auth.facebook')}
        </a>
      )}
    </div>
  );
}
