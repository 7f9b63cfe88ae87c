import { Link } from 'react-router';
import { useLocale } from '../i18n/use-locale.ts';
import './pager.css';

/**
 * Previous / next links that keep the rest of the query (works without script). `param` names the
 * query's page number (`page`, or `student_page` for a table inside a page); `label` names the
 * navigation where a page has more than one.
 */
export function Pager({ page, pages, search, param = 'page', label }: { page: number; pages: number; search: URLSearchParams; param?: string; label?: string }) {
  const { t } = useLocale();
  if (pages <= 1) return null;
  const at = (p: number) => {
    const s = new URLSearchParams(search);
    s.set(param, String(p));
    return `?${s.toString()}`;
  };
  return (
    <nav className="pager" aria-label={label ?? t('bs.pagination')}>
      {page > 1 ? (
        <Link to={at(page - 1)} rel="prev">
          {t('bs.prev')}
        </Link>
      ) : (
        <span />
      )}
      <span>{t('bs.page', { page, pages })}</span>
      {page < pages ? (
        <Link to={at(page + 1)} rel="next">
          {t('bs.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
