/**
 * make_passive: an active sentence of a bank verb turned passive, the doer dropped: the verb's
 * passive form (from the engine) and the object raised to نائب الفاعل in the nominative (كَتَبَ
 * الطَّالِبُ الدَّرْسَ → كُتِبَ الدَّرْسُ); for a verb whose complement takes a preposition, the impersonal
 * passive with the phrase in the subject's place (مَرَّ الطَّالِبُ بِالمُعَلِّمِ → مُرَّ بِالمُعَلِّمِ). Only
 * transitive frames (an accusative object) and the frames marked `impersonal` are asked; the
 * passive verb agrees with نائب الفاعل as a verb with its subject after it.
 */
import type { Person, SlotKey } from '@tasreef/morphology';
import type { Bilingual, QuestionContext } from '@tasreef/contracts/exams';
import type { Choice, QuestionTypeModule } from '../draft.ts';
import { formsOf, type VerbData } from '../verb-data.ts';
import { isWellFormed } from '../well-formed.ts';
import { frameOf, nounForm } from '../context/bank.ts';
import { buildSentence, written } from '../context/sentence.ts';
import { NOUN_SPECS, parseSpec, specKey } from '../context/subjects.ts';
import { choicesOf } from '../context/targets.ts';
import { choice } from '../context/gap.ts';
import { beforeNext, joinWords, withoutJoinedPreposition, withoutJoinVowels } from '../context/wasl.ts';
import { passivePersons } from '../context/agree.ts';
import { cap } from '../context/english.ts';
import type { VerbFrame } from '../context/verbs.ts';
import { iso } from '../names.ts';

type PassiveTense = 'past' | 'present_indicative';
const TENSES: Record<string, PassiveTense> = { past: 'past', present: 'present_indicative' };
const TARGETS = Object.keys(TENSES).flatMap((t) => NOUN_SPECS.map((s) => `${t}|${specKey(s)}`));

/** Whether the bank asks this frame's passive: an accusative object, or a preposition said impersonally; no state (عُرِفَ is another verb to a learner). */
export const passiveAsked = (f: VerbFrame | undefined): f is VerbFrame => f !== undefined && f.object !== null && !f.stative && !f.noPassive && (!f.prep || f.impersonal === true);

/**
 * How the past passive is made, said only where the plain rule holds: a hollow verb's first letter
 * takes kasra (زِيرَ), form III turns its alif to wāw (سُوعِدَ), V and VI vowel a second letter, VII–X a
 * third (the s22 review found «بضم أوله وكسر ما قبل آخره» said of زِيرَتْ).
 */
const pastRuleHolds = (v: VerbData): boolean => ['I', 'II', 'IV', 'QI'].includes(v.entry.pattern) && !v.rootTypes.includes('hollow');

const EN_BE: Record<PassiveTense, string> = { past: 'was', present_indicative: 'is' };

export const makePassiveType: QuestionTypeModule = {
  type: 'make_passive',
  kinds: ['verbs'],
  targets: (v) => (passiveAsked(frameOf(v.entry)) ? TARGETS : []),
  estimate: (e) => (passiveAsked(frameOf(e)) ? TARGETS.length : 0),
  build(v, target) {
    const frame = frameOf(v.entry);
    // `past|n:m:sg|student_m|lesson` names the doer and the object (a test's sentence)
    const [t, specText, doer, object] = target.split('|') as [string, string, string | undefined, string | undefined];
    const tense = TENSES[t];
    const spec = parseSpec(specText ?? '');
    if (!passiveAsked(frame) || !tense || !spec || spec.kind !== 'noun') return null;
    const c = choicesOf(`${v.entry.id}|make_passive|${target}`);
    const s = buildSentence(frame, 'none', 'vso', spec, { pick: c.pick, subject: doer, complement: object }, { tense: tense === 'past' ? 'past' : 'present', adverb: false });
    if (!s || !s.complement) return null;
    const active = formsOf(v.slots[`${tense}.active.${s.agreement.person}` as SlotKey])[0];
    if (!active) return null;
    const activeAr = written(s.words.map((w, i) => (i === s.gapAt ? active : w)));
    const n = s.complement;
    const impersonal = frame.prep !== undefined;
    // what stands in the subject's place: the object in the nominative, or the preposition's phrase unchanged
    const phrase = impersonal ? joinWords([frame.prep!.ar, nounForm(n, 'sg', 'gen')!]) : nounForm(n, 'sg', 'nom')!;
    const first = phrase.split(' ')[0]!;
    const ag = passivePersons(impersonal ? null : n);
    const passiveOf = (p: Person, tn: PassiveTense = tense) => formsOf(v.slots[`${tn}.passive.${p}` as SlotKey]).map((f) => `${beforeNext(f, first)} ${phrase}`);
    const own = passiveOf(ag.person);
    if (own.length === 0) return null;
    const accepted = [...new Set([...own, ...ag.alsoRight.flatMap((p) => passiveOf(p))])];
    const excluded = new Set(ag.disputed.flatMap((p) => passiveOf(p)));
    // a choice differing from a right one only by the join's vowel (شُرِبَتِ / شُرِبَتْ before الْقَهْوَةُ) is the same answer (review s24)
    const seen = new Set([...accepted, ...excluded].map((x) => withoutJoinVowels(x)));
    const distractors: Choice[] = [];
    const add = (value: string | undefined, note: Bilingual) => {
      if (!value || seen.has(withoutJoinVowels(value)) || !isWellFormed(withoutJoinedPreposition(value))) return;
      seen.add(withoutJoinVowels(value));
      distractors.push(choice(value, note));
    };
    const passive = formsOf(v.slots[`${tense}.passive.${ag.person}` as SlotKey])[0]!;
    if (!impersonal) {
      const acc = nounForm(n, 'sg', 'acc')!;
      add(`${beforeNext(passive, acc)} ${acc}`, { ar: 'نائب الفاعل منصوبًا كالمفعول به', en: 'the raised noun left in the accusative' });
    } else {
      const nom = nounForm(n, 'sg', 'nom')!;
      add(`${beforeNext(passive, nom)} ${nom}`, { ar: 'الفعل المتعدي بحرف جر بلا حرفه', en: 'the preposition dropped' });
    }
    add(`${beforeNext(active, first)} ${phrase}`, { ar: 'الفعل المبني للمعلوم', en: 'the active verb' });
    const otherGender: Person = ag.person === '3ms' ? '3fs' : '3ms';
    for (const f of passiveOf(otherGender)) add(f, { ar: 'الفعل في الجنس الآخر', en: 'the verb in the other gender' });
    const otherTense: PassiveTense = tense === 'past' ? 'present_indicative' : 'past';
    for (const f of passiveOf(ag.person, otherTense)) add(f, { ar: 'الفعل في زمن آخر', en: 'the verb in another tense' });
    for (const p of ['3mp', '3fp'] as Person[]) for (const f of passiveOf(p)) add(f, { ar: 'الفعل مجموعًا', en: 'the verb in the plural' });
    if (distractors.length < 3) return null;
    const key = own[0]!;
    const enBe = EN_BE[tense];
    const passiveEn = `${cap(`the ${n.en.sg}`)} ${enBe} ${frame.en.pp}${impersonal && frame.prep!.en ? ` ${frame.prep!.en}` : ''}.`;
    const context: QuestionContext = {
      sentence: { ar: activeAr, en: s.en },
      template: impersonal ? `t_passive_impersonal_${t}` : `t_passive_${t}`,
      particle: null,
      subject: { person: ag.person, noun: phrase, position: 'after_verb' },
      role: 'na2ib_fa3il',
      case: impersonal ? 'genitive' : 'nominative',
    };
    const also = accepted.filter((x) => !own.includes(x));
    const why = (): Bilingual => {
      const verb: Bilingual = {
        ar: `يُبنى الفعل للمجهول (${passive})${tense === 'past' ? (pastRuleHolds(v) ? ' بضم أوله وكسر ما قبل آخره' : '') : ' بضم حرف المضارعة وفتح ما قبل آخره'}، ويُحذف الفاعل.`,
        en: `The verb is made passive (${passive}) and the doer is dropped.`,
      };
      const raised: Bilingual = impersonal
        ? {
            ar: `والفعل لازم يتعدى بحرف الجر، فيقوم الجار والمجرور («${phrase}») مقام الفاعل في محل رفع نائب فاعل، ويبقى الفعل مفردًا مذكرًا.`,
            en: `The verb takes its complement with a preposition: the phrase ${phrase} stands in the subject's place (nāʾib al-fāʿil), and the verb stays masculine singular.`,
          }
        : {
            ar: `ويصير المفعول به نائب فاعل، ونائب الفاعل مرفوع: «${phrase}».${ag.person === '3fs' ? ' والفعل مؤنث لأن نائب الفاعل مؤنث.' : ''}${also.length ? ` ويجوز تذكير الفعل مع المؤنث المجازي: «${also.join('» و«')}».` : ''}`,
            en: `The object becomes the subject of the passive (nāʾib al-fāʿil), which is nominative: ${phrase}.${ag.person === '3fs' ? ' The verb is feminine, as that noun is.' : ''}${also.length ? ` With a thing feminine only in form the masculine is right too: ${also.join(', ')}.` : ''}`,
          };
      return { ar: `${verb.ar} ${raised.ar}`, en: `${verb.en} ${raised.en} (${passiveEn})` };
    };
    return {
      type: 'make_passive',
      verb: v,
      slot: `${tense}.passive.${ag.person}` as SlotKey,
      noun: null,
      // one passive of a verb's tense and person per exam: another doer or object asks the same again
      askKey: `make_passive|${v.entry.id}|${tense}.passive.${ag.person}`,
      prompt_form: null,
      ask: {
        ar: `حوّل الجملة إلى المبني للمجهول بحذف الفاعل: ${activeAr}`,
        en: `Make the sentence passive, dropping the doer: ${activeAr} (${s.en})`,
      },
      key: choice(key),
      // typed: the verb may be written as at a pause too (كُتِبَتْ الرِّسَالَةُ)
      accepted: [...new Set([key, `${passive} ${phrase}`])],
      distractors,
      claim: (x) => ({ form: x.value, slot: `${tense}.passive.${ag.person}` }),
      statement: (x) => ({ ar: `المبني للمجهول من «${activeAr}»: ${x.value}`, en: `The passive of ${activeAr}: ${iso(x.value)}` }),
      explanation: why,
      factors: { tense, voice: 'passive' },
      bloom: { multiple_choice: 3, true_false: 2, typed: 3 },
      tags: [impersonal ? 'passive_impersonal' : 'passive', t],
      context,
      slotForm: passive,
    };
  },
};
