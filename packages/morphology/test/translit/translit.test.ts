import { describe, expect, it } from 'vitest';
import { transliterate } from '../../src/translit/index.ts';

describe('transliterate: ALA-LC', () => {
  it.each([
    ['كَتَبَ', 'kataba'],
    ['يَكْتُبُونَ', 'yaktubūna'],
    ['قِيلَ', 'qīla'],
    ['رَمَوْا', 'ramaw'],
    ['أَكَلَ', 'akala'],
    ['سَأَلَ', 'saʼala'],
    ['مُدِّ', 'muddi'],
    ['الرَّامِي', 'al-rāmī'],
    ['الْكَاتِبُ', 'al-kātibu'],
    ['رَمَى', 'ramá'],
    ['اِسْتَخْرَجَ', 'istakhraja'],
    ['كَاتِبٌ', 'kātibun'],
    ['كِتَابًا', 'kitāban'],
    ['مُعْطًى', 'muʻṭan'],
    ['مَكْتَبَة', 'maktabah'],
    ['مَكْتَبَةٌ', 'maktabatun'],
    ['قَوْلٌ', 'qawlun'],
    ['بَيْتٌ', 'baytun'],
    ['عَدُوٌّ', 'ʻadūwun'],
    ['آمَنَ', 'āmana'],
    ['قُرْآنٌ', 'qurʼānun'],
    ['شَيْءٌ', 'shayʼun'],
    ['أَكْهَرُ', 'akʹharu'],
    ['الِانْكِسَارُ', 'al-inkisāru'],
    ['مَشَّاءٌ', 'mashshāʼun'],
  ])('%s → %s', (ar, latin) => {
    expect(transliterate(ar)).toBe(latin);
  });

  it('shows the initial hamza on request', () => {
    expect(transliterate('أَكَلَ', { initialHamza: true })).toBe('ʼakala');
  });

  it('romanizes several words', () => {
    expect(transliterate('كَتَبَ الدَّرْسَ')).toBe('kataba al-darsa');
  });
});

describe('transliterate: DIN 31635', () => {
  it.each([
    ['الرَّامِي', 'ar-rāmī'],
    ['الْقَمَرُ', 'al-qamaru'],
    ['سَأَلَ', 'saʾala'],
    ['رَمَى', 'ramā'],
    ['شَرِبَ', 'šariba'],
    ['اِسْتَخْرَجَ', 'istaḫraǧa'],
    ['عَدُوٌّ', 'ʿaduwwun'],
    ['مَكْتَبَة', 'maktaba'],
    ['ذَهَبَ', 'ḏahaba'],
    ['غَرْبٌ', 'ġarbun'],
  ])('%s → %s', (ar, latin) => {
    expect(transliterate(ar, { scheme: 'din' })).toBe(latin);
  });
});
