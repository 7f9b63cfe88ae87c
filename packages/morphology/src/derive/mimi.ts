/**
 * Sound-kept مَفْعَل nouns of hollow roots that are words of the lexicon beside the analogical form
 * with the long vowel (data, by root; the form is built by the engine's own sound template). The
 * mimi masdar and noun of place of a hollow verb take the long vowel even when the verb keeps its
 * و (حَوِرَ → مَحَارٌ، طَالَ/طَوِلَ → مَطَالٌ: the Sarf tables; the i‘lāl of مَفْعَل follows the measure of
 * the noun, Wright I §222 on مَقَام، مَقَال); مَحْوَرٌ, a noun in its own right (an axis, beside the
 * instrument مِحْوَرٌ), comes after it.
 */
export const SOUND_KEPT_MAFAL: ReadonlySet<string> = new Set(['حور']);
