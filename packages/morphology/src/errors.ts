/** The engine's one error class. Codes are stable: callers and tests match on them. */
export const MORPH_ERROR_CODES = {
  invalid_root_letters: 'The root contains letters that are not Arabic radicals',
  invalid_root_length: 'A root has 3 radicals (patterns I–XIII) or 4 (QI–QIV)',
  unknown_pattern: 'Unknown pattern',
  missing_vowels: 'Pattern I needs past_vowel and present_vowel (a, i or u)',
  invalid_vowel: 'A vowel is a, i or u',
  invalid_bab: 'This pair of vowels is not one of the six babs of form I',
  pattern_root_mismatch: 'This pattern cannot be built on a root with this number of radicals',
  impossible_root: 'This root cannot take this pattern',
  invalid_input: 'The input is not a verb description',
  unknown_word: 'The word is empty or not Arabic',
} as const;
export type MorphErrorCode = keyof typeof MORPH_ERROR_CODES;

export class MorphError extends Error {
  readonly code: MorphErrorCode;
  constructor(code: MorphErrorCode, detail?: string) {
    super(detail ? `${MORPH_ERROR_CODES[code]}: ${detail}` : MORPH_ERROR_CODES[code]);
    this.name = 'MorphError';
    this.code = code;
  }
}
