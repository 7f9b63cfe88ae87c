/**
 * Exports read back by independent parsers: the Moodle XML by fast-xml-parser's parser, the GIFT by
 * gift-pegjs (Moodle's grammar as a PEG parser). Arabic must come back intact, every key where it was.
 */
import { XMLParser } from 'fast-xml-parser';
import { parse as parseGift } from 'gift-pegjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@tasreef/contracts/exams';
import { bareForms, escapeGift, fromGift, gradeTyped, toGift, toMoodleXml } from '../src/index.ts';
import { examWorld, generated } from './world.ts';

let questions: Question[];
beforeAll(() => {
  examWorld();
  questions = generated({
    objectives: [{ type: 'conjugate' }, { type: 'identify_root' }, { type: 'masdar' }, { type: 'identify_person' }],
    formats: ['multiple_choice', 'true_false', 'typed'],
    question_count: 30,
    seed: 5,
    locale: 'ar',
  }).questions;
}, 180_000);

/** The parts of a parsed Moodle XML question these tests read (the parser's output is untyped). */
interface MoodleText {
  text: string | number;
}
interface MoodleQuestion {
  '@_type': string;
  category: MoodleText;
  name: MoodleText;
  questiontext: MoodleText;
  generalfeedback: MoodleText;
  answer: (MoodleText & { '@_fraction': string })[];
  idnumber: string;
  tags: { tag: { text: string }[] };
}

const keyOf = (q: Question) => (q.answer && 'option_id' in q.answer ? q.options.find((o) => o.id === (q.answer as { option_id: string }).option_id)! : null);
const stripHtml = (s: string) =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('Moodle XML', () => {
  it('reads back with every question, its Arabic text, its type and its key', () => {
    const xml = toMoodleXml(questions, 'ar', 'اختبار الماضي / الأول');
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (name) => name === 'question' || name === 'answer' || name === 'tag' }).parse(xml);
    const [category, ...read] = doc.quiz.question as MoodleQuestion[];
    expect(category!['@_type']).toBe('category');
    expect(category!.category.text).toBe('$course$/Tasreef/اختبار الماضي - الأول');
    expect(read).toHaveLength(questions.length);
    read.forEach((x, i) => {
      const q = questions[i]!;
      expect(x['@_type']).toBe({ multiple_choice: 'multichoice', true_false: 'truefalse', typed: 'shortanswer' }[q.format]);
      expect(x.name.text).toMatch(new RegExp(`^Q${i + 1} · `));
      expect(x.idnumber).toBe(q.id);
      expect(stripHtml(String(x.questiontext.text))).toContain(q.stem.ar);
      if (q.prompt_form) expect(stripHtml(String(x.questiontext.text))).toContain(q.prompt_form);
      expect(stripHtml(String(x.generalfeedback.text))).toBe(q.explanation.ar);
      const right = x.answer.filter((a) => Number(a['@_fraction']) === 100).map((a) => stripHtml(String(a.text)));
      if (q.format === 'typed') expect(right).toEqual((q.answer as { accepted: string[] }).accepted);
      else if (q.format === 'true_false') expect(right).toEqual([keyOf(q)!.value]);
      else {
        expect(right).toEqual([keyOf(q)!.label.ar]);
        expect(x.answer.map((a) => stripHtml(String(a.text)))).toEqual(q.options.map((o) => o.label.ar));
      }
      expect(x.tags.tag.map((t: { text: string }) => t.text)).toContain(q.type);
    });
  });
});

describe('Moodle XML: the bare form and readable names', () => {
  const parse = (xml: string) =>
    (
      new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (name) => name === 'question' || name === 'answer' || name === 'tag' }).parse(xml).quiz
        .question as MoodleQuestion[]
    ).slice(1);

  it('gives a typed answer’s bare form (no marks) 50 %, as Tasreef grades it, and nothing else at 50', () => {
    const typed = questions.filter((q) => q.format === 'typed');
    expect(typed.length).toBeGreaterThan(2);
    const read = parse(toMoodleXml(typed, 'ar', 'x'));
    read.forEach((x, i) => {
      const accepted = (typed[i]!.answer as { accepted: string[] }).accepted;
      const half = x.answer.filter((a) => Number(a['@_fraction']) === 50).map((a) => String(a.text));
      expect(half.length).toBeGreaterThan(0);
      for (const b of half) {
        expect(b).not.toMatch(/[\u064B-\u0652\u0670]/u);
        expect(gradeTyped(b, accepted).credit).toBe(0.5);
      }
      expect(x.answer.filter((a) => Number(a['@_fraction']) === 100).map((a) => String(a.text))).toEqual(accepted);
    });
  });

  it('a form written without marks is not listed again at 50 %', () => {
    expect(bareForms(['كتب'])).toEqual([]);
    expect(bareForms(['كَتَبَ', 'كَتْبٌ'])).toEqual(['كتب']);
  });

  it('names a question by its place, what it asks and its word, in the file’s language, never by its key', () => {
    const conj = questions.find((q) => q.type === 'conjugate' && q.source.slot?.startsWith('past.') && /الفعل \S+ /u.test(q.stem.ar))!;
    expect(conj).toBeDefined();
    const root = questions.find((q) => q.type === 'identify_root' && q.format === 'multiple_choice' && q.prompt_form)!;
    expect(root).toBeDefined();
    const [ar] = parse(toMoodleXml([conj], 'ar', 'x'));
    const [en] = parse(toMoodleXml([conj], 'en', 'x'));
    // the verb's citation, as the stem names it
    const verb = conj.stem.ar.match(/الفعل (\S+)/u)![1]!;
    expect(ar!.name.text).toBe(`Q1 · الماضي · ${verb}`);
    expect(en!.name.text).toBe(`Q1 · Past · ${verb}`);
    const [, second] = parse(toMoodleXml([conj, root], 'en', 'x'));
    expect(second!.name.text).toBe(`Q2 · Identify the root · ${root.prompt_form}`);
    const key = root.options.find((o) => o.id === (root.answer as { option_id: string }).option_id)!;
    expect(second!.name.text).not.toContain(key.label.ar);
    expect(second!.name.text).not.toContain(key.value);
    // without a shown form, a root question is not named by its verb (which would give the root away)
    const [bare] = parse(toMoodleXml([{ ...root, prompt_form: null }], 'en', 'x'));
    expect(bare!.name.text).toBe('Q1 · Identify the root');
  });
});

describe('GIFT', () => {
  it('reads back with every question, its Arabic text, its type and its key', () => {
    const text = toGift(questions, 'ar', 'اختبار');
    const read = parseGift(text).filter((x) => x.type !== 'Category');
    expect(read).toHaveLength(questions.length);
    read.forEach((x, i) => {
      const q = questions[i]!;
      const g = x as unknown as {
        type: string;
        title: string;
        stem: { text: string };
        isTrue?: boolean;
        choices?: { isCorrect: boolean; text: { text: string } }[];
        globalFeedback: { text: string };
      };
      expect(g.type).toBe({ multiple_choice: 'MC', true_false: 'TF', typed: 'Short' }[q.format]);
      expect(g.title).toBe(q.id);
      expect(g.stem.text).toContain(q.stem.ar);
      expect(g.globalFeedback.text).toBe(q.explanation.ar);
      if (q.format === 'true_false') expect(g.isTrue).toBe(keyOf(q)!.value === 'true');
      else if (q.format === 'typed') expect(g.choices!.map((c) => c.text.text)).toEqual((q.answer as { accepted: string[] }).accepted);
      else {
        expect(g.choices!.map((c) => c.text.text)).toEqual(q.options.map((o) => o.label.ar));
        expect(g.choices!.filter((c) => c.isCorrect).map((c) => c.text.text)).toEqual([keyOf(q)!.label.ar]);
      }
    });
  });

  it('escapes GIFT’s own characters so a text with them reads back whole', () => {
    const q = { ...questions[0]!, stem: { ar: 'ما {الصيغة} = : ~ # \\ ؟', en: 'x' } };
    const [read] = parseGift(toGift([q], 'ar'));
    expect((read as unknown as { stem: { text: string } }).stem.text).toContain('ما {الصيغة} = : ~ # \\ ؟');
  });
});

describe('GIFT import', () => {
  const check = (q: Question) => examWorld().generator.check(q);

  it('reads back its own export whole, every question checked by the engine', () => {
    const out = fromGift(toGift(questions, 'ar', 'x'), 'ar', check);
    expect(out.refused).toEqual([]);
    expect(out.questions.map((q) => q.id)).toEqual(questions.map((q) => q.id));
    expect(out.questions.map((q) => q.answer)).toEqual(questions.map((q) => q.answer));
  });

  it('keeps a wording changed in the LMS, refuses a key moved to a wrong choice, and a question it cannot check', () => {
    const mc = questions.find((q) => q.format === 'multiple_choice' && q.type === 'conjugate')!;
    // edits happen in the question's own lines, not in the data comment
    const inText = (gift: string, from: string, to: string) =>
      gift
        .split('\n')
        .map((l) => (l.startsWith('//') ? l : l.replace(from, to)))
        .join('\n');
    const text = inText(toGift([mc], 'en'), escapeGift(mc.stem.en), 'Choose the right form');
    const kept = fromGift(text, 'en', check);
    expect(kept.questions[0]!.stem.en).toBe('Choose the right form');
    const key = mc.options.find((o) => o.id === (mc.answer as { option_id: string }).option_id)!;
    const other = mc.options.find((o) => o.id !== key.id)!;
    // an option line is matched whole: one option can be the beginning of another (يَتَعَظَّمُ، يَتَعَظَّمُونَ)
    const option = (gift: string, from: string, to: string) =>
      gift
        .split('\n')
        .map((l) => (l.trim() === from ? l.replace(from, to) : l))
        .join('\n');
    const moved = option(
      option(toGift([mc], 'en'), `=${escapeGift(key.label.en)}`, `~${escapeGift(key.label.en)}`),
      `~${escapeGift(other.label.en)}`,
      `=${escapeGift(other.label.en)}`,
    );
    const refused = fromGift(moved, 'en', check);
    expect(refused.questions).toEqual([]);
    expect(refused.refused[0]!.reason.en).toContain('is not the right answer');
    const foreign = fromGift('::q1:: What is 2+2? {=4 ~5}', 'en', check);
    expect(foreign.refused).toEqual([{ title: 'q1', reason: { ar: expect.any(String), en: 'Not a Tasreef question: the engine cannot check it.' } }]);
    expect(fromGift('::q1:: broken {=4 ~5', 'en', check).refused[0]!.reason.en).toMatch(/^Not a valid GIFT file/);
  });
});
