/**
 * The Quran area: the index of suras, a sura with its verses, and the readings of one word.
 * Shared by the server (validation, OpenAPI) and the web app (types).
 */
import { z } from 'zod';
import { plainText } from './fields.ts';

export const SURA_COUNT = 114;

/** Where the text comes from, and its licence (the pages show it). */
export const quranSourceSchema = z.object({
  package: z.string(),
  version: z.string(),
  author: z.string(),
  licence: z.string(),
  licence_url: z.string(),
  url: z.string(),
  text: z.string(),
  translation: z.string(),
  transliteration: z.string(),
});
export type QuranSource = z.infer<typeof quranSourceSchema>;

export const suraSummarySchema = z.object({
  number: z.number().int(),
  name_ar: z.string().describe('Arabic name (الفاتحة)'),
  name_en: z.string().describe('Latin name (Al-Fatihah)'),
  translation_en: z.string().describe('English meaning of the name (The Opener)'),
  revelation: z.enum(['meccan', 'medinan']),
  verses: z.number().int(),
  url: z.string().describe('The sura page'),
});
export type SuraSummary = z.infer<typeof suraSummarySchema>;

export const suraListAnswerSchema = z.object({ data: z.array(suraSummarySchema), meta: z.object({ source: quranSourceSchema }) });
export type SuraListAnswer = z.infer<typeof suraListAnswerSchema>;

export const verseSchema = z.object({
  number: z.number().int(),
  text: z.string().describe('Uthmani text'),
  words: z.array(z.string()).describe('The Uthmani words in order (position = index + 1)'),
  translation: z.string().describe('English (Saheeh International)'),
  transliteration: z.string(),
  url: z.string().describe('The verse on its sura page'),
});
export type QuranVerse = z.infer<typeof verseSchema>;

export const suraAnswerSchema = z.object({
  data: z.object({ sura: suraSummarySchema, verses: z.array(verseSchema) }),
  meta: z.object({ source: quranSourceSchema, previous: suraSummarySchema.nullable(), next: suraSummarySchema.nullable() }),
});
export type SuraAnswer = z.infer<typeof suraAnswerSchema>;

export const suraParamsSchema = z.object({ number: z.coerce.number().int() });
export const wordParamsSchema = z.object({ number: z.coerce.number().int(), verse: z.coerce.number().int(), word: z.coerce.number().int() });

export const READING_KINDS = ['verb', 'derived_noun', 'noun', 'particle'] as const;

/** A word's part of speech, as the panel tags its stem: a verb, a noun, an adjective, a proper noun, or a particle's kind. */
/** The kinds of a closed-class word (the Quran's particles, pronouns, demonstratives, proper nouns …): packages/quran names each. */
export const PARTICLE_KINDS = [
  'preposition',
  'conjunction',
  'negation',
  'prohibition',
  'subordinating',
  'interrogative',
  'conditional',
  'pronoun',
  'demonstrative',
  'relative',
  'vocative',
  'inna',
  'particle',
  'future',
  'exception',
  'adverb',
  'proper_noun',
  'disconnected_letters',
  'certainty',
  'retraction',
  'restriction',
] as const;
export const WORD_POS = ['verb', 'noun', 'adj', ...PARTICLE_KINDS] as const;
export type WordPos = (typeof WORD_POS)[number];

/** The case's written sign (علامة الإعراب): a short vowel, or a letter for the sound plurals, the duals and the five nouns. */
export const CASE_SIGNS = ['damma', 'fatha', 'kasra', 'waw', 'alif', 'ya'] as const;

/** What the parsing line says of a reading (each null when the reading does not say it). */
export const wordFeaturesSchema = z.object({
  case: z.enum(['nom', 'acc', 'gen']).nullable(),
  sign: z.enum(CASE_SIGNS).nullable().describe('The written sign of the case'),
  state: z.enum(['def', 'indef', 'construct']).nullable().describe('Definite (ال), indefinite, or construct (مضاف)'),
  tense: z.enum(['past', 'present', 'imperative']).nullable(),
  mood: z.enum(['ind', 'sub', 'jus', 'ener']).nullable(),
  person: z.string().nullable().describe('1s, 3mp … (spec/morphology.md)'),
  voice: z.enum(['act', 'pass']).nullable(),
});
export type WordFeatures = z.infer<typeof wordFeaturesSchema>;

/** One reading of a word, the likeliest first. */
export const wordReadingSchema = z.object({
  kind: z.enum(READING_KINDS).describe('A form of a verb, a noun derived from a verb, a noun of the noun list, or a particle/pronoun/name'),
  description: z.string().describe('The reading in words: «present jussive, they (m. pl.), active, of …» or the particle kind'),
  root: z.string().nullable(),
  lemma: z.string(),
  pattern: z.string().nullable(),
  verb_id: z.string().nullable(),
  verb: z
    .string()
    .nullable()
    .describe('The verb the word is or comes from, its past 3ms (كَذَبَ of the masdar كَذِب, آمَنَ of مُؤْمِن): the lemma of a verb, secondary for a noun; null when none is known'),
  verb_url: z.string().nullable().describe("The verb's conjugation page, or a search for its root for a verb outside the lexicon"),
  proclitics: z.array(z.string()),
  enclitics: z.array(z.string()),
  subject: z.string().nullable().describe("A verb's attached subject pronoun (وا of قَالُوا, تُمْ, نَا …), a segment of its own; null when the subject is hidden (مستتر) or for a noun"),
  pos: z.enum(WORD_POS).describe("The stem's part of speech (a proper noun is a proper noun, not a particle)"),
  definite: z.boolean().describe('The article ال is one of its segments'),
  features: wordFeaturesSchema,
  gloss: z.string().nullable().describe("The lexicon's English gloss of the verb or noun"),
});
export type WordReading = z.infer<typeof wordReadingSchema>;

export const wordAnswerSchema = z.object({
  data: z.object({
    sura: z.number().int(),
    verse: z.number().int(),
    word: z.number().int(),
    uthmani: z.string(),
    standard: z.string().describe('The standard spelling the analyzer read (docs/quran-normalization.md)'),
    transliteration: z.string().describe('The standard spelling in Latin letters'),
    readings: z.array(wordReadingSchema).describe('The first is the likeliest reading in this place (its context, the curated data); the others follow'),
    other_readings: z.number().int().describe("How many readings follow the first (the panel's «other readings (n)»)"),
  }),
});
export type WordAnswer = z.infer<typeof wordAnswerSchema>;

/** A root's occurrences in the Quran, by the likeliest reading of each word, grouped by verb and form. */
export const rootGroupSchema = z.object({
  kind: z.enum(READING_KINDS),
  lemma: z.string(),
  pattern: z.string().nullable(),
  verb_id: z.string().nullable(),
  verb_url: z.string().nullable(),
  count: z.number().int(),
  occurrences: z.array(z.object({ ref: z.string().describe('sura:verse:word'), uthmani: z.string(), url: z.string() })),
});
export type RootGroup = z.infer<typeof rootGroupSchema>;

export const rootAnswerSchema = z.object({
  data: z.object({ root: z.string(), count: z.number().int(), groups: z.array(rootGroupSchema) }),
});
export type RootAnswer = z.infer<typeof rootAnswerSchema>;

/** Search in the Quran: by root (letters apart: ق و ل), by a form (with or without vowels), or by English words of the translation. */
export const QURAN_SEARCH_PER_PAGE = 50;
export const QURAN_SEARCH_KINDS = ['root', 'form', 'english'] as const;

export const quranSearchQuerySchema = z.object({
  q: plainText(z.string().max(400)).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** A piece of text, marked when it is what was searched for. */
export const markedTextSchema = z.object({ text: z.string(), mark: z.boolean() });
export type MarkedText = z.infer<typeof markedTextSchema>;

export const quranSearchVerseSchema = z.object({
  number: z.number().int(),
  url: z.string().describe('The verse on its sura page'),
  words: z.array(markedTextSchema).describe('The Uthmani words, the words found marked (Arabic searches)'),
  translation: z.array(markedTextSchema).describe('The translation, the words found marked (English searches)'),
});
export type QuranSearchVerse = z.infer<typeof quranSearchVerseSchema>;

export const quranSearchAnswerSchema = z.object({
  data: z.object({
    query: z.string(),
    kind: z.enum(QURAN_SEARCH_KINDS),
    /** The root searched (root searches), or the roots of the lemmas found (form searches). */
    roots: z.array(z.object({ root: z.string(), url: z.string().describe('The root page in the Quran') })),
    /** Form searches: what the form was read as (each lemma's words are found, whatever their form). */
    lemmas: z.array(z.object({ kind: z.enum(READING_KINDS), lemma: z.string(), root: z.string().nullable(), verb_url: z.string().nullable() })),
    /** Words found (Arabic searches) or verses found (English searches), and in how many verses and suras. */
    count: z.number().int(),
    verses: z.number().int(),
    suras: z.array(z.object({ number: z.number().int(), name_ar: z.string(), name_en: z.string(), count: z.number().int() })),
    page: z.number().int(),
    pages: z.number().int(),
    groups: z.array(z.object({ sura: suraSummarySchema, verses: z.array(quranSearchVerseSchema) })),
  }),
});
export type QuranSearchAnswer = z.infer<typeof quranSearchAnswerSchema>;

/** How often a lexicon verb occurs in the Quran (each word counted by its likeliest reading), for its conjugation page. */
export const quranVerbAnswerSchema = z.object({
  data: z.object({
    verb_id: z.string(),
    verb: z.number().int().describe('Words read as a form of the verb itself'),
    derived: z.number().int().describe('Words read as a noun derived from it (masdar, participle …)'),
    root: z.string(),
    root_url: z.string().nullable().describe('The root page in the Quran, when the verb or its nouns occur'),
  }),
});
export type QuranVerbAnswer = z.infer<typeof quranVerbAnswerSchema>;
