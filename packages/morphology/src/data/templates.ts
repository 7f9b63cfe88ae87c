/**
 * Pattern templates (أوزان الأفعال): the sound shape of each stem, before any spelling rule.
 * A token is a letter slot and its mark:
 *   F A L      radicals of a triliteral (L: the last radical, its mark comes from the suffix)
 *   1 2 3      first three radicals of a quadriliteral (its last is L)
 *   D          the first of a doubled last radical (اِفْعَلَّ, اِفْعَالَّ, اِفْعَلَلَّ)
 *   a letter   a letter of the pattern itself (ت of تَفَعَّلَ, س ت of اِسْتَفْعَلَ …)
 *   +          hamzat al-wasl
 * and the mark after it: a i u (vowels), 0 (sukun), - (long-vowel letter, no mark),
 * P (the past vowel of form I), R (the present vowel of form I), nothing (last radical).
 */
import type { PatternId } from '../types.ts';
import { ALEF, HAMZA, NOON, SEEN, TEH, WAW } from '../letters.ts';

export type Token = readonly [slot: string, mark: string];

export interface PatternTemplate {
  id: PatternId;
  radicals: 3 | 4;
  pastActive: readonly Token[];
  pastPassive: readonly Token[];
  /** Present stem after the person prefix. */
  presentActive: readonly Token[];
  presentPassive: readonly Token[];
  /** Vowel of the person prefix in the active (يَفْعَلُ / يُفَعِّلُ); the passive is always u. */
  prefixVowel: 'a' | 'u';
  /** Letters put before the imperative stem (the hamza of أَفْعِلْ), if any. */
  imperativePrefix?: readonly Token[];
  /** Patterns whose doubled root merges its two equal radicals (مَدَّ، اِسْتَمَدَّ). */
  mergesDoubledRoot: boolean;
  /** Patterns in which a weak middle radical changes (قَالَ، أَقَامَ، اِخْتَارَ، اِنْقَادَ، اِسْتَقَامَ). */
  hollowChanges: boolean;
}

const W = '+';
const t = (s: string, m: string): Token => [s, m];

export const PATTERN_TEMPLATES: Readonly<Record<PatternId, PatternTemplate>> = {
  I: {
    id: 'I', radicals: 3,
    pastActive: [t('F', 'a'), t('A', 'P'), t('L', '')],
    pastPassive: [t('F', 'u'), t('A', 'i'), t('L', '')],
    presentActive: [t('F', '0'), t('A', 'R'), t('L', '')],
    presentPassive: [t('F', '0'), t('A', 'a'), t('L', '')],
    prefixVowel: 'a', mergesDoubledRoot: true, hollowChanges: true,
  },
  II: {
    id: 'II', radicals: 3,
    pastActive: [t('F', 'a'), t('A', '0'), t('A', 'a'), t('L', '')],
    pastPassive: [t('F', 'u'), t('A', '0'), t('A', 'i'), t('L', '')],
    presentActive: [t('F', 'a'), t('A', '0'), t('A', 'i'), t('L', '')],
    presentPassive: [t('F', 'a'), t('A', '0'), t('A', 'a'), t('L', '')],
    prefixVowel: 'u', mergesDoubledRoot: false, hollowChanges: false,
  },
  III: {
    id: 'III', radicals: 3,
    pastActive: [t('F', 'a'), t(ALEF, '-'), t('A', 'a'), t('L', '')],
    pastPassive: [t('F', 'u'), t(WAW, '-'), t('A', 'i'), t('L', '')],
    presentActive: [t('F', 'a'), t(ALEF, '-'), t('A', 'i'), t('L', '')],
    presentPassive: [t('F', 'a'), t(ALEF, '-'), t('A', 'a'), t('L', '')],
    prefixVowel: 'u', mergesDoubledRoot: true, hollowChanges: false,
  },
  IV: {
    id: 'IV', radicals: 3,
    pastActive: [t(HAMZA, 'a'), t('F', '0'), t('A', 'a'), t('L', '')],
    pastPassive: [t(HAMZA, 'u'), t('F', '0'), t('A', 'i'), t('L', '')],
    presentActive: [t('F', '0'), t('A', 'i'), t('L', '')],
    presentPassive: [t('F', '0'), t('A', 'a'), t('L', '')],
    prefixVowel: 'u', imperativePrefix: [t(HAMZA, 'a')], mergesDoubledRoot: true, hollowChanges: true,
  },
  V: {
    id: 'V', radicals: 3,
    pastActive: [t(TEH, 'a'), t('F', 'a'), t('A', '0'), t('A', 'a'), t('L', '')],
    pastPassive: [t(TEH, 'u'), t('F', 'u'), t('A', '0'), t('A', 'i'), t('L', '')],
    presentActive: [t(TEH, 'a'), t('F', 'a'), t('A', '0'), t('A', 'a'), t('L', '')],
    presentPassive: [t(TEH, 'a'), t('F', 'a'), t('A', '0'), t('A', 'a'), t('L', '')],
    prefixVowel: 'a', mergesDoubledRoot: false, hollowChanges: false,
  },
  VI: {
    id: 'VI', radicals: 3,
    pastActive: [t(TEH, 'a'), t('F', 'a'), t(ALEF, '-'), t('A', 'a'), t('L', '')],
    pastPassive: [t(TEH, 'u'), t('F', 'u'), t(WAW, '-'), t('A', 'i'), t('L', '')],
    presentActive: [t(TEH, 'a'), t('F', 'a'), t(ALEF, '-'), t('A', 'a'), t('L', '')],
    presentPassive: [t(TEH, 'a'), t('F', 'a'), t(ALEF, '-'), t('A', 'a'), t('L', '')],
    prefixVowel: 'a', mergesDoubledRoot: true, hollowChanges: false,
  },
  VII: {
    id: 'VII', radicals: 3,
    pastActive: [t(W, 'i'), t(NOON, '0'), t('F', 'a'), t('A', 'a'), t('L', '')],
    pastPassive: [t(W, 'u'), t(NOON, '0'), t('F', 'u'), t('A', 'i'), t('L', '')],
    presentActive: [t(NOON, '0'), t('F', 'a'), t('A', 'i'), t('L', '')],
    presentPassive: [t(NOON, '0'), t('F', 'a'), t('A', 'a'), t('L', '')],
    prefixVowel: 'a', mergesDoubledRoot: true, hollowChanges: true,
  },
  VIII: {
    id: 'VIII', radicals: 3,
    pastActive: [t(W, 'i'), t('F', '0'), t('T', 'a'), t('A', 'a'), t('L', '')],
    pastPassive: [t(W, 'u'), t('F', '0'), t('T', 'u'), t('A', 'i'), t('L', '')],
    presentActive: [t('F', '0'), t('T', 'a'), t('A', 'i'), t('L', '')],
    presentPassive: [t('F', '0'), t('T', 'a'), t('A', 'a'), t('L', '')],
    prefixVowel: 'a', mergesDoubledRoot: true, hollowChanges: true,
  },
  IX: {
    id: 'IX', radicals: 3,
    pastActive: [t(W, 'i'), t('F', '0'), t('A', 'a'), t('D', 'a'), t('L', '')],
    pastPassive: [t(W, 'u'), t('F', '0'), t('A', 'u'), t('D', 'i'), t('L', '')],
    presentActive: [t('F', '0'), t('A', 'a'), t('D', 'i'), t('L', '')],
    presentPassive: [t('F', '0'), t('A', 'a'), t('D', 'a'), t('L', '')],
    prefixVowel: 'a', mergesDoubledRoot: false, hollowChanges: false,
  },
  X: {
    id: 'X', radicals: 3,
    pastActive: [t(W, 'i'), t(SEEN, '0'), t(TEH, 'a'), t('F', '0'), t('A', 'a'), t('L', '')],
    pastPassive: [t(W, 'u'), t(SEEN, '0'), t(TEH, 'u'), t('F', '0'), t('A', 'i'), t('L', '')],
    presentActive: [t(SEEN, '0'), t(TEH, 'a'), t('F', '0'), t('A', 'i'), t('L', '')],
    presentPassive: [t(SEEN, '0'), t(TEH, 'a'), t('F', '0'), t('A', 'a'), t('L', '')],
    prefixVowel: 'a', mergesDoubledRoot: true, hollowChanges: true,
  },
  XI: {
    id: 'XI', radicals: 3,
    pastActive: [t(W, 'i'), t('F', '0'), t('A', 'a'), t(ALEF, '-'), t('D', 'a'), t('L', '')],
    pastPassive: [t(W, 'u'), t('F', '0'), t('A', 'u'), t(WAW, '-'), t('D', 'i'), t('L', '')],
    presentActive: [t('F', '0'), t('A', 'a'), t(ALEF, '-'), t('D', 'i'), t('L', '')],
    presentPassive: [t('F', '0'), t('A', 'a'), t(ALEF, '-'), t('D', 'a'), t('L', '')],
    prefixVowel: 'a', mergesDoubledRoot: false, hollowChanges: false,
  },
  XII: {
    id: 'XII', radicals: 3,
    pastActive: [t(W, 'i'), t('F', '0'), t('A', 'a'), t(WAW, '0'), t('A', 'a'), t('L', '')],
    pastPassive: [t(W, 'u'), t('F', '0'), t('A', 'u'), t(WAW, '-'), t('A', 'i'), t('L', '')],
    presentActive: [t('F', '0'), t('A', 'a'), t(WAW, '0'), t('A', 'i'), t('L', '')],
    presentPassive: [t('F', '0'), t('A', 'a'), t(WAW, '0'), t('A', 'a'), t('L', '')],
    prefixVowel: 'a', mergesDoubledRoot: false, hollowChanges: false,
  },
  XIII: {
    id: 'XIII', radicals: 3,
    pastActive: [t(W, 'i'), t('F', '0'), t('A', 'a'), t(WAW, '0'), t(WAW, 'a'), t('L', '')],
    pastPassive: [t(W, 'u'), t('F', '0'), t('A', 'u'), t(WAW, '0'), t(WAW, 'i'), t('L', '')],
    presentActive: [t('F', '0'), t('A', 'a'), t(WAW, '0'), t(WAW, 'i'), t('L', '')],
    presentPassive: [t('F', '0'), t('A', 'a'), t(WAW, '0'), t(WAW, 'a'), t('L', '')],
    prefixVowel: 'a', mergesDoubledRoot: false, hollowChanges: false,
  },
  QI: {
    id: 'QI', radicals: 4,
    pastActive: [t('1', 'a'), t('2', '0'), t('3', 'a'), t('L', '')],
    pastPassive: [t('1', 'u'), t('2', '0'), t('3', 'i'), t('L', '')],
    presentActive: [t('1', 'a'), t('2', '0'), t('3', 'i'), t('L', '')],
    presentPassive: [t('1', 'a'), t('2', '0'), t('3', 'a'), t('L', '')],
    prefixVowel: 'u', mergesDoubledRoot: false, hollowChanges: false,
  },
  QII: {
    id: 'QII', radicals: 4,
    pastActive: [t(TEH, 'a'), t('1', 'a'), t('2', '0'), t('3', 'a'), t('L', '')],
    pastPassive: [t(TEH, 'u'), t('1', 'u'), t('2', '0'), t('3', 'i'), t('L', '')],
    presentActive: [t(TEH, 'a'), t('1', 'a'), t('2', '0'), t('3', 'a'), t('L', '')],
    presentPassive: [t(TEH, 'a'), t('1', 'a'), t('2', '0'), t('3', 'a'), t('L', '')],
    prefixVowel: 'a', mergesDoubledRoot: false, hollowChanges: false,
  },
  QIII: {
    id: 'QIII', radicals: 4,
    pastActive: [t(W, 'i'), t('1', '0'), t('2', 'a'), t(NOON, '0'), t('3', 'a'), t('L', '')],
    pastPassive: [t(W, 'u'), t('1', '0'), t('2', 'u'), t(NOON, '0'), t('3', 'i'), t('L', '')],
    presentActive: [t('1', '0'), t('2', 'a'), t(NOON, '0'), t('3', 'i'), t('L', '')],
    presentPassive: [t('1', '0'), t('2', 'a'), t(NOON, '0'), t('3', 'a'), t('L', '')],
    prefixVowel: 'a', mergesDoubledRoot: false, hollowChanges: false,
  },
  QIV: {
    id: 'QIV', radicals: 4,
    pastActive: [t(W, 'i'), t('1', '0'), t('2', 'a'), t('3', '0'), t('D', 'a'), t('L', '')],
    pastPassive: [t(W, 'u'), t('1', '0'), t('2', 'u'), t('3', '0'), t('D', 'i'), t('L', '')],
    presentActive: [t('1', '0'), t('2', 'a'), t('3', '0'), t('D', 'i'), t('L', '')],
    presentPassive: [t('1', '0'), t('2', 'a'), t('3', '0'), t('D', 'a'), t('L', '')],
    prefixVowel: 'a', mergesDoubledRoot: false, hollowChanges: false,
  },
};

/** Hamzat al-wasl placeholder token in templates. */
export const WASL_TOKEN = W;
