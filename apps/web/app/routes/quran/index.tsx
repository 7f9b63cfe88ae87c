import '@fontsource/amiri-quran/arabic-400.css';
import '../../features/quran/quran.css';
import type { SuraListAnswer } from '@tasreef/contracts/quran';
import { data, Link } from 'react-router';
import { Attribution } from '../../features/quran/Attribution.tsx';
import { readPublicApi } from '../../lib/api.server.ts';
import { formatNumber, translate } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import type { Route } from './+types/index';

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const res = await readPublicApi<SuraListAnswer>(context, `/${locale}/quran/suras`);
  if (!res || res.status !== 200) throw data(translate(locale, 'bs.unavailable'), { status: 503 });
  return { locale, suras: res.body.data, source: res.body.meta.source };
}

export const meta: Route.MetaFunction = ({ data: d }) => (d ? pageMeta(d.locale, '/quran', translate(d.locale, 'quran.title'), translate(d.locale, 'quran.description')) : []);

export default function QuranIndex({ loaderData }: Route.ComponentProps) {
  const { fmt, t, href } = useLocale();
  return (
    <div className="container page quran-page">
      <h1>{t('quran.title')}</h1>
      <p>{t('quran.intro')}</p>
      <form method="get" action={href('/quran/search')} className="quran-search__form quran-search__form--inline" role="search">
        <label htmlFor="quran-q">{t('quran.search.link')}</label>
        <div className="quran-search__row">
          <input id="quran-q" name="q" type="search" dir="auto" placeholder={t('quran.search.placeholder')} maxLength={100} autoComplete="off" />
          <button type="submit" className="button button--primary">
            {t('quran.search.submit')}
          </button>
        </div>
      </form>
      <ol className="sura-list">
        {loaderData.suras.map((s) => (
          <li key={s.number}>
            <Link to={s.url} className="sura-card">
              <span className="sura-card__n">{formatNumber(fmt, s.number)}</span>
              <span className="sura-card__names">
                <span className="quran-text sura-card__ar" lang="ar">
                  {s.name_ar}
                </span>
                <span className="sura-card__en" lang="en" dir="ltr">
                  {s.name_en} · {s.translation_en}
                </span>
              </span>
              <span className="sura-card__meta">
                {t('quran.suraMeta', { place: t(s.revelation === 'meccan' ? 'quran.meccan' : 'quran.medinan'), count: formatNumber(fmt, s.verses) })}
              </span>
            </Link>
          </li>
        ))}
      </ol>
      <Attribution source={loaderData.source} />
    </div>
  );
}
