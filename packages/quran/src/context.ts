/**
 * The first reading of each word in its place (ADR 0077): the store keeps one spelling's readings
 * once, likeliest first, and this says, word by word, which of them the context puts first — the
 * rules of the particles (لا before a jussive forbids, مَا after عَلِمَ is relative and after بَعْدِ
 * a masdar particle), the genitive after a preposition, the construct before a noun, and the
 * verb that agrees with the subject after it (وَتَخِرُّ الْجِبَالُ is «she», not «you»).
 */
import type { Reading } from './analysis.ts';

/** What the context changes in a word's readings: which comes first, and whether it is a construct. */
export interface InContext {
  first: number;
  construct: boolean;
}

type Noun = Extract<Reading, { of: 'noun' }> | Extract<Reading, { of: 'verb' }>;

const isNoun = (r: Reading | undefined): r is Noun => !!r && (r.of === 'noun' || (r.of === 'verb' && r.kind === 'noun'));
const isName = (r: Reading | undefined): boolean => !!r && r.of === 'particle' && r.type === 'proper_noun';
const bare = (r: Reading): boolean => r.proclitics.every((p) => p === 'وَ' || p === 'فَ');
const TANWIN = /[\u064B-\u064D]/;

function indexWhere(rs: readonly Reading[], test: (r: Reading) => boolean): number {
  return rs.findIndex(test);
}

/** The readings of the word at p put first by its neighbours (p's readings, the first of the word before, the readings after). */
export function inContext(word: string, rs: readonly Reading[], before: Reading | undefined, after: readonly Reading[]): InContext {
  const out: InContext = { first: 0, construct: false };
  const first = rs[0];
  if (!first) return out;
  const next = after[0];
  const pick = (i: number): void => {
    if (i > 0) out.first = i;
  };
  if (first.of === 'particle' && first.lemma === 'لَا' && bare(first)) {
    // لا before a jussive of the 2nd or 3rd person (and no indicative reading of it) forbids: لَا تُفْسِدُوا
    const jussive = after.some((r) => r.of === 'verb' && r.tense === 'present_jussive' && /^[23]/.test(r.person ?? ''));
    const indicative = after.some((r) => r.of === 'verb' && r.tense === 'present_indicative');
    if (jussive && !indicative) pick(indexWhere(rs, (r) => r.of === 'particle' && r.type === 'prohibition'));
  } else if (first.of === 'particle' && first.lemma === 'مَا' && bare(first) && before) {
    if (before.of === 'verb' && before.kind === 'verb' && before.lemma === 'عَلِمَ') pick(indexWhere(rs, (r) => r.of === 'particle' && r.type === 'relative'));
    else if (before.of === 'particle' && before.type === 'adverb' && (before.lemma === 'بَعْدَ' || before.lemma === 'بَعْدِ'))
      pick(indexWhere(rs, (r) => r.of === 'particle' && r.type === 'subordinating'));
  } else if (isNoun(first) && before?.of === 'particle' && before.type === 'preposition' && !before.enclitic && first.case !== 'gen' && first.case !== null) {
    // after a preposition standing alone (فِي جَنَّاتٍ), the genitive
    pick(indexWhere(rs, (r) => isNoun(r) && r.case === 'gen'));
  } else if (
    first.of === 'verb' &&
    first.kind === 'verb' &&
    first.person === '2ms' &&
    (isNoun(next) || isName(next)) &&
    (!isNoun(next) || next.case === 'nom' || next.case === 'nominative')
  ) {
    // تَفْعَلُ before its subject in the nominative is «she» (وَتَخِرُّ الْجِبَالُ), not «you»
    pick(indexWhere(rs, (r) => r.of === 'verb' && r.kind === 'verb' && r.verb_id === first.verb_id && r.tense === first.tense && r.person === '3fs'));
  }
  const chosen = rs[out.first]!;
  // a noun with no tanwīn, no article and no pronoun, before a noun or a name: the first of a construct (مَالِكِ يَوْمِ)
  if (isNoun(chosen) && chosen.definiteness !== 'construct' && !chosen.proclitics.includes('ال') && !chosen.enclitic && !TANWIN.test(word) && (isNoun(next) || isName(next)))
    out.construct = true;
  return out;
}

/** A reading as the context makes it (the construct said when the context shows it). */
export function withContext(r: Reading, c: InContext): Reading {
  return c.construct && isNoun(r) ? ({ ...r, definiteness: 'construct' } as Reading) : r;
}
