/**
 * @tasreef/quran: the text of the Quran (quran-json), the Uthmani → standard normalization, and
 * every word read by the lexicon's analyzer and the closed classes. Node only.
 */
export { loadQuran, QURAN_SOURCE, type Sura, type Verse } from './data.ts';
export { normalizeUthmani, verseWords, RULES } from './normalize.ts';
export { particleReadings, PARTICLE_TYPE_NAMES, type ParticleReading, type ParticleType } from './particles.ts';
export { allWords, loadReadings, loadStore, readWord, type QuranReadings, type Reading, type WordRef } from './analysis.ts';
export { quranStamp, ReadingStore, storeFile, verbCounts, type VerbCount } from './store.ts';
export { quranStats, reasonFor, REASONS, type QuranStats, type Unanalysed } from './stats.ts';
