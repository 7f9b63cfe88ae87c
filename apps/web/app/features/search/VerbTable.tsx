import type { SearchVerb, VerbDetail } from '@tasreef/contracts/search';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/use-locale.ts';

/**
 * Result rows: lemma, present, masdar, root, pattern, type, meaning; the lemma links to its table.
 * On a phone each row is drawn as a card (search.css): the lemma and its meaning first, then the
 * other columns each with its name (`data-label`), so nothing is cut off or scrolled sideways.
 */
export function VerbTable({ verbs, details, caption }: { verbs: SearchVerb[]; details: Record<string, VerbDetail>; caption: string }) {
  const { t } = useLocale();
  return (
    <div className="table-scroll verb-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="verb-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bs.col.lemma')}</th>
            <th scope="col">{t('bs.col.present')}</th>
            <th scope="col">{t('bs.col.masdar')}</th>
            <th scope="col">{t('bs.col.root')}</th>
            <th scope="col">{t('bs.col.pattern')}</th>
            <th scope="col">{t('bs.col.type')}</th>
            <th scope="col">{t('bs.col.meaning')}</th>
          </tr>
        </thead>
        <tbody>
          {verbs.map((v) => {
            const d = details[v.id];
            return (
              <tr key={v.id}>
                <th scope="row">
                  <Link to={v.url} lang="ar" className="arabic-form">
                    {v.lemma}
                  </Link>
                </th>
                <td lang="ar" className="arabic-form" data-label={t('bs.col.present')}>
                  {d?.present ?? ''}
                </td>
                <td lang="ar" className="arabic-form" data-label={t('bs.col.masdar')}>
                  {d?.masdar ?? ''}
                </td>
                <td lang="ar" className="arabic-form" data-label={t('bs.col.root')}>
                  {[...v.root].join(' ')}
                </td>
                <td data-label={t('bs.col.pattern')}>
                  <bdi>{v.pattern === 'I' && d?.bab ? `I (${d.bab})` : v.pattern}</bdi>
                </td>
                <td data-label={t('bs.col.type')}>{d?.type_name ?? v.type}</td>
                <td lang="en" dir="ltr" className="verb-table__meaning" data-label={t('bs.col.meaning')}>
                  {v.meaning_en ?? ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
