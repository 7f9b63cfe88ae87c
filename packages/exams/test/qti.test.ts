/**
 * QTI 3.0 (ADR 0085): an exam exported and imported again is the same exam (stems, options, keys,
 * accepted forms, points, explanations, both languages, Arabic marks byte for byte); the package
 * reads with QTI 3.0's element names; an edit made in an LMS comes back, and a package that is not
 * right is refused naming what is wrong.
 */
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateRequestSchema, type Question } from '@tasreef/contracts/exams';
import { QtiError, fromQtiFiles, gradeTyped, toQtiFiles, type QtiExam } from '../src/index.ts';
import { examWorld, generated } from './world.ts';

let exam: QtiExam;
const check = (q: Question) => examWorld().generator.check(q);
/** The files as the server's unzip gives them: by lower-cased base name. */
const unzipped = (files: Map<string, string>) => new Map([...files].map(([k, v]) => [k.split('/').pop()!.toLowerCase(), v]));
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, removeNSPrefix: true });
const refusal = (f: () => unknown): QtiError => {
  try {
    f();
  } catch (e) {
    if (e instanceof QtiError) return e;
    throw e;
  }
  throw new Error('not refused');
};

beforeAll(() => {
  examWorld();
  const request = generateRequestSchema.parse({
    objectives: [{ type: 'conjugate' }, { type: 'identify_root' }, { type: 'masdar' }, { type: 'identify_person' }, { type: 'identify_tense' }],
    formats: ['multiple_choice', 'true_false', 'typed'],
    question_count: 24,
    seed: 11,
    locale: 'ar',
  });
  const questions = generated(request).questions;
  exam = { title: 'اِخْتِبَارُ الْمَاضِي & <الأول>', objective: 'أَنْ يُصَرِّفَ الطالبُ الفعلَ', request, questions };
}, 180_000);

describe('QTI 3.0 export', () => {
  it('is a content package: a manifest, one assessment test and one assessment item per question, with QTI 3.0’s names', () => {
    const files = toQtiFiles(exam, 'ar');
    expect([...files.keys()].sort()).toEqual(['assessment-test.xml', 'imsmanifest.xml', ...exam.questions.map((q) => `items/${q.id}.xml`)].sort());
    const manifest = parser.parse(files.get('imsmanifest.xml')!).manifest;
    const types = (manifest.resources.resource as { '@_type': string }[]).map((r) => r['@_type']);
    expect(types.filter((t) => t === 'imsqti_item_xmlv3p0')).toHaveLength(exam.questions.length);
    expect(types.filter((t) => t === 'imsqti_test_xmlv3p0')).toHaveLength(1);
    const test = files.get('assessment-test.xml')!;
    expect(test).toContain('<qti-assessment-test xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0"');
    for (const q of exam.questions) {
      const xml = files.get(`items/${q.id}.xml`)!;
      expect(xml).toContain('<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0"');
      expect(xml).toContain('<qti-response-declaration identifier="RESPONSE"');
      expect(xml).toContain('<qti-correct-response>');
      expect(xml).toContain(q.format === 'typed' ? '<qti-text-entry-interaction' : '<qti-choice-interaction');
    }
  });

  it('maps a typed answer’s accepted forms to the full point and each bare form to half (partial credit)', () => {
    const typed = exam.questions.find((q) => q.format === 'typed')!;
    const item = parser.parse(toQtiFiles({ ...exam, questions: [typed] }, 'ar').get(`items/${typed.id}.xml`)!)['qti-assessment-item'];
    const entries = [item['qti-response-declaration']['qti-mapping']['qti-map-entry']].flat() as { '@_map-key': string; '@_mapped-value': string }[];
    const accepted = (typed.answer as { accepted: string[] }).accepted;
    expect(entries.filter((e) => e['@_mapped-value'] === '1').map((e) => e['@_map-key'])).toEqual(accepted);
    const half = entries.filter((e) => e['@_mapped-value'] === '0.5').map((e) => e['@_map-key']);
    expect(half.length).toBeGreaterThan(0);
    for (const b of half) expect(gradeTyped(b, accepted).credit).toBe(0.5);
  });
});

describe('QTI 3.0 round trip', () => {
  it('gives back the same exam: every field of every question, both languages, Arabic marks byte for byte', () => {
    const back = fromQtiFiles(unzipped(toQtiFiles(exam, 'ar')), 'ar', check);
    expect(back).toEqual(exam);
    back.questions.forEach((q, i) => {
      const before = exam.questions[i]!;
      for (const l of ['ar', 'en'] as const) {
        expect(Buffer.from(q.stem[l]).equals(Buffer.from(before.stem[l]))).toBe(true);
        expect(Buffer.from(q.explanation[l]).equals(Buffer.from(before.explanation[l]))).toBe(true);
      }
      expect(JSON.stringify(q.answer)).toBe(JSON.stringify(before.answer));
    });
    expect(Buffer.from(back.title).equals(Buffer.from(exam.title))).toBe(true);
  });

  it('keeps several accepted forms, in their order, and an English export reads back the same', () => {
    const typed = exam.questions.find((q) => q.format === 'typed')!;
    const accepted = (typed.answer as { accepted: string[] }).accepted;
    const more = { ...exam, questions: [{ ...typed, answer: { text: accepted[0]!, accepted: [...accepted, `${accepted[0]!}ْ`] } }] };
    // the engine decides what it accepts: here every form is taken as given
    const back = fromQtiFiles(unzipped(toQtiFiles(more, 'en')), 'en', () => ({ ok: true }) as ReturnType<typeof check>);
    expect(back.questions[0]!.answer).toEqual(more.questions[0]!.answer);
  });

  it('takes a wording edited in an LMS, checked by the engine', () => {
    const q = exam.questions[0]!;
    const files = toQtiFiles(exam, 'ar');
    const path = `items/${q.id}.xml`;
    files.set(path, files.get(path)!.replace(q.stem.en, 'An edited stem'));
    const back = fromQtiFiles(unzipped(files), 'ar', check);
    expect(back.questions[0]!.stem).toEqual({ ar: q.stem.ar, en: 'An edited stem' });
  });
});

describe('QTI 3.0 import refusals', () => {
  const files = () => toQtiFiles(exam, 'ar');
  const mc = () => exam.questions.find((q) => q.format === 'multiple_choice')!;

  it('no manifest, a file named but missing, XML that is not well-formed, a DOCTYPE', () => {
    const noManifest = files();
    noManifest.delete('imsmanifest.xml');
    expect(refusal(() => fromQtiFiles(unzipped(noManifest), 'ar', check)).key).toBe('qti_manifest_missing');
    const missing = files();
    missing.delete(`items/${mc().id}.xml`);
    expect(refusal(() => fromQtiFiles(unzipped(missing), 'ar', check))).toMatchObject({ key: 'qti_file_missing', params: { name: `${mc().id}.xml` } });
    const broken = files();
    broken.set('assessment-test.xml', '<qti-assessment-test><oops></qti-assessment-test>');
    expect(refusal(() => fromQtiFiles(unzipped(broken), 'ar', check))).toMatchObject({ key: 'qti_xml_invalid', params: { name: 'assessment-test.xml' } });
    const entities = files();
    entities.set('imsmanifest.xml', `<?xml version="1.0"?><!DOCTYPE m [<!ENTITY a "aaaa">]>${entities.get('imsmanifest.xml')!.replace(/^<\?xml[^>]*>/, '')}`);
    expect(refusal(() => fromQtiFiles(unzipped(entities), 'ar', check)).key).toBe('qti_xml_invalid');
  });

  it('an item without Tasreef’s data, a key moved to a wrong option (the engine says why), points changed, an option renamed', () => {
    const q = mc();
    const at = exam.questions.indexOf(q) + 1;
    const foreign = files();
    foreign.set('imsmanifest.xml', foreign.get('imsmanifest.xml')!.replace(new RegExp(`<tasreef:question>\\{&quot;id&quot;:&quot;${q.id}&quot;[^<]*</tasreef:question>`), ''));
    expect(refusal(() => fromQtiFiles(unzipped(foreign), 'ar', check))).toMatchObject({ key: 'qti_item_foreign', params: { name: `${at} (${q.id})` } });
    const key = (q.answer as { option_id: string }).option_id;
    const wrong = q.options.find((o) => o.id !== key)!.id;
    const moved = files();
    const path = `items/${q.id}.xml`;
    moved.set(path, moved.get(path)!.replace(`<qti-value>${key}</qti-value>`, `<qti-value>${wrong}</qti-value>`));
    const refused = refusal(() => fromQtiFiles(unzipped(moved), 'en', check));
    expect(refused.key).toBe('qti_item_refused');
    expect(String(refused.params.reason).length).toBeGreaterThan(5);
    const points = files();
    points.set(path, points.get(path)!.replace('normal-maximum="1"', 'normal-maximum="5"'));
    expect(refusal(() => fromQtiFiles(unzipped(points), 'ar', check)).key).toBe('qti_item_points');
    const tf = exam.questions.find((x) => x.format === 'true_false')!;
    const renamed = files();
    const tfPath = `items/${tf.id}.xml`;
    renamed.set(tfPath, renamed.get(tfPath)!.replace('>True<', '>Maybe<'));
    expect(refusal(() => fromQtiFiles(unzipped(renamed), 'ar', check)).key).toBe('qti_item_changed');
  });

  it('a question id that is not the generator’s (a path in the next export’s zip) is refused', () => {
    const q = mc();
    const bad = '../../evil';
    const swapped = new Map([...files()].map(([k, v]) => [k, v.replaceAll(q.id, bad)]));
    const read = new Map([...swapped].map(([k, v]) => [k.replace(`${bad}.xml`, `${q.id}.xml`), v]));
    expect(refusal(() => fromQtiFiles(unzipped(read), 'ar', check)).key).toBe('qti_item_foreign');
  });

  it('a test listing no question', () => {
    const empty = files();
    empty.set('assessment-test.xml', empty.get('assessment-test.xml')!.replace(/<qti-assessment-item-ref[^>]*\/>/g, ''));
    expect(refusal(() => fromQtiFiles(unzipped(empty), 'ar', check)).key).toBe('qti_no_items');
  });
});
