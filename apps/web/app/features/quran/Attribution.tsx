import type { QuranSource } from '@tasreef/contracts/quran';
import { useLocale } from '../../i18n/use-locale.ts';

/** The credit the text's licence asks for, on every Quran page. */
export function Attribution({ source }: { source: QuranSource }) {
  const { t } = useLocale();
  return (
    <p className="quran-attribution">
      {t('quran.attribution', {
        package: `${source.package} ${source.version}`,
        author: source.author,
        licence: source.licence,
        text: source.text,
        translation: source.translation,
        transliteration: source.transliteration,
      })}{' '}
      <a href={source.url} dir="ltr">
        {source.url}
      </a>{' '}
      · <a href={source.licence_url}>{t('quran.licence')}</a>
    </p>
  );
}
