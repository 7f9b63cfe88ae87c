/**
 * case_role: a whole sentence, fully vocalized, one word of it marked: what is its role (إعراب)?
 * فاعل، مفعول به، نائب فاعل، مبتدأ، خبر، اسم كان وخبرها، اسم إنّ وخبرها، اسم مجرور، مضاف إليه. The
 * options are names from that fixed list; each word of a bank sentence has one role, and a role
 * some grammarians give it (the Kufans' فاعل مقدم for الطالبُ كتبَ) is never shown as wrong.
 */
import type { Bilingual, QuestionContext } from '@tasreef/contracts/exams';
import type { Choice, Draft, QuestionTypeModule } from '../draft.ts';
import type { VerbData } from '../verb-data.ts';
import { caseSentence, caseTargets, sentenceText, type CaseSentence } from '../context/case-sentence.ts';
import { ROLES, caseName, endingBecause, signRule, type CaseRole } from '../context/case-roles.ts';

const CASE_WORD: Record<string, QuestionContext['case']> = { nom: 'nominative', acc: 'accusative', gen: 'genitive' };

/** The context a case question carries: its sentence, template, the marked word, role and case. */
export function caseContext(s: CaseSentence, shownAr: string): QuestionContext {
  return {
    sentence: { ar: shownAr, en: s.en },
    template: s.template,
    particle: s.template === 't_case_kana' ? 'كان' : s.template === 't_case_inna' ? 'إنّ' : null,
    subject: s.subject,
    role: s.role,
    case: CASE_WORD[ROLES[s.role].case]!,
    marked: s.words[s.marked]!,
  };
}

/** Why: the word's role and case with its sign, the rule of the role, and the rule of a substitute sign (المثنى، جمع المذكر السالم…). */
export function caseExplanation(s: CaseSentence): Bilingual {
  const w = s.words[s.marked]!;
  const r = ROLES[s.role];
  const ending = endingBecause(s.declension, r.case, s.diptote);
  const extra = signRule(s.declension, r.case);
  // the role's name may already say the case («اسم مجرور بحرف الجر»): the ending then gives its sign only, never «مجرور … مجرور» (review s26)
  const [caseWord, ...sign] = ending.ar.split(' ');
  const endingAr = r.name.ar.split(' ').includes(caseWord!) ? sign.join(' ') : ending.ar;
  return {
    ar: `«${w}» ${r.name.ar} ${endingAr}. ${r.rule.ar}${s.note ? ` ${s.note.ar}` : ''}${extra ? ` ${extra.ar}` : ''}`,
    en: `${w} is ${r.name.en}, ${ending.en}. ${r.rule.en}${s.note ? ` ${s.note.en}` : ''}${extra ? ` ${extra.en}` : ''} (${s.en})`,
  };
}

const roleChoice = (r: CaseRole): Choice => ({ value: r, label: ROLES[r].name });

export function caseRoleDraft(v: VerbData, target: string, s: CaseSentence): Draft | null {
  const r = ROLES[s.role];
  const sentenceAr = sentenceText(s);
  const w = s.words[s.marked]!;
  const distractors = r.confused.map(roleChoice);
  return {
    type: 'case_role',
    verb: v,
    slot: null,
    noun: null,
    // one item of a verb per exam: the check reads a question by its type, verb, slot and noun, which its sentences share
    askKey: `case_role|${v.entry.id}`,
    prompt_form: null,
    ask: { ar: `ما إعراب «${w}» في الجملة: ${sentenceAr}`, en: `What is the role (iʿrāb) of ${w} in: ${sentenceAr} (${s.en})` },
    key: roleChoice(s.role),
    distractors,
    claim: (x) => ({ form: w, verb_type: x.value }),
    statement: (x) => ({ ar: `«${w}» ${x.label.ar} في: ${sentenceAr}`, en: `${w} is ${x.label.en} in: ${sentenceAr}` }),
    explanation: () => caseExplanation(s),
    factors: { tense: null, voice: null },
    bloom: { multiple_choice: 2, true_false: 2, typed: 3 },
    tags: [s.template, s.role, s.declension, caseName(r.case).en],
    context: caseContext(s, sentenceAr),
  };
}

export const caseRoleType: QuestionTypeModule = {
  type: 'case_role',
  kinds: ['verbs'],
  targets: (v) => caseTargets(v.entry),
  estimate: (e) => caseTargets(e).length,
  build(v, target) {
    const s = caseSentence(v, target, `${v.entry.id}|case|${target}`);
    return s ? caseRoleDraft(v, target, s) : null;
  },
};
