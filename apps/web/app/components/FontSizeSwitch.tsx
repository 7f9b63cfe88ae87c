import { useRevalidator, useRouteLoaderData } from 'react-router';
import { useLocale, type RootData } from '../i18n/use-locale.ts';
import { setBrowserCookie } from '../lib/cookies.ts';
import { DEFAULT_FONT_SIZE, FONT_SIZE_COOKIE, FONT_SIZES, type FontSizeName } from '../lib/preferences.ts';

const LABEL = { small: 'fontSize.small', medium: 'fontSize.medium', large: 'fontSize.large' } as const;
const GLYPH_SCALE = { small: 0.85, medium: 1.05, large: 1.3 } as const;

/**
 * Text size 18/20/28px, kept in the `fixedFontSize` cookie; the server renders `<html data-font-size>`
 * from it, so the chosen size is there before any script runs.
 */
export function FontSizeSwitch() {
  const { t } = useLocale();
  const data = useRouteLoaderData('root') as RootData | undefined;
  const current = data?.fontSize ?? DEFAULT_FONT_SIZE;
  const revalidator = useRevalidator();
  const choose = (name: FontSizeName) => {
    setBrowserCookie(FONT_SIZE_COOKIE, String(FONT_SIZES[name]));
    document.documentElement.dataset.fontSize = name;
    void revalidator.revalidate();
  };
  return (
    <div className="font-size-switch" role="group" aria-label={t('fontSize.label')}>
      {(Object.keys(FONT_SIZES) as FontSizeName[]).map((name) => (
        <button
          key={name}
          type="button"
          className="font-size-switch__button"
          aria-pressed={current === name}
          aria-label={t(LABEL[name])}
          title={t(LABEL[name])}
          onClick={() => choose(name)}
        >
          <span aria-hidden="true" style={{ fontSize: `${GLYPH_SCALE[name]}em` }}>
            {t('fontSize.glyph')}
          </span>
        </button>
      ))}
    </div>
  );
}
