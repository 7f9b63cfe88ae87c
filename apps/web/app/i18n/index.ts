// The one placeholder function (ADR 0069); its own module, so no catalog of contracts comes along.
import { fillPlaceholders } from '@tasreef/contracts/placeholders';
import { ARABIC_INDIC, formatNumberTag, pluralCategory, toArabicIndic } from './numbers.ts';
import type { Catalog, Locale, MessageKey, Params } from './types.ts';

export type { Locale, MessageKey, Params } from './types.ts';
// The one Locale of the product (contracts), re-exported for the pages.
export { LOCALES, isLocale, dirOf as dir } from '@tasreef/contracts/locale';

/**
 * The message catalogs, each in its own chunk (ADR 0049): a page's browser loads and evaluates only
 * its own language's (~40 KB of the ~170 KB both weigh). The server and the tests provide both at
 * start (`all-catalogs.ts`); the browser loads the page's before hydrating (entry.client) and the
 * other one before a navigation into it renders (the root's clientLoader).
 */
type Catalogs = { [L in Locale]?: Catalog<L> };
const catalogs: Catalogs = {};
const loaders: { [L in Locale]: () => Promise<Catalog<L>> } = {
  ar: () => import('./ar.ts').then((m) => m.ar),
  en: () => import('./en.ts').then((m) => m.en),
};

export function provideCatalogs(given: Catalogs): void {
  Object.assign(catalogs, given);
}

/** Loads a locale's catalog once (a no-op when it is there). */
export async function loadCatalog(locale: Locale): Promise<void> {
  if (catalogs[locale]) return;
  provideCatalogs({ [locale]: await loaders[locale]() });
}

function catalogOf(locale: Locale): Catalog<Locale> {
  const catalog = catalogs[locale] ?? catalogs.ar ?? catalogs.en;
  if (!catalog) throw new Error('No message catalog is loaded (all-catalogs.ts on the server, loadCatalog in the browser)');
  // Never expected: every way into a page loads its catalog first. Rather the other language than a broken page; the next render has it.
  if (catalog !== catalogs[locale]) void loadCatalog(locale);
  return catalog;
}

/**
 * How a person's numbers are written: Western digits (0–9, the default in both locales) or, on
 * Arabic pages, Arabic-Indic digits (٠–٩) when the person chose them (the `digits` preference).
 */
export const DIGIT_STYLES = ['latn', 'arab'] as const;
export type Digits = (typeof DIGIT_STYLES)[number];
/** A locale with the person's digits: what number and date formatting need. */
export interface NumberStyle {
  locale: Locale;
  digits: Digits;
}
const styleOf = (style: Locale | NumberStyle): NumberStyle => (typeof style === 'string' ? { locale: style, digits: 'latn' } : style);
/** Arabic-Indic digits only on Arabic pages whose reader chose them. */
export const arabicIndic = (style: Locale | NumberStyle): boolean => {
  const s = styleOf(style);
  return s.locale === 'ar' && s.digits === 'arab';
};

/** Writes the ASCII digits of a formatted text in the reader's digits (separators stay: they are the format's). */
export function withDigits(style: Locale | NumberStyle, text: string): string {
  return arabicIndic(style) ? toArabicIndic(text) : text;
}

/**
 * Looks a key up in the locale's catalog. Plural messages pick their form by the CLDR rules (numbers.ts)
 * from `params.count` (Arabic: zero, one, two, few, many, other).
 */
export function translate(locale: Locale, key: MessageKey, params?: Params, digits: Digits = 'latn'): string {
  const entry = catalogOf(locale)[key] as string | Partial<Record<Intl.LDMLPluralRule, string>>;
  const style = { locale, digits };
  if (typeof entry === 'string') return fillPlaceholders(entry, params && arabicIndic(style) ? digitsIn(style, params) : params);
  const count = numberOf(params?.count ?? 0);
  const form = pluralCategory(locale, count);
  const template = entry[form] ?? entry.other ?? '';
  return fillPlaceholders(template, { ...(params && arabicIndic(style) ? digitsIn(style, params) : params), count: formatNumber(style, count) });
}

/** A count given as a number or as text already formatted (Western or Arabic-Indic digits, with separators). */
function numberOf(value: string | number): number {
  if (typeof value === 'number') return value;
  return Number(
    value
      .replace(/[٠-٩]/g, (d) => String(ARABIC_INDIC.indexOf(d)))
      .replace(/[,٬\s]/g, '')
      .replace('٫', '.'),
  );
}

/** The numbers among a message's parameters in the reader's digits (text parameters are left as written). */
function digitsIn(style: NumberStyle, params: Params): Params {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? formatNumber(style, v) : v]));
}

/** A number as the reader writes it: Western digits, or Arabic-Indic ones where the person chose them on Arabic pages. */
export function formatNumber(style: Locale | NumberStyle, value: number): string {
  return formatNumberTag(arabicIndic(style) ? 'ar-u-nu-arab' : 'en-US', value);
}
export type Translate = (key: MessageKey, params?: Params) => string;

export function translator(locale: Locale, digits: Digits = 'latn'): Translate {
  return (key, params) => translate(locale, key, params, digits);
}
