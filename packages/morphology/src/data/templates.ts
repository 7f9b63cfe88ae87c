/**
 * Pattern templates (أوزان الأفعال): the sound shape of each stem, before any spelling rule, written
 * in the notation of the noun templates (./notation.ts): `+i1oTa2a3` is اِفْتَعَلَ. Compiled to
 * tokens, each a letter slot and its mark:
 *   F A L      radicals of a triliteral (L: the last radical, its mark comes from the suffix)
 *   1 2 3      first three radicals of a quadriliteral (its last is L)
 *   D          the first of a doubled last radical (اِفْعَلَّ, اِفْعَالَّ, اِفْعَلَلَّ)
 *   a letter   a letter of the pattern itself (ت of تَفَعَّلَ, س ت of اِسْتَفْعَلَ …)
 *   +          hamzat al-wasl
 * and the mark after it: a i u (vowels), 0 (sukun), - (long-vowel letter, no mark),
 * P (the past vowel of form I), R (the present vowel of form I), nothing (last radical).
 */
import type { PatternId } from '../types.ts';
import { verbStem } from './notation.ts';

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

/** One pattern's stems in the notation of ./notation.ts: past active, past passive, present active, present passive. */
function pattern(
  id: PatternId,
  radicals: 3 | 4,
  stems: readonly [string, string, string, string],
  rest: Pick<PatternTemplate, 'prefixVowel' | 'mergesDoubledRoot' | 'hollowChanges'> & { imperativePrefix?: string },
): PatternTemplate {
  const [pastActive, pastPassive, presentActive, presentPassive] = stems.map((s) => verbStem(s, radicals)) as [Token[], Token[], Token[], Token[]];
  const { imperativePrefix, ...flags } = rest;
  const tpl: PatternTemplate = { id, radicals, pastActive, pastPassive, presentActive, presentPassive, ...flags };
  if (imperativePrefix !== undefined) tpl.imperativePrefix = verbStem(imperativePrefix, radicals);
  return tpl;
}

// prettier-ignore
export const PATTERN_TEMPLATES: Readonly<Record<PatternId, PatternTemplate>> = {
  I: pattern('I', 3, ['1a2P3', '1u2i3', '1o2R3', '1o2a3'], { prefixVowel: 'a', mergesDoubledRoot: true, hollowChanges: true }),
  II: pattern('II', 3, ['1a2o2a3', '1u2o2i3', '1a2o2i3', '1a2o2a3'], { prefixVowel: 'u', mergesDoubledRoot: false, hollowChanges: false }),
  III: pattern('III', 3, ['1aA2a3', '1uw2i3', '1aA2i3', '1aA2a3'], { prefixVowel: 'u', mergesDoubledRoot: true, hollowChanges: false }),
  IV: pattern('IV', 3, ["'a1o2a3", "'u1o2i3", '1o2i3', '1o2a3'], { prefixVowel: 'u', mergesDoubledRoot: true, hollowChanges: true, imperativePrefix: "'a" }),
  V: pattern('V', 3, ['ta1a2o2a3', 'tu1u2o2i3', 'ta1a2o2a3', 'ta1a2o2a3'], { prefixVowel: 'a', mergesDoubledRoot: false, hollowChanges: false }),
  VI: pattern('VI', 3, ['ta1aA2a3', 'tu1uw2i3', 'ta1aA2a3', 'ta1aA2a3'], { prefixVowel: 'a', mergesDoubledRoot: true, hollowChanges: false }),
  VII: pattern('VII', 3, ['+ino1a2a3', '+uno1u2i3', 'no1a2i3', 'no1a2a3'], { prefixVowel: 'a', mergesDoubledRoot: true, hollowChanges: true }),
  VIII: pattern('VIII', 3, ['+i1oTa2a3', '+u1oTu2i3', '1oTa2i3', '1oTa2a3'], { prefixVowel: 'a', mergesDoubledRoot: true, hollowChanges: true }),
  IX: pattern('IX', 3, ['+i1o2a3a3', '+u1o2u3i3', '1o2a3i3', '1o2a3a3'], { prefixVowel: 'a', mergesDoubledRoot: false, hollowChanges: false }),
  X: pattern('X', 3, ['+isota1o2a3', '+usotu1o2i3', 'sota1o2i3', 'sota1o2a3'], { prefixVowel: 'a', mergesDoubledRoot: true, hollowChanges: true }),
  XI: pattern('XI', 3, ['+i1o2aA3a3', '+u1o2uw3i3', '1o2aA3i3', '1o2aA3a3'], { prefixVowel: 'a', mergesDoubledRoot: false, hollowChanges: false }),
  XII: pattern('XII', 3, ['+i1o2awo2a3', '+u1o2uw2i3', '1o2awo2i3', '1o2awo2a3'], { prefixVowel: 'a', mergesDoubledRoot: false, hollowChanges: false }),
  XIII: pattern('XIII', 3, ['+i1o2awowa3', '+u1o2uwowi3', '1o2awowi3', '1o2awowa3'], { prefixVowel: 'a', mergesDoubledRoot: false, hollowChanges: false }),
  QI: pattern('QI', 4, ['1a2o3a4', '1u2o3i4', '1a2o3i4', '1a2o3a4'], { prefixVowel: 'u', mergesDoubledRoot: false, hollowChanges: false }),
  QII: pattern('QII', 4, ['ta1a2o3a4', 'tu1u2o3i4', 'ta1a2o3a4', 'ta1a2o3a4'], { prefixVowel: 'a', mergesDoubledRoot: false, hollowChanges: false }),
  QIII: pattern('QIII', 4, ['+i1o2ano3a4', '+u1o2uno3i4', '1o2ano3i4', '1o2ano3a4'], { prefixVowel: 'a', mergesDoubledRoot: false, hollowChanges: false }),
  QIV: pattern('QIV', 4, ['+i1o2a3o4a4', '+u1o2u3o4i4', '1o2a3o4i4', '1o2a3o4a4'], { prefixVowel: 'a', mergesDoubledRoot: false, hollowChanges: false }),
};

/** Hamzat al-wasl placeholder token in templates. */
export const WASL_TOKEN = '+';
