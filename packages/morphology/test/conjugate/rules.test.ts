/**
 * One test per spelling rule: the rule function on a minimal form, and the rule as it shows in the
 * explanation of a real slot (with a case where it must not fire).
 */
import { describe, expect, it } from 'vitest';
import { conjugate, RULES, RULE_IDS, type RuleId } from '../../src/conjugate.ts';
import type { SlotKey, VerbInput } from '../../src/types.ts';
import { ORDERED_RULES, type RuleContext } from '../../src/rules/spelling.ts';
import * as R from '../../src/rules/spelling.ts';
import { serialize, type Mark, type Role, type Seg } from '../../src/conjugate/segments.ts';

/** `role:letter:mark` tokens, e.g. `P:ي:a F:ق:0 A:و:u L:ل:u`; mark - = long-vowel letter. */
function segs(spec: string): Seg[] {
  return spec.split(' ').map((t) => {
    const [role, c, m] = t.split(':') as [Role, string, string];
    const seg: Seg = { role, c, v: (m === '-' ? '' : m) as Mark };
    return seg;
  });
}

function ctx(over: Partial<RuleContext> = {}): RuleContext {
  return {
    pattern: 'I',
    tense: 'present',
    voice: 'active',
    pastVowel: 'a',
    presentVowel: 'u',
    hollow: false,
    mergeDoubled: false,
    dropWaw: false,
    waslVowel: 'u',
    flags: new Set(),
    ...over,
  };
}

function trace(verb: VerbInput, slot: SlotKey): { form: unknown; ids: RuleId[] } {
  const r = conjugate(verb, { explain: true });
  return { form: r.slots[slot], ids: (r.explanations?.[slot] ?? []).map((x) => x.id) };
}

describe('rule registry', () => {
  it('names every rule in Arabic and English, in the order of application', () => {
    expect(Object.keys(RULES)).toEqual([...RULE_IDS]);
    for (const id of RULE_IDS) {
      expect(RULES[id].id).toBe(id);
      expect(RULES[id].ar).toMatch(/[\u0600-\u06FF]/);
      expect(RULES[id].en).toMatch(/[a-z]/);
      expect(RULES[id].description.length).toBeGreaterThan(20);
    }
    const ordered = ORDERED_RULES.map(([id]) => id);
    expect(ordered.every((id) => RULE_IDS.includes(id))).toBe(true);
    expect(RULE_IDS.indexOf(ordered[0]!)).toBeLessThan(RULE_IDS.indexOf(ordered[ordered.length - 1]!));
  });
});

describe('spelling rules', () => {
  it('ibdal_taa_iftiaal: ت of form VIII after ص becomes ط', () => {
    const t = trace({ root: 'صبر', pattern: 'VIII' }, 'past.active.3ms');
    expect(t.form).toBe('اِصْطَبَرَ');
    expect(t.ids).toContain('ibdal_taa_iftiaal');
    expect(trace({ root: 'قتل', pattern: 'VIII' }, 'past.active.3ms').ids).not.toContain('ibdal_taa_iftiaal');
  });

  it('ilal_qalb_lam_ya: final و becomes ي (رَضِيَ، يُدْعَى)', () => {
    expect(trace({ root: 'رضو', pattern: 'I', past_vowel: 'i', present_vowel: 'a' }, 'past.active.3ms')).toEqual({ form: 'رَضِيَ', ids: ['ilal_qalb_lam_ya'] });
    const d = trace({ root: 'دعو', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, 'present_indicative.passive.3ms');
    expect(d.form).toBe('يُدْعَى');
    expect(d.ids).toContain('ilal_qalb_lam_ya');
    expect(trace({ root: 'دعو', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, 'present_indicative.active.3ms').ids).not.toContain('ilal_qalb_lam_ya');
  });

  it('ilal_hadhf_fa: the و of وَعَدَ falls in the present', () => {
    const s = segs('P:ي:a F:و:0 A:ع:i L:د:u');
    expect(R.ilal_hadhf_fa(s, ctx({ dropWaw: true }))).toBe(true);
    expect(serialize(s).normalize('NFC')).toBe('يَعِدُ');
    expect(trace({ root: 'وعد', pattern: 'I', past_vowel: 'a', present_vowel: 'i' }, 'imperative.active.2ms')).toEqual({ form: 'عِدْ', ids: ['ilal_hadhf_fa'] });
    expect(trace({ root: 'وجل', pattern: 'I', past_vowel: 'i', present_vowel: 'a' }, 'present_indicative.active.3ms').form).toBe('يَوْجَلُ');
  });

  it('hadhf_hamza_amr: خُذْ', () => {
    expect(trace({ root: 'ءخذ', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, 'imperative.active.2ms')).toEqual({ form: 'خُذْ', ids: ['hadhf_hamza_amr'] });
  });

  it('takhfif_hamza: يَرَى from يَرْأَى', () => {
    const s = segs('P:ي:a F:ر:0 A:ء:a L:ى:-');
    expect(R.takhfif_hamza(s, ctx({ flags: new Set(['drop_middle_hamza']) }))).toBe(true);
    expect(serialize(s).normalize('NFC')).toBe('يَرَى');
    expect(R.takhfif_hamza(segs('P:ي:a F:ر:0 A:ء:a L:ى:-'), ctx())).toBe(false);
  });

  it('ilal_naql: يَقْوُلُ → يَقُوْلُ', () => {
    const s = segs('P:ي:a F:ق:0 A:و:u L:ل:u');
    expect(R.ilal_naql(s, ctx({ hollow: true }))).toBe(true);
    expect(s.map((x) => x.v).join(',')).toBe('a,u,0,u');
    expect(trace({ root: 'قول', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, 'present_indicative.active.3ms')).toEqual({ form: 'يَقُولُ', ids: ['ilal_naql'] });
  });

  it('idgham: مَدَدَ → مَدَّ, but مَدَدْتُ stays apart', () => {
    const s = segs('F:م:a A:د:a L:د:a');
    expect(R.idgham(s, ctx({ mergeDoubled: true }))).toBe(true);
    expect(serialize(s).normalize('NFC')).toBe('مَدَّ');
    expect(R.idgham(segs('F:م:a A:د:a L:د:0 S:ت:u'), ctx({ mergeDoubled: true }))).toBe(false);
    expect(trace({ root: 'مدد', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, 'present_indicative.active.3ms')).toEqual({ form: 'يَمُدُّ', ids: ['idgham'] });
  });

  it('ilal_hadhf_lam: رَمَيُوا → رَمَوْا, يَدْعُوُونَ → يَدْعُونَ', () => {
    const s = segs('F:ر:a A:م:a L:ي:u S:و:- S:ا:-');
    expect(R.ilal_hadhf_lam(s, ctx())).toBe(true);
    expect(serialize(s).normalize('NFC')).toBe('رَمَوْا');
    expect(trace({ root: 'دعو', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, 'present_indicative.active.3mp')).toEqual({ form: 'يَدْعُونَ', ids: ['ilal_hadhf_lam'] });
  });

  it('jazm_hadhf_illa: لَمْ يَدْعُ', () => {
    const s = segs('P:ي:a F:د:0 A:ع:u L:و:0');
    s[3]!.jazm = true;
    expect(R.jazm_hadhf_illa(s, ctx())).toBe(true);
    expect(serialize(s).normalize('NFC')).toBe('يَدْعُ');
    expect(trace({ root: 'رمي', pattern: 'I', past_vowel: 'a', present_vowel: 'i' }, 'present_jussive.active.3ms')).toEqual({ form: 'يَرْمِ', ids: ['jazm_hadhf_illa'] });
  });

  it('hamzat_wasl: اُكْتُبْ, none for قُلْ', () => {
    expect(trace({ root: 'كتب', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, 'imperative.active.2ms')).toEqual({ form: 'اُكْتُبْ', ids: ['hamzat_wasl'] });
    expect(trace({ root: 'ضرب', pattern: 'I', past_vowel: 'a', present_vowel: 'i' }, 'imperative.active.2ms').form).toBe('اِضْرِبْ');
    expect(trace({ root: 'قول', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, 'imperative.active.2ms').ids).not.toContain('hamzat_wasl');
  });

  it('ilal_qalb_waw_alif: قَوَلَ → قَالَ, رَمَيَ → رَمَى, not before the dual alif', () => {
    const s = segs('F:ق:a A:و:a L:ل:a');
    expect(R.ilal_qalb_waw_alif(s, ctx({ tense: 'past', hollow: true }))).toBe(true);
    expect(serialize(s).normalize('NFC')).toBe('قَالَ');
    expect(trace({ root: 'رمي', pattern: 'I', past_vowel: 'a', present_vowel: 'i' }, 'past.active.3ms')).toEqual({ form: 'رَمَى', ids: ['ilal_qalb_waw_alif'] });
    expect(trace({ root: 'رمي', pattern: 'I', past_vowel: 'a', present_vowel: 'i' }, 'past.active.3md')).toEqual({ form: 'رَمَيَا', ids: [] });
  });

  it('ilal_kasr_majhul: قُوِلَ → قِيلَ', () => {
    const s = segs('F:ق:u A:و:i L:ل:a');
    expect(R.ilal_kasr_majhul(s, ctx({ tense: 'past', voice: 'passive', hollow: true }))).toBe(true);
    expect(serialize(s).normalize('NFC')).toBe('قِيلَ');
    expect(trace({ root: 'خير', pattern: 'VIII' }, 'past.passive.3ms')).toEqual({ form: 'اُخْتِيرَ', ids: ['ilal_kasr_majhul'] });
  });

  it('ilal_qalb_waw_ya: يُقِوْمُ → يُقِيمُ, اِوْجَلْ → اِيجَلْ', () => {
    expect(trace({ root: 'قوم', pattern: 'IV' }, 'present_indicative.active.3ms')).toEqual({ form: 'يُقِيمُ', ids: ['ilal_naql', 'ilal_qalb_waw_ya'] });
    expect(trace({ root: 'وجل', pattern: 'I', past_vowel: 'i', present_vowel: 'a' }, 'imperative.active.2ms')).toEqual({ form: 'اِيجَلْ', ids: ['hamzat_wasl', 'ilal_qalb_waw_ya'] });
  });

  it('ilal_qalb_ya_waw: a vowelless ي after damma becomes و everywhere (يُوقِظُ، اُسْتُوقِظَ، سُوطِرَ، اُومُنْ)', () => {
    expect(trace({ root: 'يقظ', pattern: 'IV' }, 'present_indicative.active.3ms')).toEqual({ form: 'يُوقِظُ', ids: ['ilal_qalb_ya_waw'] });
    // the passive of X and of the quadriliterals (Wright I; al-Ghalayini)
    expect(trace({ root: 'يقظ', pattern: 'X' }, 'past.passive.3ms')).toEqual({ form: 'اُسْتُوقِظَ', ids: ['ilal_qalb_ya_waw'] });
    expect(trace({ root: 'يءس', pattern: 'X' }, 'past.passive.3ms').form).toBe('اُسْتُوئِسَ');
    expect(trace({ root: 'يسر', pattern: 'X' }, 'past.passive.3ms').form).toBe('اُسْتُوسِرَ');
    for (const [root, form] of [
      ['سيطر', 'سُوطِرَ'],
      ['بيطر', 'بُوطِرَ'],
      ['هيمن', 'هُومِنَ'],
    ] as const) {
      expect(trace({ root, pattern: 'QI' }, 'past.passive.3ms')).toEqual({ form, ids: ['ilal_qalb_ya_waw'] });
    }
    // after the damma of hamzat al-wasl too; the etymological اُيْمُنْ is only the second variant
    const amr = conjugate({ root: 'يمن', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, { explain: true });
    expect(amr.slots['imperative.active.2ms']).toEqual(['اُومُنْ', 'اُيْمُنْ']);
    expect(amr.explanations?.['imperative.active.2ms']?.map((x) => x.id)).toContain('ilal_qalb_ya_waw');
    expect(conjugate({ root: 'يقظ', pattern: 'I', past_vowel: 'u', present_vowel: 'u' }).slots['imperative.active.2ms']).toEqual(['اُوقُظْ', 'اُيْقُظْ']);
    // not a ي with a vowel, nor one after kasra
    expect(trace({ root: 'يقظ', pattern: 'X' }, 'past.active.3ms').form).toBe('اِسْتَيْقَظَ');
    expect(trace({ root: 'سيطر', pattern: 'QI' }, 'present_indicative.passive.3ms').form).toBe('يُسَيْطَرُ');
  });

  it('ilal_taskin: يَرْمِيُ → يَرْمِي', () => {
    const s = segs('P:ي:a F:ر:0 A:م:i L:ي:u');
    expect(R.ilal_taskin(s, ctx())).toBe(true);
    expect(serialize(s).normalize('NFC')).toBe('يَرْمِي');
    expect(R.ilal_taskin(segs('P:ي:a F:ر:0 A:م:i L:ي:a'), ctx())).toBe(false);
  });

  it('iltiqa_sakinayn: قَالْتُ → قَلْتُ, يَقُولْ → يَقُلْ, but اِحْمَارَّ keeps its alif', () => {
    const s = segs('P:ي:a F:ق:u A:و:- L:ل:0');
    expect(R.iltiqa_sakinayn(s, ctx())).toBe(true);
    expect(serialize(s).normalize('NFC')).toBe('يَقُلْ');
    expect(trace({ root: 'حمر', pattern: 'XI' }, 'past.active.3ms')).toEqual({ form: 'اِحْمَارَّ', ids: ['idgham'] });
  });

  it('tahwil_harakat_fa: قُلْتُ، بِعْتُ، خِفْتُ, passive قِلْتُ، بُعْتُ', () => {
    const ids = ['ilal_qalb_waw_alif', 'iltiqa_sakinayn', 'tahwil_harakat_fa'];
    expect(trace({ root: 'قول', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, 'past.active.1s')).toEqual({ form: 'قُلْتُ', ids });
    expect(trace({ root: 'بيع', pattern: 'I', past_vowel: 'a', present_vowel: 'i' }, 'past.active.1s').form).toBe('بِعْتُ');
    expect(trace({ root: 'خوف', pattern: 'I', past_vowel: 'i', present_vowel: 'a' }, 'past.active.1s').form).toBe('خِفْتُ');
    expect(trace({ root: 'قول', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, 'past.passive.1s').form).toBe('قِلْتُ');
    expect(trace({ root: 'بيع', pattern: 'I', past_vowel: 'a', present_vowel: 'i' }, 'past.passive.1s').form).toBe('بُعْتُ');
  });

  it('tahwil_harakat_fa is no step of the hollow passive whose kasra is already there: قُوِلْنَ → قِيلْنَ → قِلْنَ (review s21)', () => {
    const qala = { root: 'قول', pattern: 'I', past_vowel: 'a', present_vowel: 'u' };
    expect(trace(qala, 'past.passive.3fp')).toEqual({ form: 'قِلْنَ', ids: ['ilal_kasr_majhul', 'iltiqa_sakinayn'] });
    expect(trace(qala, 'past.passive.1s')).toEqual({ form: 'قِلْتُ', ids: ['ilal_kasr_majhul', 'iltiqa_sakinayn'] });
    expect(trace(qala, 'past.passive.3md')).toEqual({ form: 'قِيلَا', ids: ['ilal_kasr_majhul'] });
    // بُعْنَ: the damma is the rule's own change
    expect(trace({ root: 'بيع', pattern: 'I', past_vowel: 'a', present_vowel: 'i' }, 'past.passive.3fp')).toEqual({
      form: 'بُعْنَ',
      ids: ['ilal_kasr_majhul', 'iltiqa_sakinayn', 'tahwil_harakat_fa'],
    });
  });

  it('idgham_lam_damir: the last radical merges with the same letter of the suffix, as a named step: تَكُنْنَ → تَكُنَّ، سَكَنْنَا → سَكَنَّا، مُتْتُ → مُتُّ', () => {
    const kana = { root: 'كون', pattern: 'I', past_vowel: 'a', present_vowel: 'u' };
    expect(trace(kana, 'present_jussive.active.2fp')).toEqual({ form: 'تَكُنَّ', ids: ['ilal_naql', 'iltiqa_sakinayn', 'idgham_lam_damir'] });
    const steps = conjugate(kana, { explain: true }).explanations!['present_jussive.active.3fp']!;
    expect(steps.map((a) => `${a.before} → ${a.after}`)).toEqual(['يَكْوُنْنَ → يَكُونْنَ', 'يَكُونْنَ → يَكُنْنَ', 'يَكُنْنَ → يَكُنَّ']);
    const sakana = { root: 'سكن', pattern: 'I', past_vowel: 'a', present_vowel: 'u' };
    expect(trace(sakana, 'past.active.1p')).toEqual({ form: 'سَكَنَّا', ids: ['idgham_lam_damir'] });
    expect(trace(sakana, 'present_indicative.active.3fp')).toEqual({ form: 'يَسْكُنَّ', ids: ['idgham_lam_damir'] });
    expect(trace({ root: 'موت', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, 'past.active.1s').form).toBe('مُتُّ');
    expect(trace({ root: 'ثبت', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, 'past.active.1s')).toEqual({ form: 'ثَبَتُّ', ids: ['idgham_lam_damir'] });
    // not the energetic nūn, not a radical with a vowel
    expect(trace(sakana, 'present_energetic_heavy.active.3ms')).toEqual({ form: 'يَسْكُنَنَّ', ids: [] });
    expect(trace(sakana, 'past.active.3ms')).toEqual({ form: 'سَكَنَ', ids: [] });
  });

  it('iltiqa_sakinayn_tawkid: يَكْتُبُونَّ → يَكْتُبُنَّ, يَرْضَوْنَّ → يَرْضَوُنَّ', () => {
    expect(trace({ root: 'كتب', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, 'present_energetic_heavy.active.3mp')).toEqual({
      form: 'يَكْتُبُنَّ',
      ids: ['iltiqa_sakinayn_tawkid'],
    });
    expect(trace({ root: 'رضو', pattern: 'I', past_vowel: 'i', present_vowel: 'a' }, 'present_energetic_heavy.active.3mp').form).toBe('يَرْضَوُنَّ');
  });

  it('hadhf_nun_kana: لَمْ يَكُنْ / لَمْ يَكُ, only in the jussive with sukun', () => {
    const r = conjugate({ root: 'كون', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, { explain: true });
    expect(r.slots['present_jussive.active.3ms']).toEqual(['يَكُنْ', 'يَكُ']);
    expect(r.slots['present_jussive.active.1s']).toEqual(['أَكُنْ', 'أَكُ']);
    expect(r.slots['present_jussive.active.3mp']).toBe('يَكُونُوا');
    expect(r.slots['present_indicative.active.3ms']).toBe('يَكُونُ');
    expect(r.slots['imperative.active.2ms']).toBe('كُنْ');
    expect(r.notes['present_jussive.active.3ms']!.ar).toMatch(/يَكُ/);
    const s = segs('P:ي:a F:ك:u L:ن:0');
    s[2]!.jazm = true;
    expect(R.hadhf_nun_kana(s, ctx({ flags: new Set(['drop_nun_jussive']) }))).toBe(true);
    expect(serialize(s)).toBe('يَكُ');
  });

  it('kitabat_hamza: seats come last (سُئِلَ، يَقْرَؤُونَ، آكُلُ)', () => {
    expect(trace({ root: 'سءل', pattern: 'I', past_vowel: 'a', present_vowel: 'a' }, 'past.passive.3ms')).toEqual({ form: 'سُئِلَ', ids: ['kitabat_hamza'] });
    expect(trace({ root: 'ءكل', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, 'present_indicative.active.1s').form).toBe('آكُلُ');
    expect(trace({ root: 'كتب', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, 'past.active.3ms').ids).toEqual([]);
  });
});
