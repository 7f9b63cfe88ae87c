/**
 * mood_in_context: a sentence with a gap after a particle (or none); the student picks or types the
 * verb form it requires, in agreement with its subject, written with the vowel the next word brings
 * (لَمْ يَكْتُبِ الطُّلَّابُ). Only verbs of the sentence bank (context/verbs.ts) are asked.
 */
import type { Person, Tense } from '@tasreef/morphology';
import type { Bilingual } from '@tasreef/contracts/exams';
import type { QuestionTypeModule } from '../draft.ts';
import { frameOf } from '../context/bank.ts';
import { MOOD_TENSE, PARTICLES, particleById, type Mood, type TemplateId } from '../context/particles.ts';
import { buildSentence, gapDraft, joinParts, type Sentence } from '../context/sentence.ts';
import { parseSpec } from '../context/subjects.ts';
import { choicesOf, targetsOf } from '../context/targets.ts';
import { contextOf, gapForms, gapKey, nextWord, tenseAndPersonCandidates, wrongChoices } from '../context/gap.ts';
import { neighbourPersons } from '../slots.ts';
import type { VerbData } from '../verb-data.ts';
import { formsOf } from '../verb-data.ts';
import { moodSign, waslNote } from '../context/explain.ts';
import { iso, tenseName } from '../names.ts';

type EnglishTense = Parameters<typeof buildSentence>[5]['tense'];

const ENGLISH_OF: Record<string, EnglishTense> = { none: 'present', lam: 'not_past', lamma: 'not_yet', lan: 'not_future' };
const TEMPLATE_ENGLISH: Partial<Record<TemplateId, EnglishTense>> = { must: 'must', purpose: 'came_to', fa: 'fa', nahy: 'nahy', amr: 'amr', shart: 'shart' };

/** Templates whose asked verb has its subject hidden in it: any person may fill it, so only the mood is asked. */
const HIDDEN_SUBJECT: ReadonlySet<TemplateId> = new Set(['must', 'purpose', 'fa']);
/** Particles after which the past is plainly wrong (after لَمَّا، إِنْ، حَتَّى، أَنْ or a bare sentence it can be right). */
const PAST_WRONG: ReadonlySet<string> = new Set(['lam', 'lan', 'kay', 'li', 'lam_amr']);
const OTHER_MOODS: Record<Mood, Mood[]> = { indicative: ['jussive', 'subjunctive'], subjunctive: ['indicative', 'jussive'], jussive: ['indicative', 'subjunctive'] };

/** Persons a learner puts in the gap instead: full agreement with a noun after the verb, the other gender. */
function confusedPersons(s: Sentence): Person[] {
  if (s.template === 'nahy') return (['2ms', '2fs', '2d', '2mp', '2fp'] as Person[]).filter((p) => p !== s.agreement.person);
  if (s.subject.position === 'after_verb') return [s.subject.person, s.agreement.person === '3ms' ? '3fs' : '3ms'];
  return [];
}

export function agreementNote(s: Sentence, alsoRight: readonly string[]): Bilingual | null {
  if (s.subject.position === 'after_verb') {
    const g = s.agreement.person === '3ms' ? { ar: 'مذكر', en: 'masculine' } : { ar: 'مؤنث', en: 'feminine' };
    const both =
      alsoRight.length > 0
        ? {
            ar: ` ويجوز تذكيره وتأنيثه مع جمع التكسير، فـ«${alsoRight.join('» و«')}» صحيحة أيضًا.`,
            en: ` With a broken plural either gender is right: ${alsoRight.join(', ')} too.`,
          }
        : { ar: '', en: '' };
    return {
      ar: `والفعل مفرد ${g.ar} لأن فاعله اسم ظاهر بعده («${s.subject.noun}»).${both.ar}`,
      en: `The verb is singular ${g.en}: its subject, ${s.subject.noun}, is a noun after it.${both.en}`,
    };
  }
  if (s.template === 'svo') {
    const head = s.words[0]!;
    return {
      ar: `والفعل يطابق «${head}» قبله في العدد والجنس، وفاعله ضمير يعود عليه.`,
      en: `The verb agrees in number and gender with ${head} before it: its subject is a pronoun referring to it.`,
    };
  }
  if (s.template === 'nahy') return { ar: 'والفعل للمخاطَب المنادى، يطابقه في العدد والجنس.', en: 'The verb addresses the one called, and agrees with them in number and gender.' };
  return null;
}

function hiddenSubjectCandidates(v: VerbData, s: Sentence, tenses: readonly Tense[]): { form: string | undefined; note: Bilingual }[] {
  const next = nextWord(s);
  return neighbourPersons(s.agreement.person)
    .slice(0, 4)
    .flatMap((p) =>
      tenses.flatMap((t) => gapForms(v, `${t}.active.${p}`, next).map((form) => ({ form, note: { ar: `صيغة ${tenseName(t).ar}`, en: `the ${tenseName(t).en.toLowerCase()}` } }))),
    );
}

export const moodInContextType: QuestionTypeModule = {
  type: 'mood_in_context',
  kinds: ['verbs'],
  targets: (v) => (frameOf(v.entry) ? targetsOf(PARTICLES) : []),
  estimate: (e) => (frameOf(e) ? targetsOf(PARTICLES).length : 0),
  build(v, target) {
    const frame = frameOf(v.entry);
    const [pid, template, specText] = target.split('|') as [string, TemplateId, string];
    const particle = particleById.get(pid);
    const spec = parseSpec(specText ?? '');
    if (!frame || !particle || !spec) return null;
    // "came to know", "must live in the house": a state is not a purpose nor a duty
    if ((frame.stative && (template === 'purpose' || template === 'must')) || (frame.noPurpose && template === 'purpose')) return null;
    // "do not find the pen", "let him know the engineer": no will, no command nor prohibition
    if (frame.noCommand && (template === 'nahy' || template === 'amr')) return null;
    // "do not tell the truth": no prohibition of a good deed in a model sentence (review s26)
    if (frame.virtuous && template === 'nahy') return null;
    // "if the student loses the key, I will be glad", "must lose", "came to lose", "let him lose"
    if (frame.unwelcome && (template === 'shart' || template === 'must' || template === 'purpose' || template === 'amr')) return null;
    const english = ENGLISH_OF[pid] ?? TEMPLATE_ENGLISH[template];
    const c = choicesOf(`${v.entry.id}|${target}`);
    const s = buildSentence(frame, pid, template, spec, c, { tense: english!, adverb: c.pick(2) === 0 });
    if (!s) return null;
    const tense = MOOD_TENSE[particle.mood];
    const hidden = HIDDEN_SUBJECT.has(template);
    const key = gapKey(v, tense, s);
    if (!key) return null;
    // a hidden subject may be anyone: another person's form of the same mood is not wrong
    if (hidden)
      for (const p of ['1s', '1p', '2ms', '2fs', '2d', '2mp', '2fp', '3ms', '3fs', '3md', '3fd', '3mp', '3fp'] as Person[])
        for (const f of formsOf(v.slots[`${tense}.active.${p}`])) key.excluded.add(f);
    const tenses: Tense[] = OTHER_MOODS[particle.mood].map((m) => MOOD_TENSE[m]);
    if (PAST_WRONG.has(pid)) tenses.push('past');
    const candidates = tenseAndPersonCandidates(v, key, s, tenses, hidden ? [] : confusedPersons(s));
    // a hidden subject: other persons' forms in a wrong mood are wrong for whoever is meant
    if (hidden) candidates.push(...hiddenSubjectCandidates(v, s, tenses));
    // the form without the vowel the next word brings, second: the rule asked as much as the mood
    const distractors = wrongChoices(key, candidates);
    if (distractors.length < 3) return null;
    const context = contextOf(s, particle.ar, particle.mood, s.en);
    const k = key.accepted[0]!;
    const indicative = formsOf(v.slots[`present_indicative.active.${s.agreement.person}`])[0] ?? '';
    const also = key.accepted.filter((f) => !key.own.includes(f));
    const why = () => {
      const parts = [particle.rule, moodSign(particle.mood, s.agreement.person, indicative, key.forms), waslNote(key.forms[0]!, key.own[0]!), agreementNote(s, also)].filter(
        (p): p is Bilingual => p !== null,
      );
      return joinParts(parts);
    };
    const sentenceAr = context.sentence.ar;
    return {
      type: 'mood_in_context',
      verb: v,
      slot: key.slot,
      noun: null,
      askKey: `mood_in_context|${v.entry.id}|${pid}|${key.slot}`,
      prompt_form: null,
      ask: {
        ar: `اختر صيغة الفعل ${v.citation} التي تملأ الفراغ: ${sentenceAr}`,
        en: `Which form of ${iso(v.citation)} fills the gap? ${sentenceAr} (${s.en})`,
      },
      write: {
        ar: `اكتب صيغة الفعل ${v.citation} التي تملأ الفراغ، مشكولةً كما تُكتب في الجملة: ${sentenceAr}`,
        en: `Write the form of ${iso(v.citation)} that fills the gap, fully vocalized as written in the sentence: ${sentenceAr} (${s.en})`,
      },
      ...gapDraft(sentenceAr, k, key.typed, distractors, { slot: key.slot }),
      explanation: why,
      factors: { tense, voice: 'active' },
      tags: [pid, particle.mood, `t_${template}`, ...(nextWord(s)?.startsWith('ا') ? ['wasl'] : [])],
      context,
      slotForm: key.forms[0]!,
    };
  },
};
