/**
 * A case question judged from its context alone (a teacher may rewrite the options): the role the
 * template gives the marked word's place, its declension read from its letters (the dual's ـَانِ /
 * ـَيْنِ, the sound plurals' ـُونَ / ـِينَ and ـَات), and the sign that declension takes in the role's case.
 */
import type { Question } from '@tasreef/contracts/exams';
import { nounOfForm } from './agree.ts';
import { declensionOf } from './case-sentence.ts';
import { BANK_NOUNS } from './nouns.ts';
import { DIPTOTE_NAMES, isFiveNounForm } from './case-data.ts';
import { ROLES, endingValue, signOf, type CaseRole, type Declension } from './case-roles.ts';

const BY_TEMPLATE: Readonly<Record<string, readonly (CaseRole | null)[]>> = {
  t_case_fa3il: [null, 'fa3il'],
  t_case_mubtada: ['mubtada'],
  t_case_maf3ul: [null, null, 'maf3ul_bih'],
  t_case_majrur: [null, null, null, 'majrur'],
  t_case_mudaf: [null, null, null, 'mudaf_ilayh'],
  t_case_na2ib: [null, 'na2ib_fa3il'],
  t_case_nominal: ['mubtada', 'khabar'],
  t_case_kana: [null, 'ism_kana', 'khabar_kana'],
  t_case_inna: [null, 'ism_inna', 'khabar_inna'],
  t_case_five_fa3il: [null, 'fa3il'],
  t_case_five_maf3ul: [null, null, 'maf3ul_bih'],
  t_case_five_majrur: [null, null, null, 'majrur'],
  t_case_hal: [null, null, null, null, 'hal'],
  t_case_tamyiz_count: [null, null, null, 'tamyiz'],
  t_case_tamyiz: [null, null, 'tamyiz'],
};

const bareOf = (w: string): string => w.normalize('NFC').replace(/[\u064B-\u0652]/gu, '');
/** The diptotes the bank writes without the article: its names and the indefinite forms of its diptote plurals (مَدَارِسَ). */
const DIPTOTES = new Set([...DIPTOTE_NAMES.map((n) => bareOf(n.ar)), ...BANK_NOUNS.filter((n) => n.pluralDiptote && typeof n.plural === 'string').map((n) => bareOf(n.plural!))]);

/**
 * The declension a written form shows: a bank noun's by its number (التَّمَارِينَ، الِامْتِحَانَ end
 * like a sound plural and a dual and are neither), an adjective's by its ending.
 */
export function declensionOfForm(w: string): Declension {
  if (isFiveNounForm(w)) return 'five_nouns';
  if (DIPTOTES.has(bareOf(w))) return 'diptote';
  const noun = nounOfForm(w);
  if (noun) return declensionOf(noun.n, noun.number);
  const bare = w.normalize('NFC').replace(/[\u064B-\u0652]/gu, '');
  if (/(ان|ين)$/u.test(bare) && /\u064E(\u0627|\u064A\u0652)\u0646\u0650?$/u.test(w.normalize('NFC'))) return 'dual';
  if (/(ون|ين)$/u.test(bare)) return 'masc_plural';
  if (/ات$/u.test(bare)) return 'fem_plural';
  return 'singular';
}

/** The marked word's role, by its place in the template's sentence. */
export function roleOf(q: Question): CaseRole | null {
  const c = q.context;
  if (!c || !c.marked) return null;
  const words = c.sentence.ar.replace(/\s*\.$/u, '').split(' ');
  const marked = c.marked.normalize('NFC');
  // case_ending shows the word without its ending (الطَّالِب): the same letters, a prefix of the marked word
  const letters = (w: string) => w.replace(/[\u064B-\u0652]/gu, '').replace(/\u0627$/u, '');
  const at = words.findIndex((w) => w === marked || (marked.startsWith(w) && letters(w) === letters(marked)));
  const place = BY_TEMPLATE[c.template];
  return at < 0 || !place ? null : (place[at] ?? null);
}

/** Whether `value` (a role, or `case:sign`) is right for the case question. */
export function rightCase(q: Question, value: string): boolean {
  const role = roleOf(q);
  if (!role) return false;
  if (q.type === 'case_role') return value === role;
  const c = ROLES[role].case;
  return value === endingValue(c, signOf(declensionOfForm(q.context!.marked!), c));
}
