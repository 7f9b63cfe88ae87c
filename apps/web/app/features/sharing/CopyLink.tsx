import { useEffect, useId, useState } from 'react';
import { useLocale } from '../../i18n/use-locale.ts';

/**
 * A link to copy: a read-only field (select it and copy, without script too) and, once the page
 * runs script and the browser has a clipboard, a button that copies it.
 */
export function CopyLink({ url }: { url: string }) {
  const { t } = useLocale();
  const id = `link-${useId()}`;
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== 'undefined' && Boolean(navigator.clipboard)), []);
  return (
    <div className="field copy-link">
      <label htmlFor={id}>{t('share.link.label')}</label>
      <div className="copy-link__row">
        <input id={id} type="text" readOnly value={url} dir="ltr" onFocus={(e) => e.currentTarget.select()} />
        {canCopy && (
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              void navigator.clipboard.writeText(url).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {t('share.link.copy')}
          </button>
        )}
      </div>
      <p className="copy-link__status" role="status" aria-live="polite">
        {copied ? t('share.link.copied') : ''}
      </p>
    </div>
  );
}
