import type { SearchNoun } from '@tasreef/contracts/search';
import { Link } from 'react-router';
import { isolateArabic } from '../../i18n/bidi.tsx';
import { useLocale } from '../../i18n/use-locale.ts';

/**
 * The nouns of the lexicon's noun list the word searched is a form of (مَكْتَبَةٌ، كُتُبٌ، مَدَارِسُ):
 * the reading in words, the singular or the plurals, the root (a search for it) and its verbs.
 */
export function NounList({ nouns }: { nouns: SearchNoun[] }) {
  const { t } = useLocale();
  return (
    <ul className="noun-list">
      {nouns.map((n) => (
        <li key={n.id} className="noun-card">
          <p className="noun-card__head">
            <span lang="ar" className="arabic-form noun-card__lemma">
              {n.lemma}
            </span>{' '}
            <span className="noun-card__pos">{t(n.pos === 'adj' ? 'bs.noun.adj' : 'bs.noun.noun')}</span>
          </p>
          <p className="noun-card__reading">{isolateArabic(n.description)}</p>
          <dl className="noun-card__facts">
            {n.number === 'plural' && n.singular !== null && (
              <div>
                <dt>{t('bs.noun.singular')}</dt>
                <dd lang="ar" className="arabic-form">
                  {n.singular}
                </dd>
              </div>
            )}
            {n.plurals.length > 0 && (
              <div>
                <dt>{t('bs.noun.plurals')}</dt>
                <dd lang="ar" className="arabic-form">
                  {n.plurals.join('، ')}
                </dd>
              </div>
            )}
            {n.root_url !== null && (
              <div>
                <dt>{t('bs.col.root')}</dt>
                <dd>
                  <Link to={n.root_url} lang="ar" className="arabic-form">
                    {[...n.root].join(' ')}
                  </Link>
                </dd>
              </div>
            )}
            {n.meaning_en !== null && (
              <div>
                <dt>{t('bs.col.meaning')}</dt>
                <dd lang="en" dir="ltr">
                  {n.meaning_en}
                </dd>
              </div>
            )}
            {n.verbs.length > 0 && (
              <div>
                <dt>{t('bs.noun.verbs')}</dt>
                <dd className="noun-card__verbs">
                  {n.verbs.map((v) => (
                    <Link key={v.id} to={v.url} lang="ar" className="arabic-form">
                      {v.lemma}
                    </Link>
                  ))}
                </dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
