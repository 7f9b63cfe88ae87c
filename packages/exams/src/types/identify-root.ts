/**
 * identify_root: the root of a verb form or of a derived noun, shown alone. Asked only when every
 * reading of the form in the whole lexicon has this root (قَالَ is قول and قيل: never asked).
 * Wrong roots are real roots: the weak letter or hamza swapped (قيل، قلل), letters the form shows
 * (اِسْتَخْرَجَ → سخر), then roots sharing two radicals.
 * Targets: `slot:<slot>` (verbs, roots) and `noun:<key>` (derivatives).
 */
import { letters, stripMarks, type SlotKey } from '@tasreef/morphology';
import type { Choice, Context, QuestionTypeModule } from '../draft.ts';
import { mulhaqOf } from '../exam-entries.ts';
import { formsOf, type VerbData } from '../verb-data.ts';
import { iso, nounName, rootName, slotOfVerb } from '../names.ts';
import { existingSlots } from '../slots.ts';
import { nounAsked } from '../asked-nouns.ts';
import { rootLettersNote } from '../root-letters.ts';

const SWAPS = [letters.WAW, letters.YEH, letters.HAMZA];
const NOUN_TARGETS = ['active_participle', 'passive_participle', 'masdar', 'noun_of_place_time', 'elative'] as const;

const rootChoice = (r: string, note?: Choice['note']): Choice => ({ value: r, label: rootName(r), ...(note ? { note } : {}) });

export function wrongRoots(root: string, form: string, exclude: ReadonlySet<string>, ctx: Context): Choice[] {
  const out: Choice[] = [];
  const seen = new Set(exclude);
  const add = (r: string) => {
    if (seen.has(r) || !ctx.roots.has(r)) return;
    seen.add(r);
    out.push(rootChoice(r, { ar: 'جذر أفعال أخرى', en: 'the root of other verbs' }));
  };
  const r = [...root];
  r.forEach((ch, i) => {
    if (!SWAPS.includes(ch)) return;
    for (const s of SWAPS) if (s !== ch) add([...r.slice(0, i), s, ...r.slice(i + 1)].join(''));
  });
  if (r.length === 3 && r[1] === r[2]) for (const s of SWAPS) add(r[0]! + r[1]! + s);
  if (r.length === 3 && SWAPS.includes(r[2]!)) add(r[0]! + r[1]! + r[1]!);
  const shown = [...stripMarks(form).replace(/[\u0622\u0623\u0625]/g, letters.HAMZA)].filter((c) => c !== ' ');
  for (let a = 0; a < shown.length; a++)
    for (let b = a + 1; b < shown.length; b++)
      for (let c = b + 1; c < shown.length; c++) {
        if (r.length === 3) add(shown[a]! + shown[b]! + shown[c]!);
      }
  for (const n of ctx.rootNeighbours(root)) add(n);
  return out;
}

function formOf(v: VerbData, target: string): { form: string; slot: SlotKey | null; noun: string | null } | null {
  const [kind, what] = target.split(':') as ['slot' | 'noun', string];
  if (kind === 'slot') {
    const f = formsOf(v.slots[what as SlotKey])[0];
    return f ? { form: f, slot: what as SlotKey, noun: null } : null;
  }
  const d = v.nouns();
  if (d.guesses[what]) return null;
  const f = formsOf(d.nouns[what as keyof typeof d.nouns])[0];
  return f && !f.includes(' ') ? { form: f, slot: null, noun: what } : null;
}

export const identifyRootType: QuestionTypeModule = {
  type: 'identify_root',
  kinds: ['verbs', 'roots', 'derivatives', 'others'],
  targets(v, ctx) {
    if (mulhaqOf(v.entry)) return [];
    const out: string[] = [];
    if (ctx.kinds.has('verbs') || ctx.kinds.has('roots') || ctx.kinds.has('others')) out.push(...existingSlots(v, ctx.tenses, 'active').map((s) => `slot:${s}`));
    if (ctx.kinds.has('derivatives')) out.push(...NOUN_TARGETS.filter((n) => nounAsked(v.entry, n)).map((n) => `noun:${n}`));
    return out;
  },
  estimate: (e, tenses) => (mulhaqOf(e) ? 0 : tenses.length * 13 + NOUN_TARGETS.length),
  build(v, target, ctx) {
    const shown = formOf(v, target);
    if (!shown) return null;
    const { form } = shown;
    const readings = ctx.readings.of(form);
    const roots = new Set(readings.map((r) => r.root));
    if (roots.size !== 1 || !roots.has(v.entry.root)) return null;
    const distractors = wrongRoots(v.entry.root, form, roots, ctx);
    if (distractors.length < 3) return null;
    const what = shown.slot ? slotOfVerb(shown.slot, v.citation) : null;
    const noun = shown.noun ? nounName(shown.noun) : null;
    const key = rootChoice(v.entry.root);
    return {
      type: 'identify_root',
      verb: v,
      slot: shown.slot,
      noun: shown.noun,
      askKey: `identify_root|${form}`,
      prompt_form: form,
      ask: { ar: `ما جذر الكلمة «${form}»؟`, en: `What is the root of ${iso(form)}?` },
      key,
      distractors,
      claim: (c) => ({ form, root: c.value }),
      statement: (c) => ({ ar: `جذر الكلمة «${form}» هو (${c.label.ar}).`, en: `The root of ${iso(form)} is ${iso(c.label.en)}.` }),
      explanation: () => {
        const head = what
          ? { ar: `«${form}» هي صيغة ${what.ar}، وجذره (${key.label.ar})`, en: `${iso(form)} is the ${what.en}, whose root is ${iso(key.label.en)}` }
          : {
              ar: `«${form}» هو ${noun!.ar} من الفعل ${v.citation}، وجذره (${key.label.ar})`,
              en: `${iso(form)} is the ${noun!.en.toLowerCase()} of ${iso(v.citation)}, whose root is ${iso(key.label.en)}`,
            };
        // the root letters the form hides or merges (root-letters.ts)
        const note = rootLettersNote(v.entry.root, form);
        return note ? { ar: `${head.ar}، ${note.ar}.`, en: `${head.en}; ${note.en}.` } : { ar: `${head.ar}.`, en: `${head.en}.` };
      },
      factors: { tense: shown.slot ? shown.slot.split('.')[0]! : null, voice: shown.slot ? 'active' : null },
      bloom: { multiple_choice: shown.slot === 'past.active.3ms' ? 1 : 2, true_false: 1, typed: 2 },
      tags: [shown.slot ? 'verb_form' : 'derived_noun'],
    };
  },
};
