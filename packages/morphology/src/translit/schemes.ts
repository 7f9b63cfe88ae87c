/**
 * Romanization tables: ALA-LC (Library of Congress, 2012 table) and DIN 31635. Letters as data;
 * the walker in transliterate.ts applies the rules that depend on context.
 */
import {
  AIN,
  ALEF_HAMZA_ABOVE,
  ALEF_HAMZA_BELOW,
  BEH,
  DAD,
  DAL,
  FEH,
  GHAIN,
  HAH,
  HAMZA,
  HEH,
  JEEM,
  KAF,
  KHAH,
  LAM,
  MEEM,
  NOON,
  QAF,
  REH,
  SAD,
  SEEN,
  SHEEN,
  TAH,
  TEH,
  THAL,
  THEH,
  WAW_HAMZA,
  YEH_HAMZA,
  ZAH,
  ZAIN,
} from '../letters.ts';

export type SchemeId = 'ala-lc' | 'din';

export interface Scheme {
  consonants: Readonly<Record<string, string>>;
  hamza: string;
  /** ى after fatha. */
  alifMaksura: string;
  /** ة in pause (no vowel on it). */
  taMarbutaPause: string;
  /** ِيّ and ُوّ: ALA-LC writes īy / ūw, DIN iyy / uww. */
  longBeforeDoubled: boolean;
  /** The article before a sun letter: ALA-LC keeps al-, DIN assimilates (ar-rāmī). */
  assimilateArticle: boolean;
  /** ALA-LC separates letters that would read as a digraph (akʹhar). */
  prime: string | null;
}

const COMMON: Record<string, string> = {
  [BEH]: 'b',
  [TEH]: 't',
  [HAH]: 'ḥ',
  [DAL]: 'd',
  [REH]: 'r',
  [ZAIN]: 'z',
  [SEEN]: 's',
  [SAD]: 'ṣ',
  [DAD]: 'ḍ',
  [TAH]: 'ṭ',
  [ZAH]: 'ẓ',
  [FEH]: 'f',
  [QAF]: 'q',
  [KAF]: 'k',
  [LAM]: 'l',
  [MEEM]: 'm',
  [NOON]: 'n',
  [HEH]: 'h',
};

export const HAMZA_LETTERS: ReadonlySet<string> = new Set([HAMZA, ALEF_HAMZA_ABOVE, ALEF_HAMZA_BELOW, WAW_HAMZA, YEH_HAMZA]);

export const SCHEMES: Readonly<Record<SchemeId, Scheme>> = {
  'ala-lc': {
    consonants: {
      ...COMMON,
      [THEH]: 'th',
      [JEEM]: 'j',
      [KHAH]: 'kh',
      [THAL]: 'dh',
      [SHEEN]: 'sh',
      [AIN]: 'ʻ',
      [GHAIN]: 'gh',
    },
    hamza: 'ʼ',
    alifMaksura: 'á',
    taMarbutaPause: 'h',
    longBeforeDoubled: true,
    assimilateArticle: false,
    prime: 'ʹ',
  },
  din: {
    consonants: {
      ...COMMON,
      [THEH]: 'ṯ',
      [JEEM]: 'ǧ',
      [KHAH]: 'ḫ',
      [THAL]: 'ḏ',
      [SHEEN]: 'š',
      [AIN]: 'ʿ',
      [GHAIN]: 'ġ',
    },
    hamza: 'ʾ',
    alifMaksura: 'ā',
    taMarbutaPause: '',
    longBeforeDoubled: false,
    assimilateArticle: true,
    prime: null,
  },
};
