import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES } from '@tasreef/contracts/exams';
import * as content from './index.ts';
import type { Bilingual, ContentPage, ContentSection, FaqEntry, HelpArticle, QuestionTypeInfo } from './types.ts';

const ARABIC_LETTER = /[\u0621-\u064A]/;
const ARABIC_DIACRITIC = /[\u064B-\u0652]/;

const pages: Record<string, Bilingual<ContentPage>> = {
  home: content.home,
  aboutUs: content.aboutUs,
  keyFeatures: content.keyFeatures,
  useCases: content.useCases,
  reportsLanding: content.reportsLanding,
  generateExamsLanding: content.generateExamsLanding,
  terms: content.terms,
  refunds: content.refunds,
};

/** Every string reachable in a value, with a path for the failure message. */
function strings(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  }
  return [];
}

const everything: Record<string, Bilingual<unknown>> = {
  ...pages,
  faq: content.faq,
  helpArticles: content.helpArticles,
  helpCategories: content.helpCategories,
  questionTypes: content.questionTypes,
};

describe('every module, both locales', () => {
  for (const [name, module] of Object.entries(everything)) {
    it(`${name}: no empty or padded string, Arabic text in the Arabic locale, NFC`, () => {
      for (const locale of ['ar', 'en'] as const) {
        const all = strings(module[locale], `${name}.${locale}`);
        expect(all.length).toBeGreaterThan(0);
        for (const [path, text] of all) {
          expect(text.trim(), path).not.toBe('');
          expect(text, path).toBe(text.trim());
          expect(text, path).toBe(text.normalize('NFC'));
          expect(text, path).not.toMatch(/lorem|ipsum|TODO|TBD|\bxxx\b/i);
        }
      }
      // Arabic locale: every prose string has Arabic letters (ids, dates, keywords aside).
      const prose = strings(module.ar, name).filter(([path]) => !/\.(id|updated|category)$/.test(path) && !/\.keywords\[/.test(path));
      for (const [path, text] of prose) expect(text, path).toMatch(ARABIC_LETTER);
    });
  }
});

describe('English texts that quote Arabic', () => {
  // In a left-to-right paragraph, Arabic words joined only by punctuation ("كَتَبَ, كُتِبَ") form one
  // right-to-left run and show in reverse order; an English word must sit between them.
  const joinedByPunctuation = /[\u0621-\u0652]+[^\u0621-\u0652A-Za-z\s]+\s*[\u0621-\u0652]/;
  for (const [name, module] of Object.entries(everything)) {
    it(`${name}: no Arabic words joined only by punctuation`, () => {
      for (const [path, text] of strings(module.en, `${name}.en`)) expect(text, path).not.toMatch(joinedByPunctuation);
    });
  }
});

describe('pages', () => {
  for (const [name, page] of Object.entries(pages)) {
    it(`${name}: same sections, same ids, same list lengths in both locales`, () => {
      const { ar, en } = page;
      expect(ar.sections.length).toBeGreaterThan(0);
      expect(ar.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
      expect(new Set(ar.sections.map((s) => s.id)).size).toBe(ar.sections.length);
      expect(ar.updated).toBe(en.updated);
      ar.sections.forEach((s: ContentSection, i) => {
        const e = en.sections[i]!;
        expect(s.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(s.paragraphs.length, `${name}.${s.id} paragraphs`).toBe(e.paragraphs.length);
        expect(s.items?.length, `${name}.${s.id} items`).toBe(e.items?.length);
        expect(s.ordered, `${name}.${s.id} ordered`).toBe(e.ordered);
        expect(s.paragraphs.length + (s.items?.length ?? 0)).toBeGreaterThan(0);
      });
    });
  }

  it('home has 5–7 sections and the getting-started list has 5 ordered steps', () => {
    expect(content.home.en.sections.length).toBeGreaterThanOrEqual(5);
    expect(content.home.en.sections.length).toBeLessThanOrEqual(7);
    const steps = content.home.en.sections.find((s) => s.id === 'getting-started');
    expect(steps?.ordered).toBe(true);
    expect(steps?.items).toHaveLength(5);
  });

  it('legal pages carry the update date', () => {
    for (const page of [content.terms, content.refunds]) {
      expect(page.ar.updated).toBe('2026-11-22');
      expect(page.en.updated).toBe('2026-11-22');
    }
  });
});

describe('faq', () => {
  it('has 16–24 entries with the same ids and answer lengths in both locales', () => {
    const { ar, en } = content.faq;
    expect(ar.length).toBeGreaterThanOrEqual(16);
    expect(ar.length).toBeLessThanOrEqual(24);
    expect(ar.map((q: FaqEntry) => q.id)).toEqual(en.map((q) => q.id));
    expect(new Set(ar.map((q) => q.id)).size).toBe(ar.length);
    ar.forEach((q, i) => {
      expect(q.answer.length).toBeGreaterThan(0);
      expect(q.answer.length).toBe(en[i]!.answer.length);
    });
  });
});

describe('help center', () => {
  const { ar, en } = content.helpArticles;

  it('has 14–20 articles with the same ids, categories and step counts in both locales', () => {
    expect(ar.length).toBeGreaterThanOrEqual(14);
    expect(ar.length).toBeLessThanOrEqual(20);
    expect(ar.map((a: HelpArticle) => [a.id, a.category])).toEqual(en.map((a) => [a.id, a.category]));
    expect(new Set(ar.map((a) => a.id)).size).toBe(ar.length);
    ar.forEach((a, i) => {
      const e = en[i]!;
      expect(a.body.length).toBe(e.body.length);
      expect(a.steps?.length).toBe(e.steps?.length);
      expect(a.keywords.length).toBeGreaterThan(0);
      expect(e.keywords.length).toBeGreaterThan(0);
    });
  });

  it('every category used is labelled in both locales, and every label is used', () => {
    const ids = Object.keys(content.helpCategories.en);
    expect(Object.keys(content.helpCategories.ar)).toEqual(ids);
    expect(new Set(ar.map((a) => a.category))).toEqual(new Set(ids));
    for (const id of [
      'getting-started',
      'searching-verbs',
      'conjugation-tables',
      'exams-for-teachers',
      'taking-exams',
      'schools',
      'account-and-security',
      'plans-and-billing',
      'api-and-lms',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('explains what account deletion does to exams and attempts', () => {
    const article = en.find((a) => a.id === 'deleting-an-account');
    expect(article).toBeDefined();
    const text = article!.body.join(' ');
    expect(text).toMatch(/deleted student/);
    expect(text).toMatch(/transfer or delete/);
  });
});

describe('question types', () => {
  // every type the generator knows, in contracts' order: a new type fails here until it has its entry
  const ids = [...QUESTION_TYPES];
  // Types whose options are verb or noun forms (not labels or roots): each must be vocalized.
  const formAnswers = new Set([
    'conjugate',
    'identify_person',
    'identify_pattern',
    'masdar',
    'active_participle',
    'passive_participle',
    'derived_noun',
    'mood_in_context',
    'negation',
  ]);

  it('lists every question type of the contracts, in order, in both locales', () => {
    expect(content.questionTypes.ar.map((q: QuestionTypeInfo) => q.id)).toEqual(ids);
    expect(content.questionTypes.en.map((q) => q.id)).toEqual(ids);
  });

  for (const locale of ['ar', 'en'] as const) {
    it(`${locale}: every example has 3–4 distinct options, one of them the answer`, () => {
      for (const q of content.questionTypes[locale]) {
        const { options, answer } = q.example;
        expect(options.length, q.id).toBeGreaterThanOrEqual(3);
        expect(options.length, q.id).toBeLessThanOrEqual(4);
        expect(new Set(options).size, q.id).toBe(options.length);
        expect(
          options.filter((o) => o === answer),
          q.id,
        ).toHaveLength(1);
      }
    });
  }

  it('Arabic forms in the examples are NFC and vocalized', () => {
    content.questionTypes.ar.forEach((q, i) => {
      const en = content.questionTypes.en[i]!;
      for (const stem of [q.example.stem, en.example.stem]) {
        const forms = stem.match(/[\u0621-\u0652]+/g) ?? [];
        expect(
          forms.some((f) => ARABIC_DIACRITIC.test(f)),
          `${q.id} stem`,
        ).toBe(true);
      }
      for (const text of strings([q.example, en.example], q.id)) expect(text[1]).toBe(text[1].normalize('NFC'));
      if (formAnswers.has(q.id)) {
        for (const option of [...q.example.options, ...en.example.options]) {
          const forms = option.match(/[\u0621-\u0652]+/g) ?? [];
          expect(forms.length, `${q.id}: ${option}`).toBeGreaterThan(0);
          for (const f of forms) expect(f, `${q.id}: ${option}`).toMatch(ARABIC_DIACRITIC);
        }
      }
    });
  });

  it('English examples keep the Arabic answer form when the answer is a form', () => {
    content.questionTypes.ar.forEach((q, i) => {
      const en = content.questionTypes.en[i]!;
      if (formAnswers.has(q.id) && q.id !== 'identify_pattern') expect(en.example.answer).toBe(q.example.answer);
      expect(en.example.options.indexOf(en.example.answer)).toBe(q.example.options.indexOf(q.example.answer));
    });
  });
});
