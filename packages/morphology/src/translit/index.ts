export { transliterate, type TransliterateOptions } from './transliterate.ts';
export { SCHEMES, type Scheme, type SchemeId } from './schemes.ts';
