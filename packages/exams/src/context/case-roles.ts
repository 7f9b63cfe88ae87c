/**
 * The إعراب vocabulary of case_role and case_ending (data): each role a marked word may have, its
 * case and the rule an explanation names; the case signs (علامات الإعراب), original and substitute,
 * and which sign a word's form takes in a case.
 */
import type { Case } from '@tasreef/morphology';
import type { Bilingual } from '@tasreef/contracts/exams';

export const CASE_ROLES = [
  'fa3il',
  'maf3ul_bih',
  'na2ib_fa3il',
  'mubtada',
  'khabar',
  'ism_kana',
  'khabar_kana',
  'ism_inna',
  'khabar_inna',
  'majrur',
  'mudaf_ilayh',
  'hal',
  'tamyiz',
] as const;
export type CaseRole = (typeof CASE_ROLES)[number];

interface RoleData {
  name: Bilingual;
  case: Case;
  rule: Bilingual;
  /** Roles a learner mistakes it for, most plausible first; never a role some grammarians give it (الطالبُ كتبَ: فاعل مقدم for the Kufans). */
  confused: readonly CaseRole[];
}

export const ROLES: Readonly<Record<CaseRole, RoleData>> = {
  fa3il: {
    name: { ar: 'فاعل', en: 'the doer (fāʿil)' },
    case: 'nom',
    rule: {
      ar: 'الفاعل مرفوع، وهو الاسم الذي يأتي بعد الفعل المبني للمعلوم ويدل على من فعل الفعل.',
      en: 'The doer (fāʿil) is nominative: the noun after an active verb naming who does it.',
    },
    confused: ['mubtada', 'maf3ul_bih', 'na2ib_fa3il', 'mudaf_ilayh'],
  },
  maf3ul_bih: {
    name: { ar: 'مفعول به', en: 'the direct object (mafʿūl bihi)' },
    case: 'acc',
    rule: { ar: 'المفعول به منصوب، وهو الاسم الذي وقع عليه فعل الفاعل.', en: 'The direct object (mafʿūl bihi) is accusative: the noun the doer’s action falls on.' },
    confused: ['fa3il', 'mudaf_ilayh', 'khabar', 'na2ib_fa3il'],
  },
  na2ib_fa3il: {
    name: { ar: 'نائب فاعل', en: 'the subject of a passive verb (nāʾib al-fāʿil)' },
    case: 'nom',
    rule: {
      ar: 'نائب الفاعل مرفوع: يحذف الفاعل ويبنى الفعل للمجهول، فيقوم المفعول به مقامه.',
      en: 'The subject of a passive verb (nāʾib al-fāʿil) is nominative: the doer is dropped and the object takes its place.',
    },
    confused: ['fa3il', 'maf3ul_bih', 'mubtada', 'majrur'],
  },
  mubtada: {
    name: { ar: 'مبتدأ', en: 'the topic (mubtadaʾ)' },
    case: 'nom',
    rule: {
      ar: 'المبتدأ مرفوع، وهو الاسم الذي تبدأ به الجملة الاسمية ويُخبر عنه.',
      en: 'The topic (mubtadaʾ) is nominative: the noun a nominal sentence opens with and says something about.',
    },
    confused: ['khabar', 'maf3ul_bih', 'ism_inna', 'majrur'],
  },
  khabar: {
    name: { ar: 'خبر', en: 'the predicate (khabar)' },
    case: 'nom',
    rule: { ar: 'الخبر مرفوع، وهو ما يتم به معنى الجملة مع المبتدأ.', en: 'The predicate (khabar) is nominative: what completes the sentence about the topic.' },
    confused: ['mubtada', 'fa3il', 'khabar_kana', 'maf3ul_bih'],
  },
  ism_kana: {
    name: { ar: 'اسم كان', en: 'the subject of kāna' },
    case: 'nom',
    rule: {
      ar: '«كان» فعل ناسخ يرفع المبتدأ ويسمى اسمها، وينصب الخبر ويسمى خبرها.',
      en: 'Kāna raises the topic as its subject (ism kāna, nominative) and makes the predicate accusative (khabar kāna).',
    },
    confused: ['khabar_kana', 'mubtada', 'maf3ul_bih', 'ism_inna'],
  },
  khabar_kana: {
    name: { ar: 'خبر كان', en: 'the predicate of kāna' },
    case: 'acc',
    rule: {
      ar: '«كان» فعل ناسخ يرفع المبتدأ ويسمى اسمها، وينصب الخبر ويسمى خبرها.',
      en: 'Kāna raises the topic as its subject (ism kāna, nominative) and makes the predicate accusative (khabar kāna).',
    },
    confused: ['ism_kana', 'maf3ul_bih', 'khabar', 'khabar_inna'],
  },
  ism_inna: {
    name: { ar: 'اسم إنّ', en: 'the subject of inna' },
    case: 'acc',
    rule: {
      ar: '«إنّ» حرف ناسخ ينصب المبتدأ ويسمى اسمها، ويرفع الخبر ويسمى خبرها.',
      en: 'Inna makes the topic accusative as its subject (ism inna) and leaves the predicate nominative (khabar inna).',
    },
    confused: ['khabar_inna', 'maf3ul_bih', 'mubtada', 'ism_kana'],
  },
  khabar_inna: {
    name: { ar: 'خبر إنّ', en: 'the predicate of inna' },
    case: 'nom',
    rule: {
      ar: '«إنّ» حرف ناسخ ينصب المبتدأ ويسمى اسمها، ويرفع الخبر ويسمى خبرها.',
      en: 'Inna makes the topic accusative as its subject (ism inna) and leaves the predicate nominative (khabar inna).',
    },
    confused: ['ism_inna', 'khabar', 'khabar_kana', 'fa3il'],
  },
  majrur: {
    name: { ar: 'اسم مجرور بحرف الجر', en: 'a noun after a preposition (majrūr)' },
    case: 'gen',
    // the rule, not the name said again (review s23 of case_ending, items 28 and 35: «مجرور … مجرور»)
    rule: {
      ar: 'حروف الجر (مِنْ، إِلَى، عَنْ، عَلَى، فِي، الباء، اللام…) تجرّ الاسم الذي يليها.',
      en: 'Prepositions (min, ilā, ʿan, ʿalā, fī, bi-, li-…) put the noun after them in the genitive.',
    },
    confused: ['maf3ul_bih', 'mudaf_ilayh', 'fa3il', 'na2ib_fa3il'],
  },
  mudaf_ilayh: {
    name: { ar: 'مضاف إليه', en: 'the second term of an iḍāfa (muḍāf ilayhi)' },
    case: 'gen',
    rule: {
      ar: 'المضاف إليه مجرور، والمضاف قبله بلا «ال» ولا تنوين.',
      en: 'The second term of an iḍāfa (muḍāf ilayhi) is genitive; the first term before it has neither the article nor nunation.',
    },
    confused: ['majrur', 'maf3ul_bih', 'fa3il', 'khabar'],
  },
  // never offered beside them: مفعول مطلق، مفعول لأجله (a teacher could argue for one of those of some word), نعت
  hal: {
    name: { ar: 'حال', en: 'a circumstantial (ḥāl)' },
    case: 'acc',
    rule: {
      ar: 'الحال اسم نكرة منصوب، مشتق في الغالب، يبيّن هيئة صاحبه حين وقوع الفعل.',
      en: 'The circumstantial (ḥāl) is an indefinite accusative, mostly a participle or adjective, telling the state of its owner as the action happens.',
    },
    confused: ['maf3ul_bih', 'tamyiz', 'khabar', 'mudaf_ilayh'],
  },
  tamyiz: {
    name: { ar: 'تمييز', en: 'a specification (tamyīz)' },
    case: 'acc',
    rule: {
      ar: 'التمييز اسم نكرة منصوب، جامد في الغالب، يبيّن ما أُبهم من ذات (كالعدد) أو من نسبة.',
      en: 'The specification (tamyīz) is an indefinite accusative noun, mostly not derived, making clear what is vague in a quantity (as after a number) or in a relation.',
    },
    confused: ['maf3ul_bih', 'hal', 'mudaf_ilayh', 'khabar'],
  },
};

/** The signs of the cases: the short vowels and the letters that stand for them. */
export const SIGNS = ['damma', 'fatha', 'kasra', 'alif', 'waw', 'ya'] as const;
export type Sign = (typeof SIGNS)[number];
/** How a word's form is declined: as a singular or broken plural, a dual, a sound masculine or feminine plural, a diptote, one of the five nouns in construct. */
export type Declension = 'singular' | 'dual' | 'masc_plural' | 'fem_plural' | 'diptote' | 'five_nouns';

const SIGN_OF: Readonly<Record<Declension, Record<Case, Sign>>> = {
  singular: { nom: 'damma', acc: 'fatha', gen: 'kasra' },
  dual: { nom: 'alif', acc: 'ya', gen: 'ya' },
  masc_plural: { nom: 'waw', acc: 'ya', gen: 'ya' },
  fem_plural: { nom: 'damma', acc: 'kasra', gen: 'kasra' },
  diptote: { nom: 'damma', acc: 'fatha', gen: 'fatha' },
  five_nouns: { nom: 'waw', acc: 'alif', gen: 'ya' },
};
export const signOf = (d: Declension, c: Case): Sign => SIGN_OF[d][c];

const CASE_NAME: Readonly<Record<Case, Bilingual>> = {
  nom: { ar: 'مرفوع', en: 'nominative' },
  acc: { ar: 'منصوب', en: 'accusative' },
  gen: { ar: 'مجرور', en: 'genitive' },
};
const CASE_NOUN: Readonly<Record<Case, string>> = { nom: 'رفعه', acc: 'نصبه', gen: 'جره' };
const SIGN_NAME: Readonly<Record<Sign, Bilingual>> = {
  damma: { ar: 'الضمة', en: 'ḍamma' },
  fatha: { ar: 'الفتحة', en: 'fatḥa' },
  kasra: { ar: 'الكسرة', en: 'kasra' },
  alif: { ar: 'الألف', en: 'alif' },
  waw: { ar: 'الواو', en: 'wāw' },
  ya: { ar: 'الياء', en: 'yāʾ' },
};

/** An ending as an option's value: `acc:ya`. */
export const endingValue = (c: Case, s: Sign): string => `${c}:${s}`;
export const endingName = (c: Case, s: Sign): Bilingual => ({
  ar: `${CASE_NAME[c].ar} وعلامة ${CASE_NOUN[c]} ${SIGN_NAME[s].ar}`,
  en: `${CASE_NAME[c].en}, marked by ${SIGN_NAME[s].en}`,
});
export const caseName = (c: Case): Bilingual => CASE_NAME[c];

/** Why a declension takes the sign it does in a case (the substitute signs named by their rule). */
export function signRule(d: Declension, c: Case): Bilingual | null {
  if (d === 'dual') return { ar: 'والمثنى يرفع بالألف وينصب ويجر بالياء.', en: 'A dual is nominative with alif, accusative and genitive with yāʾ.' };
  if (d === 'masc_plural')
    return { ar: 'وجمع المذكر السالم يرفع بالواو وينصب ويجر بالياء.', en: 'A sound masculine plural is nominative with wāw, accusative and genitive with yāʾ.' };
  if (d === 'fem_plural' && c !== 'nom')
    return { ar: 'وجمع المؤنث السالم ينصب بالكسرة نيابة عن الفتحة.', en: 'A sound feminine plural takes kasra for the accusative, in place of fatḥa.' };
  if (d === 'diptote' && c === 'gen')
    return {
      ar: 'والممنوع من الصرف لا ينوّن، ويجر بالفتحة نيابة عن الكسرة ما لم يُعرّف بـ«ال» أو يُضف.',
      en: 'A diptote takes no nunation, and takes fatḥa for the genitive in place of kasra unless it has the article or is in construct.',
    };
  if (d === 'five_nouns')
    return {
      ar: 'والأسماء الخمسة (أب، أخ، حم، فو، ذو) إذا أضيفت إلى غير ياء المتكلم ترفع بالواو وتنصب بالألف وتجر بالياء.',
      en: 'The five nouns (ab, akh, ḥam, fū, dhū), in construct with anything but “my”, are nominative with wāw, accusative with alif and genitive with yāʾ.',
    };
  return null;
}

/**
 * The ending as an explanation says it, with why a substitute sign stands: «مرفوع وعلامة رفعه الواو
 * لأنه من الأسماء الخمسة»، «مجرور وعلامة جره الفتحة نيابة عن الكسرة لأنه ممنوع من الصرف للعلمية والتأنيث».
 */
export function endingBecause(d: Declension, c: Case, diptote?: Bilingual): Bilingual {
  const e = endingName(c, signOf(d, c));
  if (d === 'five_nouns') return { ar: `${e.ar} لأنه من الأسماء الخمسة`, en: `${e.en}, as one of the five nouns` };
  if (d === 'diptote' && c === 'gen')
    return {
      ar: `${e.ar} نيابة عن الكسرة لأنه ممنوع من الصرف${diptote ? ` ${diptote.ar}` : ''}`,
      en: `${e.en} in place of kasra, as a diptote${diptote ? ` (${diptote.en})` : ''}`,
    };
  return e;
}
