/**
 * Families of words the analyzer cannot read as written but can once a rule of the Quran's
 * language undoes what was done to them (ADR 0040). Tried, in order, only for a word nothing else
 * reads (not the closed classes, not the analyzer, not its guesses); each rule rewrites the word to
 * a spelling the analyzer knows and says how the readings of that spelling become readings of the
 * word. Two rules may combine (لَكَاذِبُونَ: the lām of emphasis, then a sound plural). Each reading
 * found so names its rules in `recovered`; `quran:stats` counts them.
 */
import type { Reading } from './analysis.ts';

export const RECOVERY_RULES = [
  'oath_ta',
  'lam_of_emphasis',
  'helping_vowel',
  'dropped_ta',
  'sound_plural',
  'feminine_elative',
  'open_ta',
  'construct',
  'dropped_ya',
  'plural_alif',
  'assimilated_ta',
  'dropped_ta_istafala',
  'sukun_before_ha',
  'interrogative_hamza',
  'assimilated_dal',
  'ya_with_fatha',
  'silence_ha',
] as const;
export type RecoveryRule = (typeof RECOVERY_RULES)[number];

export const RECOVERY_REASONS: Record<RecoveryRule, string> = {
  oath_ta: 'the تَ of the oath, used only before اللَّه: تَاللَّهِ is تَ + اللَّهِ',
  lam_of_emphasis: 'the lām of emphasis (لَ with a fatha) before a noun, a participle or a verb: لَغَفُورٌ is لَ + غَفُورٌ',
  helping_vowel: 'a final sukun given a kasra (or a damma) to meet the wasla of the next word (two sukuns do not meet): قُلِ is the imperative قُلْ, جَاءَهُمُ is جَاءَهُمْ, وَقَالَتِ is قَالَتْ',
  dropped_ta: 'one of two تاء of تَتَفَعَّلُ / تَتَفَاعَلُ left out: تَذَكَّرُونَ is تَتَذَكَّرُونَ',
  sound_plural: 'a sound plural (ـُونَ ـِينَ ـَات) of a noun the lexicon has in the singular only: الْعَالَمِينَ is the plural of عَالَم, بَيِّنَاتٍ of بَيِّنَة',
  feminine_elative: 'the feminine فُعْلَى of an elative أَفْعَل: الدُّنْيَا of أَدْنَى, الْأُولَى of أَوَّل, الْحُسْنَى of أَحْسَن',
  open_ta: 'a tāʾ marbūṭa written open (ت) in the Uthmani spelling: نِعْمَتَ is نِعْمَةَ',
  construct: 'a noun without tanween and without ال: the first noun of a construct (عَذَابَ يَوْمٍ) or after لا of the whole kind (لَا رَيْبَ)',
  dropped_ya: 'the final ي of the speaker dropped after its kasra (a Quranic spelling): وَأَطِيعُونِ is وَأَطِيعُونِي',
  plural_alif: 'the alif after the plural و not written (a Quranic spelling): جَاءُو is جَاءُوا',
  assimilated_ta:
    'the تَ of the forms V and VI assimilated to the first letter of the root, with a helping alif in the past: ٱدَّارَكُوا is تَدَارَكُوا, ٱطَّيَّرْنَا is تَطَيَّرْنَا, and in the present: يَذَّكَّرُونَ is يَتَذَكَّرُونَ',
  dropped_ta_istafala: 'the تَ of اسْتَطَاعَ left out, a Quranic spelling for lightness: فَمَا اسْطَاعُوا is اسْتَطَاعُوا, تَسْطِعْ is تَسْتَطِعْ',
  interrogative_hamza:
    'the question’s أَ written on a word (همزة الاستفهام): أَقَرِيبٌ is أَ + قَرِيبٌ, أَفَبِالْبَاطِلِ is أَ + فَبِالْبَاطِلِ; on a hamza it is written أَئِ، أَأَ، آ (أَئِفْكًا، أَأَرْبَابٌ، آلذَّكَرَيْنِ)',
  assimilated_dal: 'the د or ط of the root assimilated to the تُ of the subject, written with one shadda: أَرَدتُّمْ is أَرَدْتُمْ, أَحَطتُّ is أَحَطْتُ',
  ya_with_fatha: 'the speaker’s ي given a fatha (ياء المتكلم المفتوحة): نِعْمَتِيَ is نِعْمَتِي, مَسَّنِيَ is مَسَّنِي',
  silence_ha: 'the هاء السكت after the speaker’s ي at a pause: كِتَابِيَهْ is كِتَابِيَ, so كِتَابِي',
  sukun_before_ha: "the jussive whose last letter, a ي dropped, keeps a sukun before the pronoun هِ in Ḥafṣ's reading: وَيَتَّقْهِ is وَيَتَّقِهِ",
};

const FATHA = '\u064E';
const DAMMA = '\u064F';
const KASRA = '\u0650';
const SUKUN = '\u0652';
const SHADDA = '\u0651';

type Adjust = (r: Reading) => Reading | null;

interface Step {
  rule: RecoveryRule;
  spelling: string;
  /** How a reading of `spelling` becomes one of the word (null: it does not fit). */
  adjust?: Adjust;
}

const isNounReading = (r: Reading): boolean => r.of === 'noun' || (r.of === 'verb' && r.kind !== 'verb');
const nounsOnly: Adjust = (r) => (isNounReading(r) ? r : null);
const verbsOnly: Adjust = (r) => (r.of === 'verb' && r.kind === 'verb' ? r : null);
const withProclitic =
  (p: string): Adjust =>
  (r) =>
    ({ ...r, proclitics: [p, ...r.proclitics] }) as Reading;

/** A leading conjunction and preposition (وَ، فَ، بِ، لِ، كَ) and the article, and the rest. */
function splitPrefix(w: string): { prefix: string; article: boolean; stem: string } {
  const m = /^((?:[وف]\u064E)?(?:[بك]\u0650)?)(ال\u0652?|لِل\u0652?)?(.*)$/u.exec(w)!;
  let stem = m[3]!;
  // a sun letter after the article carries the article's shadda (among its marks, in any order)
  if (m[2]) stem = stem.replace(/^([\u0621-\u064A][\u064B-\u0650]?)\u0651/u, '$1');
  return { prefix: m[1]!, article: !!m[2], stem };
}

const LETTER = '[\u0621-\u064A]';
/** The particles a question's أَ is written on as a word of their own (أَذَلِكَ، أَبِاللَّهِ، أَهُوَ). */
const ASKED_PARTICLES = new Set<string>(['proper_noun', 'demonstrative', 'pronoun']);

function steps(w: string): Step[] {
  const out: Step[] = [];
  // تَاللَّهِ
  if (/^تَ(?=الل)/u.test(w)) out.push({ rule: 'oath_ta', spelling: w.slice(2), adjust: withProclitic('تَ') });
  // لَغَفُورٌ، لَكَاذِبُونَ، لَقُضِيَ (not لَا، لَمْ، لَنْ، لَوْ، لَكِنْ …: those are particles and read already)
  const lam = /^((?:[وف]\u064E)?)ل\u064E(?!ا)(.{2,})$/u.exec(w);
  if (lam) out.push({ rule: 'lam_of_emphasis', spelling: lam[1]! + lam[2]!, adjust: withProclitic('لَ') });
  // قُلِ → قُلْ، جَاءَهُمُ → جَاءَهُمْ، اشْتَرَوُا → اشْتَرَوْا
  const helping = new RegExp(`(${LETTER})[${DAMMA}${KASRA}]$`, 'u').exec(w);
  if (helping && !/[اويى]$/u.test(helping[1]!)) out.push({ rule: 'helping_vowel', spelling: w.slice(0, -1) + SUKUN });
  // the plural's و given a damma before the wasla (its silent alif dropped by the normalization): اشْتَرَوُ → اشْتَرَوْا
  if (/و\u064Fا?$/u.test(w)) out.push({ rule: 'helping_vowel', spelling: `${w.replace(/\u064Fا?$/u, '')}${SUKUN}ا` });
  // the plural's و written without its alif: جَاءُو → جَاءُوا
  if (/\u064Fو$/u.test(w)) out.push({ rule: 'plural_alif', spelling: `${w}ا` });
  // تَذَكَّرُونَ → تَتَذَكَّرُونَ، تَظَاهَرُونَ → تَتَظَاهَرُونَ
  const ta = new RegExp(`^((?:[وف]${FATHA})?)ت${FATHA}(?=${LETTER}${FATHA}(?:${LETTER}${FATHA}?${SHADDA}|ا))`, 'u').exec(w);
  if (ta) out.push({ rule: 'dropped_ta', spelling: `${ta[1]}تَتَ${w.slice(ta[0].length)}`, adjust: verbsOnly });
  // sound plurals: the singular read as a noun
  const plural =
    (number: string, kase: string | null): Adjust =>
    (r) => {
      if (!isNounReading(r)) return null;
      return { ...r, number, case: kase, ...(r.of === 'noun' ? { which: 'plural' } : {}) } as Reading;
    };
  const masc = /^(.*?)(\u064Fون|\u0650ين)[\u064E\u0650\u064F]?$/u.exec(w);
  if (masc && masc[1]!.length > 2) out.push({ rule: 'sound_plural', spelling: masc[1]!, adjust: plural('plural', masc[2]!.startsWith(DAMMA) ? 'nominative' : null) });
  const fem = /^(.*?)(\u064Eات|آت)[\u064B-\u0650]?$/u.exec(w);
  if (fem && fem[1]!.length > 1) out.push({ rule: 'sound_plural', spelling: `${fem[1]}${fem[2] === 'آت' ? 'ئ' : ''}${FATHA}ة`, adjust: plural('plural', null) });
  // الدُّنْيَا → الْأَدْنَى، الْحُسْنَى → الْأَحْسَن، الْأُولَى → الْأَوَّل
  const { prefix, article, stem } = splitPrefix(w);
  const elative = new RegExp(`^(${LETTER})${DAMMA}(${LETTER})${SUKUN}?(${LETTER})?${FATHA}?(?:ى|ا)$`, 'u').exec(stem);
  if (elative) {
    const [, c1, c2, c3] = elative as unknown as [string, string, string, string | undefined];
    const head = `${prefix}${article ? 'الْ' : ''}`;
    const fem: Adjust = (r) => (isNounReading(r) ? ({ ...r, gender: 'feminine' } as Reading) : null);
    const masculine = c3 === undefined || c3 === 'ي' || c3 === 'و' ? `أَ${c1}${SUKUN}${c2}${FATHA}ى` : c1 === 'أ' ? `آ${c2}${FATHA}${c3}` : `أَ${c1}${SUKUN}${c2}${FATHA}${c3}`;
    out.push({ rule: 'feminine_elative', spelling: head + masculine, adjust: fem });
    if (c1 === 'أ' && c3) out.push({ rule: 'feminine_elative', spelling: `${head}أَ${c2}${FATHA}${SHADDA}${c3}`, adjust: fem });
  }
  // نِعْمَتَ → نِعْمَةَ
  const open = /^(.{2,})ت([\u064E\u064F\u0650\u064B-\u064D]?)$/u.exec(w);
  if (open) out.push({ rule: 'open_ta', spelling: `${open[1]}ة${open[2]}`, adjust: nounsOnly });
  // عَذَابَ → عَذَابًا (read as the indefinite noun; its definiteness left unsaid: construct, or after لا)
  if (!article) {
    const last = w.at(-1);
    const before = w.at(-2);
    const tanween = last === FATHA ? (before === 'ة' || before === 'ء' ? '\u064B' : '\u064Bا') : last === DAMMA ? '\u064C' : last === KASRA ? '\u064D' : null;
    if (tanween && before && !/[اوي]/u.test(before))
      out.push({ rule: 'construct', spelling: w.slice(0, -1) + tanween, adjust: (r) => (isNounReading(r) ? ({ ...r, definiteness: null } as Reading) : null) });
  }
  // ادَّارَكُوا → تَدَارَكُوا، اطَّيَّرْنَا → تَطَيَّرْنَا، فَادَّارَأتُمْ → فَتَدَارَأتُمْ
  const assimilated = new RegExp(`^((?:[وف]${FATHA})?)ا(${LETTER})${FATHA}${SHADDA}(?=${LETTER})`, 'u').exec(w.normalize('NFC'));
  if (assimilated)
    out.push({ rule: 'assimilated_ta', spelling: `${assimilated[1]}تَ${assimilated[2]}${FATHA}${w.normalize('NFC').slice(assimilated[0].length)}`, adjust: verbsOnly });
  // يَذَّكَّرُونَ → يَتَذَكَّرُونَ، يَطَّهَّرْنَ → يَتَطَهَّرْنَ (the letters a تَ is assimilated to)
  const present = new RegExp(`^((?:[وف]${FATHA})?[يتن]${FATHA})([تثدذزسشصضطظ])${FATHA}?${SHADDA}${FATHA}?`, 'u').exec(w.normalize('NFC'));
  if (present) out.push({ rule: 'assimilated_ta', spelling: `${present[1]}تَ${present[2]}${FATHA}${w.normalize('NFC').slice(present[0].length)}`, adjust: verbsOnly });
  // اسْطَاعُوا → اسْتَطَاعُوا، تَسْطِعْ → تَسْتَطِعْ
  const istata = new RegExp(`^((?:[وف]${FATHA})?(?:ا|[يتن]${FATHA}))س${SUKUN}ط`, 'u').exec(w.normalize('NFC'));
  if (istata) out.push({ rule: 'dropped_ta_istafala', spelling: `${istata[1]}سْتَط${w.normalize('NFC').slice(istata[0].length)}`, adjust: verbsOnly });
  // وَيَتَّقْهِ → وَيَتَّقِهِ
  const ha = new RegExp(`^(.{2,}${LETTER})${SUKUN}(ه${KASRA})$`, 'u').exec(w.normalize('NFC'));
  if (ha) out.push({ rule: 'sukun_before_ha', spelling: `${ha[1]}${KASRA}${ha[2]}`, adjust: verbsOnly });
  // وَأَطِيعُونِ → وَأَطِيعُونِي
  if (w.endsWith(KASRA) && w.length > 3) out.push({ rule: 'dropped_ya', spelling: `${w}ي` });
  const nfc = w.normalize('NFC');
  // أَقَرِيبٌ → قَرِيبٌ، أَئِفْكًا → إِفْكًا، أَأَرْبَابٌ → أَرْبَابٌ، آلذَّكَرَيْنِ → الذَّكَرَيْنِ (a noun, a name or particle, or a present verb after it)
  const question = /^(?:أ\u064E(أ\u064E|ئ\u0650|آ)?|آ(?=ل))(.{3,})$/u.exec(nfc);
  if (question) {
    const seat = question[1] === 'ئ\u0650' ? 'إ\u0650' : (question[1] ?? '');
    const asked: Adjust = (r) =>
      (r.of === 'particle' && ASKED_PARTICLES.has(r.type) && !r.proclitics.includes('أَ')) || isNounReading(r) || (r.of === 'verb' && r.tense?.startsWith('present'))
        ? ({ ...r, proclitics: ['أَ', ...r.proclitics] } as Reading)
        : null;
    out.push({ rule: 'interrogative_hamza', spelling: `${seat}${question[2]}`, adjust: asked });
  }
  // أَرَدتُّمْ → أَرَدْتُمْ، أَحَطتُّ → أَحَطْتُ (the shadda after or before the vowel)
  const dal = /([دط])ت([\u064E\u064F\u0650]?)\u0651([\u064E\u064F\u0650]?)/u.exec(nfc);
  if (dal) out.push({ rule: 'assimilated_dal', spelling: nfc.replace(dal[0], `${dal[1]}${SUKUN}ت${dal[2]}${dal[3]}`), adjust: verbsOnly });
  // نِعْمَتِيَ → نِعْمَتِي، مَسَّنِيَ → مَسَّنِي (a reading with the speaker's ي)
  if (/.{2,}ي\u064E$/u.test(nfc)) out.push({ rule: 'ya_with_fatha', spelling: nfc.slice(0, -1), adjust: (r) => (r.enclitic === 'ي' || r.enclitic === 'نِي' ? r : null) });
  // كِتَابِيَهْ → كِتَابِيَ
  if (/.{2,}ي\u064Eه\u0652$/u.test(nfc)) out.push({ rule: 'silence_ha', spelling: nfc.slice(0, -2) });
  return out;
}

/**
 * The readings of a word nothing reads, found by the rules above (one, or two in a row), or none.
 * `read`: the direct readings of a spelling (closed classes and analyzer, no guesses).
 */
export function recoverReadings(word: string, read: (spelling: string) => Reading[]): Reading[] {
  const apply = (rs: Reading[], adjust: Adjust | undefined): Reading[] => (adjust ? rs.map(adjust).filter((r): r is Reading => r !== null) : rs);
  const tag = (rs: Reading[], rules: RecoveryRule[]): Reading[] => rs.map((r) => ({ ...r, recovered: rules }) as Reading);
  const first = steps(word);
  for (const s of first) {
    const found = apply(read(s.spelling), s.adjust);
    if (found.length) return tag(found, [s.rule]);
  }
  for (const s of first)
    for (const t of steps(s.spelling)) {
      if (t.rule === s.rule) continue;
      const found = apply(apply(read(t.spelling), t.adjust), s.adjust);
      if (found.length) return tag(found, [s.rule, t.rule]);
    }
  return [];
}
