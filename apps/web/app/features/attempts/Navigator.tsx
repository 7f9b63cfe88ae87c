import { formatNumber } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { NAV_GLYPH, type NavMark } from './take-state.ts';
import { questionDomId } from './use-paging.ts';

/**
 * The question navigator of a long exam (ADR 0087): every question's number with its mark, told by
 * a glyph and by words (never by colour alone); a link moves to the question and gives it the focus.
 */
export function Navigator({ items, current, goTo }: { items: { id: string; mark: NavMark }[]; current: number | null; goTo: (index: number) => void }) {
  const { t, fmt } = useLocale();
  return (
    <nav className="take-nav" aria-label={t('answer.nav.label')}>
      <ol className="take-nav__list">
        {items.map((item, i) => (
          <li key={item.id}>
            <a
              href={`#${questionDomId(item.id)}`}
              className={`take-nav__item take-nav__item--${item.mark}`}
              data-mark={item.mark}
              aria-current={current === i ? 'step' : undefined}
              onClick={(e) => {
                e.preventDefault();
                goTo(i);
              }}
            >
              <span aria-hidden="true" className="take-nav__glyph">
                {NAV_GLYPH[item.mark]}
              </span>
              <span aria-hidden="true">{formatNumber(fmt, i + 1)}</span>
              <span className="visually-hidden">{t('answer.nav.item', { n: formatNumber(fmt, i + 1), state: t(`answer.nav.${item.mark}`) })}</span>
            </a>
          </li>
        ))}
      </ol>
      <p className="take-nav__legend muted" aria-hidden="true">
        {t('answer.nav.legend')}
      </p>
    </nav>
  );
}
