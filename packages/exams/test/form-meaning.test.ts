/**
 * form_meaning: the data checked against the lexicon (each pair's verbs, root, pattern and lemma,
 * frequency and glosses), the command line's output deterministic, and over 300 generated questions
 * one right option each, never a label that could also be argued, and an explanation that names
 * the meaning in both languages. What is right is read here from the pair's data, not from the
 * generator's own predicate.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LexiconEntry } from '@tasreef/lexicon';
import type { Question } from '@tasreef/contracts/exams';
import { FORM_MEANING_PAIRS, FORM_MEANINGS, MEANING_NAMES, PATTERN_MEANINGS, PATTERN_WEIGHTS, type FormMeaningPair } from '../src/context/form-meaning-data.ts';
import { checkQuestion } from '../src/check.ts';
import { analyzerReadings } from '../src/readings.ts';
import { examWorld, generated } from './world.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Common verbs only: both verbs among the lexicon's 6,200 most frequent (of about 8,700 with a frequency). */
const MAX_RANK = 6200;
const HARAKAT = /[\u064B-\u0652\u0670]/gu;
const skeleton = (s: string) => s.normalize('NFC').replace(HARAKAT, '').replace(/[أإآ]/gu, 'ا');

let byId: Map<string, LexiconEntry>;
let rank: Map<string, number>;
const pairOf = (q: Question): FormMeaningPair => FORM_MEANING_PAIRS.find((p) => p.derived.id === q.source.verb_id)!;
/** Right by the data: the pair's meaning, or a label the data says could be argued too. */
const fits = (p: FormMeaningPair, value: string) => value === p.meaning || (p.alsoFits ?? []).some((m) => m === value);

beforeAll(() => {
  const { entries } = examWorld();
  byId = new Map(entries.map((e) => [e.id, e]));
  const ranked = entries.filter((e) => e.freq !== null).sort((a, b) => b.freq! - a.freq! || (a.id < b.id ? -1 : 1));
  rank = new Map(ranked.map((e, i) => [e.id, i + 1]));
}, 600_000);

describe('form_meaning data', () => {
  it('has 40 to 60 pairs, one a derived verb, each meaning one its pattern has, no label both right and also-fitting', () => {
    expect(FORM_MEANING_PAIRS.length).toBeGreaterThanOrEqual(40);
    expect(FORM_MEANING_PAIRS.length).toBeLessThanOrEqual(60);
    expect(new Set(FORM_MEANING_PAIRS.map((p) => p.derived.id)).size).toBe(FORM_MEANING_PAIRS.length);
    for (const p of FORM_MEANING_PAIRS) {
      expect(PATTERN_MEANINGS[p.derived.pattern], p.derived.id).toContain(p.meaning);
      expect(p.alsoFits ?? [], p.derived.id).not.toContain(p.meaning);
      expect(PATTERN_WEIGHTS[p.derived.pattern], p.derived.id).toBeDefined();
    }
  });

  it('every pair: both verbs in the lexicon with the stated id, root, pattern and lemma, glossed, of the same root, among the common verbs', () => {
    const faults: string[] = [];
    for (const p of FORM_MEANING_PAIRS) {
      const d = byId.get(p.derived.id);
      const b = byId.get(p.base.id);
      if (!d || !b) {
        faults.push(`${p.derived.id} / ${p.base.id}: not in the lexicon`);
        continue;
      }
      if (d.root !== p.derived.root || d.pattern !== p.derived.pattern || d.lemma.normalize('NFC') !== p.derived.lemma.normalize('NFC'))
        faults.push(`${p.derived.id}: the lexicon has ${d.root} ${d.pattern} ${d.lemma}`);
      if (b.root !== d.root) faults.push(`${p.base.id}: root ${b.root}, not ${d.root}`);
      if (b.lemma.normalize('NFC') !== p.base.lemma.normalize('NFC')) faults.push(`${p.base.id}: the lexicon has ${b.lemma}`);
      if (b.id === d.id) faults.push(`${p.derived.id}: its own base`);
      for (const e of [d, b]) {
        if (e.glosses.length === 0) faults.push(`${e.id}: no gloss`);
        if ((rank.get(e.id) ?? Infinity) > MAX_RANK) faults.push(`${e.id}: rank ${rank.get(e.id)} (not common)`);
      }
    }
    expect(faults).toEqual([]);
  });

  it('every sentence uses its derived verb and is vocalized', () => {
    for (const p of FORM_MEANING_PAIRS) {
      const letters = skeleton(p.derived.lemma).replace(/^ا/u, '');
      expect(skeleton(p.sentence.ar), p.derived.id).toContain(letters);
      const bare = p.sentence.ar.normalize('NFC').replace(/[^\u0621-\u0652]/gu, '');
      const marks = (bare.match(HARAKAT) ?? []).length;
      expect(marks / (bare.length - marks), p.derived.id).toBeGreaterThan(0.6);
    }
  });
});

describe('form_meaning questions', () => {
  const ids = FORM_MEANING_PAIRS.map((p) => p.derived.id);
  const sample = (format: 'multiple_choice' | 'true_false', seeds: readonly number[]): Question[] =>
    seeds.flatMap((seed) => generated({ objectives: [{ type: 'form_meaning' }], formats: [format], criteria: { verbs: ids }, question_count: ids.length, seed }).questions);

  it('300 multiple-choice questions: four options, exactly one right (the key), none a label that could also be argued, the engine agrees', () => {
    const questions = sample('multiple_choice', [1, 2, 3, 4, 5]);
    expect(questions.length).toBeGreaterThanOrEqual(300);
    const readings = analyzerReadings(examWorld().analyzer);
    const faults: string[] = [];
    for (const q of questions) {
      const p = pairOf(q);
      const right = q.options.filter((o) => o.value === p.meaning);
      const key = q.answer && 'option_id' in q.answer ? q.answer.option_id : null;
      if (q.options.length !== 4) faults.push(`${p.derived.id}: ${q.options.length} options`);
      if (right.length !== 1 || right[0]!.id !== key) faults.push(`${p.derived.id}: right ${right.map((o) => o.value).join(',')}, key ${key}`);
      const argued = q.options.filter((o) => o.value !== p.meaning && fits(p, o.value));
      if (argued.length) faults.push(`${p.derived.id}: offers ${argued.map((o) => o.value).join(',')} beside ${p.meaning}`);
      if (!q.options.every((o) => (FORM_MEANINGS as readonly string[]).includes(o.value))) faults.push(`${p.derived.id}: a value outside the meanings`);
      const c = checkQuestion(q, byId, readings);
      if (!c.ok) faults.push(`${p.derived.id}: ${c.reason.en}`);
      if (q.context?.sentence.ar !== p.sentence.ar || q.prompt_form !== p.derived.lemma) faults.push(`${p.derived.id}: sentence or form`);
      if (q.difficulty < 3) faults.push(`${p.derived.id}: difficulty ${q.difficulty} below B1`);
    }
    expect(faults.slice(0, 10)).toEqual([]);
  }, 600_000);

  it('true/false: the claim names a meaning, the answer says whether it is the pair’s, and a false claim never names a label that could be argued', () => {
    const questions = sample('true_false', [11, 12]);
    expect(questions.length).toBeGreaterThanOrEqual(100);
    const faults: string[] = [];
    for (const q of questions) {
      const p = pairOf(q);
      const said = q.answer && 'option_id' in q.answer ? q.options.find((o) => o.id === (q.answer as { option_id: string }).option_id)?.value : undefined;
      const claimed = q.claim?.meaning;
      if (claimed === undefined) faults.push(`${p.derived.id}: no meaning claimed`);
      else if (said !== String(claimed === p.meaning)) faults.push(`${p.derived.id}: claims ${claimed}, answer ${said}`);
      if (claimed !== undefined && claimed !== p.meaning && fits(p, claimed)) faults.push(`${p.derived.id}: a false claim of ${claimed}, which could be argued`);
    }
    expect(faults).toEqual([]);
    expect(new Set(questions.map((q) => q.answer && 'option_id' in q.answer && q.answer.option_id)).size).toBe(2);
  }, 600_000);

  it('the explanation names the pattern and its meaning, in both languages', () => {
    const questions = sample('multiple_choice', [21]);
    expect(questions).toHaveLength(FORM_MEANING_PAIRS.length);
    for (const q of questions) {
      const p = pairOf(q);
      const m = MEANING_NAMES[p.meaning];
      expect(q.explanation.ar, p.derived.id).toContain(m.ar);
      expect(q.explanation.ar, p.derived.id).toContain(PATTERN_WEIGHTS[p.derived.pattern]!);
      expect(q.explanation.en.toLowerCase(), p.derived.id).toContain(m.en.toLowerCase());
      expect(q.explanation.en, p.derived.id).toContain(`(${p.derived.pattern})`);
    }
  }, 600_000);
});

describe('npm run --silent exams -- generate with form_meaning', () => {
  it('generates it, seeded, byte for byte the same', () => {
    const line = JSON.stringify({ objectives: [{ type: 'form_meaning' }], formats: ['multiple_choice', 'true_false'], question_count: 8, seed: 5 });
    const r = spawnSync('npm', ['run', '--silent', 'exams', '--', 'generate'], { cwd: ROOT, input: `${line}\n${line}\n`, encoding: 'utf8', timeout: 240_000 });
    expect(r.status).toBe(0);
    const [first, second] = r.stdout.trim().split('\n');
    expect(second).toBe(first);
    const out = JSON.parse(first!) as { questions: Question[]; seed: number };
    expect(out.seed).toBe(5);
    expect(out.questions).toHaveLength(8);
    for (const q of out.questions) {
      expect(q.type).toBe('form_meaning');
      expect(q.context?.particle).toBeNull();
      expect(q.source.slot).toBeNull();
    }
    expect(new Set(out.questions.map((q) => q.format))).toEqual(new Set(['multiple_choice', 'true_false']));
  }, 240_000);
});
