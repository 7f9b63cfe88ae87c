/**
 * English senses that Tasreef states itself for verbs no source glosses, so that a learner can
 * tell a classical homograph from the common verb spelt like it (قَالَ يَقِيلُ "take a midday nap"
 * beside قَالَ يَقُولُ "say"). Keyed by root, pattern and bab, each with the Arabic definition it
 * renders. Recorded as the source `tasreef`; a verb a source already glosses keeps the source's
 * senses, and the build test fails on a key that no longer names a verb without them.
 */
export const OWN_SENSES: Readonly<Record<string, readonly string[]>> = {
  // قَالَ يَقِيلُ قَيْلًا وَقَيْلُولَةً: نَامَ نِصْفَ النَّهَارِ
  'قيل|I|2': ['take a midday nap', 'take a siesta'],
  // كَانَ لَهُ يَكِينُ كَيْنًا: خَضَعَ وَذَلَّ
  'كين|I|2': ['humble oneself', 'submit'],
  // بَاعَ يَبُوعُ بَوْعًا: مَدَّ بَاعَهُ (قَاسَ بِبَاعِهِ)
  'بوع|I|1': ['measure by the fathom', 'stretch out the arms'],
  // مَالَ يَمُولُ مَوْلًا: كَثُرَ مَالُهُ
  'مول|I|1': ['become wealthy'],
  // قَاسَ يَقُوسُ قَوْسًا: لُغَةٌ فِي قَاسَ يَقِيسُ
  'قوس|I|1': ['measure', 'compare'],
  // فَاقَ يَفِيقُ فَيْقًا: أَفَاقَ مِنْ مَرَضِهِ أَوْ غَشْيَتِهِ
  'فيق|I|2': ['recover', 'come to'],
};
