import { Outlet } from 'react-router';
import type { Route } from './+types/locale';
import { localeParam } from '../lib/route-locale.ts';

/** `/:locale/*`: only ar and en exist; any other prefix renders the 404 page with status 404. */
export function loader({ params }: Route.LoaderArgs) {
  return { locale: localeParam(params) };
}

export default function LocaleLayout() {
  return <Outlet />;
}
