/** One rule at a time, on verbs whose answers a teacher knows by heart. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerateRequest, Question } from '@tasreef/contracts/exams';
import { isWellFormed, levelOf } from '../src/index.ts';
import { examWorld, generate, generated } from './world.ts';
import { certainlyTransitive, examEntries } from '../src/exam-entries.ts';
import { FrequencyBands } from '../src/pool.ts';
import { THIRD_PERSON_ONLY } from '@tasreef/contracts/verb-usage';
import { INCOMPLETE_VERBS, NOT_DIRECTLY_TRANSITIVE, PERSON_OBJECT } from '../src/transitivity-data.ts';
import { THIRD_PERSON } from './faults.ts';
import { formsOf, verbData } from '../src/verb-data.ts';

beforeAll(() => void examWorld(), 180_000);

/** Every question the criteria give (the pool is small: enumerated whole). */
function all(request: Omit<GenerateRequest, 'question_count' | 'seed'>): Question[] {
  const probe = generate({ ...request, question_count: 100, seed: 1 });
  const n = Math.min(100, probe.available);
  return n === 0 ? [] : generated({ ...request, question_count: n, seed: 1 }).questions;
}
const keyOf = (q: Question) => q.options.find((o) => o.id === (q.answer as { option_id: string }).option_id)!.value;

describe('forms several slots share are never asked as if they had one answer', () => {
  it('identify_person: تَكْتُبُ (أنتَ and هي) and يَكْتُبْنَ is never shown; كَتَبْتُ is', () => {
    const qs = all({ objectives: [{ type: 'identify_person' }], criteria: { verbs: ['ktb-I1'], tenses: ['past', 'present_indicative'] } });
    const shown = qs.map((q) => q.prompt_form);
    expect(shown).not.toContain('تَكْتُبُ');
    expect(shown).not.toContain('تَكْتُبَانِ');
    expect(shown).toContain('كَتَبْتُ');
    expect(keyOf(qs.find((q) => q.prompt_form === 'كَتَبْتُ')!)).toBe('1s');
  });

  it('identify_tense: يَكْتُبْنَ (indicative, subjunctive and jussive at once) and يَكْتُبُوا (subjunctive and jussive) are never shown', () => {
    const qs = all({ objectives: [{ type: 'identify_tense' }], criteria: { verbs: ['ktb-I1'], tenses: ['present_indicative', 'present_subjunctive', 'present_jussive'] } });
    const shown = qs.map((q) => q.prompt_form);
    expect(shown).not.toContain('يَكْتُبْنَ');
    expect(shown).not.toContain('يَكْتُبُوا');
    expect(keyOf(qs.find((q) => q.prompt_form === 'أَكْتُبَ')!)).toBe('present_subjunctive');
  });

  it('identify_root: قَالَ (قول and قيل in the lexicon) is never shown; يَقُولُونَ is, with قول', () => {
    const qs = all({ objectives: [{ type: 'identify_root' }], criteria: { verbs: ['qwl-I1'], kinds: ['verbs'], tenses: ['past', 'present_indicative'] } });
    expect(qs.map((q) => q.prompt_form)).not.toContain('قَالَ');
    const q = qs.find((x) => x.prompt_form === 'يَقُولُونَ')!;
    expect(keyOf(q)).toBe('قول');
    // wrong roots are real roots, and the weak-letter swap is among them
    expect(q.options.map((o) => o.value)).toContain('قيل');
  });

  it('derived_noun: مَكْتَبٌ (place and mimi masdar) is never asked which kind it is', () => {
    const qs = all({ objectives: [{ type: 'derived_noun' }], criteria: { verbs: ['ktb-I1'], kinds: ['derivatives'] } });
    expect(qs.filter((q) => q.prompt_form === 'مَكْتَبٌ')).toEqual([]);
    expect(qs.length).toBeGreaterThan(2);
  });
});

describe('wrong choices', () => {
  it('include the learner’s errors (the hamza on the wrong seat: سَئَلَ), never a straw man no learner writes (يَقْوُلْ، review s19)', () => {
    const jussive = all({ objectives: [{ type: 'conjugate' }], criteria: { verbs: ['qwl-I1'], tenses: ['present_jussive'] } });
    expect(jussive.find((q) => q.source.slot === 'present_jussive.active.3ms')!.options.map((o) => o.value)).not.toContain('يَقْوُلْ');
    const past = all({ objectives: [{ type: 'conjugate' }], criteria: { verbs: [{ root: 'سءل', pattern: 'I', past_vowel: 'a', present_vowel: 'a' }], tenses: ['past'] } });
    const q = past.find((x) => x.source.slot === 'past.active.3fs')!;
    expect(keyOf(q)).toBe('سَأَلَتْ');
    expect(q.options.map((o) => o.value).some((v) => v === 'سَئَلَتْ' || v === 'سَؤَلَتْ' || v === 'سَءَلَتْ')).toBe(true);
  });

  it('identify_verb_type: for وَقَى, neither «assimilated» nor «defective» is offered as wrong (both are true of it)', () => {
    const [q] = all({ objectives: [{ type: 'identify_verb_type' }], criteria: { roots: ['وقي'], patterns: ['I'] } });
    expect(keyOf(q!)).toBe('lafif_mafruq');
    for (const wrongButTrue of ['assimilated_waw', 'defective_ya']) expect(q!.options.map((o) => o.value)).not.toContain(wrongButTrue);
  });

  it('identify_verb_type: the learner’s error a letter of the pattern invites comes first: أَكْرَمَ "hamzated first", قَدَّمَ "doubled", قَاتَلَ "hollow" (issue 31)', () => {
    for (const [root, pattern, error] of [
      ['كرم', 'IV', 'hamzated_first'],
      ['جبر', 'IV', 'hamzated_first'],
      ['قدم', 'II', 'doubled'],
      ['كسر', 'II', 'doubled'],
      ['قتل', 'III', 'hollow_waw'],
    ] as const) {
      const [q] = all({ objectives: [{ type: 'identify_verb_type' }], formats: ['multiple_choice'], criteria: { roots: [root], patterns: [pattern] } });
      expect(keyOf(q!), root).toBe('sound');
      expect(
        q!.options.map((o) => o.value),
        `${root} ${pattern}`,
      ).toContain(error);
    }
  });

  it('masdar: form I is asked only with an attested masdar, and no made-up masdar is offered', () => {
    const { entries } = examWorld();
    const qs = all({ objectives: [{ type: 'masdar' }], criteria: { roots: ['كتب', 'جلس', 'ذهب'], patterns: ['I'] } });
    for (const q of qs) {
      const e = entries.find((x) => x.id === q.source.verb_id)!;
      expect(e.masdars.length).toBeGreaterThan(0);
      for (const o of q.options)
        if (o.value !== keyOf(q)) expect(e.masdars.map((m) => m.replace(/[\u064B-\u0652]+$/u, ''))).not.toContain(o.value.replace(/[\u064B-\u0652]+$/u, ''));
    }
    expect(qs.length).toBeGreaterThan(0);
  });
});

describe('forms shown are well formed', () => {
  it.each([
    ['كَتَبَ', true],
    ['مُسْتَخْرَجٌ', true],
    ['رَحْمَةٌ وَاحِدَةٌ', true],
    ['كتب', false],
    ['ءَكَلَ', false],
    ['أُوْرِدَ', false],
    ['كَتَبَa', false],
    ['كَتَبََ', false],
    ['َكَتَبَ', false],
  ])('%s: %s', (form, ok) => expect(isWellFormed(form)).toBe(ok));
});

describe('levels (docs/exam-levels.md)', () => {
  it('rise with the root type, the tense, the voice and the format', () => {
    const base = { type: 'conjugate' as const, format: 'multiple_choice' as const, band: 'common' as const, pattern: 'I', tense: 'past', voice: 'active' as const };
    expect(levelOf({ ...base, rootTypes: ['sound'] })).toEqual({ difficulty: 1, cefr: 'A1', actfl: 'Novice High', ilr: '0+' });
    expect(levelOf({ ...base, rootTypes: ['hollow'], tense: 'present_jussive' }).difficulty).toBe(3);
    expect(levelOf({ ...base, rootTypes: ['lafif'], band: 'rare', pattern: 'XII', tense: 'present_energetic_heavy', voice: 'passive', format: 'typed' })).toMatchObject({
      difficulty: 5,
      cefr: 'C2',
    });
    expect(levelOf({ ...base, rootTypes: ['sound'], format: 'true_false' }).difficulty).toBe(1);
  });
});

describe('derived nouns a teacher would write on the board', () => {
  it('the elative only where the lexicon attests one: أَكْرَمُ of كَرُمَ, never أَكْوَنُ of كَانَ or أَجْيَأُ of جَاءَ', () => {
    const asked = (id: string) => all({ objectives: [{ type: 'derived_noun' }], criteria: { verbs: [id] } }).filter((q) => q.source.noun === 'elative');
    expect(asked('krm-I5').length).toBeGreaterThan(0);
    for (const id of ['kwn-I1', 'jyC-I2', 'zwr-I1']) expect(asked(id)).toEqual([]);
  });

  it('no active participle of a stative فَعُلَ verb (حَاسِنٌ، كَارِمٌ): its adjective is what a teacher expects', () => {
    for (const id of ['Hsn-I5', 'krm-I5']) {
      const qs = all({ objectives: [{ type: 'active_participle' }, { type: 'derived_noun' }, { type: 'identify_root' }], criteria: { verbs: [id] } });
      expect(qs.filter((q) => q.source.noun === 'active_participle')).toEqual([]);
    }
    expect(all({ objectives: [{ type: 'active_participle' }], criteria: { verbs: ['ktb-I1'] } }).length).toBe(1);
  });

  it('no passive of a verb that takes no object: neither قِيمَ nor كِينَ, nor مَقُومٌ, مَكُونٌ', () => {
    for (const id of ['qwm-I1', 'kwn-I1', 'wqE-I3']) {
      const qs = all({
        objectives: [{ type: 'conjugate' }, { type: 'voice' }, { type: 'passive_participle' }, { type: 'identify_person' }],
        criteria: { verbs: [id], tenses: ['past', 'present_indicative'] },
      });
      expect(qs.length).toBeGreaterThan(0);
      expect(qs.filter((q) => q.source.slot?.includes('.passive.') || q.source.noun === 'passive_participle')).toEqual([]);
    }
    // كَتَبَ does: كُتِبَ and مَكْتُوبٌ are asked
    const ktb = all({ objectives: [{ type: 'voice' }, { type: 'passive_participle' }], criteria: { verbs: ['ktb-I1'], tenses: ['past'] } });
    expect(ktb.some((q) => q.source.noun === 'passive_participle')).toBe(true);
    expect(ktb.some((q) => q.source.slot?.includes('.passive.'))).toBe(true);
  });

  it('a masdar on مَفْعُول is never the key or an accepted answer (رَفَعَ: مَرْفُوعٌ)', () => {
    const qs = all({ objectives: [{ type: 'masdar' }], formats: ['typed', 'multiple_choice'], criteria: { verbs: ['rfE-I3', 'wEd-I2'] } });
    expect(qs.length).toBeGreaterThan(0);
    for (const q of qs) {
      const a = q.answer as { text?: string; accepted?: string[] };
      const given = a.text !== undefined ? [a.text, ...(a.accepted ?? [])] : [keyOf(q)];
      expect(given.filter((f) => /^مَ.ْ.ُو/u.test(f))).toEqual([]);
    }
  });
});

describe('wording a teacher would not correct', () => {
  it('a voice claim has its predicate (مبنيّةٌ للمعلوم), the tense stem asks the mood of the present only, pattern I is named in Arabic in English too', () => {
    const voice = all({ objectives: [{ type: 'voice' }], formats: ['true_false'], criteria: { verbs: ['ktb-I1'], tenses: ['past'] } });
    for (const q of voice.filter((x) => x.claim && !('slot' in x.claim && x.claim.slot?.includes('.passive.') && x.stem.ar.includes('صيغة المبني'))))
      expect(q.stem.ar).toMatch(/مبنيّةٌ لل(معلوم|مجهول)\.$|هي صيغة/u);
    const tense = all({ objectives: [{ type: 'identify_tense' }], criteria: { verbs: ['ktb-I1'], tenses: ['past', 'imperative'] } });
    for (const q of tense) expect(q.stem.ar).toContain('وما حالتها إن كانت مضارعًا');
    const pattern = all({ objectives: [{ type: 'identify_pattern' }], locale: 'en', criteria: { verbs: ['ktb-I1'], tenses: ['past'] } });
    for (const q of pattern) for (const o of q.options) expect(o.label.en).not.toMatch(/faʿala/u);
  });
});

describe('an identify_pattern explanation names the sign of the pattern (review s21: nine of nine only restated it)', () => {
  const explained = (verb: string) =>
    all({ objectives: [{ type: 'identify_pattern' }], formats: ['multiple_choice'], criteria: { verbs: [verb], tenses: ['past', 'present_indicative'] } }).map(
      (q) => q.explanation,
    );

  it('form II: the doubled middle radical (عَبَّرَ); form VIII: the t after the first radical (اِعْتَرَفَ)', () => {
    const ii = explained('Ebr-II');
    expect(ii.length).toBeGreaterThan(0);
    for (const e of ii) {
      expect(e.ar).toContain('عينه مضعّفة');
      expect(e.en).toContain('middle radical is doubled');
    }
    const viii = explained('Erf-VIII');
    expect(viii.length).toBeGreaterThan(0);
    for (const e of viii) expect(e.ar).toContain('تاء بعد فائه');
  });

  it('form I: no added letter, and the past vowel heard, which the present alone does not show (كَتَبَ يَكْتُبُ)', () => {
    const i = explained('ktb-I1');
    expect(i.length).toBeGreaterThan(0);
    for (const e of i) {
      expect(e.ar).toContain('لا زيادة فيه');
      expect(e.ar).toContain('«كَتَبَ» الفتحة');
      expect(e.en).toContain('learnt by hearing');
    }
  });
});

describe('which verbs and forms an exam asks (issue 31, review of 100 questions)', () => {
  const VERB_TYPES = [{ type: 'conjugate' }, { type: 'voice' }, { type: 'identify_person' }, { type: 'identify_tense' }] as const;
  const passives = (id: string) =>
    all({ objectives: [...VERB_TYPES], criteria: { verbs: [id], tenses: ['past', 'present_indicative', 'present_jussive'] } }).filter((q) => q.source.slot?.includes('.passive.'));
  const person = (q: Question) => q.source.slot!.split('.')[2]!;

  it('a passive of the first or second person or of هُمْ only of a verb whose object can be a person: ضُرِبْتُ، ضُرِبُوا, not نُشَنَّ، نُقَلْ، تُسَهَّلِي، قِيلُوا', () => {
    for (const id of ['cnn-I1', 'shl-II']) {
      const qs = passives(id);
      // the third person stays: شُنَّتِ الغَارَةُ، سُهِّلَتِ الأُمُورُ
      expect(qs.length).toBeGreaterThan(0);
      expect(qs.filter((q) => !person(q).startsWith('3') || person(q) === '3mp').map((q) => q.source.slot)).toEqual([]);
    }
    // قَالَ takes a saying, never a person, as its object: no قِلْتُ / نُقَلْ / قِيلُوا as passive
    expect(passives('qwl-I1').filter((q) => !person(q).startsWith('3') || person(q) === '3mp')).toEqual([]);
    const drb = passives('Drb-I2');
    expect(drb.some((q) => person(q) === '1s')).toBe(true);
    expect(drb.some((q) => person(q) === '3mp')).toBe(true);
  });

  it('no passive and no bare passive participle of a verb whose object takes a preposition: مُشَارٌ (إِلَيْهِ), اُعْتُرِفَ (بِهِ)', () => {
    for (const id of ['cwr-IV', 'Erf-VIII', 'rHb-II']) {
      const qs = all({
        objectives: [{ type: 'passive_participle' }, { type: 'derived_noun' }, ...VERB_TYPES],
        criteria: { verbs: [id], tenses: ['past', 'present_indicative'] },
      });
      expect(qs.length).toBeGreaterThan(0);
      expect(qs.filter((q) => q.source.slot?.includes('.passive.') || q.source.noun === 'passive_participle')).toEqual([]);
    }
  });

  it('no active participle and no elative of كان and her sisters or a verb of approach: زَائِلٌ، ظَالٌّ، كَائِنٌ، كَائِدٌ', () => {
    for (const id of ['kwn-I1', 'zyl-I4', 'Zll-I4', 'Syr-I2', 'kwd-I4', 'SbH-IV']) {
      const qs = all({ objectives: [{ type: 'active_participle' }, { type: 'derived_noun' }, { type: 'masdar' }], criteria: { verbs: [id] } });
      expect(qs.filter((q) => q.source.noun === 'active_participle' || q.source.noun === 'elative')).toEqual([]);
    }
    // زَالَ يَزُولُ "vanish" is a complete verb: زَائِلٌ is its own
    expect(all({ objectives: [{ type: 'active_participle' }], criteria: { verbs: ['zwl-I1'] } }).length).toBe(1);
  });

  it('a doubled verb’s mīmī masdar and noun of place are one form (مَتَمٌّ، مَفَرٌّ): neither kind is asked of it', () => {
    for (const id of ['tmm-I2', 'frr-I2', 'Hll-I1']) {
      const qs = all({ objectives: [{ type: 'derived_noun' }], formats: ['multiple_choice', 'true_false', 'typed'], criteria: { verbs: [id] } });
      expect(qs.filter((q) => q.source.noun === 'masdar_mimi' || q.source.noun === 'noun_of_place_time').map((q) => q.prompt_form ?? q.source.noun)).toEqual([]);
    }
    // a sound verb's noun of place is asked: مَجْلِسٌ
    const jls = all({ objectives: [{ type: 'derived_noun' }], criteria: { verbs: ['jls-I2'] } });
    expect(jls.some((q) => q.source.noun === 'noun_of_place_time')).toBe(true);
  });

  it('a noun of place is asked only when it is in use: not مَبْدًى (بَدَا), مُتَّصَلٌ, مُشَارٌ or مَعْنًى; مُلْتَقًى and مَجْلِسٌ are', () => {
    const place = (id: string) =>
      all({ objectives: [{ type: 'derived_noun' }], formats: ['typed', 'multiple_choice'], criteria: { verbs: [id] } }).filter((q) => q.source.noun === 'noun_of_place_time');
    expect(place('bdw-I1')).toEqual([]);
    expect(place('wSl-VIII')).toEqual([]);
    // nouns spelt as the noun of place that are not one: مُشَارٌ "aforementioned", مَعْنًى "meaning"
    expect(place('cwr-IV')).toEqual([]);
    expect(place('Eny-I2')).toEqual([]);
    expect(place('lqy-VIII').length).toBeGreaterThan(0);
    expect(place('jls-I2').length).toBeGreaterThan(0);
  });

  it('a dictionary’s verb spelt as a common one (عَادَّ beside عَادَ) is rare, never A1 or A2, and not in a default exam', () => {
    const { entries } = examWorld();
    const view = examEntries(entries);
    const bands = new FrequencyBands(view);
    const band = (id: string) => bands.bandOf(view.find((e) => e.id === id)!);
    expect(band('Edd-III')).toBe('rare');
    expect(band('Srr-III')).toBe('rare');
    expect(band('Ewd-I1')).toBe('common');
    // spelt as the noun كَرًى "sleep" (review s20): كَرَا يَكْرُو is not the verb a learner meets
    expect(band('krw-I1')).toBe('rare');
    const qs = all({
      objectives: [{ type: 'identify_person' }, { type: 'identify_root' }, { type: 'conjugate' }],
      formats: ['true_false'],
      criteria: { verbs: ['Edd-III'], tenses: ['past'] },
    });
    expect(qs.length).toBeGreaterThan(0);
    expect(qs.filter((q) => q.cefr === 'A1' || q.cefr === 'A2').map((q) => q.cefr)).toEqual([]);
  });

  it('the tables agree with each other: a verb with a person as object is transitive, none is listed as taking a preposition', () => {
    const { entries } = examWorld();
    const byId = new Map(entries.map((e) => [e.id, e]));
    for (const id of PERSON_OBJECT) {
      expect(Object.hasOwn(NOT_DIRECTLY_TRANSITIVE, id), id).toBe(false);
      expect(certainlyTransitive(byId.get(id)!), id).toBe(true);
    }
    for (const id of [...Object.keys(NOT_DIRECTLY_TRANSITIVE), ...Object.keys(INCOMPLETE_VERBS), ...Object.keys(THIRD_PERSON_ONLY)]) expect(byId.has(id), id).toBe(true);
  });

  it('accepts only attested forms in use: سَأَلَ’s present is يَسْأَلُ, never the takhfīf يَسَلُ / يَسَلَا (review s21, item 43); its imperative سَلْ stays', () => {
    const saala = verbData(examWorld().entries.find((e) => e.id === 'sCl-I3')!);
    expect(formsOf(saala.slots['present_jussive.active.3md'])).toEqual(['يَسْأَلَا']);
    expect(formsOf(saala.slots['present_indicative.passive.3ms'])).toEqual(['يُسْأَلُ']);
    expect(formsOf(saala.slots['imperative.active.2ms'])).toEqual(['اِسْأَلْ', 'سَلْ']);
    const qs = Array.from(
      { length: 4 },
      (_, i) =>
        generated({
          objectives: [{ type: 'conjugate' }],
          formats: ['typed'],
          question_count: 3,
          criteria: { verbs: ['sCl-I3'], tenses: ['present_indicative', 'present_subjunctive', 'present_jussive'] },
          locale: 'ar',
          seed: 1 + i,
        }).questions,
    ).flat();
    expect(qs.length).toBeGreaterThan(5);
    const accepted = qs.flatMap((q) => (q.answer as { accepted: string[] }).accepted);
    expect(accepted.length).toBeGreaterThan(5);
    expect(accepted.filter((f) => /^[يتأن]ُ?َ?سَل/u.test(f))).toEqual([]);
  });

  it('a verb used only in the third person (تَمَّ "take place", حَدَثَ، وَجَبَ، أَمْكَنَ، اِنْبَغَى) is never asked or shown for أنا / أنتَ / نحن, nor in the imperative', () => {
    // few verbs, so at most 3 questions each per exam: many small exams
    const qs = Array.from(
      { length: 12 },
      (_, i) =>
        generated({
          objectives: [{ type: 'conjugate' }, { type: 'identify_person' }, { type: 'identify_tense' }, { type: 'voice' }, { type: 'identify_root' }, { type: 'identify_pattern' }],
          formats: ['multiple_choice'],
          question_count: 15,
          criteria: { verbs: THIRD_PERSON, tenses: ['past', 'present_indicative', 'present_jussive', 'imperative'] },
          locale: 'ar',
          seed: 1 + i,
        }).questions,
    ).flat();
    expect(qs.length).toBeGreaterThan(150);
    const asked = qs.filter((q) => /^[12]/u.test(q.source.slot?.split('.')[2] ?? '')).map((q) => `${q.type} ${q.source.verb_id} ${q.source.slot}`);
    expect(asked).toEqual([]);
    // nor offered as a wrong choice: تَمَمْتُ، حَدَثْتَ، وَجَبْنَا
    const shown = qs.flatMap((q) => q.options.map((o) => o.value)).filter((f) => /^(?:تَمَمْ|حَدَثْ|وَجَبْ|أَمْكَنْ|اِنْبَغَيْ)(?:ت|نَا$)/u.test(f.normalize('NFC')));
    expect(shown).toEqual([]);
  });
});
