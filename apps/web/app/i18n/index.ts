import { ar } from './ar.ts';
import { en } from './en.ts';
import type { Locale, MessageKey, Params } from './types.ts';

export type { Locale, MessageKey, Params } from './types.ts';
// The one Locale of the product (contracts), re-exported for the pages.
export { LOCALES, isLocale, dirOf as dir } from '@tasreef/contracts/locale';

const catalogs = { ar, en } as const;

const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralRule(locale: Locale): Intl.PluralRules {
  let rule = pluralRules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    pluralRules.set(locale, rule);
  }
  return rule;
}

/** Replaces `{name}` placeholders; unknown placeholders stay visible so a mistake shows. */
export function interpolate(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * Looks a key up in the locale's catalog. Plural messages pick their form with Intl.PluralRules
 * from `params.count` (Arabic: zero, one, two, few, many, other).
 */
export function translate(locale: Locale, key: MessageKey, params?: Params): string {
  const entry = catalogs[locale][key] as string | Partial<Record<Intl.LDMLPluralRule, string>>;
  if (typeof entry === 'string') return interpolate(entry, params);
  const count = Number(params?.count ?? 0);
  const form = pluralRule(locale).select(count);
  const template = entry[form] ?? entry.other ?? '';
  return interpolate(template, { ...params, count: formatNumber(locale, count) });
}

/** Numbers in Western digits in both locales (the product's UI and data use them). */
export function formatNumber(_locale: Locale, value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
}

export type Translate = (key: MessageKey, params?: Params) => string;

export function translator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}
