/**
 * Issue 36, family by family: for every spelling and family the issue names, a real occurrence of
 * the text (sura:verse:word) and what its first reading must be by the conventions of the Quranic
 * Arabic Corpus — lemma, part of speech, segments, case or mood, person — written from the grammar
 * (the verse read in place), not from the engine's output.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Reading, ReadingStore, WordRef } from '../src/index.ts';
import { quranWorld } from './quran-world.ts';

let words: WordRef[];
let store: ReadingStore;

beforeAll(() => void ({ words, store } = quranWorld()), 600_000);

const at = (ref: string): { word: WordRef; first: Reading | undefined } => {
  const [s, v, w] = ref.split(':').map(Number);
  const p = words.findIndex((x) => x.sura === s && x.verse === v && x.word === w);
  if (p < 0) throw new Error(`no word at ${ref}`);
  return { word: words[p]!, first: store.readingsAt(p)[0] };
};

const P = (type: string, lemma: string, more: object = {}) => ({ of: 'particle', type, lemma, ...more });
const N = (lemma: string, root: string, more: object = {}) => ({ of: 'noun', lemma, root, ...more });
const V = (lemma: string, root: string, more: object = {}) => ({ of: 'verb', kind: 'verb', lemma, root, ...more });
/** A noun derived from a verb: its kind, its own lemma, the verb it comes from. */
const D = (noun: string, own: string, verb: string, root: string, more: object = {}) => ({ of: 'verb', kind: 'noun', noun, noun_lemma: own, lemma: verb, root, ...more });

/** [family, sura:verse:word, the word as the standard spelling writes it, what its first reading is]. */
const TABLE: Array<[string, string, string, object]> = [
  // the most frequent spellings of the table
  ['top', '2:6:1', 'إِنَّ', P('inna', 'إِنَّ', { proclitics: [], enclitic: null })],
  ['top', '2:26:5', 'أَن', P('subordinating', 'أَنْ')],
  ['top', '2:75:6', 'كَانَ', V('كَانَ', 'كون', { tense: 'past', person: '3ms' })],
  ['top', '2:4:3', 'بِمَا', P('relative', 'مَا', { proclitics: ['بِ'] })],
  ['top', '2:23:5', 'مِمَّا', P('relative', 'مَا', { proclitics: ['مِنْ'] })],
  ['top', '1:2:2', 'لِلَّهِ', P('proper_noun', 'اللَّه', { proclitics: ['لِ'], case: 'gen' })],
  ['top', '2:30:5', 'إِنِّي', P('inna', 'إِنَّ', { enclitic: 'ي' })],
  ['top', '2:14:12', 'إِنَّا', P('inna', 'إِنَّ', { enclitic: 'نَا' })],
  ['top', '2:51:1', 'وَإِذْ', P('adverb', 'إِذْ', { proclitics: ['وَ'] })],
  ['top', '2:113:26', 'يَوْمَ', N('يَوْم', 'يوم', { case: 'acc', definiteness: 'construct' })],
  ['top', '2:11:7', 'الْأَرْضِ', N('أَرْض', 'ءرض', { case: 'gen', definiteness: 'definite' })],
  // the five nouns: their case by a long vowel, with a pronoun
  ['five_nouns', '12:8:12', 'أَبَانَا', N('أَب', 'ءبو', { enclitic: 'نَا', case: 'acc' })],
  ['five_nouns', '12:94:5', 'أَبُوهُمْ', N('أَب', 'ءبو', { enclitic: 'هُمْ', case: 'nom' })],
  // the same word without its sukun before a wasla (قَالَ لَهُمْ أَبُوهُمْ مَا كَانَ يُغْنِي): not a verb of أَبِيَ
  ['five_nouns', '12:68:6', 'أَبُوهُم', N('أَب', 'ءبو', { enclitic: 'هُمْ', case: 'nom' })],
  ['five_nouns', '12:16:2', 'أَبَاهُمْ', N('أَب', 'ءبو', { enclitic: 'هُمْ', case: 'acc' })],
  ['five_nouns', '18:82:13', 'أَبُوهُمَا', N('أَب', 'ءبو', { enclitic: 'هُمَا', case: 'nom' })],
  ['five_nouns', '33:40:4', 'أَبَا (أَحَدٍ)', N('أَب', 'ءبو', { enclitic: null, case: 'acc', definiteness: 'construct' })],
  ['five_nouns', '12:63:12', 'أَخَانَا', N('أَخ', 'ءخو', { enclitic: 'نَا', case: 'acc' })],
  ['five_nouns', '20:42:3', 'وَأَخُوكَ', N('أَخ', 'ءخو', { proclitics: ['وَ'], enclitic: 'كَ', case: 'nom' })],
  ['five_nouns', '28:35:4', 'بِأَخِيكَ', N('أَخ', 'ءخو', { proclitics: ['بِ'], enclitic: 'كَ', case: 'gen' })],
  ['five_nouns', '2:178:19', 'أَخِيهِ', N('أَخ', 'ءخو', { enclitic: 'هُ', case: 'gen' })],
  // the vocative
  ['vocative', '2:40:1', 'يَا بَنِي', N('اِبْن', 'بني', { proclitics: ['يَا'], case: 'acc', definiteness: 'construct' })],
  // a final ة is not ه
  ['ta_marbuta', '2:211:8', 'بَيِّنَةٍ', N('بَيِّنَة', 'بين', { enclitic: null, case: 'gen', definiteness: 'indefinite' })],
  // nouns, not adverbs or particles
  ['noun_as_particle', '2:36:19', 'حِينٍ', N('حِين', 'حين', { case: 'gen', definiteness: 'indefinite' })],
  ['noun_as_particle', '1:7:5', 'غَيْرِ', N('غَيْر', 'غير', { case: 'gen', definiteness: 'construct' })],
  ['noun_as_particle', '2:163:5', 'إِلَهَ', N('إِلَٰه', 'ءله', { case: 'acc' })],
  // the first noun of a construct
  ['construct', '1:4:1', 'مَالِكِ', { of: 'verb', kind: 'noun', noun_lemma: 'مَالِك', root: 'ملك', case: 'gen', definiteness: 'construct' }],
  ['construct', '1:4:2', 'يَوْمِ', N('يَوْم', 'يوم', { case: 'gen', definiteness: 'construct' })],
  ['construct', '7:54:31', 'رَبُّ (الْعَالَمِينَ)', N('رَبّ', 'ربب', { case: 'nom', definiteness: 'construct' })],
  // the case the context gives
  ['case_in_context', '2:38:11', '(تَبِعَ) هُدَايَ', N('هُدًى', 'هدي', { enclitic: 'ي', case: 'acc' })],
  ['case_in_context', '15:45:4', '(فِي) جَنَّاتٍ', N('جَنَّة', 'جنن', { case: 'gen', definiteness: 'indefinite' })],
  // a sound feminine plural's kasra after a verb or after أَنَّ + a predicate is the accusative (يُدْخِلْهُ جَنَّاتٍ، أَنَّ لَهُمْ جَنَّاتٍ)
  ['case_in_context', '4:13:9', '(يُدْخِلْهُ) جَنَّاتٍ', N('جَنَّة', 'جنن', { case: 'acc' })],
  ['case_in_context', '2:25:8', '(أَنَّ لَهُمْ) جَنَّاتٍ', N('جَنَّة', 'جنن', { case: 'acc' })],
  ['case_in_context', '2:25:5', '(وَعَمِلُوا) الصَّالِحَاتِ', { case: 'acc', noun_lemma: 'صَالِح' }],
  // a broken plural's lemma is its singular
  ['broken_plural', '3:57:7', 'أُجُورَهُمْ', N('أَجْر', 'ءجر', { which: 'plural', enclitic: 'هُمْ' })],
  ['broken_plural', '2:186:3', 'عِبَادِي', N('عَبْد', 'عبد', { which: 'plural', enclitic: 'ي' })],
  ['broken_plural', '70:40:5', 'وَالْمَغَارِبِ', N('مَغْرِب', 'غرب', { which: 'plural', proclitics: ['وَ', 'ال'] })],
  ['broken_plural', '7:137:8', 'وَمَغَارِبَهَا', N('مَغْرِب', 'غرب', { which: 'plural', proclitics: ['وَ'], enclitic: 'هَا' })],
  ['broken_plural', '3:103:19', 'إِخْوَانًا', N('أَخ', 'ءخو', { which: 'plural', case: 'acc' })],
  // لا of prohibition before a jussive
  ['prohibitive_la', '2:11:4', 'لَا (تُفْسِدُوا)', P('prohibition', 'لَا')],
  ['prohibitive_la', '3:188:1', 'لَا (تَحْسَبَنَّ)', P('prohibition', 'لَا')],
  ['prohibitive_la', '11:89:2', 'لَا (يَجْرِمَنَّكُمْ)', P('prohibition', 'لَا')],
  ['prohibitive_la', '11:42:17', '(وَلَا) تَكُنْ (مَعَ الْكَافِرِينَ)', V('كَانَ', 'كون', { tense: 'present_jussive', person: '2ms' })],
  // مَا relative and masdariyya
  ['ma', '2:4:6', 'وَمَا (أُنْزِلَ)', P('relative', 'مَا', { proclitics: ['وَ'] })],
  ['ma', '2:13:5', 'كَمَا (آمَنَ النَّاسُ)', P('subordinating', 'مَا', { proclitics: ['كَ'] })],
  ['bal', '2:100:7', 'بَلْ', P('retraction', 'بَلْ')],
  // the verb's person agrees with the subject after it
  ['agreement', '19:90:7', 'وَتَخِرُّ (الْجِبَالُ)', V('خَرَّ', 'خرر', { proclitics: ['وَ'], person: '3fs' })],
  ['agreement', '6:23:3', '(لَمْ) تَكُنْ (فِتْنَتُهُمْ)', V('كَانَ', 'كون', { tense: 'present_jussive', person: '3fs' })],
  ['agreement', '6:101:9', '(وَلَمْ) تَكُنْ (لَهُ صَاحِبَةٌ)', V('كَانَ', 'كون', { tense: 'present_jussive', person: '3fs' })],
  ['agreement', '18:43:2', '(وَلَمْ) تَكُنْ (لَهُ فِئَةٌ)', V('كَانَ', 'كون', { person: '3fs' })],
  ['agreement', '4:73:9', '(لَمْ) تَكُنْ (بَيْنَكُمْ وَبَيْنَهُ مَوَدَّةٌ)', V('كَانَ', 'كون', { person: '3fs' })],
  ['agreement', '6:158:25', '(لَمْ) تَكُنْ (آمَنَتْ)', V('كَانَ', 'كون', { person: '3fs' })],
  ['agreement', '4:113:27', '(مَا لَمْ) تَكُنْ (تَعْلَمُ)', V('كَانَ', 'كون', { person: '2ms' })],
  // words that had no reading
  ['no_reading', '1:1:1', 'بِسْمِ', N('اِسْم', 'سمو', { proclitics: ['بِ'], case: 'gen', definiteness: 'construct' })],
  ['no_reading', '2:275:3', 'الرِّبَا', N('رِبًا', 'ربو')],
  ['no_reading', '2:196:49', 'ثَلَاثَةِ (أَيَّامٍ)', N('ثَلَاثَة', 'ثلث', { case: 'gen', definiteness: 'construct' })],
  ['no_reading', '2:51:4', 'أَرْبَعِينَ (لَيْلَةً)', N('أَرْبَعُون', 'ربع')],
  ['no_reading', '74:30:2', 'تِسْعَةَ (عَشَرَ)', N('تِسْعَة', 'تسع')],
  ['no_reading', '7:142:3', 'ثَلَاثِينَ (لَيْلَةً)', N('ثَلَاثُون', 'ثلث')],
  ['no_reading', '9:36:6', 'اثْنَا (عَشَرَ)', N('اِثْنَان', 'ثني', { case: 'nom' })],
  ['no_reading', '7:38:21', 'ادَّارَكُوا', V('تَدَارَكَ', 'درك', { tense: 'past', person: '3mp' })],
  ['no_reading', '27:47:2', 'اطَّيَّرْنَا', V('تَطَيَّرَ', 'طير', { tense: 'past', person: '1p' })],
  ['no_reading', '96:15:5', 'لَنَسْفَعًا', V('سَفَعَ', 'سفع', { proclitics: ['لَ'], tense: 'present_energetic_light', person: '1p' })],
  ['no_reading', '12:32:17', 'وَلَيَكُونًا', V('كَانَ', 'كون', { proclitics: ['وَ', 'لَ'], tense: 'present_energetic_light', person: '3ms' })],
  ['no_reading', '18:97:2', 'اسْطَاعُوا', V('اِسْتَطَاعَ', 'طوع', { tense: 'past', person: '3mp' })],
  ['no_reading', '20:94:2', 'يَبْنَؤُمَّ', N('اِبْن', 'بني', { proclitics: ['يَا'], case: 'acc' })],
  ['no_reading', '24:52:7', 'وَيَتَّقْهِ', V('اِتَّقَى', 'وقي', { tense: 'present_jussive', person: '3ms', enclitic: 'هُ' })],
  ['no_reading', '2:72:4', 'فَادَّارَأتُمْ', V('تَدَارَأَ', 'درء', { proclitics: ['فَ'], tense: 'past', person: '2mp' })],
  ['no_reading', '2:164:9', 'وَالْفُلْكِ', N('فُلْك', 'فلك', { proclitics: ['وَ', 'ال'], case: 'gen' })],
  ['no_reading', '2:67:13', 'هُزُوًا', N('هُزُؤ', 'هزء', { case: 'acc' })],
  ['no_reading', '3:35:3', 'امْرَأَتُ (عِمْرَانَ)', N('اِمْرَأَة', 'مرء', { case: 'nom', definiteness: 'construct' })],
  ['no_reading', '93:4:1', 'وَلَلْآخِرَةُ', N('آخِرَة', 'ءخر', { proclitics: ['وَ', 'لَ', 'ال'], case: 'nom' })],
  ['no_reading', '105:3:4', 'أَبَابِيلَ', N('أَبَابِيل', 'ءبل', { which: 'plural' })],
  ['no_reading', '37:48:4', 'عِينٌ', N('عَيْنَاء', 'عين', { which: 'plural', case: 'nom' })],
  // the leftovers: the frozen verbs, the roots of ذَات and أُولُو, a participle's own lemma
  ['frozen_verb', '2:216:7', 'وَعَسَى', V('عَسَى', 'عسي', { proclitics: ['وَ'], tense: 'past', person: '3ms' })],
  ['frozen_verb', '11:99:7', 'بِئْسَ', V('بِئْسَ', 'بءس', { tense: 'past', person: '3ms' })],
  ['frozen_verb', '2:206:11', 'وَلَبِئْسَ', V('بِئْسَ', 'بءس', { proclitics: ['وَ', 'لَ'], tense: 'past' })],
  ['frozen_verb', '8:40:7', 'نِعْمَ (الْمَوْلَى)', V('نِعْمَ', 'نعم', { tense: 'past', person: '3ms' })],
  ['frozen_verb', '13:24:5', 'فَنِعْمَ', V('نِعْمَ', 'نعم', { proclitics: ['فَ'] })],
  ['no_root', '3:119:26', 'بِذَاتِ', N('ذَات', 'ذوت', { proclitics: ['بِ'], case: 'gen' })],
  ['no_root', '2:269:15', 'أُولُوا', N('أُولُو', 'ءول', { case: 'nom' })],
  // a noun derived from a verb has its own lemma (the Corpus's: كَذِب, not كَذَبَ), its verb kept as `lemma` (ADR 0105)
  ['noun_lemma', '6:21:7', 'كَذِبًا', D('masdar', 'كَذِب', 'كَذَبَ', 'كذب')],
  ['noun_lemma', '6:31:5', 'بِلِقَاءِ', D('masdar', 'لِقَاء', 'لَقِيَ', 'لقي', { proclitics: ['بِ'] })],
  ['noun_lemma', '3:99:12', 'عِوَجًا', D('masdar', 'عِوَج', 'عَوِجَ', 'عوج')],
  ['noun_lemma', '5:76:10', 'ضَرًّا', D('masdar', 'ضَرّ', 'ضَرَّ', 'ضرر')],
  ['noun_lemma', '2:167:7', 'كَرَّةً', D('masdar_instance', 'كَرَّة', 'كَرَّ', 'كرر')],
  ['noun_lemma', '2:196:17', 'مَحِلَّهُ', D('noun_of_place_time', 'مَحِلّ', 'حَلَّ', 'حلل')],
  ['noun_lemma', '2:200:9', 'أَشَدَّ', D('elative', 'أَشَدّ', 'شَدَّ', 'شدد')],
  ['noun_lemma', '2:161:13', 'أَجْمَعِينَ', D('elative', 'أَجْمَع', 'جَمَعَ', 'جمع')],
  ['noun_lemma', '7:57:19', 'الْمَاءَ', N('مَاء', 'موه', { case: 'acc' })],
  ['noun_lemma', '2:236:21', 'مَتَاعًا', N('مَتَاع', 'متع', { case: 'acc' })],
  ['noun_lemma', '2:36:17', 'وَمَتَاعٌ', N('مَتَاع', 'متع', { proclitics: ['وَ'], case: 'nom' })],
  ['noun_lemma', '17:27:9', 'كَفُورًا', D('intensive', 'كَفُور', 'كَفَرَ', 'كفر')],
  // an adjective in ـًى takes its indefinite noun's case (النعت يتبع المنعوت)
  ['case_in_context', '11:3:12', '(أَجَلٍ) مُسَمًّى', { noun_lemma: 'مُسَمًّى', case: 'gen' }],
  ['case_in_context', '40:67:28', '(أَجَلًا) مُسَمًّى', { noun_lemma: 'مُسَمًّى', case: 'acc' }],
  ['case_in_context', '47:15:26', '(عَسَلٍ) مُصَفًّى', { lemma: 'مُصَفَّى', case: 'gen' }],
  ['case_in_context', '6:60:14', '(أَجَلٌ) مُسَمًّى', { noun_lemma: 'مُسَمًّى', case: 'nom' }],
  ['participle', '2:282:9', 'مُسَمًّى', { of: 'verb', kind: 'noun', noun: 'passive_participle', noun_lemma: 'مُسَمًّى', lemma: 'سَمَّى', root: 'سمو' }],
];

describe('issue 36: the first reading of every family it names', () => {
  it.each(TABLE)('%s %s %s', (_family, ref, _word, expected) => {
    expect(at(ref).first).toMatchObject(expected);
  });

  it('names the noun in every masdar reading of a noun of the list (رَحْمَة, not رَحِمَ, among the other readings too), the noun of the list first with its verb', () => {
    const rows: Array<[string, string, string]> = [
      ['3:8:12', 'رَحْمَة', 'رَحِمَ'],
      ['4:157:28', 'عِلْم', 'عَلِمَ'],
      ['4:108:16', 'قَوْل', 'قَالَ'],
      ['9:23:13', 'إِيمَان', 'آمَنَ'],
      ['2:44:8', 'كِتَاب', 'كَتَبَ'],
    ];
    for (const [ref, noun, verb] of rows) {
      const [s, v, w] = ref.split(':').map(Number);
      const rs = store.readingsAt(words.findIndex((x) => x.sura === s && x.verse === v && x.word === w));
      expect(rs[0], ref).toMatchObject({ of: 'noun', lemma: noun, from_verb: { lemma: verb } });
      const masdars = rs.filter((r) => r.of === 'verb' && r.kind === 'noun' && r.noun === 'masdar' && r.lemma === verb);
      expect(masdars.length, ref).toBeGreaterThan(0);
      for (const m of masdars) expect(m, ref).toMatchObject({ noun_lemma: noun });
    }
    // عَذَاب is a noun of the list, not the masdar of عَذَّبَ (تَعْذِيب)
    expect(at('2:7:11').first).toMatchObject({ of: 'noun', lemma: 'عَذَاب', root: 'عذب' });
  });

  it('gives no lemma in ة to a word that does not write it (رِزْقَهُ is not رِزْقَة)', () => {
    const { first } = at('67:21:7');
    expect(first && first.of === 'verb' ? first.noun_lemma : undefined).not.toBe('رِزْقَة');
  });

  it('keeps the word numbering of 2:72 (a thin space inside فَادَّارَأْتُمْ), and each row names the word the text has there', () => {
    expect(at('2:72:5').word.standard).toBe('فِيهَا');
    const loose = (w: string): string =>
      w
        .replace(/\(.*?\)/g, '')
        .replace(/[\u064B-\u0652\u0670]/g, '')
        .trim();
    for (const [, ref, word] of TABLE) expect(loose(at(ref).word.standard), ref).toBe(loose(word));
  });
});
