import { describe, expect, it } from 'vitest';
import { derive } from '../../src/derive/index.ts';
import { isFrozenVerb } from '../../src/index.ts';
import { MorphError } from '../../src/errors.ts';
import { DERIVED_NOUN_KEYS, type VerbInput } from '../../src/types.ts';

const I = (root: string, past: string, present: string, transitive = true): VerbInput => ({
  root,
  pattern: 'I',
  past_vowel: past,
  present_vowel: present,
  transitive,
});
const aug = (root: string, pattern: string, transitive = true): VerbInput => ({ root, pattern, transitive });

const n = (v: VerbInput) => derive(v).nouns;

describe('derive: masdars of augmented and quadriliteral patterns', () => {
  it.each([
    ['كرم', 'II', ['تَكْرِيمٌ']],
    ['سمي', 'II', ['تَسْمِيَةٌ']],
    ['برء', 'II', ['تَبْرِئَةٌ', 'تَبْرِيءٌ']],
    ['قتل', 'III', ['مُقَاتَلَةٌ', 'قِتَالٌ']],
    ['كرم', 'IV', ['إِكْرَامٌ']],
    ['قوم', 'IV', ['إِقَامَةٌ']],
    ['عطو', 'IV', ['إِعْطَاءٌ']],
    ['ءمن', 'IV', ['إِيمَانٌ']],
    ['كلم', 'V', ['تَكَلُّمٌ']],
    ['لقي', 'V', ['تَلَقٍّ']],
    ['قتل', 'VI', ['تَقَاتُلٌ']],
    ['كسر', 'VII', ['اِنْكِسَارٌ']],
    ['جمع', 'VIII', ['اِجْتِمَاعٌ']],
    ['خير', 'VIII', ['اِخْتِيَارٌ']],
    ['وصل', 'VIII', ['اِتِّصَالٌ']],
    ['ءخذ', 'VIII', ['اِتِّخَاذٌ']],
    ['صبر', 'VIII', ['اِصْطِبَارٌ']],
    ['زحم', 'VIII', ['اِزْدِحَامٌ']],
    ['ذكر', 'VIII', ['اِدِّكَارٌ', 'اِذِّكَارٌ']],
    ['طرد', 'VIII', ['اِطِّرَادٌ']],
    ['دعو', 'VIII', ['اِدِّعَاءٌ']],
    ['حمر', 'IX', ['اِحْمِرَارٌ']],
    ['رعو', 'IX', ['اِرْعِوَاءٌ']],
    ['خرج', 'X', ['اِسْتِخْرَاجٌ']],
    ['قوم', 'X', ['اِسْتِقَامَةٌ']],
    ['حمر', 'XI', ['اِحْمِيرَارٌ']],
    ['حوو', 'XI', ['اِحْوِيوَاءٌ']],
    ['عشب', 'XII', ['اِعْشِيشَابٌ']],
    ['جلذ', 'XIII', ['اِجْلِوَّاذٌ']],
    ['دحرج', 'QI', ['دَحْرَجَةٌ', 'دِحْرَاجٌ']],
    ['زلزل', 'QI', ['زَلْزَلَةٌ', 'زِلْزَالٌ']],
    ['دحرج', 'QII', ['تَدَحْرُجٌ']],
    ['حرجم', 'QIII', ['اِحْرِنْجَامٌ']],
    ['طمءن', 'QIV', ['اِطْمِئْنَانٌ']],
  ])('%s %s → %j', (root, pattern, masdar) => {
    expect(n(aug(root, pattern)).masdar).toEqual(masdar);
  });
});

describe('derive: participles', () => {
  it.each([
    [I('كتب', 'a', 'u'), 'كَاتِبٌ', 'مَكْتُوبٌ'],
    [I('قول', 'a', 'u'), 'قَائِلٌ', 'مَقُولٌ'],
    [I('بيع', 'a', 'i'), 'بَائِعٌ', 'مَبِيعٌ'],
    [I('رمي', 'a', 'i'), 'رَامٍ', 'مَرْمِيٌّ'],
    [I('دعو', 'a', 'u'), 'دَاعٍ', 'مَدْعُوٌّ'],
    [I('ءكل', 'a', 'u'), 'آكِلٌ', 'مَأْكُولٌ'],
    [I('سءل', 'a', 'a'), 'سَائِلٌ', 'مَسْؤُولٌ'],
    [I('قرء', 'a', 'a'), 'قَارِئٌ', 'مَقْرُوءٌ'],
    [I('مدد', 'a', 'u'), 'مَادٌّ', 'مَمْدُودٌ'],
    [I('وعد', 'a', 'i'), 'وَاعِدٌ', 'مَوْعُودٌ'],
    [aug('كرم', 'IV'), 'مُكْرِمٌ', 'مُكْرَمٌ'],
    [aug('خير', 'VIII'), 'مُخْتَارٌ', 'مُخْتَارٌ'],
    [aug('عطو', 'IV'), 'مُعْطٍ', 'مُعْطًى'],
    [aug('قوم', 'X'), 'مُسْتَقِيمٌ', 'مُسْتَقَامٌ'],
    [aug('حمر', 'IX'), 'مُحْمَرٌّ', 'مُحْمَرٌّ'],
    [aug('رعو', 'IX'), 'مُرْعَوٍ', 'مُرْعَوًى'],
    [aug('حوو', 'XI'), 'مُحْوَاوٍ', 'مُحْوَاوًى'],
    [aug('دحرج', 'QI'), 'مُدَحْرِجٌ', 'مُدَحْرَجٌ'],
    [aug('طمءن', 'QIV'), 'مُطْمَئِنٌّ', 'مُطْمَأَنٌّ'],
    [aug('يقن', 'IV'), 'مُوقِنٌ', 'مُوقَنٌ'],
  ])('%j → %s / %s', (verb, ap, pp) => {
    const d = n(verb);
    expect(d.active_participle).toBe(ap);
    expect(d.passive_participle).toBe(pp);
  });

  it('gives no passive participle for an intransitive verb, with a note', () => {
    const d = derive(I('جلس', 'a', 'i', false));
    expect(d.nouns.passive_participle).toBeNull();
    expect(d.notes.some((x) => x.key === 'passive_participle')).toBe(true);
    expect(derive(aug('كسر', 'VII', false)).nouns.passive_participle).toBeNull();
  });
});

describe('derive: form I nouns', () => {
  it('uses the lexicon masdars when given, with tanwin, and guesses otherwise', () => {
    const given = derive({ ...I('كتب', 'a', 'u'), masdars: ['كِتَابَة', 'كَتْب', 'كِتَاب'] });
    expect(given.nouns.masdar).toEqual(['كِتَابَةٌ', 'كَتْبٌ', 'كِتَابٌ']);
    expect(given.guesses.masdar).toBeUndefined();
    const guessed = derive(I('جلس', 'a', 'i', false));
    expect(guessed.nouns.masdar).toEqual(['جُلُوسٌ']);
    expect(guessed.guesses.masdar).toBe(true);
    expect(derive(I('ضرب', 'a', 'i')).nouns.masdar).toEqual(['ضَرْبٌ']);
    expect(derive(I('وصل', 'a', 'i')).nouns.masdar).toEqual(['وَصْلٌ', 'صِلَةٌ']);
    expect(derive(I('فرح', 'i', 'a', false)).nouns.masdar).toEqual(['فَرَحٌ']);
  });

  it('repairs a partly vocalized lexicon masdar', () => {
    expect(derive({ ...I('رمي', 'a', 'i'), masdars: ['رِمايَة'] }).nouns.masdar).toEqual(['رِمَايَةٌ']);
    expect(derive({ ...I('برق', 'a', 'u'), masdars: ['بَريقٌ'] }).nouns.masdar).toEqual(['بَرِيقٌ']);
    expect(derive({ ...I('ءبد', 'a', 'u'), masdars: ['أبَدٌ'] }).nouns.masdar).toEqual(['أَبَدٌ']);
    expect(derive({ ...I('ثخن', 'u', 'u'), masdars: ['ثُخونَةٌ'] }).nouns.masdar).toEqual(['ثُخُونَةٌ']);
    expect(derive({ ...I('ءذي', 'i', 'a'), masdars: ['أَذى'] }).nouns.masdar).toEqual(['أَذًى']);
    // a form that cannot be repaired is left out when a fully vocalized one exists
    const d = derive({ ...I('جوع', 'a', 'u'), masdars: ['جُوعٌ', 'مجَاعَةٌ'] });
    expect(d.nouns.masdar).toEqual(['جُوعٌ']);
    expect(d.notes.some((x) => x.key === 'masdar')).toBe(true);
  });

  it('builds place, mimi masdar, instance and manner', () => {
    expect(n(I('كتب', 'a', 'u')).noun_of_place_time).toBe('مَكْتَبٌ');
    expect(n(I('جلس', 'a', 'i', false)).noun_of_place_time).toBe('مَجْلِسٌ');
    expect(n(I('وعد', 'a', 'i')).noun_of_place_time).toBe('مَوْعِدٌ');
    expect(n(I('رمي', 'a', 'i')).noun_of_place_time).toBe('مَرْمًى');
    expect(n(I('قوم', 'a', 'u')).noun_of_place_time).toBe('مَقَامٌ');
    expect(n(I('ذهب', 'a', 'a')).masdar_mimi).toBe('مَذْهَبٌ');
    expect(n(I('وعد', 'a', 'i')).masdar_mimi).toBe('مَوْعِدٌ');
    expect(n(I('جلس', 'a', 'i')).masdar_instance).toBe('جَلْسَةٌ');
    expect(n(I('جلس', 'a', 'i')).masdar_manner).toBe('جِلْسَةٌ');
    expect(n(I('قول', 'a', 'u')).masdar_manner).toBe('قِيلَةٌ');
    expect(n(I('مدد', 'a', 'u')).masdar_instance).toBe('مَدَّةٌ');
    expect(derive({ ...I('رحم', 'i', 'a'), masdars: ['رَحْمَة'] }).nouns.masdar_instance).toBe('رَحْمَةٌ وَاحِدَةٌ');
  });

  it('builds the noun of instrument for transitive verbs only', () => {
    expect(n(I('فتح', 'a', 'a')).noun_of_instrument).toEqual(['مِفْتَحٌ', 'مِفْتَحَةٌ', 'مِفْتَاحٌ', 'فَتَّاحَةٌ']);
    expect(n(I('وزن', 'a', 'i')).noun_of_instrument).toEqual(['مِيزَنٌ', 'مِيزَنَةٌ', 'مِيزَانٌ', 'وَزَّانَةٌ']);
    // فَعَّالَة, the Cairo Academy's measure of machines (غَسَّالَةٌ، ثَلَّاجَةٌ), last; for every root type
    expect(n(I('غسل', 'a', 'i')).noun_of_instrument).toContain('غَسَّالَةٌ');
    expect(n(I('روي', 'a', 'i')).noun_of_instrument).toContain('رَوَّاءَةٌ');
    expect(n(I('شدد', 'a', 'u')).noun_of_instrument).toContain('شَدَّادَةٌ');
    expect(n(I('جلس', 'a', 'i', false)).noun_of_instrument).toBeNull();
  });

  it('builds the elative, except for colours and defects', () => {
    expect(n(I('كبر', 'u', 'u')).elative).toBe('أَكْبَرُ');
    expect(n(I('شدد', 'a', 'i')).elative).toBe('أَشَدُّ');
    expect(n(I('علو', 'a', 'u')).elative).toBe('أَعْلَى');
    const colour = derive(I('حمر', 'i', 'a', false));
    expect(colour.nouns.elative).toBeNull();
    expect(colour.notes.some((x) => x.key === 'elative')).toBe(true);
    expect(colour.nouns.adjective).toEqual(['أَحْمَرُ']);
  });

  it('builds intensive forms and the sifa mushabbaha by bab', () => {
    expect(n(I('غفر', 'a', 'i')).intensive).toEqual(['غَفَّارٌ', 'غَفُورٌ', 'مِغْفَارٌ', 'غَفِيرٌ', 'غَفِرٌ']);
    expect(n(I('كرم', 'u', 'u', false)).adjective).toEqual(['كَرِيمٌ']);
    expect(n(I('فرح', 'i', 'a', false)).adjective).toEqual(['فَرِحٌ', 'فَرْحَانُ']);
    expect(n(I('كتب', 'a', 'u')).adjective).toBeNull();
  });

  it('applies attested Sarf patterns to a sound root', () => {
    const d = derive({ ...I('عطش', 'i', 'a', false), attested: { adjective: ['فَعْلان / فَعْلَى'], intensive: ['فُعَلَة'] } });
    expect(d.nouns.adjective).toEqual(['عَطْشَانُ']);
    expect(d.guesses.adjective).toBeUndefined();
    expect(d.nouns.intensive).toContain('عُطَشَةٌ');
  });
});

describe('derive: shape and errors', () => {
  it('returns every key; augmented verbs have no form-I-only nouns', () => {
    const d = derive(aug('كرم', 'IV'));
    expect(Object.keys(d.nouns).sort()).toEqual([...DERIVED_NOUN_KEYS].sort());
    expect(d.nouns.masdar_manner).toBeNull();
    expect(d.nouns.elative).toBeNull();
    expect(d.nouns.masdar_instance).toBe('إِكْرَامَةٌ');
    expect(derive(aug('قوم', 'IV')).nouns.masdar_instance).toBe('إِقَامَةٌ وَاحِدَةٌ');
  });
  it('rejects bad verbs with MorphError codes', () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof MorphError ? e.code : 'other';
      }
      return 'none';
    };
    expect(code(() => derive({ root: 'كتب', pattern: 'I' }))).toBe('missing_vowels');
    expect(code(() => derive({ root: 'كتب', pattern: 'I', past_vowel: 'u', present_vowel: 'a' }))).toBe('invalid_bab');
    expect(code(() => derive({ root: 'كتب', pattern: 'XIV' }))).toBe('unknown_pattern');
    expect(code(() => derive({ root: 'دحرج', pattern: 'X' }))).toBe('pattern_root_mismatch');
    expect(code(() => derive({ root: 'abc', pattern: 'II' }))).toBe('invalid_root_letters');
  });
});

describe('derive: hollow roots that keep their weak radical', () => {
  it('builds a sound-like noun when the verb shows its و / ي', () => {
    expect(derive({ root: 'زوج', pattern: 'VIII', verb: 'اِزْدَوَجَ' }).nouns.masdar).toEqual(['اِزْدِوَاجٌ']);
    expect(derive({ root: 'حوذ', pattern: 'X', verb: 'اِسْتَحْوَذَ' }).nouns.active_participle).toBe('مُسْتَحْوِذٌ');
    expect(derive({ root: 'بين', pattern: 'X', verb: 'اِسْتَبْيَنَ' }).nouns.masdar).toEqual(['اِسْتِبْيَانٌ']);
    // a verb that is hollow in fact stays hollow
    expect(derive({ root: 'قوم', pattern: 'X', verb: 'اِسْتَقَامَ' }).nouns.masdar).toEqual(['اِسْتِقَامَةٌ']);
    // without the verb, the data table of src/data/kept-weak.ts decides (اِزْدَوَجَ keeps its و)
    expect(derive({ root: 'زوج', pattern: 'VIII' }).nouns.masdar).toEqual(['اِزْدِوَاجٌ']);
    expect(derive({ root: 'روح', pattern: 'X', verb: 'اِسْتَرَاحَ' }).nouns.masdar).toEqual(['اِسْتِرَاحَةٌ']);
    expect(derive({ root: 'روح', pattern: 'X' }).nouns.masdar).toEqual(['اِسْتِرَاحَةٌ', 'اِسْتِرْوَاحٌ']);
  });
});

describe('derive: irregular nouns and the alif after ي', () => {
  it('takes irregular forms from the data table', () => {
    const d = derive(aug('رءي', 'IV')).nouns;
    expect(d.masdar).toEqual(['إِرَاءَةٌ']);
    expect(d.active_participle).toBe('مُرٍ');
    expect(d.passive_participle).toBe('مُرًى');
    expect(derive(aug('حيي', 'II')).nouns.masdar).toEqual(['تَحِيَّةٌ', 'تَحْيِيَةٌ']);
    expect(derive(I('حيي', 'i', 'a', false)).nouns.active_participle).toBe('حَيٌّ');
  });
  it('writes a final alif after ي as ا', () => {
    expect(derive(aug('حيي', 'IV')).nouns.passive_participle).toBe('مُحْيًا');
    expect(derive(I('حيي', 'i', 'a', false)).nouns.elative).toBe('أَحْيَا');
    expect(derive(aug('عطو', 'IV')).nouns.passive_participle).toBe('مُعْطًى');
  });
});

describe('derive: frozen verbs (الأفعال الجامدة)', () => {
  it.each([
    ['لَيْسَ', I('ليس', 'a', 'a', false)],
    ['عَسَى', I('عسي', 'a', 'i', false)],
  ])('%s has no masdar and no derived nouns, with one note in both languages', (_lemma, verb) => {
    // the lexicon's masdars and attested patterns do not bring any back
    const d = derive({ ...verb, masdars: ['عَسْي', 'لَيْس'], attested: { intensive: ['فَعُول'], elative: true } });
    for (const key of DERIVED_NOUN_KEYS) expect(d.nouns[key], key).toBeNull();
    expect(Object.keys(d.nouns).sort()).toEqual([...DERIVED_NOUN_KEYS].sort());
    expect(d.guesses).toEqual({});
    expect(d.notes).toEqual([
      {
        key: 'masdar',
        en: 'A frozen verb (جامد) has no masdar and no derived nouns.',
        ar: 'الفعل الجامد لا مصدر له ولا مشتقات.',
      },
    ]);
  });

  it('knows which verbs are frozen', () => {
    expect(isFrozenVerb('ليس', 'I', 'a', 'a')).toBe(true);
    expect(isFrozenVerb('عسي', 'I', 'a', 'i')).toBe(true);
    expect(isFrozenVerb('لوس', 'I', 'a', 'u')).toBe(false);
    expect(isFrozenVerb('عسو', 'I', 'a', 'u')).toBe(false);
    // عَسِيَ يَعْسَى (to harden) is regular: only fa‘ala عَسَى is frozen
    expect(isFrozenVerb('عسي', 'I', 'i', 'a')).toBe(false);
    expect(isFrozenVerb('عسي', 'I', 'a', 'a')).toBe(true);
    expect(isFrozenVerb('ليس', 'V')).toBe(false);
    // a verb with variants only (كَانَ) is not frozen
    expect(isFrozenVerb('كون', 'I', 'a', 'u')).toBe(false);
  });

  it('leaves the neighbours of the frozen verbs regular', () => {
    const laasa = derive({ ...I('لوس', 'a', 'u'), masdars: ['لَوْس'] }).nouns;
    expect(laasa.masdar).toEqual(['لَوْسٌ']);
    expect(laasa.active_participle).toBe('لَائِسٌ');
    expect(laasa.passive_participle).toBe('مَلُوسٌ');
    const asaa = derive({ ...I('عسو', 'a', 'u', false), masdars: ['عَسْو'] });
    expect(asaa.nouns.masdar).toEqual(['عَسْوٌ']);
    expect(asaa.nouns.active_participle).toBe('عَاسٍ');
    expect(asaa.notes.some((x) => x.en.includes('frozen'))).toBe(false);
    expect(derive(aug('ليس', 'V', false)).nouns.masdar).toEqual(['تَلَيُّسٌ']);
  });
});
