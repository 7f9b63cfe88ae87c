/**
 * identify_verb_type: the verb type (sound, hamzated, doubled, assimilated, hollow, defective,
 * lafif…, the engine's classification) of a verb shown by its past. Asked only when every reading
 * of the form is a verb of this type. Wrong types are its neighbours (hollow و / hollow ي,
 * defective, sound…), named as the engine names them, after the type a letter of the pattern makes
 * the form look like (AUGMENT_LOOKALIKES).
 */
import { classify, letters, VERB_TYPES } from '@tasreef/morphology';
import type { Choice, Context, QuestionTypeModule } from '../draft.ts';
import { mulhaqOf } from '../exam-entries.ts';
import { VERB_TYPE_PREDICATE_EN } from '../verb-type-texts.ts';
import { formsOf } from '../verb-data.ts';
import { iso, verbTypeName } from '../names.ts';

const TRI = Object.entries(VERB_TYPES)
  .filter(([, t]) => t.radicals === 3)
  .map(([id]) => id);
const QUAD = Object.entries(VERB_TYPES)
  .filter(([, t]) => t.radicals === 4)
  .map(([id]) => id);
const PLAUSIBLE = [
  'sound',
  'hollow_waw',
  'hollow_ya',
  'defective_waw',
  'defective_ya',
  'assimilated_waw',
  'doubled',
  'hamzated_first',
  'hamzated_middle',
  'hamzated_last',
  'lafif_mafruq',
  'lafif_maqrun',
];

/**
 * A type is offered as a wrong choice or a false claim only when a learner has met verbs of it: at
 * least this many verbs of the common and intermediate bands. «تَمَيَّزَ مثال واوي أجوف يائي» tests
 * nothing: no verb in use has و and ي as its first two radicals (يَوْم، وَيْل are nouns); «قَامَ مهموز
 * الفاء أجوف واوي» (3 verbs in use) and «تَمَّ لفيف مقرون يائي (مضعّف)» (3) no more.
 */
export const TYPE_IN_USE_MIN = 10;

const inUse = new WeakMap<object, ReadonlySet<string>>();

function typesInUse(ctx: Pick<Context, 'byId' | 'bands'>): ReadonlySet<string> {
  let s = inUse.get(ctx.byId);
  if (!s) {
    const n = new Map<string, number>();
    for (const e of ctx.byId.values()) if (ctx.bands.bandOf(e) !== 'rare') n.set(e.type, (n.get(e.type) ?? 0) + 1);
    s = new Set([...n].filter(([, c]) => c >= TYPE_IN_USE_MIN).map(([t]) => t));
    inUse.set(ctx.byId, s);
  }
  return s;
}

/** The type said in an English sentence: "has a hamza as its middle radical", "is hollow: its middle radical is و". */
const predicate = (id: string, label: string): string => VERB_TYPE_PREDICATE_EN[id] ?? `is ${label}`;

/**
 * The learner's errors first (issue 31): a type a letter of the pattern makes the form look like —
 * the أ of أَفْعَلَ taken for a radical hamza (أَكْرَمَ "hamzated first"), the doubled middle of
 * فَعَّلَ / تَفَعَّلَ taken for a doubled root (قَدَّمَ "doubled"), the ا of فَاعَلَ / تَفَاعَلَ taken for
 * a hollow verb's (قَاتَلَ "hollow"). Each applies only where the root has no such letter.
 */
const AUGMENT_LOOKALIKES: ReadonlyArray<{ type: string; patterns: readonly string[]; unless: (root: string) => boolean }> = [
  { type: 'hamzated_first', patterns: ['IV'], unless: (root) => root.startsWith(letters.HAMZA) },
  { type: 'doubled', patterns: ['II', 'V'], unless: (root) => root[1] === root[2] },
  { type: 'hollow_waw', patterns: ['III', 'VI'], unless: (root) => root[1] === letters.WAW || root[1] === letters.YEH },
];

const lookalikes = (root: string, pattern: string): string[] => AUGMENT_LOOKALIKES.filter((l) => l.patterns.includes(pattern) && !l.unless(root)).map((l) => l.type);

/** Types nearest to `id`: sharing a word of their name first (hollow_waw → hollow_ya), then the common ones. */
function neighbours(id: string, radicals: 3 | 4): string[] {
  const words = new Set(id.split('_'));
  const pool = radicals === 3 ? [...PLAUSIBLE, ...TRI] : [...QUAD, ...PLAUSIBLE];
  const unique = pool.filter((x, i) => x !== id && pool.indexOf(x) === i);
  const share = (x: string) => x.split('_').filter((w) => words.has(w)).length;
  return unique.sort((a, b) => share(b) - share(a) || unique.indexOf(a) - unique.indexOf(b));
}

export const identifyVerbTypeType: QuestionTypeModule = {
  type: 'identify_verb_type',
  kinds: ['verbs', 'roots', 'others'],
  // a mulhaq verb (سَيْطَرَ) is not a sound quadriliteral: not asked (review s24)
  targets: (v) => (mulhaqOf(v.entry) ? [] : ['past.active.3ms']),
  estimate: (e) => (mulhaqOf(e) ? 0 : 1),
  build(v, _target, ctx) {
    const form = formsOf(v.slots['past.active.3ms'])[0];
    if (!form) return null;
    const types = new Set(ctx.readings.of(form).map((r) => ctx.byId.get(r.verb_id)?.type));
    if (types.size !== 1 || !types.has(v.entry.type)) return null;
    const own = verbTypeName(v.entry.type, { ar: v.entry.type_ar, en: v.entry.type_en });
    const choice = (id: string): Choice => ({ value: id, label: verbTypeName(id), note: verbTypeName(id) });
    // a type whose every label is true of this root (وَقَى is also assimilated) is not wrong
    const labels = new Set<string>(classify({ root: v.entry.root, pattern: v.entry.pattern, past_vowel: v.entry.past_vowel, present_vowel: v.entry.present_vowel }).labels);
    const partlyRight = (id: string) => (VERB_TYPES[id as keyof typeof VERB_TYPES]?.labels ?? []).every((l: string) => labels.has(l));
    const near = neighbours(v.entry.type, v.entry.radicals);
    const errors = lookalikes(v.entry.root, v.entry.pattern).filter((id) => id !== v.entry.type);
    const distractors = [...errors, ...near.filter((id) => !errors.includes(id))].filter((id) => !partlyRight(id) && typesInUse(ctx).has(id)).map(choice);
    return {
      type: 'identify_verb_type',
      verb: v,
      slot: 'past.active.3ms',
      noun: null,
      askKey: `identify_verb_type|${v.entry.root}`,
      prompt_form: form,
      ask: { ar: `ما نوع الفعل «${form}» بحسب حروفه الأصلية؟`, en: `What type of verb is ${iso(form)}, by its root letters?` },
      key: { value: v.entry.type, label: own },
      distractors,
      claim: (c) => ({ form, verb_type: c.value }),
      statement: (c) => ({ ar: `الفعل «${form}» ${c.label.ar}.`, en: `${iso(form)} ${predicate(c.value, c.label.en)}.` }),
      explanation: () => ({
        ar: `جذر «${form}» هو (${[...v.entry.root].join(' ')})، فالفعل ${own.ar}.`,
        en: `The root of ${iso(form)} is ${iso([...v.entry.root].join(' '))}: the verb ${predicate(v.entry.type, own.en)}.`,
      }),
      factors: { tense: 'past', voice: 'active' },
      bloom: { multiple_choice: 2, true_false: 2, typed: 2 },
      tags: [v.entry.type],
    };
  },
};
