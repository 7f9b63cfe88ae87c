/**
 * Derived nouns that no template gives, by root and pattern (data). Values as `derive` returns
 * them; keys not listed are built by rule.
 */
import type { DerivedNounKey } from '../types.ts';

export const IRREGULAR_NOUNS: Readonly<Record<string, Partial<Record<DerivedNounKey, string | string[]>>>> = {
  // أَرَى (رأى IV) drops its hamza in every form: يُرِي، إِرَاءَة، مُرٍ، مُرًى
  'رءي|IV': { masdar: ['إِرَاءَةٌ'], masdar_instance: 'إِرَاءَةٌ وَاحِدَةٌ', active_participle: 'مُرٍ', passive_participle: 'مُرًى', masdar_mimi: 'مُرًى', noun_of_place_time: 'مُرًى' },
  // خَيْرٌ and شَرٌّ are the elatives of خَارَ and شَرَّ; أَخْيَرُ and أَشَرُّ are rare (al-Ghalayini, اسم التفضيل)
  'خير|I': { elative: 'خَيْرٌ' },
  'شرر|I': { elative: 'شَرٌّ' },
  // حَيِيَ: its active participle is the adjective حَيٌّ
  'حيي|I': { active_participle: 'حَيٌّ' },
  // اِسْتَحْيَا and its short form اِسْتَحَى (the conjugator's variants): مُسْتَحْيٍ / مُسْتَحٍ
  'حيي|X': {
    active_participle: ['مُسْتَحْيٍ', 'مُسْتَحٍ'],
    passive_participle: ['مُسْتَحْيًا', 'مُسْتَحًى'],
    masdar_mimi: ['مُسْتَحْيًا', 'مُسْتَحًى'],
    noun_of_place_time: ['مُسْتَحْيًا', 'مُسْتَحًى'],
  },
  // تَحِيَّة is the masdar of حَيَّا; the regular تَحْيِيَة is rare
  'حيي|II': { masdar: ['تَحِيَّةٌ', 'تَحْيِيَةٌ'], masdar_instance: 'تَحِيَّةٌ وَاحِدَةٌ' },
};
