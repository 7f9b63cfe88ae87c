/**
 * QTI 3.0 (1EdTech's Question and Test Interoperability; ADR 0085): an exam as a content package,
 * imsmanifest.xml, one qti-assessment-test and one qti-assessment-item per question, and back.
 *
 * An item says in QTI what QTI can say, in both languages (a block per language, `lang` and `dir`
 * set): the stem, the options (qti-choice-interaction, the key in qti-correct-response), a typed
 * answer (qti-text-entry-interaction: the preferred form as the correct response, every accepted
 * form mapped to the full points and each bare form, without marks, to half, as Tasreef grades it,
 * in a qti-mapping), the points (the SCORE's normal-maximum) and the explanation (modal feedback).
 * What it cannot say (the question type, the verb and slot it was built from, its level) travels
 * in the manifest, in a metadata element of Tasreef's namespace beside each item's resource, as
 * the GIFT export keeps it in a comment. An import takes the wording, options, key, accepted forms
 * and points from the QTI (perhaps edited in an LMS) and that data from the manifest; the engine
 * checks the result. A package is taken whole or refused, naming the first thing wrong.
 *
 * The files are text here; zipping them, and the limits on unzipping, are the server's.
 */
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Locale } from '@tasreef/contracts';
import { MAX_EXAM_QUESTIONS, generateRequestSchema, questionSchema, type Bilingual, type GenerateInput, type Question, type QuestionOption } from '@tasreef/contracts/exams';
import type { CheckResult } from '../check.ts';
import { PARTIAL_CREDIT } from '../grade.ts';
import { bareForms } from './moodle.ts';
import { questionName } from './question-name.ts';

export interface QtiExam {
  title: string;
  objective: string | null;
  request: GenerateInput;
  questions: Question[];
}

/** The points of a question: every question of a Tasreef exam weighs the same (grade.ts scoreOf). */
export const QTI_POINTS = 1;

export const QTI_MANIFEST = 'imsmanifest.xml';
const TEST_FILE = 'assessment-test.xml';
const ITEM_DIR = 'items';
const QTI_NS = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const CP_NS = 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1';
const TASREEF_NS = 'https://tasreef.app/ns/qti/1';
const ITEM_TYPE = 'imsqti_item_xmlv3p0';
const TEST_TYPE = 'imsqti_test_xmlv3p0';
const LANGS: readonly Locale[] = ['ar', 'en'];
const dir = (l: Locale) => (l === 'ar' ? 'rtl' : 'ltr');

/** A refusal: a message key of the exams catalog and its parameters (the server makes it a localized 422). */
export class QtiError extends Error {
  constructor(
    readonly key: QtiErrorKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}
export type QtiErrorKey =
  | 'qti_manifest_missing'
  | 'qti_file_missing'
  | 'qti_xml_invalid'
  | 'qti_test_missing'
  | 'qti_no_items'
  | 'qti_too_many_items'
  | 'qti_item_unsupported'
  | 'qti_item_foreign'
  | 'qti_item_changed'
  | 'qti_item_points'
  | 'qti_item_refused';

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
  suppressBooleanAttributes: false,
  processEntities: true,
});
const XML_HEAD = { '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' } };

/** One block per language: `<div lang="ar" dir="rtl">…</div>`. */
const blocks = (tag: string, text: Bilingual, cls: string) => ({ [tag]: LANGS.map((l) => ({ '@_class': cls, '@_lang': l, '@_dir': dir(l), '#text': text[l] })) });

const keyOf = (q: Question): string | null => (q.answer && 'option_id' in q.answer ? q.answer.option_id : null);
const acceptedOf = (q: Question): string[] => (q.answer && 'accepted' in q.answer ? q.answer.accepted : []);
const outcome = (identifier: string, baseType: string, extra: Record<string, unknown> = {}) => ({
  '@_identifier': identifier,
  '@_cardinality': 'single',
  '@_base-type': baseType,
  ...extra,
});
const setOutcome = (identifier: string, value: unknown) => ({ '@_identifier': identifier, ...(value as object) });
const FEEDBACK_ID = 'EXPLANATION';

function itemXml(q: Question, position: number, locale: Locale): string {
  const typed = q.format === 'typed';
  const accepted = acceptedOf(q);
  const response = typed
    ? {
        ...outcome('RESPONSE', 'string'),
        'qti-correct-response': { 'qti-value': [q.answer && 'text' in q.answer ? q.answer.text : (accepted[0] ?? '')] },
        'qti-mapping': {
          '@_default-value': 0,
          '@_lower-bound': 0,
          '@_upper-bound': QTI_POINTS,
          'qti-map-entry': [
            ...accepted.map((a) => ({ '@_map-key': a, '@_mapped-value': QTI_POINTS, '@_case-sensitive': 'true' })),
            ...bareForms(accepted).map((b) => ({ '@_map-key': b, '@_mapped-value': QTI_POINTS * PARTIAL_CREDIT, '@_case-sensitive': 'true' })),
          ],
        },
      }
    : { ...outcome('RESPONSE', 'identifier'), 'qti-correct-response': { 'qti-value': [keyOf(q) ?? ''] } };
  const choice = {
    '@_response-identifier': 'RESPONSE',
    '@_max-choices': 1,
    '@_min-choices': 1,
    '@_shuffle': 'false',
    'qti-simple-choice': q.options.map((o) => ({ '@_identifier': o.id, ...blocks('span', o.label, 'tasreef-option') })),
  };
  const scoring = typed
    ? { 'qti-set-outcome-value': [setOutcome('SCORE', { 'qti-map-response': { '@_identifier': 'RESPONSE' } })] }
    : {
        'qti-response-condition': {
          'qti-response-if': {
            'qti-match': { 'qti-variable': { '@_identifier': 'RESPONSE' }, 'qti-correct': { '@_identifier': 'RESPONSE' } },
            'qti-set-outcome-value': setOutcome('SCORE', { 'qti-base-value': { '@_base-type': 'float', '#text': QTI_POINTS } }),
          },
        },
      };
  const item = {
    ...XML_HEAD,
    'qti-assessment-item': {
      '@_xmlns': QTI_NS,
      '@_identifier': q.id,
      '@_title': questionName(q, position, locale),
      '@_adaptive': 'false',
      '@_time-dependent': 'false',
      '@_xml:lang': locale,
      'qti-response-declaration': response,
      'qti-outcome-declaration': [
        { ...outcome('SCORE', 'float', { '@_normal-maximum': QTI_POINTS }), 'qti-default-value': { 'qti-value': [0] } },
        outcome('FEEDBACK', 'identifier'),
      ],
      'qti-item-body': {
        ...blocks('div', q.stem, 'tasreef-stem'),
        // the form asked about, when the stem does not carry it; a typed answer's box in a paragraph after it
        p: [
          ...(q.prompt_form ? [{ '@_class': 'tasreef-form', '@_lang': 'ar', '@_dir': 'rtl', '#text': q.prompt_form }] : []),
          ...(typed ? [{ 'qti-text-entry-interaction': { '@_response-identifier': 'RESPONSE', '@_expected-length': 24 } }] : []),
        ],
        ...(typed ? {} : { 'qti-choice-interaction': choice }),
      },
      'qti-response-processing': {
        ...scoring,
        // the explanation is shown whatever the answer (Tasreef shows it on review)
        'qti-set-outcome-value': [
          ...((scoring as { 'qti-set-outcome-value'?: unknown[] })['qti-set-outcome-value'] ?? []),
          setOutcome('FEEDBACK', { 'qti-base-value': { '@_base-type': 'identifier', '#text': FEEDBACK_ID } }),
        ],
      },
      'qti-modal-feedback': {
        '@_outcome-identifier': 'FEEDBACK',
        '@_identifier': FEEDBACK_ID,
        '@_show-hide': 'show',
        'qti-content-body': blocks('div', q.explanation, 'tasreef-explanation'),
      },
    },
  };
  return builder.build(item) as string;
}

const itemHref = (q: Question) => `${ITEM_DIR}/${q.id}.xml`;
/** The generator's question ids (contracts' question_ids rule). */
const QUESTION_ID = /^q_[a-z0-9]{1,12}$/;

/**
 * What QTI cannot say of a question: all of it but the wording, key and explanation (taken from
 * the item). The options' labels are kept too: an import takes an option's labels from the item,
 * and refuses a label changed unless the option is a form (the engine checks a new form; a tense's
 * name changed would no longer say its value).
 */
function questionMeta(q: Question): Record<string, unknown> {
  const { stem: _s, explanation: _e, answer: _a, ...rest } = q;
  return rest;
}

/** The package's files, by path in the zip. */
export function toQtiFiles(exam: QtiExam, locale: Locale): Map<string, string> {
  const files = new Map<string, string>();
  exam.questions.forEach((q, i) => files.set(itemHref(q), itemXml(q, i, locale)));
  files.set(
    TEST_FILE,
    builder.build({
      ...XML_HEAD,
      'qti-assessment-test': {
        '@_xmlns': QTI_NS,
        '@_identifier': 'tasreef-exam',
        '@_title': exam.title,
        '@_xml:lang': locale,
        'qti-outcome-declaration': outcome('SCORE', 'float', { '@_normal-maximum': QTI_POINTS * exam.questions.length }),
        'qti-test-part': {
          '@_identifier': 'part-1',
          '@_navigation-mode': 'nonlinear',
          '@_submission-mode': 'simultaneous',
          'qti-assessment-section': {
            '@_identifier': 'section-1',
            '@_title': exam.title,
            '@_visible': 'true',
            'qti-assessment-item-ref': exam.questions.map((q) => ({ '@_identifier': q.id, '@_href': itemHref(q) })),
          },
        },
        'qti-outcome-processing': {
          'qti-set-outcome-value': setOutcome('SCORE', { 'qti-sum': { 'qti-test-variables': { '@_variable-identifier': 'SCORE' } } }),
        },
      },
    }) as string,
  );
  files.set(
    QTI_MANIFEST,
    builder.build({
      ...XML_HEAD,
      manifest: {
        '@_xmlns': CP_NS,
        '@_xmlns:tasreef': TASREEF_NS,
        '@_identifier': 'tasreef-exam-package',
        metadata: {
          schema: 'QTI Package',
          schemaversion: '3.0.0',
          'tasreef:exam': JSON.stringify({ objective: exam.objective, request: exam.request }),
        },
        organizations: '',
        resources: {
          resource: [
            {
              '@_identifier': 'tasreef-exam',
              '@_type': TEST_TYPE,
              '@_href': TEST_FILE,
              file: [{ '@_href': TEST_FILE }],
              dependency: exam.questions.map((q) => ({ '@_identifierref': q.id })),
            },
            ...exam.questions.map((q) => ({
              '@_identifier': q.id,
              '@_type': ITEM_TYPE,
              '@_href': itemHref(q),
              metadata: { 'tasreef:question': JSON.stringify(questionMeta(q)) },
              file: [{ '@_href': itemHref(q) }],
            })),
          ],
        },
      },
    }) as string,
  );
  return files;
}

// ─── Import ───

const ARRAYS = new Set([
  'resource',
  'file',
  'dependency',
  'qti-assessment-item-ref',
  'qti-assessment-section',
  'qti-simple-choice',
  'qti-map-entry',
  'qti-value',
  'div',
  'span',
  'p',
]);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => ARRAYS.has(name),
});

type Node = Record<string, unknown>;
const nodes = (v: unknown): Node[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]) as Node[];
const one = (v: unknown): Node | undefined => nodes(v)[0];
/** An element's own text (fast-xml-parser gives a bare string for an element with only text). */
const textOf = (v: unknown): string => (typeof v === 'string' ? v : v && typeof v === 'object' ? String((v as Node)['#text'] ?? '') : '');
const attr = (n: Node | undefined, name: string): string | undefined => {
  const v = n?.[`@_${name}`];
  return typeof v === 'string' ? v : undefined;
};

/** A file parsed, or a refusal naming it; a DOCTYPE (entities) is refused: QTI needs none and it is the road to entity bombs. */
function parseFile(files: ReadonlyMap<string, string>, name: string): Node {
  const xml = files.get(name.toLowerCase());
  if (xml === undefined) throw new QtiError(name === QTI_MANIFEST ? 'qti_manifest_missing' : 'qti_file_missing', { name });
  if (/<!DOCTYPE|<!ENTITY/i.test(xml) || XMLValidator.validate(xml) !== true) throw new QtiError('qti_xml_invalid', { name });
  return parser.parse(xml) as Node;
}

/** `lang` blocks into both languages; a language without its block is refused as changed. */
function bilingual(v: unknown): Bilingual | null {
  const out: Partial<Bilingual> = {};
  for (const n of nodes(v)) {
    const l = attr(n, 'lang');
    if ((l === 'ar' || l === 'en') && out[l] === undefined) out[l] = textOf(n).normalize('NFC');
  }
  return out.ar !== undefined && out.en !== undefined ? (out as Bilingual) : null;
}

/** The base name a package's file is held under (the server's unzip keeps base names, lower-cased). */
const baseName = (href: string) => href.split('/').pop()!.toLowerCase();

const isForm = (o: Pick<QuestionOption, 'value' | 'label'>) => /[\u0621-\u064A]/.test(o.value) && o.value === o.label.ar && o.value === o.label.en;

/** The question of `meta` with what the item says; throws a refusal naming it. */
function readItem(item: Node, meta: Question, name: string): Question {
  const changed = () => new QtiError('qti_item_changed', { name });
  const root = one(item['qti-assessment-item']);
  if (!root) throw new QtiError('qti_item_unsupported', { name });
  const responses = nodes(root['qti-response-declaration']);
  const body = one(root['qti-item-body']);
  if (responses.length !== 1 || !body) throw new QtiError('qti_item_unsupported', { name });
  const response = responses[0]!;
  const score = nodes(root['qti-outcome-declaration']).find((o) => attr(o, 'identifier') === 'SCORE');
  if (Number(attr(score, 'normal-maximum') ?? QTI_POINTS) !== QTI_POINTS) throw new QtiError('qti_item_points', { name, number: QTI_POINTS });
  const stem = bilingual(body.div);
  const feedback = one(one(root['qti-modal-feedback'])?.['qti-content-body']);
  const explanation = bilingual(feedback?.div);
  if (!stem || !explanation) throw changed();
  const base: Question = { ...meta, stem, explanation };
  const correct = nodes(one(response['qti-correct-response'])?.['qti-value']).map(textOf);
  if (meta.format === 'typed') {
    if (attr(response, 'base-type') !== 'string' || !findDeep(body, 'qti-text-entry-interaction')) throw new QtiError('qti_item_unsupported', { name });
    const entries = nodes(one(response['qti-mapping'])?.['qti-map-entry']);
    if (entries.some((e) => Number(attr(e, 'mapped-value')) > QTI_POINTS)) throw new QtiError('qti_item_points', { name, number: QTI_POINTS });
    const accepted = entries.filter((e) => Number(attr(e, 'mapped-value')) === QTI_POINTS).map((e) => (attr(e, 'map-key') ?? '').normalize('NFC'));
    const text = (correct[0] ?? accepted[0] ?? '').normalize('NFC');
    if (accepted.length === 0 || !accepted.includes(text)) throw changed();
    return { ...base, answer: { text, accepted } };
  }
  const choice = findDeep(body, 'qti-choice-interaction');
  if (attr(response, 'base-type') !== 'identifier' || !choice || correct.length !== 1) throw new QtiError('qti_item_unsupported', { name });
  const choices = nodes(choice['qti-simple-choice']);
  if (choices.length !== meta.options.length) throw changed();
  const options = choices.map((c): QuestionOption => {
    const known = meta.options.find((o) => o.id === attr(c, 'identifier'));
    const label = bilingual(c.span);
    if (!known || !label) throw changed();
    if (label.ar === known.label.ar && label.en === known.label.en) return known;
    // a form rewritten in place (in Arabic, both blocks alike) is a new form the engine checks; any other label is the option's name
    if (isForm(known) && label.ar === label.en && /[\u0621-\u064A]/.test(label.ar)) return { ...known, value: label.ar, text: label.ar, label };
    throw changed();
  });
  if (new Set(options.map((o) => o.id)).size !== options.length || !options.some((o) => o.id === correct[0])) throw changed();
  return { ...base, options, answer: { option_id: correct[0]! } };
}

/** The first element named `tag` at any depth (an interaction may sit in a paragraph or a div). */
function findDeep(n: unknown, tag: string): Node | undefined {
  if (!n || typeof n !== 'object') return undefined;
  for (const x of Array.isArray(n) ? n : [n]) {
    if (!x || typeof x !== 'object') continue;
    const o = x as Node;
    if (tag in o) return one(o[tag]);
    for (const [k, v] of Object.entries(o)) {
      if (k.startsWith('@_') || k === '#text') continue;
      const f = findDeep(v, tag);
      if (f) return f;
    }
  }
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The request an exam was drawn with, from the manifest; else one that says what the questions are. */
function requestOf(raw: unknown, questions: readonly Question[], locale: Locale): GenerateInput {
  const kept = generateRequestSchema.safeParse((raw as { request?: unknown } | null)?.request);
  if (kept.success) return kept.data;
  return generateRequestSchema.parse({
    objectives: [...new Set(questions.map((q) => q.type))].map((type) => ({ type })),
    formats: [...new Set(questions.map((q) => q.format))],
    question_count: questions.length,
    locale,
  });
}

/**
 * An exam from a package's files (by lower-cased base name, as the server unzips them), each
 * question checked by the engine. Throws a QtiError naming the first thing wrong.
 */
export function fromQtiFiles(files: ReadonlyMap<string, string>, locale: Locale, check: (q: Question) => CheckResult): QtiExam {
  const manifest = one(parseFile(files, QTI_MANIFEST).manifest);
  if (!manifest) throw new QtiError('qti_manifest_missing', { name: QTI_MANIFEST });
  const resources = nodes(one(manifest.resources)?.resource);
  const testResource = resources.find((r) => attr(r, 'type')?.startsWith('imsqti_test_xmlv3p0'));
  const testHref = attr(testResource, 'href');
  if (!testHref) throw new QtiError('qti_test_missing');
  const test = one(parseFile(files, baseName(testHref))['qti-assessment-test']);
  if (!test) throw new QtiError('qti_test_missing');
  const refs: Node[] = [];
  const sections = (n: Node | undefined): void => {
    for (const s of nodes(n?.['qti-assessment-section'])) {
      refs.push(...nodes(s['qti-assessment-item-ref']));
      sections(s);
    }
  };
  for (const part of nodes(test['qti-test-part'])) sections(part);
  if (refs.length === 0) throw new QtiError('qti_no_items');
  if (refs.length > MAX_EXAM_QUESTIONS) throw new QtiError('qti_too_many_items', { number: MAX_EXAM_QUESTIONS });
  const byId = new Map(resources.map((r) => [attr(r, 'identifier'), r]));
  const seen = new Set<string>();
  const questions = refs.map((ref, i) => {
    const id = attr(ref, 'identifier') ?? '';
    const href = attr(ref, 'href') ?? attr(byId.get(id), 'href');
    const name = `${i + 1} (${id.slice(0, 40)})`;
    if (!href) throw new QtiError('qti_file_missing', { name: id.slice(0, 40) });
    const metaText = textOf(one(one(byId.get(id)?.metadata)?.question));
    const meta = questionSchema.safeParse(metaText ? restore(parseJson(metaText)) : null);
    // an id is a file name in the next export (items/<id>.xml): only the generator's shape, never a path
    if (!meta.success || meta.data.id !== id || !QUESTION_ID.test(id) || seen.has(id)) throw new QtiError('qti_item_foreign', { name });
    seen.add(id);
    const q = readItem(parseFile(files, baseName(href)), meta.data, name);
    const parsed = questionSchema.safeParse(q);
    if (!parsed.success) throw new QtiError('qti_item_changed', { name });
    const verdict = check(parsed.data);
    if (!verdict.ok) throw new QtiError('qti_item_refused', { name, reason: verdict.reason[locale] });
    return parsed.data;
  });
  const examMeta = parseJson(textOf(one(manifest.metadata)?.exam));
  const objective = (examMeta as { objective?: unknown } | null)?.objective;
  return {
    title: (attr(test, 'title') ?? '').normalize('NFC'),
    objective: typeof objective === 'string' ? objective : null,
    request: requestOf(examMeta, questions, locale),
    questions,
  };
}

/** The manifest's data of a question made whole for the schema (the item fills stem, explanation and answer). */
function restore(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const empty = { ar: '', en: '' };
  return { ...raw, stem: empty, explanation: empty };
}
