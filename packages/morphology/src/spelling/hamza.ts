/**
 * Seat of the hamza (كتابة الهمزة) in modern standard orthography.
 *
 * The engine builds every form with a bare hamza ء (U+0621) and seats it here, last, so the
 * conjugator and the derivations never think about أ ؤ ئ آ. Input: fully vocalized NFC text,
 * every hamza written ء; output: the same text with each hamza on its seat.
 *
 * Rules, in the order they are tried (ids are stable, used by the explanations feature):
 *  - double_hamza: a hamza with sukun after a voweled hamza becomes the long vowel of the first
 *    (ءَءْ → آ: آمَنَ, آكُلُ; ءُءْ → أُو: أُومِنُ; ءِءْ → إِي: إِيمَان).
 *  - initial: first letter of the word (or right after the article ال): أ with fatha/damma, إ with kasra.
 *  - final: last letter of the word (tanwin does not count as a letter): after sukun or a long
 *    vowel ء (شَيْء، جَاءَ، سُوء، بَرِيء), else by the preceding vowel (قَرَأَ، جَرُؤَ، قُرِئَ).
 *  - final_tanwin_alif: a final hamza with fathatan before the alif of tanwin, after sukun or a long
 *    vowel: ئ when the letter before it joins to the left (شَيْئًا، عِبْئًا), ء otherwise (جُزْءًا، سُوءًا).
 *  - medial_after_ay_alif: after the diphthong ay, a hamza with fatha before a consonant sits on
 *    alif, as the lexicon writes the verbs of يئس (يَيْأَسُ، أَيْأَسَ، اِسْتَيْأَسَ).
 *  - medial_after_ya: otherwise after ي with sukun or a long ī, ئ (هَيْئَة، شَيْئَانِ، بَرِيئَة).
 *  - medial_after_long_alif: after a long ā a hamza with fatha stands alone (تَسَاءَلَ، قِرَاءَة);
 *    with damma or kasra it follows the general rule (تَفَاؤُل، قَائِل).
 *  - medial_after_long_waw: after a long ū a hamza with fatha, and after any vowelless و a hamza
 *    with damma, stands alone (مُرُوءَة، مَوْءُودَة، يَبُوءُونَ): no ؤ next to و. With kasra the general
 *    rule gives ئ (سُوئِهِ). After the diphthong aw a hamza with fatha stands alone too when only ة or
 *    the long vowel of an ending follows it, the hamza being the word's last radical as in سَوْء
 *    (سَوْءَة، بَوْءَة، ضَوْءَانِ, as after ay it keeps the tooth of هَيْئَة); before another letter
 *    of the stem it sits on alif (تَوْأَم).
 *  - medial: the strongest of its own vowel and the preceding one, kasra > damma > fatha > sukun,
 *    gives ئ / ؤ / أ (سُئِلَ، يُؤْمِنُ، يَأْكُلُ، بِئْر، مَسْأَلَة، مَسْؤُول، أَسْئِلَة).
 *  - madda: a hamza seated on alif followed by a long ā is written آ (آمَنَ، مِرْآة، يَقْرَآنِ).
 *
 * A hamza followed by a suffix is medial: يَقْرَءُونَ is written يَقْرَؤُونَ (the modern rule; the
 * older spelling keeps ء before the long ū of the suffix). See docs/spelling.md.
 */
import {
  ALEF,
  ALEF_HAMZA_ABOVE,
  ALEF_HAMZA_BELOW,
  ALEF_MADDA,
  ALEF_MAKSURA,
  DAL,
  DAMMA,
  DAMMATAN,
  FATHA,
  FATHATAN,
  HAMZA,
  KASRA,
  KASRATAN,
  LAM,
  REH,
  SHADDA,
  SUKUN,
  TEH_MARBUTA,
  THAL,
  WAW,
  WAW_HAMZA,
  YEH,
  YEH_HAMZA,
  ZAIN,
  isMark,
} from '../letters.ts';

export type HamzaRuleId =
  | 'double_hamza'
  | 'initial'
  | 'final_after_sukun_or_long'
  | 'final_after_vowel'
  | 'final_tanwin_alif'
  | 'medial_after_ya'
  | 'medial_after_ay_alif'
  | 'medial_after_long_alif'
  | 'medial_after_long_waw'
  | 'medial'
  | 'madda';

export interface HamzaRule {
  id: HamzaRuleId;
  ar: string;
  en: string;
}

export const HAMZA_RULES: Readonly<Record<HamzaRuleId, HamzaRule>> = {
  double_hamza: {
    id: 'double_hamza',
    ar: 'إذا اجتمعت همزتان في كلمة والثانية ساكنة قُلبت الثانية حرف مدّ من جنس حركة الأولى (آمَنَ، أُومِنُ، إِيمَان)',
    en: 'Two hamzas in a row, the second without a vowel: the second becomes the long vowel of the first (آمَنَ, أُومِنُ, إِيمَان)',
  },
  initial: {
    id: 'initial',
    ar: 'الهمزة في أول الكلمة تُكتب على الألف: فوقها مع الفتحة والضمة (أَكَلَ، أُكِلَ) وتحتها مع الكسرة (إِكْرَام)',
    en: 'Initial hamza sits on alif: above it with fatha or damma (أَكَلَ, أُكِلَ), below it with kasra (إِكْرَام)',
  },
  final_after_sukun_or_long: {
    id: 'final_after_sukun_or_long',
    ar: 'الهمزة المتطرفة بعد ساكن أو حرف مدّ تُكتب على السطر (شَيْء، جَاءَ، سُوء، بَرِيء)',
    en: 'Final hamza after a vowelless letter or a long vowel stands alone on the line (شَيْء, جَاءَ, سُوء, بَرِيء)',
  },
  final_after_vowel: {
    id: 'final_after_vowel',
    ar: 'الهمزة المتطرفة بعد متحرك تُكتب على حرف يناسب حركة ما قبلها (قَرَأَ، جَرُؤَ، قُرِئَ)',
    en: 'Final hamza after a short vowel sits on the letter of that vowel (قَرَأَ, جَرُؤَ, قُرِئَ)',
  },
  final_tanwin_alif: {
    id: 'final_tanwin_alif',
    ar: 'الهمزة المتطرفة المنوّنة بالفتح بعد ساكن تُكتب على نبرة إن اتصل ما قبلها (شَيْئًا) وعلى السطر إن لم يتصل (جُزْءًا)',
    en: 'Final hamza with fathatan after a vowelless letter sits on a tooth when that letter joins (شَيْئًا), else on the line (جُزْءًا)',
  },
  medial_after_ya: {
    id: 'medial_after_ya',
    ar: 'الهمزة المتوسطة بعد ياء ساكنة تُكتب على نبرة (هَيْئَة، بَرِيئَة)',
    en: 'Medial hamza after a vowelless ya or a long ī sits on a tooth (هَيْئَة, بَرِيئَة)',
  },
  medial_after_ay_alif: {
    id: 'medial_after_ay_alif',
    ar: 'الهمزة المفتوحة بعد ياء ساكنة مفتوح ما قبلها يليها حرف صحيح تُكتب على الألف (يَيْأَسُ، اِسْتَيْأَسَ)، بخلاف هَيْئَة وشَيْئَانِ',
    en: 'A hamza with fatha after the diphthong ay and before a consonant sits on alif (يَيْأَسُ, اِسْتَيْأَسَ), unlike هَيْئَة, شَيْئَانِ',
  },
  medial_after_long_alif: {
    id: 'medial_after_long_alif',
    ar: 'الهمزة المتوسطة المفتوحة بعد ألف المدّ تُكتب على السطر (تَسَاءَلَ، قِرَاءَة)',
    en: 'Medial hamza with fatha after a long ā stands alone on the line (تَسَاءَلَ, قِرَاءَة)',
  },
  medial_after_long_waw: {
    id: 'medial_after_long_waw',
    ar: 'الهمزة المتوسطة بعد واو ساكنة تُكتب على السطر إذا كانت مضمومة، أو مفتوحة بعد واو المدّ (مُرُوءَة، مَوْءُودَة، يَبُوءُونَ)، أو مفتوحة بعد واو ساكنة مفتوح ما قبلها لا يليها إلا تاء مربوطة أو حرف مدّ (سَوْءَة، ضَوْءَانِ)، بخلاف تَوْأَم',
    en: 'Medial hamza after a vowelless و stands alone on the line when it has damma, or fatha after a long ū (مُرُوءَة, مَوْءُودَة, يَبُوءُونَ), or fatha after the diphthong aw with only ة or a long vowel after it (سَوْءَة, ضَوْءَانِ), unlike تَوْأَم',
  },
  medial: {
    id: 'medial',
    ar: 'الهمزة المتوسطة تُكتب على ما يناسب أقوى الحركتين حركتِها وحركةِ ما قبلها: الكسرة فالضمة فالفتحة فالسكون (سُئِلَ، يُؤْمِنُ، يَأْكُلُ، بِئْر)',
    en: 'Medial hamza sits on the letter of the stronger of its own vowel and the one before it, kasra > damma > fatha > sukun (سُئِلَ, يُؤْمِنُ, يَأْكُلُ, بِئْر)',
  },
  madda: {
    id: 'madda',
    ar: 'الهمزة المفتوحة على الألف تليها ألف مدّ تُكتبان آ (آمَنَ، مِرْآة، يَقْرَآنِ)',
    en: 'A hamza on alif with fatha followed by a long ā is written آ (آمَنَ, مِرْآة, يَقْرَآنِ)',
  },
};

type V = 0 | 1 | 2 | 3; // sukun/none < fatha < damma < kasra
const NONE: V = 0;
const A: V = 1;
const U: V = 2;
const I: V = 3;

/** Letters that do not join the next letter. */
const NON_JOINING: ReadonlySet<string> = new Set([ALEF, ALEF_HAMZA_ABOVE, ALEF_HAMZA_BELOW, ALEF_MADDA, DAL, THAL, REH, ZAIN, WAW, WAW_HAMZA, TEH_MARBUTA, HAMZA, ALEF_MAKSURA]);

/** After the diphthong ay a hamza with fatha stays on a tooth before these (هَيْئَة، شَيْئَانِ، شَيْئَيْنِ). */
const AFTER_AY_TOOTH: ReadonlySet<string> = new Set([ALEF, TEH_MARBUTA, YEH, WAW, ALEF_MAKSURA]);

interface Cluster {
  ch: string;
  marks: string;
}

function toClusters(word: string): Cluster[] {
  const out: Cluster[] = [];
  for (const ch of word) {
    const last = out[out.length - 1];
    if (isMark(ch) && last) last.marks += ch;
    else out.push({ ch, marks: '' });
  }
  return out;
}

function vowelOf(c: Cluster | undefined): V {
  if (!c) return NONE;
  for (const m of c.marks) {
    if (m === FATHA || m === FATHATAN) return A;
    if (m === DAMMA || m === DAMMATAN) return U;
    if (m === KASRA || m === KASRATAN) return I;
  }
  return NONE;
}

function hasVowel(c: Cluster | undefined): boolean {
  return vowelOf(c) !== NONE;
}

/** A letter carrying no vowel and no sukun after a letter with the matching short vowel is a long vowel. */
function isLong(prev: Cluster | undefined, beforePrev: Cluster | undefined, letter: string, vowel: V): boolean {
  // آ is a hamza and a long ā (ءَا): what follows it follows a long ā (إِجْآءَة, not إِجْآأَة)
  if (letter === ALEF && prev?.ch === ALEF_MADDA) return true;
  if (!prev || prev.ch !== letter || hasVowel(prev) || prev.marks.includes(SHADDA)) return false;
  if (letter === ALEF) return vowelOf(beforePrev) === A || beforePrev === undefined || !hasVowel(beforePrev);
  return vowelOf(beforePrev) === vowel;
}

const SEAT_BY_VOWEL: Record<V, string> = { 0: ALEF_HAMZA_ABOVE, 1: ALEF_HAMZA_ABOVE, 2: WAW_HAMZA, 3: YEH_HAMZA };

export interface SeatedHamza {
  text: string;
  /** The rules that fired, in the order of the hamzas in the text. */
  rules: HamzaRule[];
}

/** Index of the first letter after the article ال at the start of a word, or 0. */
function articleEnd(cl: Cluster[]): number {
  const a = cl[0];
  const l = cl[1];
  if (a && l && cl.length > 2 && a.ch === ALEF && l.ch === LAM && !hasVowel(l) && !hasVowel(a)) return 2;
  return 0;
}

function seatWord(word: string, fired: HamzaRule[]): string {
  if (!word.includes(HAMZA)) return word;
  const cl = toClusters(word);
  const start = articleEnd(cl);
  for (let i = 0; i < cl.length; i++) {
    const c = cl[i]!;
    if (c.ch !== HAMZA) continue;
    const prev = cl[i - 1];
    const prev2 = cl[i - 2];
    const next = cl[i + 1];
    const own = vowelOf(c);
    const ownSukun = own === NONE && !c.marks.includes(SHADDA);

    // Two hamzas, the second vowelless: the second becomes a long vowel (آ merges below).
    if (ownSukun && prev && (prev.ch === HAMZA || prev.ch === ALEF_HAMZA_ABOVE || prev.ch === ALEF_HAMZA_BELOW) && hasVowel(prev)) {
      const pv = vowelOf(prev);
      fired.push(HAMZA_RULES.double_hamza);
      if (pv === A) {
        prev.ch = ALEF_MADDA;
        prev.marks = prev.marks.replace(FATHA, '');
        cl.splice(i, 1);
        i--;
      } else {
        c.ch = pv === U ? WAW : YEH;
        c.marks = c.marks.replace(SUKUN, '');
      }
      continue;
    }

    let seat: string;
    if (i === start) {
      fired.push(HAMZA_RULES.initial);
      seat = own === I ? ALEF_HAMZA_BELOW : ALEF_HAMZA_ABOVE;
    } else if (!next) {
      const pv = vowelOf(prev);
      const afterLong = isLong(prev, prev2, ALEF, A) || isLong(prev, prev2, WAW, U) || isLong(prev, prev2, YEH, I);
      if (pv === NONE || afterLong) {
        fired.push(HAMZA_RULES.final_after_sukun_or_long);
        seat = HAMZA;
      } else {
        fired.push(HAMZA_RULES.final_after_vowel);
        seat = SEAT_BY_VOWEL[pv];
      }
    } else if (c.marks.includes(FATHATAN) && next.ch === ALEF && !hasVowel(next) && cl[i + 2] === undefined && vowelOf(prev) === NONE) {
      // Final hamza before the alif of tanwin, after a vowelless letter or a long vowel.
      fired.push(HAMZA_RULES.final_tanwin_alif);
      const p = prev!;
      if (isLong(p, prev2, ALEF, A)) seat = HAMZA;
      else seat = NON_JOINING.has(p.ch) ? HAMZA : YEH_HAMZA;
    } else if (
      prev &&
      prev.ch === YEH &&
      !hasVowel(prev) &&
      prev.marks.includes(SUKUN) &&
      vowelOf(prev2) === A &&
      own === A &&
      !c.marks.includes(SHADDA) &&
      !c.marks.includes(FATHATAN) &&
      next &&
      !AFTER_AY_TOOTH.has(next.ch)
    ) {
      fired.push(HAMZA_RULES.medial_after_ay_alif);
      seat = ALEF_HAMZA_ABOVE;
    } else if (prev && prev.ch === YEH && !hasVowel(prev) && !prev.marks.includes(SHADDA)) {
      fired.push(HAMZA_RULES.medial_after_ya);
      seat = YEH_HAMZA;
    } else if (isLong(prev, prev2, ALEF, A) && own !== U && own !== I) {
      fired.push(HAMZA_RULES.medial_after_long_alif);
      seat = HAMZA;
    } else if (
      (isLong(prev, prev2, WAW, U) && own === A) ||
      (prev && prev.ch === WAW && !hasVowel(prev) && !prev.marks.includes(SHADDA) && own === U) ||
      (prev && prev.ch === WAW && prev.marks.includes(SUKUN) && vowelOf(prev2) === A && own === A && !c.marks.includes(SHADDA) && next && AFTER_AY_TOOTH.has(next.ch))
    ) {
      fired.push(HAMZA_RULES.medial_after_long_waw);
      seat = HAMZA;
    } else {
      fired.push(HAMZA_RULES.medial);
      const pv = prev && prev.ch === ALEF && !hasVowel(prev) ? A : vowelOf(prev);
      seat = SEAT_BY_VOWEL[Math.max(own, pv) as V];
    }
    c.ch = seat;

    // أَ followed by the long ā: آ. With fathatan before the alif of tanwin the alif is not written after أ.
    if (seat === ALEF_HAMZA_ABOVE && next && next.ch === ALEF && !hasVowel(next) && !next.marks.includes(SHADDA)) {
      if (c.marks.includes(FATHATAN) && cl[i + 2] === undefined) {
        cl.splice(i + 1, 1);
      } else if ((own === A || own === NONE) && !c.marks.includes(SHADDA)) {
        fired.push(HAMZA_RULES.madda);
        c.ch = ALEF_MADDA;
        c.marks = c.marks.replace(FATHA, '');
        cl.splice(i + 1, 1);
      }
    }
  }
  return cl
    .map((c) => c.ch + c.marks)
    .join('')
    .normalize('NFC');
}

/** Seats every bare hamza ء of a fully vocalized text (several words allowed) and says which rules fired. */
export function seatHamzaExplained(text: string): SeatedHamza {
  const rules: HamzaRule[] = [];
  const out = text
    .normalize('NFC')
    .split(/(\s+)/)
    .map((w) => (/\s/.test(w) ? w : seatWord(w, rules)))
    .join('');
  return { text: out, rules };
}

/** Fast path for the engine's own builders: one NFC word, usually without any hamza. */
export function seatHamzaInWord(nfcWord: string): string {
  return nfcWord.includes(HAMZA) ? seatWord(nfcWord, []) : nfcWord;
}

/** Seats every bare hamza ء of a fully vocalized text (modern standard orthography). */
export function seatHamza(word: string): string {
  return seatHamzaExplained(word).text;
}

/** The seat rules that fire for a word, one per hamza, for the explanations feature. */
export function hamzaExplanation(word: string): HamzaRule[] {
  return seatHamzaExplained(word).rules;
}

/** Puts every seated hamza back to bare ء (آ → ءَا), so that its seat can be chosen again after a new ending. */
export function unseatHamza(word: string): string {
  let out = '';
  for (const ch of word) {
    if (ch === ALEF_MADDA) out += HAMZA + FATHA + ALEF;
    else if (ch === ALEF_HAMZA_ABOVE || ch === ALEF_HAMZA_BELOW || ch === WAW_HAMZA || ch === YEH_HAMZA) out += HAMZA;
    else out += ch;
  }
  return out.normalize('NFC');
}
