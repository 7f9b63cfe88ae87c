import { describe, expect, it } from 'vitest';
import { conjugate, type RuleApplication } from '../../src/conjugate.ts';
import { HAMZA_RULES } from '../../src/spelling/hamza.ts';
import { SLOT_KEYS, type SlotKey, type VerbInput } from '../../src/types.ts';

const ids = (apps: RuleApplication[] | undefined): string[] => (apps ?? []).map((a) => (a.seats ? `${a.id}[${a.seats.map((s) => s.id).join(',')}]` : a.id));

function byVariant(verb: VerbInput, slot: SlotKey): { forms: unknown; ids: string[][] } {
  const r = conjugate(verb, { explain: true });
  return { forms: r.slots[slot], ids: (r.explanationsByVariant?.[slot] ?? []).map(ids) };
}

const VERBS: VerbInput[] = [
  { root: 'مدد', pattern: 'I', past_vowel: 'a', present_vowel: 'u' },
  { root: 'سءل', pattern: 'I', past_vowel: 'a', present_vowel: 'a' },
  { root: 'ءمر', pattern: 'I', past_vowel: 'a', present_vowel: 'u' },
  { root: 'كون', pattern: 'I', past_vowel: 'a', present_vowel: 'u' },
  { root: 'رءي', pattern: 'I', past_vowel: 'a', present_vowel: 'a' },
  { root: 'ذكر', pattern: 'VIII' },
  { root: 'ثءر', pattern: 'VIII' },
  { root: 'مرءي', pattern: 'QII' },
  { root: 'وءد', pattern: 'I', past_vowel: 'a', present_vowel: 'i', transitive: false },
];

describe('explanations of every variant', () => {
  it('give one ordered rule list per form, aligned with the forms, the first being the preferred form’s', () => {
    for (const verb of VERBS) {
      const r = conjugate(verb, { explain: true });
      for (const key of SLOT_KEYS) {
        const v = r.slots[key];
        if (v === null || v === undefined) {
          expect(r.explanationsByVariant![key]).toBeUndefined();
          continue;
        }
        const forms = Array.isArray(v) ? v : [v];
        expect(r.explanationsByVariant![key]).toHaveLength(forms.length);
        expect(r.explanationsByVariant![key]![0]).toEqual(r.explanations![key]);
      }
    }
  });

  it('tell the variants apart: doubled jussive, اِسْأَلْ / سَلْ, مُرْ / اُؤْمُرْ, يَكُنْ / يَكُ, اِثَّأَرَ / اِثْتَأَرَ', () => {
    expect(byVariant(VERBS[0]!, 'present_jussive.active.3ms')).toEqual({ forms: ['يَمُدَّ', 'يَمْدُدْ', 'يَمُدِّ'], ids: [['idgham'], [], ['idgham']] });
    expect(byVariant(VERBS[1]!, 'imperative.active.2ms')).toEqual({
      forms: ['اِسْأَلْ', 'سَلْ'],
      ids: [['hamzat_wasl', 'kitabat_hamza[medial]'], ['takhfif_hamza']],
    });
    expect(byVariant(VERBS[2]!, 'imperative.active.2ms')).toEqual({
      forms: ['مُرْ', 'اُؤْمُرْ'],
      ids: [['hadhf_hamza_amr'], ['hamzat_wasl', 'kitabat_hamza[medial]']],
    });
    expect(byVariant(VERBS[3]!, 'present_jussive.active.3ms')).toEqual({
      forms: ['يَكُنْ', 'يَكُ'],
      ids: [
        ['ilal_naql', 'iltiqa_sakinayn'],
        ['ilal_naql', 'iltiqa_sakinayn', 'hadhf_nun_kana'],
      ],
    });
    expect(byVariant(VERBS[6]!, 'past.active.3ms')).toEqual({
      forms: ['اِثَّأَرَ', 'اِثْتَأَرَ'],
      ids: [['ibdal_taa_iftiaal', 'kitabat_hamza[medial]'], ['kitabat_hamza[medial]']],
    });
    expect(byVariant(VERBS[5]!, 'past.active.3ms').ids).toEqual([['ibdal_taa_iftiaal'], ['ibdal_taa_iftiaal']]);
  });

  it('are absent without explain', () => {
    const r = conjugate(VERBS[0]!);
    expect(r.explanations).toBeUndefined();
    expect(r.explanationsByVariant).toBeUndefined();
  });
});

describe('hamza seats in the explanations', () => {
  it('name the seat rule of each hamza, in writing order, with its Arabic and English text', () => {
    const r = conjugate({ root: 'ءكل', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, { explain: true });
    expect(r.slots['present_indicative.active.1s']).toBe('آكُلُ');
    const step = r.explanations!['present_indicative.active.1s']!.find((a) => a.id === 'kitabat_hamza')!;
    expect(step.seats).toEqual([HAMZA_RULES.initial, HAMZA_RULES.double_hamza]);
    expect(ids(conjugate({ root: 'سءل', pattern: 'I', past_vowel: 'a', present_vowel: 'a' }, { explain: true }).explanations!['past.passive.3ms'])).toEqual([
      'kitabat_hamza[medial]',
    ]);
    expect(ids(conjugate({ root: 'قرء', pattern: 'I', past_vowel: 'a', present_vowel: 'a' }, { explain: true }).explanations!['past.active.3ms'])).toEqual([
      'kitabat_hamza[final_after_vowel]',
    ]);
    expect(ids(conjugate({ root: 'جيء', pattern: 'I', past_vowel: 'a', present_vowel: 'i' }, { explain: true }).explanations!['past.active.3ms'])).toEqual([
      'ilal_qalb_waw_alif',
      'kitabat_hamza[final_after_sukun_or_long]',
    ]); // جَاءَ
  });

  it('a hamza left last by the jussive keeps its medial seat (لَمْ يَتَمَرْأَ), and the explanation says so', () => {
    const r = conjugate({ root: 'مرءي', pattern: 'QII' }, { explain: true });
    expect(r.slots['present_jussive.active.3ms']).toBe('يَتَمَرْأَ');
    expect(ids(r.explanations!['present_jussive.active.3ms'])).toEqual(['jazm_hadhf_illa', 'kitabat_hamza[medial]']);
    const naa = conjugate({ root: 'نءي', pattern: 'I', past_vowel: 'a', present_vowel: 'a' }, { explain: true });
    expect(naa.slots['present_jussive.active.3ms']).toBe('يَنْأَ'); // not يَنْءَ: after sukun a final hamza would stand alone
    expect(naa.slots['imperative.active.2ms']).toBe('اِنْأَ');
    expect(ids(naa.explanations!['imperative.active.2ms'])).toEqual(['jazm_hadhf_illa', 'hamzat_wasl', 'kitabat_hamza[medial]']);
  });

  it('every form with a seated hamza has a kitabat_hamza step with one seat rule at least; no other step has seats', () => {
    const roots: VerbInput[] = [
      { root: 'ءخذ', pattern: 'I', past_vowel: 'a', present_vowel: 'u' },
      { root: 'بءس', pattern: 'I', past_vowel: 'u', present_vowel: 'u' },
      { root: 'بدء', pattern: 'I', past_vowel: 'a', present_vowel: 'a' },
      { root: 'ءمن', pattern: 'IV' },
      { root: 'سءل', pattern: 'VI' },
      { root: 'ءوي', pattern: 'I', past_vowel: 'a', present_vowel: 'i' },
      { root: 'طمءن', pattern: 'QIV' },
      { root: 'نشء', pattern: 'X' },
    ];
    const seated = /[\u0621-\u0626]/;
    for (const verb of roots) {
      const r = conjugate(verb, { explain: true });
      for (const [key, lists] of Object.entries(r.explanationsByVariant!) as [SlotKey, RuleApplication[][]][]) {
        const v = r.slots[key]!;
        const forms = Array.isArray(v) ? v : [v];
        lists.forEach((list, i) => {
          for (const a of list) if (a.id !== 'kitabat_hamza') expect(a.seats).toBeUndefined();
          const step = list.find((a) => a.id === 'kitabat_hamza');
          if (seated.test(forms[i]!)) expect(step?.seats?.length, `${verb.root} ${key} ${forms[i]}`).toBeGreaterThan(0);
        });
      }
    }
  });
});

describe('each rule step shows the form before and after it', () => {
  const steps = (verb: VerbInput, slot: SlotKey) => (conjugate(verb, { explain: true }).explanations?.[slot] ?? []).map((a) => `${a.id}: ${a.before ?? ''} → ${a.after ?? ''}`);
  const qala: VerbInput = { root: 'قول', pattern: 'I', past_vowel: 'a', present_vowel: 'u' };

  it('writes the verb’s own letters, not the shape’s placeholders (the shape is shared by every hollow waw verb)', () => {
    expect(steps(qala, 'present_indicative.active.3ms')).toEqual(['ilal_naql: يَقْوُلُ → يَقُولُ']);
    expect(steps({ root: 'صوم', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, 'present_indicative.active.3ms')).toEqual(['ilal_naql: يَصْوُمُ → يَصُومُ']);
  });

  it('chains the steps: each starts from the form the previous one left, the last ends at the form of the table', () => {
    const r = conjugate(qala, { explain: true });
    const apps = r.explanations!['past.active.1s']!;
    expect(apps.map((a) => a.id)).toEqual(['ilal_qalb_waw_alif', 'iltiqa_sakinayn', 'tahwil_harakat_fa']);
    expect(apps[0]!.before).toBe('قَوَلْتُ');
    for (let i = 1; i < apps.length; i++) expect(apps[i]!.before).toBe(apps[i - 1]!.after);
    expect(apps.at(-1)!.after).toBe(r.slots['past.active.1s']);
  });

  it('shows the hamza seated last, and the connecting alif of an imperative', () => {
    expect(steps({ root: 'سءل', pattern: 'I', past_vowel: 'a', present_vowel: 'a' }, 'past.active.3ms')).toEqual(['kitabat_hamza: سَءَلَ → سَأَلَ']);
    expect(steps({ root: 'كتب', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, 'imperative.active.2ms')).toEqual(['hamzat_wasl: كْتُبْ → اُكْتُبْ']);
  });

  it('leaves before/after out for a rule applied while the form is built (form VIII ta assimilated)', () => {
    const apps = conjugate({ root: 'صبر', pattern: 'VIII' }, { explain: true }).explanations!['past.active.3ms']!;
    expect(apps[0]).toMatchObject({ id: 'ibdal_taa_iftiaal' });
    expect(apps[0]!.before).toBeUndefined();
  });
});
