import type { Locale } from '@tasreef/contracts/locale';
import type { en } from './en.ts';

export type { Locale } from '@tasreef/contracts/locale';

export type MessageKey = keyof typeof en;

/** Every CLDR plural category Arabic uses: zero, one, two, few (3–10), many (11–99), other. */
export interface ArabicPlural {
  zero: string;
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}

type PluralKey = { [K in MessageKey]: (typeof en)[K] extends string ? never : K }[MessageKey];

/** The shape of a catalog: same keys as English; plural keys carry the locale's plural forms. */
export type Catalog<L extends Locale> = {
  [K in MessageKey]: K extends PluralKey ? (L extends 'ar' ? ArabicPlural : (typeof en)[K]) : string;
};

export type Params = Record<string, string | number>;
