/**
 * case_ending: the same sentences as case_role, the marked word written without its case ending:
 * which case does it take in its place, and with which sign? The sign is the original vowel or its
 * substitute (the dual's alif and yāʾ, the sound masculine plural's wāw and yāʾ, the sound feminine
 * plural's kasra for the accusative); the options name a case and a sign, one of them right.
 */
import type { Case } from '@tasreef/morphology';
import type { Choice, Draft, QuestionTypeModule } from '../draft.ts';
import type { VerbData } from '../verb-data.ts';
import { caseSentence, caseTargets, sentenceText, withoutEnding, type CaseSentence } from '../context/case-sentence.ts';
import { ROLES, endingName, endingValue, signOf, type Sign } from '../context/case-roles.ts';
import { caseContext, caseExplanation } from './case-role.ts';

const CASES: readonly Case[] = ['nom', 'acc', 'gen'];
/** The signs each case has in some word (the review found «منصوب وعلامة نصبه الضمة» offered: a sign no word takes is no choice); the alif of the accusative is the five nouns' (أَبَاكَ). */
const SIGNS_OF_CASE: Readonly<Record<Case, readonly Sign[]>> = { nom: ['damma', 'alif', 'waw'], acc: ['fatha', 'ya', 'kasra', 'alif'], gen: ['kasra', 'ya', 'fatha'] };
const ending = (c: Case, s: Sign): Choice => ({ value: endingValue(c, s), label: endingName(c, s) });

/** Wrong endings, the most plausible first: the word's own signs in the other cases, then the key's case with another sign, then the rest. */
function wrongEndings(s: CaseSentence, key: { c: Case; sign: Sign }): Choice[] {
  const own = CASES.filter((c) => c !== key.c).map((c) => ({ c, sign: signOf(s.declension, c) }));
  const sameCase = SIGNS_OF_CASE[key.c].filter((x) => x !== key.sign).map((sign) => ({ c: key.c, sign }));
  const rest = CASES.flatMap((c) => SIGNS_OF_CASE[c].map((sign) => ({ c, sign })));
  const seen = new Set([endingValue(key.c, key.sign)]);
  const out: Choice[] = [];
  for (const x of [...own, ...sameCase, ...rest]) {
    const value = endingValue(x.c, x.sign);
    if (seen.has(value)) continue;
    seen.add(value);
    out.push(ending(x.c, x.sign));
  }
  return out;
}

export function caseEndingDraft(v: VerbData, target: string, s: CaseSentence): Draft | null {
  const c = ROLES[s.role].case;
  const sign = signOf(s.declension, c);
  const bare = withoutEnding(s.words[s.marked]!);
  const sentenceAr = sentenceText(s, withoutEnding);
  return {
    type: 'case_ending',
    verb: v,
    slot: null,
    noun: null,
    // one item of a verb per exam: the check reads a question by its type, verb, slot and noun, which its sentences share
    askKey: `case_ending|${v.entry.id}`,
    prompt_form: null,
    ask: {
      ar: `ما حالة «${bare}» الإعرابية في الجملة، وما علامتها؟ ${sentenceAr}`,
      en: `What case does ${bare} take in the sentence, and with which sign? ${sentenceAr} (${s.en})`,
    },
    key: ending(c, sign),
    distractors: wrongEndings(s, { c, sign }),
    claim: (x) => ({ form: bare, verb_type: x.value }),
    statement: (x) => ({ ar: `«${bare}» ${x.label.ar} في: ${sentenceAr}`, en: `${bare} is ${x.label.en} in: ${sentenceAr}` }),
    explanation: () => caseExplanation(s),
    factors: { tense: null, voice: null },
    bloom: { multiple_choice: 3, true_false: 2, typed: 3 },
    tags: [s.template, s.role, s.declension],
    context: caseContext(s, sentenceAr),
  };
}

export const caseEndingType: QuestionTypeModule = {
  type: 'case_ending',
  kinds: ['verbs'],
  targets: (v) => caseTargets(v.entry),
  estimate: (e) => caseTargets(e).length,
  build(v, target) {
    const s = caseSentence(v, target, `${v.entry.id}|case|${target}`);
    return s ? caseEndingDraft(v, target, s) : null;
  },
};
