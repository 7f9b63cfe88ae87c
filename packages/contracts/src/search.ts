/**
 * Search, advanced search, autocomplete, keyword groups and a verb's conjugation: the request and
 * answer schemas shared by the server (validation, OpenAPI) and the web app (types).
 * The `GET /search` and `GET /verbs` verb and analysis shapes are fixed by
 * shared/spec/api-conventions.md: extra per-verb details for result pages travel in `meta`.
 */
import { z } from 'zod';
import { plainText } from './fields.ts';
import { BAB_WEIGHTS, PATTERN_WEIGHTS as ENGINE_WEIGHTS } from '@tasreef/morphology/terms';

/** Longest query accepted (characters, after trimming); longer is a localized 422. */
export const SEARCH_QUERY_MAX = 100;

export const PATTERN_IDS = ['I1', 'I2', 'I3', 'I4', 'I5', 'I6', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'QI', 'QII', 'QIII', 'QIV'] as const;

/** A verb in a result list (fixed shape). `url` is the verb's conjugation page. */
export const searchVerbSchema = z.object({
  id: z.string(),
  lemma: z.string(),
  root: z.string(),
  pattern: z.string(),
  past_vowel: z.string().nullable(),
  present_vowel: z.string().nullable(),
  type: z.string(),
  meaning_en: z.string().nullable(),
  url: z.string(),
});
export type SearchVerb = z.infer<typeof searchVerbSchema>;

/** One reading of the word searched (fixed shape): a verb slot or a derived noun, with its clitics. */
export const searchAnalysisSchema = z.object({
  word: z.string(),
  root: z.string(),
  pattern: z.string(),
  lemma: z.string(),
  slot: z.string().optional().describe('Verb readings: tense.voice.person'),
  noun: z.string().optional().describe('Noun readings: kind, then gender.number.definiteness.case when declined'),
  proclitics: z.array(z.string()),
  enclitic: z.string().nullable(),
});
export type SearchAnalysis = z.infer<typeof searchAnalysisSchema>;

/** What result pages show beside the fixed shape, keyed by verb id. */
export const verbDetailSchema = z.object({
  present: z.string().nullable(),
  masdar: z.string().nullable(),
  type_name: z.string(),
  bab: z.number().int().nullable(),
  transitive: z.boolean().nullable(),
});
export type VerbDetail = z.infer<typeof verbDetailSchema>;

export const searchQuerySchema = z.object({
  q: plainText(z.string()).optional(),
  mode: z.enum(['loose', 'exact']).default('loose'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** A noun of the lexicon's noun list (nouns.tsv) that the word searched is a form of. */
export const searchNounSchema = z.object({
  id: z.string().describe('The noun list row id (n18559); positional: it changes when the sources are rebuilt'),
  lemma: z.string(),
  root: z.string().describe("Root letters; '' for a word kept under a literal (foreign) stem"),
  pos: z.enum(['noun', 'adj']),
  meaning_en: z.string().nullable(),
  singular: z.string().nullable().describe('The singular; null when the lemma is itself a plural'),
  plurals: z.array(z.string()),
  feminine: z.array(z.string()),
  /** The number of the form searched (كُتُبٌ: plural). */
  number: z.enum(['singular', 'dual', 'plural']).nullable(),
  /** The likeliest reading of the word as this noun, in words. */
  description: z.string(),
  /** The root's verbs (at most five, most frequent first), each with its conjugation page. */
  verbs: z.array(z.object({ id: z.string(), lemma: z.string(), url: z.string() })),
  /** A search for the root (its verbs and their forms). */
  root_url: z.string().nullable(),
});
export type SearchNoun = z.infer<typeof searchNounSchema>;

export const searchAnswerSchema = z.object({
  data: z.object({ verbs: z.array(searchVerbSchema), analyses: z.array(searchAnalysisSchema) }),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    kinds: z.array(z.enum(['root', 'form', 'keyword', 'transliteration'])),
    /** "Did you mean": near misses that read well (كتبو → كَتَبُوا, wrte → write), when the query found nothing worth showing. */
    suggestions: z.array(z.string()).describe('"Did you mean": at most three near misses that read well, when the query found nothing worth showing'),
    /** Per verb id: present, masdar, localized type name. */
    verbs: z.record(z.string(), verbDetailSchema),
    /** Aligned with `data.analyses`: the verb's id and page, and the reading in words. */
    analyses: z.array(
      z.object({
        verb_id: z.string(),
        url: z.string(),
        description: z.string(),
        /** Every attached pronoun in order (two object pronouns: أَعْطَيْتُكَهُ → كَ، هُ); `enclitic` is the first. */
        enclitics: z.array(z.string()).describe('Every attached pronoun in order: none, one, or two objects (كَ، هُ)'),
        /**
         * false: a verb the lexicon does not hold, read from the engine's patterns (its root and
         * pattern; `verb_id` is '' and `url` searches the root); such readings come after the others.
         */
        in_lexicon: z.boolean().describe("false: a verb outside the lexicon, read from the engine's patterns (verb_id '', url searches its root)"),
      }),
    ),
    /**
     * The analyses grouped as a learner reads them: one line per verb and slot (or derived noun and
     * its features), with every vocalized form it stands for and the cases it merges; homographs
     * apart (قَالَ يَقُولُ، قَالَ يَقِيلُ). The likeliest first.
     */
    readings: z
      .array(
        z.object({
          /** Indexes into `data.analyses`. */
          analyses: z.array(z.number().int().nonnegative()),
          url: z.string(),
          description: z.string(),
          in_lexicon: z.boolean(),
        }),
      )
      .describe('The analyses grouped: one line per reading (verb and slot, or noun and features) with its vocalized forms'),
    /** Nouns of the lexicon's noun list the word is a form of (مَكْتَبَةٌ، كُتُبٌ، مَدَارِسُ). */
    nouns: z.array(searchNounSchema),
  }),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');

export const verbsQuerySchema = z.object({
  radicals: z
    .enum(['3', '4'])
    .transform((v) => (v === '3' ? 3 : 4) as 3 | 4)
    .optional(),
  augmented: bool.optional(),
  weak: bool.optional(),
  type: plainText(z.string().max(80)).optional(),
  pattern: z.enum(PATTERN_IDS).optional(),
  bab: z.coerce.number().int().min(1).max(6).optional(),
  first_letter: z
    .string()
    .regex(/^[\u0621-\u064A]$/)
    .optional(),
  transitivity: z.enum(['transitive', 'intransitive', 'unknown']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type VerbsQuery = z.input<typeof verbsQuerySchema>;
export const FACET_NAMES = ['radicals', 'augmented', 'weak', 'type', 'pattern', 'bab', 'first_letter', 'transitivity'] as const;
export type FacetName = (typeof FACET_NAMES)[number];

export const verbsAnswerSchema = z.object({
  data: z.array(searchVerbSchema),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
    /** Per facet, value → number of verbs matching every other filter. */
    facets: z.record(z.string(), z.record(z.string(), z.number().int())),
    /** Localized names of the fine verb types, by id. */
    type_names: z.record(z.string(), z.string()),
    verbs: z.record(z.string(), verbDetailSchema),
  }),
});
export type VerbsAnswer = z.infer<typeof verbsAnswerSchema>;

export const autocompleteQuerySchema = z.object({ q: plainText(z.string()).optional() });

export const autocompleteAnswerSchema = z.object({
  data: z.array(z.object({ label: z.string(), lemma: z.string(), present: z.string().nullable(), meaning_en: z.string().nullable(), url: z.string() })),
});
export type AutocompleteAnswer = z.infer<typeof autocompleteAnswerSchema>;

/** A cited work, localized: who, what, and where in it. */
export const themeSourceSchema = z.object({ author: z.string(), work: z.string(), place: z.string().nullable() });
export type ThemeSource = z.infer<typeof themeSourceSchema>;

export const keywordGroupSchema = z.object({
  name: z.string(),
  kind: z.enum(['frequent', 'pattern', 'type', 'root', 'theme']),
  title: z.string(),
  description: z.string(),
  count: z.number().int(),
  url: z.string(),
  /** Curated themes only: the sources, as one citation line and one by one. */
  source: z.string().optional().describe('Themes: the cited sources in one line (author, work, place; …)'),
  sources: z.array(themeSourceSchema).optional(),
});
export type KeywordGroupItem = z.infer<typeof keywordGroupSchema>;

/** A member of a curated theme: the form cited, its note, and its verb (null when the lexicon lacks it). */
export const themeMemberSchema = z.object({
  form: z.string(),
  lemma: z.string(),
  root: z.string(),
  pattern: z.string().nullable(),
  note: z.string().nullable(),
  in_lexicon: z.boolean(),
  verb_id: z.string().nullable(),
  url: z.string().nullable(),
});
export type ThemeMember = z.infer<typeof themeMemberSchema>;
export const themeSectionSchema = z.object({ title: z.string(), note: z.string().nullable(), members: z.array(themeMemberSchema) });
export type ThemeSection = z.infer<typeof themeSectionSchema>;

export const keywordGroupsAnswerSchema = z.object({ data: z.array(keywordGroupSchema) });
export const keywordGroupAnswerSchema = z.object({
  data: z.object({
    group: keywordGroupSchema,
    verbs: z.array(searchVerbSchema),
    /** Curated themes only: the members by section, with their notes (verbs not in the lexicon too). */
    sections: z.array(themeSectionSchema).optional(),
  }),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), pages: z.number().int(), verbs: z.record(z.string(), verbDetailSchema) }),
});
export type KeywordGroupAnswer = z.infer<typeof keywordGroupAnswerSchema>;

/** A form of a table: the Arabic (variants preferred first) and its ALA-LC transliteration. */
const formSchema = z.object({ ar: z.string(), tr: z.string() });
export type TableForm = z.infer<typeof formSchema>;
/**
 * A spelling rule applied to a form: its name (`text`), a sentence a learner reads (`sentence`) and,
 * when the rule changed a written form, the form just before and just after it (يَقْوُلُ → يَقُولُ).
 */
const ruleSchema = z.object({ id: z.string(), text: z.string(), sentence: z.string(), before: z.string().nullable(), after: z.string().nullable() });
export type RuleStepView = z.infer<typeof ruleSchema>;

export const verbPageSchema = z.object({
  verb: searchVerbSchema.extend(verbDetailSchema.shape).extend({
    lemma_tr: z.string(),
    /** The present's own transliteration (يَكْتُبُ yaktubu); null without a present. */
    present_tr: z.string().nullable(),
    /** The pattern as learners cite it, past and present: فَعَلَ يَفْعُلُ، أَفْعَلَ يُفْعِلُ. */
    weight: z.string(),
    /** Form I: the bab's classical model (نَصَرَ يَنْصُرُ for bab 1); null for other patterns. */
    bab_model: z.string().nullable(),
    glosses: z.array(z.string()),
    masdars: z.array(z.string()),
    radicals: z.number().int(),
    weak: z.boolean(),
    augmented: z.boolean(),
    passive_only: z.boolean(),
    canonical: z.string(),
    /** false: a verb the lexicon does not hold, built from its root and pattern by the engine (GET /conjugate). */
    attested: z.boolean().describe('false: not in the lexicon; built from its root and pattern by the engine (GET /conjugate)'),
    /** A frozen verb (جامد: لَيْسَ، عَسَى): a past active only, no masdar and no derived nouns. */
    frozen: z.boolean().describe('Frozen verb (جامد, e.g. لَيْسَ، عَسَى): only the past active exists; no masdar, no derived nouns'),
  }),
  /** Per slot key (tense.voice.person): the forms, preferred first; absent when the slot does not exist. */
  slots: z.record(z.string(), z.array(formSchema)),
  /** Why a slot has variants, localized. */
  notes: z.record(z.string(), z.string()),
  /** Spelling rules applied to the preferred form of each slot, localized. */
  explanations: z.record(z.string(), z.array(ruleSchema)),
  /** Derived nouns by key (masdar, active_participle, …): forms or empty. */
  nouns: z.record(z.string(), z.array(formSchema)),
  noun_notes: z.array(z.string()),
  guesses: z.array(z.string()),
  /** Declension tables of the participles: noun key → cell (gender.number.definiteness.case) → form. */
  declensions: z.record(z.string(), z.record(z.string(), formSchema.nullable())),
  related: z.array(searchVerbSchema),
});
export type VerbPage = z.infer<typeof verbPageSchema>;
export const verbPageAnswerSchema = z.object({ data: verbPageSchema });

type SearchPatternId = (typeof PATTERN_IDS)[number];

/** The bab of a form-I search id (I1 … I6), or null for an augmented or quadriliteral pattern. */
const babOf = (id: SearchPatternId): keyof typeof BAB_WEIGHTS | null => (/^I[1-6]$/.test(id) ? (Number(id[1]) as keyof typeof BAB_WEIGHTS) : null);

/** The weight (وزن) of each pattern id: the six form-I babs with their present, then the augmented and quadriliteral patterns (the engine's terms). */
export const PATTERN_WEIGHTS: Readonly<Record<SearchPatternId, string>> = Object.fromEntries(
  PATTERN_IDS.map((id) => {
    const bab = babOf(id);
    return [id, bab ? `${BAB_WEIGHTS[bab].past} ${BAB_WEIGHTS[bab].present}` : ENGINE_WEIGHTS[id as Exclude<SearchPatternId, `I${number}`>].past];
  }),
) as Record<SearchPatternId, string>;

/** The present of each pattern's weight, for citing a pattern as learners do (أَفْعَلَ يُفْعِلُ). */
export const PATTERN_PRESENT_WEIGHTS: Readonly<Record<SearchPatternId, string>> = Object.fromEntries(
  PATTERN_IDS.map((id) => {
    const bab = babOf(id);
    return [id, bab ? BAB_WEIGHTS[bab].present : ENGINE_WEIGHTS[id as Exclude<SearchPatternId, `I${number}`>].present];
  }),
) as Record<SearchPatternId, string>;

/** A pattern cited past and present (فَعَلَ يَفْعُلُ for I1, اِسْتَفْعَلَ يَسْتَفْعِلُ for X), or null for an unknown id. */
export function patternCitation(id: string): string | null {
  if (!(PATTERN_IDS as readonly string[]).includes(id)) return null;
  const p = id as (typeof PATTERN_IDS)[number];
  // the form-I weights (a bab: I1…I6) already name both tenses; II and IV are not babs
  return babOf(p) !== null ? PATTERN_WEIGHTS[p] : `${PATTERN_WEIGHTS[p]} ${PATTERN_PRESENT_WEIGHTS[p]}`;
}

/** The weight of a pattern id read from outside (a URL, a facet value), or null for an unknown one. */
export function patternWeight(id: string): string | null {
  return (PATTERN_IDS as readonly string[]).includes(id) ? PATTERN_WEIGHTS[id as (typeof PATTERN_IDS)[number]] : null;
}

/** `GET /conjugate`: any root on any of the 22 patterns (form I by bab), attested or not. */
export const conjugateQuerySchema = z.object({
  root: plainText(z.string().max(20)),
  pattern: z.enum(PATTERN_IDS),
});
export type ConjugateQuery = z.infer<typeof conjugateQuerySchema>;
