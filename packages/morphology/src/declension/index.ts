export { decline, DECLENSION_KEYS, CASES, NUMBERS, GENDERS, DEFINITENESS } from './decline.ts';
export type { Case, GrammaticalNumber, Gender, Definiteness, DeclensionKey, Declension, DeclineKind } from './decline.ts';
export { withArticle, SUN_LETTERS } from './article.ts';
export { withTanwin, parseEnding, type EndingKind, type ParsedEnding } from './ending.ts';
