import { Link } from 'react-router';
import { BidiText } from '../i18n/bidi.tsx';
import { questionTypes } from '../content/questions-types.ts';
import { translate } from '../i18n/index.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { pageMeta } from '../lib/meta.ts';
import { localeParam } from '../lib/route-locale.ts';
import type { Route } from './+types/questions-types';

export function loader({ params }: Route.LoaderArgs) {
  const locale = localeParam(params);
  return { locale, types: questionTypes[locale] };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? pageMeta(data.locale, '/questions-types', translate(data.locale, 'qt.title'), translate(data.locale, 'qt.description')) : [];

export default function QuestionsTypesPage({ loaderData }: Route.ComponentProps) {
  const { t, href, locale } = useLocale();
  const { types } = loaderData;
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t('qt.title')}</h1>
        <p className="lead">{t('qt.description')}</p>
        <p className="page-header__meta">{t('qt.count', { count: types.length })}</p>
      </header>
      <ol className="qt-list">
        {types.map((type) => (
          <li key={type.id} id={type.id} className="card qt-card">
            <h2>{type.name}</h2>
            <dl className="qt-facts">
              <div>
                <dt>{t('qt.asks')}</dt>
                <dd>
                  <BidiText text={type.asks} locale={locale} />
                </dd>
              </div>
              <div>
                <dt>{t('qt.bloom')}</dt>
                <dd>{type.bloom}</dd>
              </div>
              <div>
                <dt>{t('qt.formats')}</dt>
                <dd>{type.formats}</dd>
              </div>
            </dl>
            <figure className="qt-example">
              <figcaption>{t('qt.example')}</figcaption>
              <p className="qt-example__stem" dir="auto">
                <BidiText text={type.example.stem} locale={locale} />
              </p>
              <ul className="qt-options" aria-label={t('qt.options')}>
                {type.example.options.map((option) => (
                  <li key={option} dir="auto" className={option === type.example.answer ? 'is-correct' : undefined}>
                    {option}
                    {option === type.example.answer && <span className="visually-hidden"> ({t('qt.answer')})</span>}
                  </li>
                ))}
              </ul>
              <p>
                <strong>{t('qt.answer')}: </strong>
                <span dir="auto">{type.example.answer}</span>
              </p>
              <p>
                <strong>{t('qt.explanation')}: </strong>
                <BidiText text={type.example.explanation} locale={locale} />
              </p>
            </figure>
          </li>
        ))}
      </ol>
      <p className="page-cta">
        <Link to={href('/generate-exams')} className="button button--primary">
          {t('home.ctaExams')}
        </Link>
      </p>
    </div>
  );
}
