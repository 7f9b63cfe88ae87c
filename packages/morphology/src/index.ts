/**
 * @tasreef/morphology: the browser-safe API of the engine (no I/O, no runtime dependencies).
 * Node-only helpers (loading the Sarf data) are in `@tasreef/morphology/node`.
 */
export * from './types.ts';
export { MorphError, MORPH_ERROR_CODES, type MorphErrorCode } from './errors.ts';
export { parseRoot, tryParseRoot, isWeak } from './root.ts';
export * as letters from './letters.ts';

export { conjugate, RULES, RULE_IDS, type ConjugateOptions, type ConjugationResult } from './conjugate.ts';
export type { RuleApplication, RuleInfo, SlotNote } from './conjugate.ts';

export { derive, checkVerb } from './derive/index.ts';
export { isFrozenVerb } from './data/irregular.ts';
export type { DeriveInput, Derivation, DerivedNouns, DeriveNote, AttestedNouns, CheckedVerb } from './derive/index.ts';

export { decline, withTanwin, withArticle, parseEnding, DECLENSION_KEYS, CASES, NUMBERS, GENDERS, DEFINITENESS, SUN_LETTERS } from './declension/index.ts';
export type { Declension, DeclensionKey, DeclineKind, Case, GrammaticalNumber, Gender, Definiteness, EndingKind, ParsedEnding } from './declension/index.ts';

export { classify, typeOfRadicals, LABELS, VERB_TYPES } from './classify/index.ts';
export type { Classification, LabelId, NamedVerbTypeId, VerbTypeId } from './classify/index.ts';

export { transliterate, SCHEMES } from './translit/index.ts';
export type { TransliterateOptions, Scheme, SchemeId } from './translit/index.ts';

export { seatHamza, seatHamzaExplained, hamzaExplanation, HAMZA_RULES } from './spelling/hamza.ts';
export type { HamzaRule, HamzaRuleId, SeatedHamza } from './spelling/hamza.ts';
export { normalize, stripMarks, looseKey } from './spelling/normalize.ts';
export { isFullyVocalized } from './spelling/vocalization.ts';
