/**
 * Affix tables (الضمائر المتصلة وعلامات الإعراب): for each person, the mark the last radical takes
 * and the letters that follow it; for the present, the person prefix (حروف المضارعة).
 */
import type { Person, Tense } from '../types.ts';
import { ALEF, HAMZA, MEEM, NOON, TEH, WAW, YEH } from '../letters.ts';
import type { Mark } from '../conjugate/segments.ts';

export interface SuffixLetter {
  c: string;
  v: Mark;
  /** The ت of 3fd, sakin in principle (رَمَتَا). */
  latent?: boolean;
  /** A nun of the energetic. */
  nun?: boolean;
}

export interface Ending {
  /** Mark of the last radical. */
  last: Mark;
  /** True when that sukun is the jussive's (جزم): a weak last radical then falls. */
  jazm?: boolean;
  letters: readonly SuffixLetter[];
}

const s = (c: string, v: Mark, extra: Partial<SuffixLetter> = {}): SuffixLetter => ({ c, v, ...extra });
const LONG_A = s(ALEF, '');
const LONG_U = s(WAW, '');
const LONG_I = s(YEH, '');
/** The alif after the plural waw (الألف الفارقة), written, not pronounced. */
const FARIQA = s(ALEF, '');

/** Past tense endings (ضمائر الرفع المتصلة بالماضي). */
export const PAST_ENDINGS: Readonly<Record<Person, Ending>> = {
  '3ms': { last: 'a', letters: [] },
  '3fs': { last: 'a', letters: [s(TEH, '0')] },
  '3md': { last: 'a', letters: [LONG_A] },
  '3fd': { last: 'a', letters: [s(TEH, 'a', { latent: true }), LONG_A] },
  '3mp': { last: 'u', letters: [LONG_U, FARIQA] },
  '3fp': { last: '0', letters: [s(NOON, 'a')] },
  '2ms': { last: '0', letters: [s(TEH, 'a')] },
  '2fs': { last: '0', letters: [s(TEH, 'i')] },
  '2d': { last: '0', letters: [s(TEH, 'u'), s(MEEM, 'a'), LONG_A] },
  '2mp': { last: '0', letters: [s(TEH, 'u'), s(MEEM, '0')] },
  '2fp': { last: '0', letters: [s(TEH, 'u'), s(NOON, '0'), s(NOON, 'a')] },
  '1s': { last: '0', letters: [s(TEH, 'u')] },
  '1p': { last: '0', letters: [s(NOON, 'a'), LONG_A] },
};

/** Person prefixes of the present (أنيت). */
export const PRESENT_PREFIX: Readonly<Record<Person, string>> = {
  '1s': HAMZA, '1p': NOON, '2ms': TEH, '2fs': TEH, '2d': TEH, '2mp': TEH, '2fp': TEH,
  '3ms': YEH, '3fs': TEH, '3md': YEH, '3fd': TEH, '3mp': YEH, '3fp': YEH,
};

/** Groups of persons that share an ending in the present. */
export type EndingGroup = 'base' | 'fs' | 'dual' | 'mp' | 'fp';
export const ENDING_GROUP: Readonly<Record<Person, EndingGroup>> = {
  '1s': 'base', '1p': 'base', '2ms': 'base', '3ms': 'base', '3fs': 'base',
  '2fs': 'fs', '2d': 'dual', '3md': 'dual', '3fd': 'dual', '2mp': 'mp', '3mp': 'mp', '2fp': 'fp', '3fp': 'fp',
};

const NUN0 = s(NOON, '0', { nun: true });
const NUNa = s(NOON, 'a', { nun: true });
const NUNi = s(NOON, 'i', { nun: true });

type PresentTense = Exclude<Tense, 'past' | 'imperative' | 'imperative_energetic_heavy' | 'imperative_energetic_light'>;

/**
 * Present endings by mood (الرفع والنصب والجزم والتوكيد). `null`: the form does not exist — the light
 * energetic nun never follows the alif of the dual or the nun of the feminine plural (Sibawayh).
 */
export const PRESENT_ENDINGS: Readonly<Record<PresentTense, Readonly<Record<EndingGroup, Ending | null>>>> = {
  present_indicative: {
    base: { last: 'u', letters: [] },
    fs: { last: 'i', letters: [LONG_I, s(NOON, 'a')] },
    dual: { last: 'a', letters: [LONG_A, s(NOON, 'i')] },
    mp: { last: 'u', letters: [LONG_U, s(NOON, 'a')] },
    fp: { last: '0', letters: [s(NOON, 'a')] },
  },
  present_subjunctive: {
    base: { last: 'a', letters: [] },
    fs: { last: 'i', letters: [LONG_I] },
    dual: { last: 'a', letters: [LONG_A] },
    mp: { last: 'u', letters: [LONG_U, FARIQA] },
    fp: { last: '0', letters: [s(NOON, 'a')] },
  },
  present_jussive: {
    base: { last: '0', jazm: true, letters: [] },
    fs: { last: 'i', letters: [LONG_I] },
    dual: { last: 'a', letters: [LONG_A] },
    mp: { last: 'u', letters: [LONG_U, FARIQA] },
    fp: { last: '0', letters: [s(NOON, 'a')] },
  },
  present_energetic_heavy: {
    base: { last: 'a', letters: [NUN0, NUNa] },
    fs: { last: 'i', letters: [LONG_I, NUN0, NUNa] },
    dual: { last: 'a', letters: [LONG_A, NUN0, NUNi] },
    mp: { last: 'u', letters: [LONG_U, NUN0, NUNa] },
    fp: { last: '0', letters: [s(NOON, 'a'), LONG_A, NUN0, NUNi] },
  },
  present_energetic_light: {
    base: { last: 'a', letters: [NUN0] },
    fs: { last: 'i', letters: [LONG_I, NUN0] },
    dual: null,
    mp: { last: 'u', letters: [LONG_U, NUN0] },
    fp: null,
  },
};

/** The imperative tense and the present mood it is built on. */
export const IMPERATIVE_BASE: Readonly<Record<'imperative' | 'imperative_energetic_heavy' | 'imperative_energetic_light', PresentTense>> = {
  imperative: 'present_jussive',
  imperative_energetic_heavy: 'present_energetic_heavy',
  imperative_energetic_light: 'present_energetic_light',
};
