import { data } from 'react-router';
import { isLocale, type Locale } from '../i18n/index.ts';
import { detectLocale } from './preferences.ts';

/** The `:locale` segment of a route; anything other than ar/en is a 404 (the error page). */
export function localeParam(params: { locale?: string }): Locale {
  if (!isLocale(params.locale)) throw data(null, { status: 404, statusText: 'Not Found' });
  return params.locale;
}

/** The page locale: the prefix when there is one, else the visitor's (the bare `/` home). */
export function pageLocale(params: { locale?: string }, request: Request): Locale {
  return params.locale === undefined ? detectLocale(request) : localeParam(params);
}
