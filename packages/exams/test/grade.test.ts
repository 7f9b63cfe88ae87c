import { describe, expect, it } from 'vitest';
import type { Question } from '@tasreef/contracts/exams';
import { gradeAnswer, gradeTyped, scoreOf } from '../src/grade.ts';

// yaktubūna, written out letter by letter so the test does not lean on the engine
const YAKTUBUNA = 'ي\u064Eك\u0652ت\u064Fب\u064Fو\u0646\u064E';
// yaqraʾūna with the hamza on waw and on the line: the engine accepts both seats
const YAQRAUNA = ['ي\u064Eق\u0652ر\u064Eؤ\u064Fو\u0646\u064E', 'ي\u064Eق\u0652ر\u064Eء\u064Fو\u0646\u064E'];

describe('typed answers', () => {
  it('gives full credit for the exact form, in any Unicode order of its marks, with tatweel or surrounding space', () => {
    expect(gradeTyped(YAKTUBUNA, [YAKTUBUNA])).toEqual({ verdict: 'correct', credit: 1 });
    // shadda + fatha typed in the other order is the same form after NFC
    const shadda = 'ع\u064Eل\u0651\u064Eم\u064E';
    expect(gradeTyped('ع\u064Eل\u064E\u0651م\u064E', [shadda]).verdict).toBe('correct');
    expect(gradeTyped(` ${YAKTUBUNA.replace('ك', 'ك\u0640')}  `, [YAKTUBUNA]).verdict).toBe('correct');
  });

  it('accepts every hamza seat the key accepts, and alif wasla as alif', () => {
    for (const form of YAQRAUNA) expect(gradeTyped(form, YAQRAUNA).verdict).toBe('correct');
    expect(gradeTyped('ي\u064Eق\u0652ر\u064Eئ\u064Fو\u0646\u064E', YAQRAUNA).verdict).toBe('wrong');
    const infaala = 'ا\u0650ن\u0652ك\u064Eس\u064Eر\u064E';
    expect(gradeTyped('\u0671\u0650ن\u0652ك\u064Eس\u064Eر\u064E', [infaala]).verdict).toBe('correct');
  });

  it('gives half credit when the letters are right and names the letters whose marks are wrong', () => {
    // yaktabūna: the third letter has fatha for damma
    const g = gradeTyped('ي\u064Eك\u0652ت\u064Eب\u064Fو\u0646\u064E', [YAKTUBUNA]);
    expect(g).toEqual({ verdict: 'marks', credit: 0.5, letters: [3] });
    // some marks left off and none wrong: still the letters to check
    expect(gradeTyped('ي\u064Eكتب\u064Fو\u0646\u064E', [YAKTUBUNA])).toEqual({ verdict: 'marks', credit: 0.5, letters: [2, 3] });
  });

  it('says the marks are missing, not wrong, when the answer has none at all', () => {
    expect(gradeTyped('يكتبون', [YAKTUBUNA])).toEqual({ verdict: 'marks_missing', credit: 0.5 });
    // the letters still decide: unmarked other letters are wrong
    expect(gradeTyped('يكتبوا', [YAKTUBUNA]).verdict).toBe('wrong');
  });

  it('forgives what spelling leaves free: hamzat al-wasl written ا، أ or إ with its vowel unwritten, and a tanwīn left off', () => {
    // اِنْكَسَرَ, and the imperative اُكْتُبْ: a learner writes the wasl as a hamza, or leaves its vowel off
    const infaala = 'ا\u0650ن\u0652ك\u064Eس\u064Eر\u064E';
    for (const written of ['إ\u0650', 'ا', 'إ']) expect(gradeTyped(`${written}ن\u0652ك\u064Eس\u064Eر\u064E`, [infaala]).verdict, written).toBe('correct');
    const uktub = 'ا\u064Fك\u0652ت\u064Fب\u0652';
    expect(gradeTyped('أ\u064Fك\u0652ت\u064Fب\u0652', [uktub]).verdict).toBe('correct');
    // a vowel written on the wasl is still read: اِكْتُبْ has the wrong one
    expect(gradeTyped('ا\u0650ك\u0652ت\u064Fب\u0652', [uktub])).toEqual({ verdict: 'marks', credit: 0.5, letters: [1] });
    // a hamzat al-qaṭʿ is not a wasl: أَكْرَمَ written with a bare alif is another letter
    expect(gradeTyped('ا\u064Eك\u0652ر\u064Eم\u064E', ['أ\u064Eك\u0652ر\u064Eم\u064E']).verdict).toBe('wrong');
    // only the first letter: an alif inside the word is not a wasl
    expect(gradeTyped('ق\u064Eأ\u064Eل\u064E', ['ق\u064Eا\u0644\u064E']).verdict).toBe('wrong');
    // اِعْتِذَارٌ cited without its tanwīn, and مَرْمًى without it
    const itidhar = 'ا\u0650ع\u0652ت\u0650ذ\u064Eا\u0631\u064C';
    expect(gradeTyped('ا\u0650ع\u0652ت\u0650ذ\u064Eا\u0631', [itidhar]).verdict).toBe('correct');
    expect(gradeTyped('م\u064Eر\u0652م\u0649', ['م\u064Eر\u0652م\u064B\u0649']).verdict).toBe('correct');
    // but a wrong case ending in its place is a wrong mark
    expect(gradeTyped('ا\u0650ع\u0652ت\u0650ذ\u064Eا\u0631\u064D', [itidhar])).toEqual({ verdict: 'marks', credit: 0.5, letters: [6] });
  });

  it('gives nothing for other letters, and counts an empty answer as unanswered', () => {
    expect(gradeTyped('ي\u064Eك\u0652ت\u064Fب\u064Fو\u0627', [YAKTUBUNA]).verdict).toBe('wrong');
    expect(gradeTyped('   ', [YAKTUBUNA])).toEqual({ verdict: 'unanswered', credit: 0 });
  });
});

const question = (answer: Question['answer'], format: Question['format'] = 'multiple_choice') => ({ id: 'q_1', type: 'conjugate', format, answer }) as unknown as Question;

describe('answers and scores', () => {
  it('grades a choice by its option id, and a typed question against its accepted forms', () => {
    expect(gradeAnswer(question({ option_id: 'b' }), { option_id: 'b' }).credit).toBe(1);
    expect(gradeAnswer(question({ option_id: 'b' }), { option_id: 'a' }).verdict).toBe('wrong');
    expect(gradeAnswer(question({ option_id: 'b' }), undefined).verdict).toBe('unanswered');
    expect(gradeAnswer(question({ option_id: 'b' }), { text: 'b' }).verdict).toBe('wrong');
    expect(gradeAnswer(question({ text: YAQRAUNA[0]!, accepted: YAQRAUNA }, 'typed'), { text: YAQRAUNA[1]! }).verdict).toBe('correct');
  });

  it('scores in percent with two decimals', () => {
    expect(
      scoreOf([
        { verdict: 'correct', credit: 1 },
        { verdict: 'marks', credit: 0.5 },
        { verdict: 'wrong', credit: 0 },
      ]),
    ).toEqual({ earned: 1.5, possible: 3, score: 50 });
    expect(
      scoreOf([
        { verdict: 'correct', credit: 1 },
        { verdict: 'wrong', credit: 0 },
        { verdict: 'wrong', credit: 0 },
      ]).score,
    ).toBe(33.33);
    expect(scoreOf([]).score).toBe(0);
  });
});
