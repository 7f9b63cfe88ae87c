import { Form } from 'react-router';
import { useLocale } from '../../i18n/use-locale.ts';

/** Type a code to check it: a GET form, so it works without script and the address can be shared. */
export function VerifyForm({ code }: { code: string }) {
  const { t, href } = useLocale();
  return (
    <Form method="get" action={href('/certificates')} className="verify-form" role="search" aria-label={t('cert.verifyTitle')}>
      <div className="field">
        <label htmlFor="certificate-code">{t('cert.codeLabel')}</label>
        <input
          id="certificate-code"
          name="code"
          defaultValue={code}
          maxLength={64}
          dir="ltr"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX-XXXX"
        />
      </div>
      <button type="submit" className="button button--primary">
        {t('cert.check')}
      </button>
    </Form>
  );
}
