/**
 * The words outside the verb and noun system that the analyzer does not read: particles,
 * pronouns, demonstratives, relatives, adverbs, proper nouns and the disconnected letters. Each is
 * a word of its own kind with its clitics (وَ، فَ، the question's أَ, بِ لِ كَ before the nouns
 * among them, an attached pronoun after those that take one: بِهِ، عَلَيْهِمْ، إِنَّهُ). Data only;
 * `particleReadings` looks a word up.
 */
import { PARTICLE_KINDS } from '@tasreef/contracts/quran';
import { looseKey } from '@tasreef/lexicon/analyze/text';

/** One list with the API's parts of speech (contracts), so that a kind added here is one the word panel names. */
export const PARTICLE_TYPES = PARTICLE_KINDS;
export type ParticleType = (typeof PARTICLE_TYPES)[number];

export const PARTICLE_TYPE_NAMES: Record<ParticleType, { ar: string; en: string }> = {
  preposition: { ar: 'حرف جر', en: 'preposition' },
  conjunction: { ar: 'حرف عطف', en: 'conjunction' },
  negation: { ar: 'حرف نفي', en: 'particle of negation' },
  prohibition: { ar: 'حرف نهي', en: 'particle of prohibition' },
  subordinating: { ar: 'حرف مصدري', en: 'subordinating particle' },
  interrogative: { ar: 'أداة استفهام', en: 'interrogative' },
  conditional: { ar: 'أداة شرط', en: 'conditional particle' },
  pronoun: { ar: 'ضمير منفصل', en: 'personal pronoun' },
  demonstrative: { ar: 'اسم إشارة', en: 'demonstrative' },
  relative: { ar: 'اسم موصول', en: 'relative pronoun' },
  vocative: { ar: 'حرف نداء', en: 'vocative particle' },
  inna: { ar: 'حرف ناسخ (إنّ وأخواتها)', en: 'particle of the inna family' },
  particle: { ar: 'حرف', en: 'particle' },
  future: { ar: 'حرف استقبال', en: 'particle of the future' },
  exception: { ar: 'أداة استثناء', en: 'particle of exception' },
  adverb: { ar: 'ظرف', en: 'adverb' },
  proper_noun: { ar: 'اسم علم', en: 'proper noun' },
  disconnected_letters: { ar: 'حروف مقطعة', en: 'disconnected letters' },
  certainty: { ar: 'حرف تحقيق', en: 'particle of certainty' },
  retraction: { ar: 'حرف إضراب', en: 'particle of retraction' },
  restriction: { ar: 'أداة حصر', en: 'particle of restriction' },
};

/** takes: `e` an attached pronoun, `p` the prepositions بِ لِ كَ before it. */
interface Entry {
  form: string;
  type: ParticleType;
  takes?: 'e' | 'p' | 'ep';
  root?: string;
}

const E = (type: ParticleType, takes: Entry['takes'] | undefined, ...forms: string[]): Entry[] => forms.map((form) => ({ form, type, ...(takes ? { takes } : {}) }));

const ENTRIES: Entry[] = [
  ...E('preposition', 'e', 'بِ', 'لِ', 'لَ', 'مِنْ', 'عَنْ', 'فِي', 'عَلَى', 'إِلَى', 'لَدَى', 'لَدُنْ'),
  ...E('preposition', undefined, 'كَ', 'حَتَّى', 'مُنْذُ', 'مُذْ', 'خَلَا', 'عَدَا', 'حَاشَا', 'مِمَّا', 'مِمَّنْ', 'عَمَّا', 'عَمَّنْ', 'فِيمَا', 'بِمَا', 'لِمَا', 'كَمَا', 'لِمَ', 'بِمَ', 'فِيمَ', 'عَمَّ', 'مِمَّ', 'إِلَامَ'),
  ...E('conjunction', undefined, 'وَ', 'فَ', 'ثُمَّ', 'أَوْ', 'أَمْ', 'لَكِنْ'),
  // قَدْ before a past verb says it happened (حرف تحقيق); بَلْ turns from what was said (حرف إضراب);
  // إِنَّمَا restricts (أداة حصر): the Corpus's kinds, not a bare "particle"
  ...E('certainty', undefined, 'قَدْ'),
  ...E('retraction', undefined, 'بَلْ'),
  ...E('restriction', undefined, 'إِنَّمَا', 'أَنَّمَا'),
  // لَمَّا before a past verb is the adverb of time (لَمَّا الحينية: فَلَمَّا جَاءَهُمْ), far the
  // commoner; before a jussive the negation (لَمَّا يَدْخُلِ), which context.ts puts first
  ...E('adverb', undefined, 'لَمَّا'),
  ...E('negation', undefined, 'لَا', 'مَا', 'لَمْ', 'لَنْ', 'لَمَّا', 'لَيْسَ', 'لَاتَ', 'إِنْ', 'كَلَّا'),
  ...E('interrogative', 'p', 'مَنْ', 'مَاذَا', 'مَتَى', 'أَيْنَ', 'كَيْفَ', 'أَنَّى', 'كَمْ', 'أَيَّانَ', 'هَلْ', 'أَ'),
  ...E('interrogative', 'ep', 'أَيّ', 'أَيُّ', 'أَيَّ', 'أَيِّ'),
  ...E('conditional', undefined, 'إِذَا', 'إِذْ', 'لَوْ', 'لَوْلَا', 'لَوْمَا', 'إِمَّا', 'أَمَّا', 'مَهْمَا', 'أَيْنَمَا', 'حَيْثُمَا', 'كُلَّمَا', 'إِذًا', 'إِذَنْ', 'أَيْنَمَا'),
  ...E('pronoun', 'p', 'هُوَ', 'هِيَ', 'هُمَا', 'هُمْ', 'هُنَّ', 'أَنْتَ', 'أَنْتِ', 'أَنْتُمَا', 'أَنْتُمْ', 'أَنْتُنَّ', 'أَنَا', 'نَحْنُ'),
  ...E('pronoun', 'e', 'إِيَّا'),
  ...E(
    'demonstrative',
    'p',
    'هَذَا',
    'هَذِهِ',
    'هَذَانِ',
    'هَذَيْنِ',
    'هَاتَانِ',
    'هَاتَيْنِ',
    'هَؤُلَاءِ',
    'ذَا',
    'ذِي',
    'ذَلِكَ',
    'ذَلِكُمْ',
    'ذَلِكُمَا',
    'ذَلِكُنَّ',
    'تِلْكَ',
    'تِلْكُمَا',
    'تِلْكُمْ',
    'أُولَئِكَ',
    'أُولَئِكُمْ',
    'هُنَا',
    'هُنَالِكَ',
    'هُنَاكَ',
    'ثَمَّ',
    'هَكَذَا',
    'كَذَلِكَ',
    'ذَانِكَ',
    'هَا',
  ),
  ...E(
    'relative',
    'p',
    'الَّذِي',
    'الَّتِي',
    'الَّذِينَ',
    'اللَّذَانِ',
    'اللَّذَيْنِ',
    'اللَّتَانِ',
    'اللَّتَيْنِ',
    'اللَّاتِي',
    'اللَّائِي',
    'اللَّاءِ',
    'مَا',
    'مَنْ',
    'أُولُو',
    'أُولِي',
    'أُولَاتُ',
    'ذُو',
    'ذَا',
    'ذِي',
    'ذَوَا',
    'ذَوَاتَا',
    'ذَوَاتَيْ',
  ),
  ...E('vocative', undefined, 'يَا', 'أَيُّهَا', 'أَيَّتُهَا'),
  ...E('inna', 'ep', 'إِنَّ', 'أَنَّ', 'كَأَنَّ', 'لَكِنَّ', 'لَيْتَ', 'لَعَلَّ', 'إِنِّي', 'أَنِّي', 'لَكِنِّي', 'لَعَلِّي', 'لَيْتَنِي'),
  ...E(
    'particle',
    undefined,
    'لَقَدْ',
    'أَنْ',
    'أَلَّا',
    'أَلَا',
    'إِمَّا',
    'كَأَنَّمَا',
    'لَعَلَّمَا',
    'بَلَى',
    'نَعَمْ',
    'إِي',
    'أَجَلْ',
    'هَلَّا',
    'رُبَّمَا',
    'ثُمَّ',
    'كَيْ',
    'لِكَيْ',
    'كَيْلَا',
    'لِكَيْلَا',
    'لِئَلَّا',
    'أَمَا',
    'فَإِنَّمَا',
    'هَيْهَاتَ',
    'آمِينَ',
    'سُبْحَانَ',
    'وَيْكَأَنَّ',
    'عَسَى',
  ),
  ...E('future', undefined, 'سَوْفَ', 'سَ'),
  ...E('exception', undefined, 'إِلَّا', 'غَيْرَ', 'سِوَى'),
  ...E('adverb', 'ep', 'عِنْدَ', 'بَيْنَ', 'بَعْدَ', 'قَبْلَ', 'فَوْقَ', 'تَحْتَ', 'دُونَ', 'حَوْلَ', 'خَلْفَ', 'أَمَامَ', 'وَرَاءَ', 'لَدُنْ', 'مَعَ', 'جَمِيعًا'),
  ...E('adverb', 'p', 'حِينَ', 'حِينَئِذٍ', 'يَوْمَئِذٍ', 'حَيْثُ', 'الْآنَ', 'آنَ', 'أَبَدًا', 'قَطُّ', 'إِذًا', 'أَيْضًا', 'لَدَيْ', 'إِذْ', 'إِذَا', 'قَبْلُ', 'بَعْدُ', 'تَارَةً', 'عِنْدَئِذٍ', 'أَمْسِ', 'غَدًا', 'سَوَاءٌ', 'مَعًا'),
  // after the negation and the relative of the same letters: the context (context.ts) puts them first
  ...E('prohibition', undefined, 'لَا'),
  // مَنْ and مَا of the condition (وَمَنْ يَتَبَدَّلِ، وَمَا تَفْعَلُوا): before a jussive, context.ts puts them first
  ...E('conditional', undefined, 'مَنْ', 'مَا'),
  ...E('subordinating', undefined, 'مَا', 'أَنْ', 'كَيْ'),
  ...E('disconnected_letters', undefined, 'الم', 'المص', 'الر', 'المر', 'كهيعص', 'طه', 'طسم', 'طس', 'يس', 'ص', 'حم', 'عسق', 'ق', 'ن'),
];

/** Proper nouns (their standard spelling; roots where the name has an Arabic one). */
const PROPER: Array<[string, string?]> = [
  ['اللَّه', 'ءله'],
  ['لِلَّه', 'ءله'],
  ['اللَّهُمَّ', 'ءله'],
  ['الرَّحْمَن', 'رحم'],
  ['إِبْرَاهِيم'],
  ['إِبْرَاهَام'],
  ['مُوسَى'],
  ['عِيسَى'],
  ['فِرْعَوْن'],
  ['إِسْرَائِيل'],
  ['جَهَنَّم'],
  ['هَارُون'],
  ['نُوح'],
  ['يُوسُف'],
  ['سُلَيْمَان'],
  ['دَاوُود'],
  ['لُوط'],
  ['يَعْقُوب'],
  ['إِسْمَاعِيل'],
  ['إِسْحَاق'],
  ['مَرْيَم'],
  ['آدَم'],
  ['مُحَمَّد', 'حمد'],
  ['أَحْمَد', 'حمد'],
  ['زَكَرِيَّا'],
  ['يَحْيَى'],
  ['هُود'],
  ['شُعَيْب'],
  ['مَكَّة'],
  ['بَكَّة'],
  ['مِصْر'],
  ['عَاد'],
  ['ثَمُود'],
  ['مَدْيَن'],
  ['قُرَيْش'],
  ['الرُّوم'],
  ['جِبْرِيل'],
  ['مِيكَال'],
  ['هَارُوت'],
  ['مَارُوت'],
  ['يَأْجُوج'],
  ['مَأْجُوج'],
  ['قَارُون'],
  ['هَامَان'],
  ['إِلْيَاس'],
  ['الْيَسَع'],
  ['إِدْرِيس'],
  ['يُونُس'],
  ['أَيُّوب'],
  ['لُقْمَان'],
  ['طَالُوت'],
  ['جَالُوت'],
  ['عُزَيْر'],
  ['عِمْرَان'],
  ['إِبْلِيس'],
  ['التَّوْرَاة'],
  ['الْإِنْجِيل'],
  ['الزَّبُور'],
  ['بَابِل'],
  ['سَبَإ'],
  ['إِرَم'],
  ['يَثْرِب'],
  ['بَدْر'],
  ['حُنَيْن'],
  ['الطُّور'],
  ['سَيْنَاء'],
  ['سِينِين'],
  ['الْجُودِيّ'],
  ['الْمَسِيح', 'مسح'],
  ['تُبَّع'],
  ['ذَا الْكِفْل'],
  ['الْكِفْل'],
  ['يَهُود'],
  ['النَّصَارَى', 'نصر'],
  ['الْعُزَّى'],
  ['اللَّات'],
  ['مَنَاة'],
  ['وَدّ'],
  ['سُوَاع'],
  ['يَغُوث'],
  ['يَعُوق'],
  ['نَسْر'],
  ['لَهَب'],
  ['زَيْد'],
  ['آزَر'],
  ['سَامِرِيّ'],
  ['السَّامِرِيّ'],
];

export interface ParticleReading {
  kind: 'particle';
  type: ParticleType;
  /** The word itself without its clitics, in the standard spelling. */
  lemma: string;
  root: string | null;
  proclitics: string[];
  enclitic: string | null;
  /** A proper noun's case, as its last vowel shows it (بِ لِ كَ before it: the genitive); context.ts may make a diptote's fatha genitive. */
  case?: 'nom' | 'acc' | 'gen' | null;
}

const CASE_OF_VOWEL: Record<string, 'nom' | 'acc' | 'gen'> = { '\u064F': 'nom', '\u064C': 'nom', '\u064E': 'acc', '\u064B': 'acc', '\u0650': 'gen', '\u064D': 'gen' };

/** The case a name's written last vowel shows (none when it has none: مُوسَى), the genitive after بِ لِ كَ. */
export function nameCase(word: string, proclitics: readonly string[]): 'nom' | 'acc' | 'gen' | null {
  if (proclitics.some((p) => p === 'بِ' || p === 'لِ' || p === 'كَ')) return 'gen';
  // the vowel on the last letter; a name ending in a long vowel shows none (مُوسَى), nor اللَّهُمَّ (a vocative)
  const last = [...word.normalize('NFC')].at(-1) ?? '';
  return CASE_OF_VOWEL[last] ?? null;
}

/** Pronouns a particle may carry, by their loose letters, with a citation form. */
const ENCLITICS: Array<[string, string]> = [
  ['هما', 'هُمَا'],
  ['هم', 'هُمْ'],
  ['هن', 'هُنَّ'],
  ['ها', 'هَا'],
  ['ه', 'هُ'],
  ['كما', 'كُمَا'],
  ['كم', 'كُمْ'],
  ['كن', 'كُنَّ'],
  ['ك', 'كَ'],
  ['نا', 'نَا'],
  ['ني', 'نِي'],
  ['ي', 'ي'],
];
const CONJ: Array<[string, string]> = [
  ['', ''],
  ['و', 'وَ'],
  ['ف', 'فَ'],
];
const PREP: Array<[string, string]> = [
  ['', ''],
  ['ب', 'بِ'],
  ['ل', 'لِ'],
  ['ك', 'كَ'],
];

/**
 * The adverbs that are nouns in the accusative (ظرف), with the noun's root (عِنْدَ: ع ن د); their
 * genitive after a preposition (مِنْ قَبْلِ، مِنْ دُونِهِ) is the noun itself (curated-data.ts).
 */
const ADVERB_ROOTS: Record<string, string> = Object.fromEntries(
  (
    [
      ['عِنْدَ', 'عند'],
      ['بَيْنَ', 'بين'],
      ['بَعْدَ', 'بعد'],
      ['قَبْلَ', 'قبل'],
      ['فَوْقَ', 'فوق'],
      ['تَحْتَ', 'تحت'],
      ['دُونَ', 'دون'],
      ['حَوْلَ', 'حول'],
      ['خَلْفَ', 'خلف'],
      ['أَمَامَ', 'ءمم'],
      ['وَرَاءَ', 'وري'],
      ['قَبْلُ', 'قبل'],
      ['بَعْدُ', 'بعد'],
      ['حِينَ', 'حين'],
      ['جَمِيعًا', 'جمع'],
    ] as const
  ).map(([form, root]) => [looseKey(form.normalize('NFC')), root]),
);

interface Keyed {
  type: ParticleType;
  lemma: string;
  root: string | null;
  e: boolean;
  p: boolean;
}

const TABLE: Map<string, Keyed[]> = (() => {
  const m = new Map<string, Keyed[]>();
  const add = (form: string, k: Keyed): void => {
    const key = looseKey(form.normalize('NFC'));
    const list = m.get(key) ?? [];
    if (!list.some((x) => x.type === k.type && x.lemma === k.lemma)) list.push(k);
    m.set(key, list);
  };
  for (const e of ENTRIES)
    add(e.form, {
      type: e.type,
      lemma: e.form,
      root: e.root ?? (e.type === 'adverb' ? (ADVERB_ROOTS[looseKey(e.form)] ?? null) : null),
      e: e.takes?.includes('e') ?? false,
      p: e.takes?.includes('p') ?? false,
    });
  for (const [form, root] of PROPER) add(form, { type: 'proper_noun', lemma: form, root: root ?? null, e: false, p: true });
  return m;
})();

/**
 * Every reading of a word (standard spelling, one word) as a particle, pronoun, demonstrative,
 * relative, adverb or proper noun: fewer clitics first.
 */
export function particleReadings(word: string): ParticleReading[] {
  const loose = looseKey(word.normalize('NFC'));
  const out: ParticleReading[] = [];
  const seen = new Set<string>();
  for (const q of ['', 'ا']) {
    for (const [c, cAr] of CONJ) {
      for (const [p, pAr] of PREP) {
        const prefix = q + c + p;
        if (q !== '' && c === '' && p !== '') continue;
        if (!loose.startsWith(prefix)) continue;
        const rest = loose.slice(prefix.length);
        for (const [e, eAr] of [['', ''] as [string, string], ...ENCLITICS]) {
          if (!rest.endsWith(e)) continue;
          let base = rest.slice(0, rest.length - e.length);
          if (base === '') continue;
          const bases = [base];
          // لِ before the article drops its alif: لِلَّذِينَ، لِلنَّاسِ
          if (p === 'ل' && base.startsWith('ل')) bases.push('ا' + base);
          for (base of bases) {
            for (const k of TABLE.get(base) ?? []) {
              if (p !== '' && !k.p) continue;
              if (e !== '' && !k.e) continue;
              const proclitics = [q ? 'أَ' : '', cAr, pAr].filter((x) => x !== '');
              const key = `${k.type}|${k.lemma}|${proclitics.join('+')}|${e}`;
              if (seen.has(key)) continue;
              seen.add(key);
              const r: ParticleReading = { kind: 'particle', type: k.type, lemma: k.lemma, root: k.root, proclitics, enclitic: e === '' ? null : eAr };
              out.push(k.type === 'proper_noun' ? { ...r, case: nameCase(word, proclitics) } : r);
            }
          }
        }
      }
    }
  }
  // the marks written choose among readings of the same letters (لَمْ, not لِمَ): a reading whose
  // particle, less its last mark, is not in the word goes when another one is
  const vocalized = word.normalize('NFC');
  // a shadda written on the last letter is not the light particle's (وَلَكِنَّ is لَكِنَّ, not لَكِنْ)
  const fits = (r: ParticleReading): boolean => {
    const lemma = r.lemma.normalize('NFC');
    const stem = lemma.replace(/[\u064B-\u0652]+$/, '');
    const at = vocalized.indexOf(stem);
    if (at < 0) return false;
    const marks = /^[\u064B-\u0652]*/.exec(vocalized.slice(at + stem.length))![0];
    return !marks.includes('\u0651') || lemma.slice(stem.length).includes('\u0651');
  };
  const kept = out.some(fits) ? out.filter(fits) : out;
  const weight = (r: ParticleReading): number => r.proclitics.length + (r.enclitic ? 1 : 0);
  return kept.sort((a, b) => weight(a) - weight(b));
}
