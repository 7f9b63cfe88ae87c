import { faq } from '../content/faq.ts';
import { BidiText } from '../i18n/bidi.tsx';
import { translate } from '../i18n/index.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { pageMeta } from '../lib/meta.ts';
import { localeParam } from '../lib/route-locale.ts';
import type { Route } from './+types/faq';

export function loader({ params }: Route.LoaderArgs) {
  const locale = localeParam(params);
  return { locale, entries: faq[locale] };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.locale, '/faq', translate(data.locale, 'faq.title'), translate(data.locale, 'faq.description')) : []);

/** Each answer is a native <details>: keyboard and screen-reader friendly, works without script. */
export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useLocale();
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t('faq.title')}</h1>
        <p className="lead">{t('faq.description')}</p>
      </header>
      <div className="faq-list">
        {loaderData.entries.map((entry) => (
          <details key={entry.id} id={entry.id} className="faq-item">
            <summary>
              <h2 className="faq-item__question">
                <BidiText text={entry.question} locale={locale} />
              </h2>
            </summary>
            <div className="faq-item__answer">
              {entry.answer.map((paragraph, index) => (
                <p key={index}>
                  <BidiText text={paragraph} locale={locale} />
                </p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </div>
  );
}
