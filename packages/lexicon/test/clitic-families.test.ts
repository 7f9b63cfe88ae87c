/**
 * Clitic families beyond one pronoun and وَ فَ سَ لِ بِ كَ: two object pronouns in a row, the
 * question's أَ, and the oath's لَ with the energetic. Each family is checked on several verbs and
 * persons (not only the example that showed it was missing), loose and exact, and against a word
 * the rule must refuse.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAnalyzer } from '../src/analyze/load.ts';
import type { Analysis, Analyzer } from '../src/analyze/analyzer.ts';

let analyzer: Analyzer;
beforeAll(() => {
  analyzer = loadAnalyzer().analyzer;
}, 180_000);

const found = (as: Analysis[], lemma: string, slot: string, proclitics: string[], enclitics: string[]): boolean =>
  as.some((a) => a.lemma === lemma && a.slot === slot && a.proclitics.join('+') === proclitics.join('+') && a.enclitics.join('+') === enclitics.join('+'));

const both = (word: string, lemma: string, slot: string, proclitics: string[], enclitics: string[]): void => {
  expect(found(analyzer.analyze(word), lemma, slot, proclitics, enclitics), `${word} loose`).toBe(true);
  const exact = analyzer.analyze(word, { mode: 'exact' });
  expect(found(exact, lemma, slot, proclitics, enclitics), `${word} exact`).toBe(true);
  expect(exact.find((a) => a.lemma === lemma && a.slot === slot)?.form).toBe(word);
};

describe('two object pronouns in a row', () => {
  it.each([
    ['فَسَيَكْفِيكَهُمْ', 'كَفَى', 'present_indicative.active.3ms', ['فَ', 'سَ'], ['كَ', 'هُمْ']],
    ['أَنُلْزِمُكُمُوهَا', 'أَلْزَمَ', 'present_indicative.active.1p', ['أَ'], ['كُمْ', 'هَا']],
    ['أَسْقَيْنَاكُمُوهُ', 'أَسْقَى', 'past.active.1p', [], ['كُمْ', 'هُ']],
    ['أَعْطَيْتُكَهُ', 'أَعْطَى', 'past.active.1s', [], ['كَ', 'هُ']],
    ['أَعْطَيْتُكِهِ', 'أَعْطَى', 'past.active.1s', [], ['كِ', 'هُ']],
    ['أَعْطَانِيهِ', 'أَعْطَى', 'past.active.3ms', [], ['نِي', 'هُ']],
    ['سَأَلْنَاكُمُوهَا', 'سَأَلَ', 'past.active.1p', [], ['كُمْ', 'هَا']],
    ['يُعْطِينَاهُمَا', 'أَعْطَى', 'present_indicative.active.3ms', [], ['نَا', 'هُمَا']],
  ])('%s → %s %s %j %j', (word, lemma, slot, proclitics, enclitics) => both(word, lemma, slot, proclitics, enclitics));

  it('the second pronoun is of the third person, after a first or second person one', () => {
    // أَعْطَيْتُهُكَ: a third person before a second is not attached in one word
    expect(analyzer.analyze('أعطيتهك').some((a) => a.enclitics.length === 2)).toBe(false);
    // a subject does not take its own person as the first object: كَتَبْتَكَهُ
    expect(analyzer.analyze('كَتَبْتَكَهُ', { mode: 'exact' }).some((a) => a.slot === 'past.active.2ms' && a.enclitics.length === 2)).toBe(false);
    // nouns take one possessive only
    expect(analyzer.analyze('كتابكه').some((a) => a.kind === 'noun' && a.enclitics.length === 2)).toBe(false);
  });
});

describe('the question hamza أَ', () => {
  it.each([
    ['أَرَأَيْتُمْ', 'رَأَى', 'past.active.2mp', ['أَ'], []],
    ['أَتَقُولُونَ', 'قَالَ', 'present_indicative.active.2mp', ['أَ'], []],
    ['أَفَتَكْتُبُونَ', 'كَتَبَ', 'present_indicative.active.2mp', ['أَ', 'فَ'], []],
    ['أَسَنَكْتُبُ', 'كَتَبَ', 'present_indicative.active.1p', ['أَ', 'سَ'], []],
    ['أَكَتَبْتَهُ', 'كَتَبَ', 'past.active.2ms', ['أَ'], ['هُ']],
    // the wasl alif of the past gives way to the question's hamza
    ['أَسْتَغْفَرْتَ', 'اِسْتَغْفَرَ', 'past.active.2ms', ['أَ'], []],
  ])('%s → %s %s %j %j', (word, lemma, slot, proclitics, enclitics) => {
    const loose = analyzer.analyze(word);
    if (proclitics.length > 0 && word !== 'أَسْتَغْفَرْتَ') expect(found(loose, lemma, slot, proclitics, enclitics)).toBe(true);
    const exact = analyzer.analyze(word, { mode: 'exact' });
    expect(found(exact, lemma, slot, proclitics, enclitics)).toBe(true);
  });

  it('goes with a past or present indicative verb, not with an imperative, a jussive or a noun', () => {
    expect(analyzer.analyze('أَاكْتُبْ', { mode: 'exact' }).some((a) => a.proclitics.includes('أَ'))).toBe(false);
    expect(analyzer.analyze('ألتكتب').some((a) => a.proclitics.includes('أَ'))).toBe(false);
    expect(analyzer.analyze('أكاتب').some((a) => a.kind === 'noun' && a.proclitics.includes('أَ'))).toBe(false);
    // a form VIII past keeps its wasl alif only without the question: أَاسْتَغْفَرْتَ is no spelling
    expect(analyzer.analyze('أَاسْتَغْفَرْتَ', { mode: 'exact' })).toEqual([]);
  });

  it('ranks a reading without the question first when there is one (أَكْرَمَ is form IV before أَ + كَرُمَ)', () => {
    const first = analyzer.analyze('أكرم')[0]!;
    expect(first.proclitics).toEqual([]);
  });
});

describe('the oath لَ with the energetic', () => {
  it.each([
    ['لَيُسْجَنَنَّ', 'سَجَنَ', 'present_energetic_heavy.passive.3ms', ['لَ'], []],
    ['لَأَقْتُلَنَّكَ', 'قَتَلَ', 'present_energetic_heavy.active.1s', ['لَ'], ['كَ']],
    ['لَنَكُونَنَّ', 'كَانَ', 'present_energetic_heavy.active.1p', ['لَ'], []],
    ['لَتُبْلَوُنَّ', 'أَبْلَى', 'present_energetic_heavy.passive.2mp', ['لَ'], []],
    ['فَلَنَسْأَلَنَّهُمْ', 'سَأَلَ', 'present_energetic_heavy.active.1p', ['فَ', 'لَ'], ['هُمْ']],
    ['لَيَكْتُبُنَّ', 'كَتَبَ', 'present_energetic_heavy.active.3mp', ['لَ'], []],
    ['وَلَيَنْصُرَنْ', 'نَصَرَ', 'present_energetic_light.active.3ms', ['وَ', 'لَ'], []],
  ])('%s → %s %s %j %j', (word, lemma, slot, proclitics, enclitics) => both(word, lemma, slot, proclitics, enclitics));

  it('is لَ, not لِ: لِيَكْتُبَنَّ is no word, and the oath does not go with nouns or the indicative', () => {
    expect(analyzer.analyze('لِيَكْتُبَنَّ', { mode: 'exact' })).toEqual([]);
    expect(analyzer.analyze('لكتبن').some((a) => a.proclitics.includes('لَ') && !a.tense!.startsWith('present_energetic'))).toBe(false);
    expect(analyzer.analyze('لَيَكْتُبُ', { mode: 'exact' }).some((a) => a.proclitics.includes('لَ'))).toBe(false);
    expect(analyzer.analyze('لكاتب').some((a) => a.proclitics.includes('لَ'))).toBe(false);
  });
});
