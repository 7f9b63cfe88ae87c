import type { VerbPage } from '@tasreef/contracts/search';
import { THIRD_PERSON_ONLY } from '@tasreef/contracts/verb-usage';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VerbBody } from './VerbBody.tsx';

/**
 * Issue 31: the verbs used only in the third person (تَمَّ، حَدَثَ، وَجَبَ … THIRD_PERSON_ONLY, the
 * table the exam generator reads) had their first- and second-person forms and their imperative in
 * the tables like any other, so a learner was taught *تَمَمْتُ as Arabic for تَمَّ. The page says
 * why in a note, and each such cell says "not used in this sense" in words, in both languages.
 */
const form = (ar: string) => [{ ar, tr: '' }];
const page = (id: string, lemma: string, attested = true) =>
  ({
    verb: {
      id,
      lemma,
      root: 'تمم',
      pattern: 'I',
      past_vowel: 'a',
      present_vowel: 'i',
      type: 'doubled',
      meaning_en: 'be concluded',
      url: '',
      present: 'يَتِمُّ',
      masdar: null,
      type_name: 'doubled',
      bab: 2,
      transitive: false,
      lemma_tr: '',
      present_tr: null,
      weight: '',
      bab_model: null,
      glosses: [],
      masdars: [],
      radicals: 3,
      weak: false,
      augmented: false,
      passive_only: false,
      canonical: `/ar/conjugations/doubled/${id}`,
      attested,
      frozen: false,
    },
    slots: {
      'past.active.3ms': form('تَمَّ'),
      'past.active.1s': form('تَمَمْتُ'),
      'past.active.2ms': form('تَمَمْتَ'),
      'present_indicative.active.3fs': form('تَتِمُّ'),
      'present_indicative.active.1p': form('نَتِمُّ'),
      'imperative.active.2ms': form('تِمَّ'),
      'past.passive.3ms': form('تُمَّ'),
    },
    notes: {},
    explanations: {},
    nouns: {},
    noun_notes: [],
    guesses: [],
    declensions: {},
    related: [],
  }) as unknown as VerbPage;

function render(locale: 'ar' | 'en', p: VerbPage): string {
  const Stub = createRoutesStub([{ path: '/:locale', Component: () => <VerbBody page={p} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={[`/${locale}`]} />);
}

/** The slots whose cell says its form is not used, in the page's words. */
const marked = (html: string, words: string) =>
  [...html.matchAll(/<td data-slot="([^"]+)"[^>]*>(.*?)<\/td>/g)]
    .filter((m) => m[2]!.includes(`<span class="conj-unused">${words}</span>`))
    .map((m) => m[1])
    .sort();

describe('the conjugation tables of a verb used only in the third person', () => {
  it('mark each first- and second-person form and the imperative, in words, and say why', () => {
    expect(Object.hasOwn(THIRD_PERSON_ONLY, 'tmm-I2')).toBe(true);
    const en = render('en', page('tmm-I2', 'تَمَّ'));
    expect(marked(en, 'not used in this sense')).toEqual(['imperative.active.2ms', 'past.active.1s', 'past.active.2ms', 'present_indicative.active.1p']);
    expect(en).toContain('<p class="conj-usage" role="note">In the sense given here, <bdi lang="ar" dir="rtl" class="arabic-form">تَمَّ</bdi> is used only in the third person');
    const ar = render('ar', page('tmm-I2', 'تَمَّ'));
    expect(marked(ar, 'غير مستعمل بهذا المعنى')).toEqual(['imperative.active.2ms', 'past.active.1s', 'past.active.2ms', 'present_indicative.active.1p']);
    expect(ar).toContain('<p class="conj-usage" role="note">لا يُسند <bdi lang="ar" dir="rtl" class="arabic-form">تَمَّ</bdi> بهذا المعنى إلا إلى الغائب');
  });
  it('leave every other verb as it was, and a verb built from a root and a pattern (not the lexicon’s sense)', () => {
    for (const p of [page('ktb-I1', 'كَتَبَ'), page('tmm-I2', 'تَمَّ', false)]) {
      const html = render('en', p);
      expect(html).not.toContain('conj-unused');
      expect(html).not.toContain('conj-usage');
    }
  });
});
