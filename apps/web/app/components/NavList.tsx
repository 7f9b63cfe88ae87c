import { NavLink } from 'react-router';
import { useLocale } from '../i18n/use-locale.ts';
import { NAV_ITEMS, isGroup } from './nav-items.ts';
import { NavDropdown } from './NavDropdown.tsx';

/** The top navigation items; `bar` on wide screens, `sidebar` in the mobile drawer. */
export function NavList({ variant }: { variant: 'bar' | 'sidebar' }) {
  const { t, href } = useLocale();
  return (
    <ul className={`nav-list nav-list--${variant}`}>
      {NAV_ITEMS.map((item) =>
        isGroup(item) ? (
          <NavDropdown key={item.id} item={item} variant={variant} />
        ) : (
          <li key={item.path}>
            <NavLink to={href(item.path)} end={item.path === '/'} className="nav-link">
              {t(item.key)}
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
}
