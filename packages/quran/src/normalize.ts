/**
 * Uthmani spelling → the standard (imlaʾi) spelling the engine writes and the analyzer reads.
 * The page always shows the Uthmani word; this is only what gets analyzed. Every rule is a small
 * named step with its reason, applied in the order of `RULES` (docs/quran-normalization.md).
 */

// Marks and signs, named (never bare literals in the rules).
const FATHA = '\u064E';
const DAMMA = '\u064F';
const KASRA = '\u0650';
const SUKUN = '\u0652';
const SHADDA = '\u0651';
const FATHATAN = '\u064B';
const DAMMATAN = '\u064C';
const KASRATAN = '\u064D';
const MADDA = '\u0653';
const HAMZA_ABOVE = '\u0654';
const HAMZA_BELOW = '\u0655';
const DAGGER_ALIF = '\u0670';
const TATWEEL = '\u0640';
const THIN_SPACE = '\u2009';
const ALIF = '\u0627';
const ALIF_WASLA = '\u0671';
const ALIF_MADDA = '\u0622';
const ALIF_HAMZA = '\u0623';
const ALIF_HAMZA_BELOW = '\u0625';
const WAW_HAMZA = '\u0624';
const YA_HAMZA = '\u0626';
const HAMZA = '\u0621';
const WAW = '\u0648';
const YA = '\u064A';
const ALIF_MAQSURA = '\u0649';
const HA = '\u0647';
const NUN = '\u0646';
const SAD = '\u0635';
const SIN = '\u0633';
/** Uthmani sukun (small high dotless head of khah). */
const QURANIC_SUKUN = '\u06E1';
/** Open (iẓhār-less) tanween of the Madinah print: the same case endings as ً ٌ ٍ. */
const OPEN_FATHATAN = '\u0657';
const OPEN_DAMMATAN = '\u065E';
const OPEN_KASRATAN = '\u0656';
const SMALL_WAW = '\u06E5';
const SMALL_YA = '\u06E6';
const SMALL_HIGH_YA = '\u06E7';
const SMALL_HIGH_NOON = '\u06E8';
const SMALL_HIGH_SEEN = '\u06DC';
/** Iqlab's small meem, over (ۢ) and under (ۭ) a letter. */
const SMALL_MEEM = '\u06E2';
const SMALL_LOW_MEEM = '\u06ED';

/** Any vowel, tanween, shadda or sukun (standard or Quranic) that may sit on a letter. */
const MARKS = '[\u064B-\u0652\u0656\u0657\u065E\u06E1]';

/**
 * Annotation signs that say how to recite, not how to spell: pause marks (ۖ ۗ ۘ ۙ ۚ ۛ), the hizb
 * and sajda signs (۞ ۩), end of verse, iqlab's small meem (ۢ ۭ), the rounded zeros over letters
 * written but not read (۟ ۠), imala's dot (ٜ), ishmam's dot (۬), small low seen, the madda
 * left over after `madda` (a long-vowel sign).
 */
const SIGNS = /[\u06D6-\u06E0\u06E2-\u06E4\u06E9-\u06ED\u065C\u065F]/g;

export interface Rule {
  name: string;
  /** Why it exists, in one line (the documentation lists the same). */
  why: string;
  apply: (w: string) => string;
}

/** Words whose standard spelling keeps the dagger alif unwritten (هذا, not هاذا); bare skeletons. */
const DAGGER_UNWRITTEN = ['الله', 'لله', 'اله', 'الاله', 'الرحمن', 'رحمن', 'هذا', 'هذه', 'هذان', 'هذين', 'هؤلاء', 'هكذا', 'ذلك', 'ذلكم', 'ذلكما', 'ذلكن', 'اولئك', 'لكن', 'لكنا'];
const PROCLITICS = /^(?:[وف]?(?:[بكل]|ال)?)/;

function skeleton(w: string): string {
  return w.replace(/[^\u0621-\u063A\u0641-\u064A\u0671]/g, '').replace(/[ٱأإآ]/g, 'ا');
}

/** Whether the dagger alifs of this word stay unwritten in the standard spelling. */
function keepsDaggerUnwritten(w: string): boolean {
  const s = skeleton(w);
  for (const k of DAGGER_UNWRITTEN) {
    const i = s.lastIndexOf(k);
    if (i >= 0 && i + k.length === s.length && PROCLITICS.exec(s.slice(0, i))?.[0] === s.slice(0, i)) return true;
  }
  return false;
}

export const RULES: readonly Rule[] = [
  {
    name: 'decompose',
    why: 'the source writes some آ as one character; inside a word it is ا with the madda of recitation (جَآءَ), so it is taken apart before the rules',
    apply: (w) => w.replaceAll(ALIF_MADDA, ALIF + MADDA),
  },
  {
    name: 'seen-over-sad',
    why: 'a small seen over ص says the word is read (and spelled in the standard way) with س: يَبۡصُۜطُ → يَبْسُطُ',
    apply: (w) => w.replace(new RegExp(`${SAD}(${MARKS}*)${SMALL_HIGH_SEEN}`, 'g'), `${SIN}$1`),
  },
  {
    name: 'vocative',
    why: 'the vocative يا (and the ها of هَا أَنْتُمْ) is joined to the next word in the Uthmani script and stands apart in the standard one: يَٰقَوۡمِ → يَا قَوْمِ',
    apply: (w) =>
      w
        .replace(new RegExp(`^((?:[${WAW}ف]${FATHA})?)${YA}${FATHA}${TATWEEL}?${DAGGER_ALIF}${MADDA}?(?=[\u0621-\u064A])`), `$1${YA}${FATHA}${ALIF} `)
        .replace(new RegExp(`^${HA}${FATHA}${TATWEEL}?${DAGGER_ALIF}${MADDA}?(?=${ALIF_HAMZA})`), `${HA}${FATHA}${ALIF} `),
  },
  {
    name: 'silent-alif',
    why: 'an alif marked with a round sukun is written but not read: after the plural و the standard spelling keeps it (قَالُواْ → قَالُوا), elsewhere drops it (لِشَاْيۡءٍ → لِشَيْءٍ، لَأَاْذۡبَحَنَّهُۥ → لَأَذْبَحَنَّهُ); a round sukun on و is dropped (أُوْلُواْ → أُولُوا)',
    apply: (w) =>
      w
        .replace(new RegExp(`${WAW}([${MADDA}${QURANIC_SUKUN}]?)${ALIF}${SUKUN}`, 'g'), `${WAW}$1${ALIF}`)
        .replaceAll(ALIF + SUKUN, '')
        .replaceAll(SUKUN, ''),
  },
  {
    name: 'quranic-sukun',
    why: 'the Uthmani sukun (ۡ) is the standard sukun (ْ)',
    apply: (w) => w.replaceAll(QURANIC_SUKUN, SUKUN),
  },
  {
    name: 'open-tanween',
    why: 'the open tanween signs of the Madinah print (ٗ ٞ ٖ, read with ikhfaʾ or idgham) are the ordinary tanween ً ٌ ٍ; a vowel with the small meem of iqlab (أَلِيمُۢ، كَافِرِۭ) is a tanween too',
    apply: (w) =>
      w
        .replaceAll(OPEN_FATHATAN, FATHATAN)
        .replaceAll(OPEN_DAMMATAN, DAMMATAN)
        .replaceAll(OPEN_KASRATAN, KASRATAN)
        .replace(new RegExp(`${FATHA}${SMALL_MEEM}`, 'g'), FATHATAN)
        .replace(new RegExp(`${DAMMA}${SMALL_MEEM}`, 'g'), DAMMATAN)
        .replace(new RegExp(`${KASRA}${SMALL_LOW_MEEM}`, 'g'), KASRATAN),
  },
  {
    name: 'small-letters',
    why: 'the small و and ي after the pronoun ه only lengthen its vowel (بِهِۦ → بِهِ، إِنَّهُۥ → إِنَّهُ); elsewhere they are letters the standard spelling writes (دَاوُۥدَ → دَاوُودَ، إِبۡرَٰهِـۧمَ → إِبْرَاهِيمَ، نُـۨجِي → نُنْجِي)',
    apply: (w) =>
      w
        .replace(new RegExp(`${HA}(${MARKS}*)[${SMALL_WAW}${SMALL_YA}]`, 'g'), `${HA}$1`)
        .replaceAll(SMALL_WAW, WAW)
        .replaceAll(SMALL_YA, YA)
        .replaceAll(SMALL_HIGH_YA, YA)
        .replaceAll(SMALL_HIGH_NOON, NUN + SUKUN),
  },
  {
    name: 'hamza-seats',
    why: 'a hamza drawn over a tatweel or combined with its seat is the seated hamza of the standard spelling (شَيۡـٔٗا → شَيْئًا، تِلۡقَآيِٕ → تِلْقَائِ, بِـَٔايَٰتِنَا → بِآيَاتِنَا); over a dagger alif it is أ (فَٱدَّٰرَْٔتُمۡ → فَادَّارَأتُمْ)',
    apply: (w) =>
      w
        .replace(new RegExp(`${TATWEEL}(?:${FATHA}${HAMZA_ABOVE}|${HAMZA_ABOVE}${FATHA})${ALIF}`, 'g'), ALIF_MADDA)
        .replace(new RegExp(`${TATWEEL}?${DAGGER_ALIF}${HAMZA_ABOVE}`, 'g'), ALIF_HAMZA)
        .replace(new RegExp(`${TATWEEL}(${MARKS}*)${HAMZA_ABOVE}`, 'g'), `${YA_HAMZA}$1`)
        .replace(new RegExp(`[${YA}${ALIF_MAQSURA}](${MARKS}*)[${HAMZA_ABOVE}${HAMZA_BELOW}]`, 'g'), `${YA_HAMZA}$1`)
        .replace(new RegExp(`${WAW}(${MARKS}*)${HAMZA_ABOVE}`, 'g'), `${WAW_HAMZA}$1`)
        .replace(new RegExp(`${ALIF}(${MARKS}*)${HAMZA_ABOVE}`, 'g'), `${ALIF_HAMZA}$1`)
        .replace(new RegExp(`${ALIF}(${MARKS}*)${HAMZA_BELOW}`, 'g'), `${ALIF_HAMZA_BELOW}$1`)
        .replace(new RegExp(`[${HAMZA_ABOVE}${HAMZA_BELOW}]`, 'g'), ''),
  },
  {
    name: 'dagger-alif',
    why: 'the dagger alif is a long ā the standard spelling writes with ا (ٱلۡعَٰلَمِينَ → الْعَالَمِينَ، ٱلصَّـٰلِحَٰتِ → الصَّالِحَاتِ), over a bare و it replaces the و (ٱلصَّلَوٰةَ → الصَّلَاةَ, but ٱلسَّمَٰوَٰتِ → السَّمَاوَاتِ), over a final ى it adds nothing (عَلَىٰ → عَلَى) and over a ى inside the word it is ا (هُدَىٰهُمۡ → هُدَاهُمْ); in a few words the standard spelling leaves it unwritten too (هَٰذَا، ذَٰلِكَ، ٱلرَّحۡمَٰنِ، إِلَٰه)',
    apply: (w) => {
      if (keepsDaggerUnwritten(w)) return w.replace(new RegExp(`${TATWEEL}?${DAGGER_ALIF}`, 'g'), '');
      return w
        .replace(new RegExp(`${ALIF_MAQSURA}(${MARKS}*)${DAGGER_ALIF}(?=${MARKS}*$|[^\u0621-\u064A])`, 'g'), `${ALIF_MAQSURA}$1`)
        .replace(new RegExp(`[${ALIF_MAQSURA}${WAW}]${DAGGER_ALIF}`, 'g'), ALIF)
        .replace(new RegExp(`${TATWEEL}?${DAGGER_ALIF}`, 'g'), ALIF);
    },
  },
  {
    name: 'alif-wasla',
    why: 'the wasla (ٱ) marks an alif that is not read after another word; the standard spelling writes a plain ا',
    apply: (w) => w.replaceAll(ALIF_WASLA, ALIF),
  },
  {
    name: 'madda',
    why: 'ءَا (and أٓ) is the standard آ (ءَامَنُواْ → آمَنُوا، وَبِٱلۡأٓخِرَةِ → وَبِالْآخِرَةِ); every other madda only lengthens a vowel in recitation (بِمَآ → بِمَا، جَآءَ → جَاءَ)',
    apply: (w) =>
      w
        .replace(new RegExp(`[${HAMZA}${ALIF_HAMZA}]${FATHA}?${ALIF}(?!${MARKS})`, 'g'), ALIF_MADDA)
        .replaceAll(ALIF_HAMZA + MADDA, ALIF_MADDA)
        .replace(new RegExp(`^${ALIF}${MADDA}`), ALIF_MADDA)
        .replaceAll(MADDA, ''),
  },
  {
    name: 'assimilation-shadda',
    why: 'a shadda on the first letter of a word marks the assimilation of the previous word’s tanween or ن in recitation (مِن رَّبِّهِمۡ، عَذَابٌ أَلِيمٌ): no word starts doubled in the standard spelling',
    apply: (w) => w.replace(new RegExp(`^([\u0621-\u064A])((?:${MARKS})*)`), (_m, letter: string, marks: string) => letter + marks.replace(SHADDA, '')),
  },
  {
    name: 'initial-hamza',
    why: 'a word never starts with a hamza on the line in the standard spelling: it sits on its alif (ءَأَنذَرۡتَهُمۡ → أَأَنْذَرْتَهُمْ)',
    apply: (w) => w.replace(new RegExp(`^${HAMZA}(?=${FATHA}|${DAMMA})`), ALIF_HAMZA).replace(new RegExp(`^${HAMZA}(?=${KASRA})`), ALIF_HAMZA_BELOW),
  },
  {
    name: 'hamza-on-ya',
    why: 'a hamza on the line with a kasra inside the word sits on ي in the standard spelling: إِسۡرَٰٓءِيلَ → إِسْرَائِيلَ',
    apply: (w) => w.replace(new RegExp(`(?<=[\u0621-\u064A]${MARKS}*)${HAMZA}${KASRA}(?=[\u0621-\u064A])`, 'g'), `${YA_HAMZA}${KASRA}`),
  },
  {
    name: 'signs',
    why: 'pause marks and the other recitation signs (ۖ ۗ ۚ ۛ ۞ ۩ ۢ ۭ ۠ ٜ ۬), the tatweel and the thin space the source writes inside فَٱدَّٰرَْٔتُمۡ (2:72) are not letters',
    apply: (w) => w.replace(SIGNS, '').replaceAll(TATWEEL, '').replaceAll(THIN_SPACE, ''),
  },
  {
    name: 'uthmani-spellings',
    why: 'words the Uthmani script spells its own way with no sign to read: ٱلَّيۡل → اللَّيْل (one lam written)',
    apply: (w) => w.normalize('NFC').replace(new RegExp(`^((?:[وف]${FATHA})?(?:[بكل]${KASRA})?)${ALIF}ل${FATHA}${SHADDA}يْل`.normalize('NFC')), `$1${ALIF}لل${FATHA}${SHADDA}يْل`),
  },
];

/**
 * The standard spelling of an Uthmani word (NFC). It may hold a space: the vocative يَا and the
 * ها of هَا أَنتُمْ become words of their own.
 */
export function normalizeUthmani(word: string): string {
  let w = word;
  for (const r of RULES) w = r.apply(w);
  return w.normalize('NFC');
}

/**
 * The Uthmani words of a verse (its text split at plain spaces; signs stay with their word). Only
 * U+0020 separates words: the source writes a thin space (U+2009) inside one word of 2:72
 * (فَٱدَّٰرَْٔتُمۡ), which a split at any white space cut in two, shifting the numbers of the words after it.
 */
export function verseWords(text: string): string[] {
  return text.split(/ +/).filter((w) => w !== '');
}
