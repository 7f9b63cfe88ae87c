/**
 * Derived nouns of a verb (المشتقات): masdars, participles, nouns of place/time and instrument,
 * elative, intensive forms and the sifa mushabbaha. Every value is the masculine singular
 * indefinite nominative, fully vocalized NFC (diptotes أَفْعَلُ and فَعْلَانُ take no tanwin).
 */
import { ALEF, ALEF_MAKSURA, DAL, DAMMA, DAMMATAN, FATHA, HAH, HAMZA, KASRA, MEEM, NOON, SEEN, SHADDA, SUKUN, TATWEEL, TEH_MARBUTA, WAW, YEH, YEH_HAMZA } from '../letters.ts';
import { normalize, stripMarks } from '../spelling/normalize.ts';
import { isFullyVocalized } from '../spelling/vocalization.ts';
import { repairAlifFatha, withTanwin, parseEnding } from '../declension/ending.ts';
import { DERIVED_NOUN_KEYS, type DerivedNounKey, type VerbInput } from '../types.ts';
import { assimilateInfix, dropLongVowelSukun, spell } from './build.ts';
import { AUGMENTED, FORM_I, type Variant, type Variants } from '../data/noun-templates.ts';
import { compiledTemplate, pick, variantChain } from './variants.ts';
import { checkVerb, type CheckedVerb } from './verb.ts';
import { formulaToForm } from './formula.ts';
import { COLOUR_DEFECT_ROOTS } from './colours.ts';
import { IRREGULAR_NOUNS } from './irregular.ts';
import { isFrozenVerb } from '../data/irregular.ts';
import { SOUND_HOLLOW, WAW_DROPS_WITH_FATHA, iftaalPairs } from '../data/weak.ts';
import { keptWeakFor } from '../data/kept-weak.ts';
import { SOUND_KEPT_MAFAL } from './mimi.ts';
import { seatHamza, unseatHamza } from '../spelling/hamza.ts';

/** Attested (سماعي) forms a caller may pass in, e.g. from the Sarf data (see `loadSarfData`). */
export interface AttestedNouns {
  /** Patterns written with ف ع ل (فَعِيل، فَعِل، أَفْعَل، فَعْلَان). */
  adjective?: readonly string[];
  /** Adjectives of the root as words, vocalized, without case ending (the lexicon's nouns.tsv: كَبِير، عَطْشَان). */
  adjective_words?: readonly string[];
  /** Patterns (فَعُول، مِفْعَال، فُعَلَة…), added after the regular فَعَّال. */
  intensive?: readonly string[];
  /** Patterns (فِعَال، فَاعُول…), added after the regular three. */
  noun_of_instrument?: readonly string[];
  /** Patterns of the form-I noun of place (مَفْعَل، مَفْعِل، مَفْعَلَة). */
  noun_of_place_time?: readonly string[];
  /** Attested mimi masdars with ة, vocalized words (مَأْدُبَة). */
  masdar_mimi?: readonly string[];
  /** Whether an elative is attested for the root (Sarf's list); false does not suppress the rule. */
  elative?: boolean;
}

export interface DeriveInput extends VerbInput {
  /** Form I: the lexicon's masdars (without case ending is fine); the engine guesses when absent. */
  masdars?: readonly string[] | null;
  attested?: AttestedNouns | null;
  /**
   * Optional vocalized 3ms past (the lexicon's `verb` column). For a hollow root in an augmented
   * pattern it tells whether the verb keeps its weak radical (اِزْدَوَجَ، اِسْتَحْوَذَ، أَحْوَجَ):
   * then the nouns are built like a sound root's (اِزْدِوَاجٌ، مُسْتَحْوِذٌ).
   */
  verb?: string | null;
}

export type DerivedNouns = Record<DerivedNounKey, string | string[] | null>;

export interface DeriveNote {
  key: DerivedNounKey;
  ar: string;
  en: string;
}

export interface Derivation {
  nouns: DerivedNouns;
  guesses: Partial<Record<DerivedNounKey, true>>;
  notes: DeriveNote[];
}

/** " وَاحِدَةٌ": added to an instance noun whose masdar already ends in ة (رَحْمَةٌ وَاحِدَةٌ). */
const WAHIDA = ` ${WAW}${FATHA}${ALEF}${HAH}${KASRA}${DAL}${FATHA}${TEH_MARBUTA}${DAMMATAN}`;

/**
 * " حَسَنَةٌ": a noun of manner whose form is already a masdar of the verb is told apart by a
 * description, not by وَاحِدَةٌ, which counts and belongs to the noun of instance (نِشْدَةٌ حَسَنَةٌ;
 * Abbas Hassan, al-Nahw al-Wafi III §99: «دُلَّ على الهيئة بالوصف»).
 */
const HASANA = ` ${HAH}${FATHA}${SEEN}${FATHA}${NOON}${FATHA}${TEH_MARBUTA}${DAMMATAN}`;

/** Builds a template for a verb; `pair`: the form-VIII assimilation to use (default: the preferred one). */
function build(template: string, v: CheckedVerb, pair?: readonly [string, string]): string {
  const t = compiledTemplate(template);
  return spell(t.includes('T') ? assimilateInfix(t, pair ?? iftaalPairs(v.radicals).pairs[0]!) : t, v.radicals);
}

function dedupe(xs: string[]): string[] {
  return [...new Set(xs)];
}

/** A single-form key: the form, or its accepted forms (preferred first) when there are several, as in the slots. */
function variants(xs: string[]): string | string[] {
  if (xs.length === 1) return xs[0]!;
  const d = dedupe(xs);
  return d.length === 1 ? d[0]! : d;
}

/** فَعْلَان and أَفْعَل adjectives are diptotes (عَطْشَانُ، أَحْمَرُ): a bare damma, no tanwin. */
const DIPTOTE_ADJECTIVE = /^(?:[^\u0627]{3}\u0627\u0646|\u0623[^\u0627]{3})$/u;

/** Sarf's measures of the noun of place (place_time.tsv), as templates for every root variant. */
const PLACE_MEASURES: Readonly<Record<string, Variants<string>>> = {
  [normalize('مَفْعَل')]: FORM_I.place_mafal,
  [normalize('مَفْعِل')]: FORM_I.place_mafil,
  [normalize('مَفْعَلَة')]: FORM_I.place_mafala,
};

/** Does the و of a و-first form-I verb fall in the present (يَعِدُ، يَضَعُ)? */
function wawFalls(v: CheckedVerb): boolean {
  return v.present === 'i' || WAW_DROPS_WITH_FATHA.has(`${v.radicals.join('')}|${v.past}-${v.present}`);
}

/** The form without its case ending, to add ة to it (إِكْرَامٌ → إِكْرَام, تَلَقٍّ → تَلَقِّي). */
function stemForSuffix(word: string): string {
  const e = parseEnding(word);
  if (e.kind === 'manqus') return (e.stem + KASRA + YEH).normalize('NFC');
  if (e.kind === 'maqsur' || e.kind === 'diptote_maqsur') return e.stem + FATHA + ALEF;
  return e.stem;
}

/** The modern measure of machines (حَاسِبَة، رَافِعَة), also the feminine active participle. */
const FAILA = normalize('فَاعِلَة');

/** Hamza on any seat. */
const HAMZAS = 'ءأإآؤئ';

/** Long vowels and weak radicals, one letter (مَقَام of قوم: its و written ا). */
const WEAK = new Set([ALEF, WAW, YEH, ALEF_MAKSURA]);

/**
 * Is a masdar written on مَفْعَل / مَفْعِل (without ة): مَ, then the radicals in order and nothing
 * else (a weak radical written as ا، و، ي or ى)? مَوْعِد، مَرْمًى، مَقَام are; مَعْرِفَة and مَشْي are not.
 */
export function placeShaped(masdar: string, radicals: readonly string[]): boolean {
  if (!masdar.startsWith(MEEM + FATHA)) return false;
  const letters = [...stripMarks(masdar).slice(1)].filter((c) => c !== TATWEEL);
  if (letters.length !== radicals.length || letters.some((c) => c === TEH_MARBUTA)) return false;
  return letters.every((c, i) => c === radicals[i] || (WEAK.has(c) && WEAK.has(radicals[i]!)) || (HAMZAS.includes(c) && HAMZAS.includes(radicals[i]!)));
}

/** Is a masdar written on تَفْعِيل (تَ, the first two radicals, ي, the third), the masdar of form II? */
export function formIIShaped(masdar: string, radicals: readonly string[]): boolean {
  if (!masdar.startsWith('ت' + FATHA) || radicals.length !== 3) return false;
  const letters = [...stripMarks(masdar)].filter((c) => c !== TATWEEL);
  return letters.length === 5 && letters[1] === radicals[0] && letters[2] === radicals[1] && letters[3] === YEH && letters[4] === radicals[2];
}

/** فَعْلَة / فِعْلَة from a masdar: stem + ة, or "… وَاحِدَةٌ" when the masdar already ends in ة. */
const HAS_HAMZA = /[\u0621-\u0626]/;

function withTaMarbuta(masdar: string): string {
  const e = parseEnding(masdar);
  if (e.kind === 'ta_marbuta') return masdar + WAHIDA;
  const word = (stemForSuffix(masdar) + FATHA + TEH_MARBUTA + DAMMATAN).normalize('NFC');
  // The hamza of the masdar is no longer last: seated again (تَنَاءٍ → تَنَائِيَةٌ، تَهْيِيءٌ → تَهْيِيئَةٌ).
  return HAS_HAMZA.test(word) ? seatHamza(unseatHamza(word)) : word;
}

const NOTE = {
  passive_intransitive: {
    ar: 'الفعل لازم: لا يُصاغ منه اسم مفعول إلا مع حرف جر (مَرْغُوبٌ فِيهِ)، فلا يُعطى هنا',
    en: 'Intransitive verb: a passive participle exists only with a preposition (مَرْغُوبٌ فِيهِ), so none is given',
  },
  manner_augmented: {
    ar: 'اسم الهيئة لا يُصاغ إلا من الثلاثي المجرد',
    en: 'The noun of manner is formed from form I only',
  },
  manner_described: {
    ar: 'صيغة فِعْلة هنا مصدر للفعل أيضًا، فيُدَلّ على الهيئة بالوصف (كِتْبَةٌ حَسَنَةٌ) أو بالإضافة، لا بـ«وَاحِدَةٌ» التي للمرة',
    en: 'The فِعْلَة form is also a masdar of this verb, so the manner is shown by a description (كِتْبَةٌ حَسَنَةٌ) or a construct, not by «وَاحِدَةٌ», which marks the noun of instance',
  },
  instrument_modern: {
    ar: 'تُسمّى الآلة في العربية المعاصرة أيضًا على فَاعِلَة (أقرّه مجمع اللغة العربية بالقاهرة)، وهي صيغة اسم الفاعل المؤنث نفسها:',
    en: 'Modern Arabic also names machines on فَاعِلَة (accepted by the Arabic Language Academy of Cairo), the same form as the feminine active participle:',
  },
  instrument_only_I: {
    ar: 'اسم الآلة يُصاغ من الثلاثي المجرد المتعدي',
    en: 'The noun of instrument is formed from transitive form-I verbs only',
  },
  elative_augmented: {
    ar: 'لا يُصاغ اسم التفضيل مباشرة من غير الثلاثي المجرد: يُستعمل أَشَدُّ أو أَكْثَرُ مع المصدر',
    en: 'No direct elative beyond form I: use أَشَدُّ or أَكْثَرُ with the masdar',
  },
  elative_colour: {
    ar: 'الفعل دالّ على لون أو عيب: لا يُصاغ منه أَفْعَلُ للتفضيل (يُقال أَشَدُّ حُمْرَةً)',
    en: 'Colour or defect verb: أَفْعَلُ is its adjective, not an elative (say أَشَدُّ حُمْرَةً)',
  },
  intensive_only_I: {
    ar: 'صيغ المبالغة تُصاغ من الثلاثي المجرد',
    en: 'Intensive forms are formed from form I only',
  },
  adjective_none: {
    ar: 'الصفة المشبهة قياسية من باب فَعُلَ وفَعِلَ اللازم؛ لغيره يكفي اسم الفاعل',
    en: 'The sifa mushabbaha is regular for fa‘ula and intransitive fa‘ila verbs; otherwise the active participle serves',
  },
  adjective_weak: {
    ar: 'لا قاعدة مطّردة للصفة المشبهة من المضعّف إلا فَعِيل من فَعُلَ',
    en: 'No regular sifa mushabbaha for doubled roots but فَعِيل of فَعُلَ',
  },
  masdar_guess: {
    ar: 'مصدر الثلاثي سماعي: هذه صيغة قياسية مقترحة بحسب الباب والتعدّي',
    en: 'Form-I masdars are learned from usage: this is the regular guess by bab and transitivity',
  },
  masdar_partly_vocalized: {
    ar: 'مصدر المعجم غير مشكول كاملًا في المصدر',
    en: 'The lexicon gives this masdar only partly vocalized',
  },
  masdar_dropped: {
    ar: 'أُسقط من مصادر المعجم ما لم يُشكل كاملًا',
    en: 'Lexicon masdars that are not fully vocalized were left out',
  },
  frozen: {
    ar: 'الفعل الجامد لا مصدر له ولا مشتقات.',
    en: 'A frozen verb (جامد) has no masdar and no derived nouns.',
  },
  attested_formula_weak: {
    ar: 'صيغ سماعية لم تُطبَّق على جذر معتلّ أو مضعّف',
    en: 'Attested patterns were not applied to a weak or doubled root',
  },
} as const;

function note(key: DerivedNounKey, n: { ar: string; en: string }): DeriveNote {
  return { key, ar: n.ar, en: n.en };
}

const NON_SOUND: ReadonlySet<Variant> = new Set(['doubled', 'hollow', 'hollow_waw', 'hollow_ya', 'hollow_hamzated_last', 'defective', 'defective_waw', 'defective_ya']);

/** A hollow root whose verb still shows its middle و / ي (اِزْدَوَجَ) behaves like a sound root. */
function keepsWeakMiddle(verb: string, radicals: readonly string[], chain: readonly Variant[]): boolean {
  if (!chain.includes('hollow')) return false;
  const middle = radicals[1]!;
  const others = radicals.filter((r, i) => i !== 1 && r === middle).length;
  const inVerb = [...stripMarks(verb)].filter((ch) => ch === middle).length;
  return inVerb > others;
}

export function derive(input: DeriveInput): Derivation {
  const v = checkVerb(input);
  if (isFrozenVerb(v.radicals.join(''), v.pattern, v.past ?? undefined, v.present ?? undefined, input.verb)) {
    // لَيْسَ، عَسَى: the lexicon's masdars and attested patterns do not apply either.
    const nouns = Object.fromEntries(DERIVED_NOUN_KEYS.map((k) => [k, null])) as DerivedNouns;
    return { nouns, guesses: {}, notes: [note('masdar', NOTE.frozen)] };
  }
  const d = deriveRegular(input);
  const irregular = IRREGULAR_NOUNS[`${v.radicals.join('')}|${v.pattern}`];
  if (irregular) {
    for (const [key, value] of Object.entries(irregular) as [DerivedNounKey, string | string[]][]) {
      if (key === 'passive_participle' && d.nouns.passive_participle === null) continue;
      d.nouns[key] = value;
    }
  }
  return d;
}

const AFAL = normalize('أَفْعَل');
const FAIL = normalize('فَعِل');
const FAIIL = normalize('فَعِيل');

/**
 * An attested pattern (Sarf's فَعْلَان، فَعِيل، فَعْل…) on a weak or doubled root, where its spelling is
 * sure; null otherwise (the caller then says so in a note). A hollow root keeps its و/ي in the measures
 * that do not resemble the verb (جَوْعَانُ، طَوِيلٌ، بَيُوعٌ، آوَدُ; Wright I §§ on the nouns of verbs mediae
 * و/ي), not in فَاعِل or the مَفْعَل family; a doubled root writes its equal radicals once with shadda when
 * the first has no vowel (عَفٌّ، أَبَحُّ) and apart otherwise (عَفِيفٌ، أُنَنَةٌ); a defective root takes
 * فَعِل as a manqūṣ (وَقٍ، أَذٍ), فَعِيل with يّ (أَبِيٌّ، أَذِيٌّ) and keeps its ي before the ة of فَاعِلَة (رَاوِيَةٌ).
 */
function weakFormula(formula: string, v: CheckedVerb, chain: readonly Variant[]): string | null {
  const masc = normalize(formula.split('/')[0]!.trim());
  const bare = stripMarks(masc);
  if (chain.includes('doubled')) {
    if (masc === AFAL) return build(FORM_I.elative.doubled!, v);
    const form = formulaToForm(formula, v.radicals);
    const r = v.radicals[1]!;
    return form === null ? null : form.replace(new RegExp(`${r}${SUKUN}${r}(?=[\u064B-\u0650])`, 'u'), r + SHADDA).normalize('NFC');
  }
  if (chain.includes('hollow')) return bare.startsWith('فا') || bare.startsWith(MEEM) ? null : formulaToForm(formula, v.radicals);
  if (chain.includes('defective')) {
    if (masc === FAIL) return build('1a2K', v);
    if (masc === FAIIL) return build('1a2iy~N', v);
    if (masc === FAILA) return formulaToForm(formula, v.radicals);
  }
  return null;
}

function deriveRegular(input: DeriveInput): Derivation {
  const v = checkVerb(input);
  let chain = variantChain(v.radicals);
  // The caller's vocalized verb names one of a pair (اِسْتَرْوَحَ or اِسْتَرَاحَ): then only its nouns.
  const named = v.pattern !== 'I' && typeof input.verb === 'string' ? keepsWeakMiddle(input.verb, v.radicals, chain) : undefined;
  if (named === true) chain = ['sound'];
  const soundish = !NON_SOUND.has(chain[0]!);
  // the root's own variants, before a verb that keeps its weak letter makes `chain` sound
  const rootChain = chain;
  const nouns = Object.fromEntries(DERIVED_NOUN_KEYS.map((k) => [k, null])) as DerivedNouns;
  const guesses: Partial<Record<DerivedNounKey, true>> = {};
  const notes: DeriveNote[] = [];
  const attested = input.attested ?? {};
  const fromFormulas = (key: DerivedNounKey, formulas: readonly string[] | undefined): string[] => {
    if (!formulas || formulas.length === 0) return [];
    if (v.radicals.length !== 3) {
      notes.push(note(key, NOTE.attested_formula_weak));
      return [];
    }
    let left = false;
    const forms = formulas.flatMap((f) => {
      const form = soundish ? formulaToForm(f, v.radicals) : weakFormula(f, v, rootChain);
      if (form === null && !soundish) left = true;
      return form === null ? [] : [form];
    });
    if (left) notes.push(note(key, NOTE.attested_formula_weak));
    return forms;
  };

  if (v.pattern !== 'I') {
    const t = AUGMENTED[v.pattern];
    // A verb that keeps its weak middle radical (اِسْتَحْوَذَ): its sound nouns, and the hollow ones where attested, the usual first.
    const kept = chain.includes('hollow') && named === undefined ? keptWeakFor(v.radicals.join(''), v.pattern) : undefined;
    let ap: string | string[];
    let ppForm: string | string[];
    let masdars: string[];
    if (kept === undefined && v.pattern !== 'VIII') {
      // the common case, one build per noun
      ap = build(pick(t.active_participle, chain), v);
      ppForm = build(pick(t.passive_participle, chain), v);
      masdars = pick(t.masdar, chain).map((m) => build(m, v));
    } else {
      const chains: Variant[][] = kept === undefined ? [chain] : !kept.hollow ? [['sound']] : kept.usual === 'sound' ? [['sound'], chain] : [chain, ['sound']];
      // and every accepted assimilation of form VIII (اِدَّكَرَ / اِذَّكَرَ → مُدَّكِرٌ / مُذَّكِرٌ), as the conjugator gives them
      const pairs = v.pattern === 'VIII' ? iftaalPairs(v.radicals).pairs : [undefined];
      const aps: string[] = [];
      const pps: string[] = [];
      const ms: string[] = [];
      for (const c of chains) {
        for (const p of pairs) {
          aps.push(build(pick(t.active_participle, c), v, p));
          pps.push(build(pick(t.passive_participle, c), v, p));
          for (const m of pick(t.masdar, c)) ms.push(build(m, v, p));
        }
      }
      ap = variants(aps);
      ppForm = variants(pps);
      masdars = dedupe(ms);
    }
    nouns.masdar = masdars;
    nouns.masdar_mimi = ppForm;
    nouns.masdar_instance = withTaMarbuta(masdars[0]!);
    notes.push(note('masdar_manner', NOTE.manner_augmented));
    nouns.active_participle = ap;
    if (v.transitive) nouns.passive_participle = ppForm;
    else notes.push(note('passive_participle', NOTE.passive_intransitive));
    nouns.noun_of_place_time = ppForm;
    notes.push(note('noun_of_instrument', NOTE.instrument_only_I));
    notes.push(note('elative', NOTE.elative_augmented));
    notes.push(note('intensive', NOTE.intensive_only_I));
    notes.push(note('adjective', NOTE.adjective_none));
    return { nouns, guesses, notes };
  }

  // Form I. A hollow verb that keeps its و/ي (حَوِرَ، عَوِجَ، صَيِدَ) is built like a sound one: حَاوِرٌ, not حَائِرٌ.
  // Not the مَفْعَل / مَفْعِل nouns, whose i‘lāl follows their own measure (مَحَارٌ، مَطَالٌ): `mafalChain`.
  const soundKept = chain.includes('hollow') && SOUND_HOLLOW.has(`${v.radicals.join('')}|${v.past}-${v.present}`);
  // A و-first verb that keeps its و in the present (وَجِلَ يَوْجَلُ) is built like a sound one:
  // مَوْجَلٌ، وَجَلٌ, not مَوْجِل، جِلَة.
  if (chain.includes('assimilated_waw') && !wawFalls(v)) chain = chain.filter((c) => c !== 'assimilated_waw');
  const mafalChain = chain;
  if (soundKept) chain = ['sound'];
  const rootKey = v.radicals.join('');
  const colour = COLOUR_DEFECT_ROOTS.has(rootKey);
  const given = (input.masdars ?? []).filter((m) => typeof m === 'string' && m.trim() !== '');
  if (given.length > 0) {
    const repaired = dedupe(given.map((m) => withTanwin(repairAlifFatha(dropLongVowelSukun(normalize(m.trim()))), v.radicals)));
    // تَفْعِيل is the masdar of form II (تَعْرِيفٌ of عَرَّفَ), never of form I: a source's slip, dropped
    const ownForm = repaired.filter((m) => !formIIShaped(m, v.radicals));
    if (ownForm.length > 0 && ownForm.length < repaired.length) repaired.splice(0, repaired.length, ...ownForm);
    // a masdar on مَفْعَل / مَفْعِل is also the noun of place and time (مَوْعِدٌ، مَجْلِسٌ): never first
    repaired.sort((a, b) => Number(placeShaped(a, v.radicals)) - Number(placeShaped(b, v.radicals)));
    const vocalized = repaired.filter((m) => isFullyVocalized(m));
    if (vocalized.length > 0) nouns.masdar = vocalized;
    else {
      nouns.masdar = repaired;
      notes.push(note('masdar', NOTE.masdar_partly_vocalized));
    }
    if (vocalized.length > 0 && vocalized.length < repaired.length) notes.push(note('masdar', NOTE.masdar_dropped));
  } else {
    let table: { sound: readonly string[] } & Partial<Record<Variant, readonly string[]>>;
    // فَعِلَ is mostly intransitive (Wright I §§ on the measures of the ground form): when the caller does not
    // say, its masdar is guessed as the intransitive فَعَل (تَعَبٌ، كَسَلٌ، غَضَبٌ), not فَعْل
    const transitive = v.past === 'i' && (input.transitive === undefined || input.transitive === null) ? false : v.transitive;
    if (v.bab === 5) table = FORM_I.masdar_u;
    else if (transitive) table = FORM_I.masdar_transitive;
    else if (v.past === 'a') table = FORM_I.masdar_intransitive_a;
    else table = FORM_I.masdar_intransitive_i;
    nouns.masdar = dedupe(pick(table, chain).map((m) => build(m, v)));
    guesses.masdar = true;
    notes.push(note('masdar', NOTE.masdar_guess));
  }
  const masdarStems = new Set((nouns.masdar as string[]).map((m) => parseEnding(m).stem));

  // the sound-kept مَفْعَل of a hollow verb that is a word of its own (مَحْوَرٌ), after the analogical one
  const lexicalMafal = soundKept && SOUND_KEPT_MAFAL.has(rootKey) ? [build(FORM_I.masdar_mimi.sound, v)] : [];
  const mimi = [build(pick(FORM_I.masdar_mimi, mafalChain), v), ...lexicalMafal];
  if (mafalChain.includes('hollow_ya') && v.present === 'i') {
    // a hollow ي-verb with i in the present: مَفْعِل like its present (يَخِيرُ → مَخِيرٌ; the Qur'an's الْمَحِيض 2:222،
    // الْمَصِير 2:126، مَحِيص 4:121، مَزِيد 50:30), the مَفْعَل of the other verbs after it (مَعَاش 78:11)
    mimi.unshift(build(FORM_I.place_i.hollow, v));
  }
  // the attested mimi masdars with ة (Sarf's مَسْأَلَة، مَيْسَرَة), after the analogical ones
  for (const m of attested.masdar_mimi ?? []) {
    const word = dropLongVowelSukun(normalize(m.trim()));
    if (word === '') continue;
    const ended = withTanwin(word, v.radicals);
    if (isFullyVocalized(ended)) mimi.push(ended);
  }
  nouns.masdar_mimi = variants(mimi);
  const once = build(pick(FORM_I.masdar_instance, chain), v);
  nouns.masdar_instance = masdarStems.has(parseEnding(once).stem) ? once + WAHIDA : once;
  const manner = build(pick(FORM_I.masdar_manner, chain), v);
  if (masdarStems.has(parseEnding(manner).stem)) {
    nouns.masdar_manner = manner + HASANA;
    notes.push(note('masdar_manner', NOTE.manner_described));
  } else nouns.masdar_manner = manner;

  const ap = build(pick(FORM_I.active_participle, chain), v);
  // آئِبٌ of a hollow root with a first hamza, and آيِبٌ, its second hamza eased to ي (tashīl), as the ḥadīth
  // writes آيِبُونَ تَائِبُونَ (al-Bukhārī) and the lexicons آيِسٌ: the same word, the modern spelling first
  nouns.active_participle = v.radicals[0] === HAMZA && chain.includes('hollow') && ap.includes(YEH_HAMZA) ? [ap, ap.replace(YEH_HAMZA, YEH)] : ap;
  if (v.transitive) {
    const pp = build(pick(FORM_I.passive_participle, chain), v);
    // فَعِلَ of a و-last root is conjugated with ي (رَضِيَ، يُرْضَى): مَرْضِيٌّ first, as the Qur'an has it (19:55،
    // 89:28), the و-form مَرْضُوٌّ after it (Wright I, the participles of verbs tertiae و)
    nouns.passive_participle = chain[0] === 'defective_waw' && v.past === 'i' ? [build(FORM_I.passive_participle.defective_ya!, v), pp] : pp;
  } else notes.push(note('passive_participle', NOTE.passive_intransitive));

  // Sarf's attested measure first (مَسْجِد، مَفْرِق، مَيْسَرَة), then the regular one (مَفْعَل; مَفْعِل when the present has i)
  const place = [build(pick(v.present === 'i' ? FORM_I.place_i : FORM_I.place_a, mafalChain), v), ...lexicalMafal];
  const measures = attested.noun_of_place_time;
  if (measures && measures.length > 0) {
    const placeAttested = measures.flatMap((f) => {
      const t = PLACE_MEASURES[normalize(f.trim())];
      return t ? [build(pick(t, mafalChain), v)] : [];
    });
    nouns.noun_of_place_time = variants([...placeAttested, ...place]);
  } else nouns.noun_of_place_time = variants(place);

  if (v.transitive) {
    const regular = pick(FORM_I.noun_of_instrument, chain).map((m) => build(m, v));
    // فَاعِلَة (كَاتِبَة "typewriter") reads first as the feminine active participle: a note, not the row
    const modern = (attested.noun_of_instrument ?? []).filter((f) => normalize(f.trim()) === FAILA);
    const extra = fromFormulas(
      'noun_of_instrument',
      (attested.noun_of_instrument ?? []).filter((f) => normalize(f.trim()) !== FAILA),
    );
    nouns.noun_of_instrument = dedupe([...regular, ...extra]);
    if (extra.length === 0) guesses.noun_of_instrument = true;
    const machines = soundish && v.radicals.length === 3 ? modern.flatMap((f) => formulaToForm(f, v.radicals) ?? []) : [];
    if (machines.length > 0)
      notes.push({ key: 'noun_of_instrument', ar: `${NOTE.instrument_modern.ar} ${machines.join('، ')}`, en: `${NOTE.instrument_modern.en} ${machines.join(', ')}` });
  } else {
    notes.push(note('noun_of_instrument', NOTE.instrument_only_I));
  }

  if (colour) notes.push(note('elative', NOTE.elative_colour));
  else nouns.elative = build(pick(FORM_I.elative, chain), v);

  const intensiveExtra = fromFormulas('intensive', attested.intensive);
  nouns.intensive = dedupe([...pick(FORM_I.intensive, chain).map((m) => build(m, v)), ...intensiveExtra]);
  if (intensiveExtra.length === 0) guesses.intensive = true;

  // the lexicon's adjectives of the root first (words: any root type), then Sarf's attested patterns
  const adjWords = (attested.adjective_words ?? []).flatMap((w) => {
    const word = dropLongVowelSukun(normalize(w.trim()));
    if (word === '') return [];
    const ended = DIPTOTE_ADJECTIVE.test(stripMarks(word)) ? (word + DAMMA).normalize('NFC') : withTanwin(word, v.radicals);
    return isFullyVocalized(ended) ? [ended] : [];
  });
  const adjAttested = [...adjWords, ...fromFormulas('adjective', attested.adjective)];
  if (adjAttested.length > 0) {
    nouns.adjective = dedupe(adjAttested);
  } else if (colour) {
    nouns.adjective = pick(FORM_I.adjective_colour, chain).map((m) => build(m, v));
    guesses.adjective = true;
  } else if (v.bab === 5 || ((v.bab === 4 || v.bab === 6) && !v.transitive)) {
    if (chain.includes('hollow') && v.bab !== 5) {
      // فَيْعِل of intransitive hollow verbs (Wright I §232: سَيِّدٌ، مَيِّتٌ، طَيِّبٌ); فَعُلَ takes فَعِيل (طَوِيلٌ)
      nouns.adjective = [build(FORM_I.adjective_hollow.sound, v)];
      guesses.adjective = true;
    } else if (chain[0] === 'doubled' && v.bab !== 5) {
      notes.push(note('adjective', NOTE.adjective_weak));
    } else {
      nouns.adjective = pick(v.bab === 5 ? FORM_I.adjective_u : FORM_I.adjective_i, chain).map((m) => build(m, v));
      guesses.adjective = true;
    }
  } else {
    notes.push(note('adjective', NOTE.adjective_none));
  }
  return { nouns, guesses, notes };
}
