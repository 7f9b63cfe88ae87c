/**
 * The conjugator: builds each form from its pattern template and affixes, applies the ordered
 * spelling rules, and seats the hamza last. Generic: the language is in ../data and ../rules.
 */
import { ALEF, DAMMA, FATHA, HAMZA, HEH, KASRA, SUKUN, TEH, WAW, YEH } from '../letters.ts';
import { IMPERATIVE_TENSES, PERSONS, SLOT_KEYS, type Conjugation, type Person, type SlotKey, type Tense, type Voice } from '../types.ts';
import { PATTERN_TEMPLATES, WASL_TOKEN, type PatternTemplate, type Token } from '../data/templates.ts';
import { ENDING_GROUP, IMPERATIVE_BASE, PAST_ENDINGS, PRESENT_ENDINGS, PRESENT_PREFIX, type Ending } from '../data/affixes.ts';
import { DOUBLED_KEPT_APART, SOUND_HOLLOW, WAW_DROPS_WITH_FATHA, iftaalPairs } from '../data/weak.ts';
import { irregularFor, type IrregularFlag, type IrregularVerb, type VariantScope } from '../data/irregular.ts';
import { ORDERED_RULES, markLongVowels, type RuleContext } from '../rules/spelling.ts';
import type { RuleId } from '../rules/registry.ts';
import { keptWeakFor, type KeptWeakVerb } from '../data/kept-weak.ts';
import { clone, serialize, type Mark, type Role, type Seg } from './segments.ts';
import type { ValidVerb } from './validate.ts';
import { seatHamzaExplained, seatHamzaInWord, type HamzaRule } from '../spelling/hamza.ts';

export interface SlotNote {
  en: string;
  ar: string;
}

export interface SlotForms {
  forms: string[];
  /** With `explain`: what was applied to each form, aligned with `forms`. */
  traces: FormTrace[] | null;
  note?: SlotNote;
}

type BasicTense = 'past' | 'present' | 'imperative';

/** Everything about a verb that does not depend on the slot, computed once. */
export interface VerbPlan {
  verb: ValidVerb;
  tpl: PatternTemplate;
  irregular: IrregularVerb | undefined;
  /** [first radical, ta of form VIII] per accepted variant. */
  assimilation: ReadonlyArray<readonly [string, string]>;
  assimilationNote: SlotNote | undefined;
  hollow: boolean;
  mergeDoubled: boolean;
  mergeDoubledWeak: boolean;
  /** Form IX or XI of a weak last radical: conjugated as a defective verb, not doubled (اِرْعَوَى). */
  weakDoubled: boolean;
  wawDropsInPresent: boolean;
  waslVowel: 'i' | 'u';
  /** An augmented verb that keeps its weak middle radical (اِسْتَحْوَذَ), with its usual treatment. */
  keptWeak: KeptWeakVerb | undefined;
  /** Form I of a ي-first root with damma in the present: the imperative اُومُنْ also has the written اُيْمُنْ. */
  waslYaVariant: boolean;
}

export function planVerb(verb: ValidVerb): VerbPlan {
  const tpl = PATTERN_TEMPLATES[verb.pattern];
  const r = verb.radicals;
  const key = `${verb.root}|${verb.pastVowel}-${verb.presentVowel}`;
  const irregular = irregularFor(verb.root, verb.pattern, verb.pastVowel ?? undefined, verb.presentVowel ?? undefined, verb.named);
  const weakL = r[2] === WAW || r[2] === YEH;
  const weakA = r[1] === WAW || r[1] === YEH;
  let assimilation: ReadonlyArray<readonly [string, string]> = [[r[0]!, TEH]];
  let assimilationNote: SlotNote | undefined;
  if (verb.pattern === 'VIII') {
    const a = iftaalPairs(r);
    assimilation = a.pairs;
    assimilationNote = a.note;
  }
  const triliteral = tpl.radicals === 3;
  const hollow = triliteral && tpl.hollowChanges && weakA && !weakL && !(verb.pattern === 'I' && SOUND_HOLLOW.has(key));
  const keptWeak = hollow ? keptWeakFor(verb.root, verb.pattern) : undefined;
  const doubled = triliteral && r[1] === r[2] && tpl.mergesDoubledRoot && !(verb.pattern === 'I' && DOUBLED_KEPT_APART.has(key));
  return {
    verb,
    tpl,
    irregular,
    assimilation,
    assimilationNote,
    hollow,
    mergeDoubled: doubled && !weakL,
    mergeDoubledWeak: doubled && weakL,
    weakDoubled: weakL && (verb.pattern === 'IX' || verb.pattern === 'XI'),
    wawDropsInPresent: verb.pattern === 'I' && r[0] === WAW && (verb.presentVowel === 'i' || WAW_DROPS_WITH_FATHA.has(key)),
    waslVowel: verb.pattern === 'I' && verb.presentVowel === 'u' ? 'u' : 'i',
    waslYaVariant: verb.pattern === 'I' && verb.presentVowel === 'u' && r[0] === YEH,
    keptWeak,
  };
}

/** Does a last radical و become ي in this tense and voice? (رَضِيَ، يَرْضَى، دُعِيَ، أَعْطَى) */
function lamBecomesYa(plan: VerbPlan, tense: BasicTense, voice: Voice): boolean {
  const v = plan.verb;
  if (v.pattern !== 'I') return true;
  if (voice === 'passive') return true;
  if (tense === 'past') return v.pastVowel === 'i';
  return v.presentVowel !== 'u';
}

const RADICAL_ROLE: Readonly<Record<string, Role>> = { F: 'F', A: 'A', L: 'L', D: 'D', '1': 'Q1', '2': 'Q2', '3': 'Q3' };

function markOf(m: string, plan: VerbPlan, ending: Ending): Mark {
  switch (m) {
    case 'a':
    case 'i':
    case 'u':
    case '0':
      return m;
    case '-':
      return '';
    case 'P':
      return plan.verb.pastVowel as Mark;
    case 'R':
      return plan.verb.presentVowel as Mark;
    default:
      return ending.last;
  }
}

interface BuildSpec {
  tokens: readonly Token[];
  prefix: Seg | null;
  ending: Ending;
  lastMark: Mark;
  fLetter: string;
  taLetter: string;
  lamYa: boolean;
}

function build(plan: VerbPlan, spec: BuildSpec): Seg[] {
  const r = plan.verb.radicals;
  const quad = plan.tpl.radicals === 4;
  const lastRadical = r[r.length - 1]!;
  const lam = spec.lamYa && lastRadical === WAW ? YEH : lastRadical;
  // IX and XI of a weak last radical: the first of the pair stays the radical (اِرْعَوَى، يَرْعَوِي).
  const dLetter = plan.weakDoubled ? lastRadical : lam;
  const out: Seg[] = [];
  if (spec.prefix) out.push({ ...spec.prefix });
  for (const [slot, m] of spec.tokens) {
    const role = RADICAL_ROLE[slot];
    let c: string;
    let segRole: Role;
    if (role) {
      segRole = role;
      if (slot === 'L') c = lam;
      else if (slot === 'D') c = dLetter;
      else if (slot === 'F') c = spec.fLetter;
      else if (slot === 'A') c = r[1]!;
      else c = r[Number(slot) - 1]!;
      if (quad && slot === 'A') c = r[1]!;
    } else if (slot === 'T') {
      c = spec.taLetter;
      segRole = 'x';
    } else if (slot === WASL_TOKEN) {
      c = ALEF;
      segRole = 'W';
    } else {
      c = slot;
      segRole = 'x';
    }
    const seg: Seg = { c, v: slot === 'L' && m === '' ? spec.lastMark : markOf(m, plan, spec.ending), role: segRole };
    if (slot === 'L' && spec.ending.jazm && spec.lastMark === '0') seg.jazm = true;
    out.push(seg);
  }
  for (const l of spec.ending.letters) {
    const seg: Seg = { c: l.c, v: l.v, role: 'S' };
    // the root's last letter meets the same letter of the suffix (سَكَنْنَا، تَكُونْنَ، ثَبَتْتُ): idgham_lam_damir merges them
    const prev = out[out.length - 1];
    if (prev?.role === 'L' && prev.c === l.c && !l.nun) prev.apart = true;
    if (l.latent) seg.latent = true;
    if (l.nun) seg.nun = true;
    out.push(seg);
  }
  return out;
}

/**
 * What the pipeline did to one form: the ordered rule ids, the hamza seat rules that fired and,
 * aligned with `rules`, the written form just before and just after each rule (null for a rule
 * applied while the form is built, which has no earlier written form: ibdal_taa_iftiaal,
 * ilal_qalb_lam_ya). A learner reads them as «يَقْوُلُ → يَقُولُ».
 */
export interface FormTrace {
  rules: RuleId[];
  seats: HamzaRule[];
  steps: Array<RuleStep | null>;
}

/** One rule's effect on the written form. */
export interface RuleStep {
  before: string;
  after: string;
}

/** The form as written at this point of the pipeline (long vowels unmarked, hamza not yet seated). */
function snapshot(segs: readonly Seg[]): string {
  const c = clone(segs);
  markLongVowels(c);
  return serialize(c);
}

/*
 * The hamza step, in one place. Hamza is seated last, on the written text. One case depends on
 * the rules before it: when the jussive dropped a weak letter right after a hamza
 * (يَتَمَرْأَى → لَمْ يَتَمَرْأَ، يَنْأَى → لَمْ يَنْأَ), the hamza keeps the seat it had before the letter
 * fell, so it is seated as if that letter still followed it (medially: أ, not the final ء after
 * sukun). That is decided on the segments as the weak letter falls (`keptSeat`), applied when
 * seating (`seatFormHamza`), and shows in the explanation as the medial seat rule.
 */

/** After jazm_hadhf_illa: the letter to seat a final hamza as if followed by, or undefined. */
function keptSeat(segs: readonly Seg[], dropped: string | undefined): string | undefined {
  const now = segs[segs.length - 1];
  return dropped !== undefined && now !== undefined && now.c === HAMZA && segs[segs.length - 2]?.v !== '' ? dropped : undefined;
}

function seatFormHamza(text: string, ghost: string | undefined, trace: FormTrace | null): string {
  const full = ghost ? text + ghost : text;
  let seated: string;
  if (trace) {
    const r = seatHamzaExplained(full);
    trace.rules.push('kitabat_hamza');
    trace.seats = r.rules;
    seated = r.text;
    const shown = ghost ? seated.slice(0, -ghost.length) : seated;
    trace.steps.push(shown === text ? null : { before: text, after: shown });
  } else {
    seated = seatHamzaInWord(full);
  }
  return ghost ? seated.slice(0, -ghost.length) : seated;
}

function run(segs: Seg[], ctx: RuleContext, trace: FormTrace | null): string {
  let ghost: string | undefined;
  let before = trace ? snapshot(segs) : '';
  for (const [id, rule] of ORDERED_RULES) {
    if (!rule(segs, ctx)) continue;
    if (trace) {
      const after = snapshot(segs);
      trace.rules.push(id);
      trace.steps.push({ before, after });
      before = after;
    }
    if (id === 'jazm_hadhf_illa') ghost = keptSeat(segs, ctx.jussiveDropped);
  }
  markLongVowels(segs);
  // serialize writes NFC directly (vowel before shadda, no composable pairs): no normalization here.
  const text = serialize(segs);
  return text.includes(HAMZA) ? seatFormHamza(text, ghost, trace) : text;
}

const SCOPE_OF: Readonly<Record<BasicTense, VariantScope>> = { past: 'past', present: 'present', imperative: 'imperative' };

/** The builds of a kept-weak verb: sound and, where attested, hollow, the usual one first. */
function keptWeakSets(k: KeptWeakVerb): ReadonlyArray<ReadonlySet<IrregularFlag>> {
  const sound: ReadonlySet<IrregularFlag> = new Set(['keep_weak_middle']);
  const hollow: ReadonlySet<IrregularFlag> = new Set();
  if (!k.hollow) return [sound];
  return k.usual === 'sound' ? [sound, hollow] : [hollow, sound];
}

function keptWeakNote(k: KeptWeakVerb): SlotNote {
  return k.usual === 'sound'
    ? {
        en: `${k.verb} keeps its weak middle radical against the rule (${k.source}); the regular hollow form is also attested.`,
        ar: `${k.verb} مصحَّح العين على غير قياس، والإعلال على القياس مسموع أيضًا.`,
      }
    : {
        en: `The regular hollow form is the usual one; ${k.verb}, which keeps its weak middle radical, is also attested (${k.source}).`,
        ar: `الإعلال هو الغالب، وسُمع التصحيح أيضًا: ${k.verb}.`,
      };
}

function flagSets(plan: VerbPlan, tense: BasicTense): ReadonlyArray<ReadonlySet<IrregularFlag>> {
  if (plan.keptWeak) return keptWeakSets(plan.keptWeak);
  const irr = plan.irregular;
  const base = irr?.flags ?? [];
  const scoped = irr?.variants?.filter((v) => v.scope === 'all' || v.scope === SCOPE_OF[tense]) ?? [];
  if (scoped.length === 0) return [new Set(base)];
  return scoped.map((v) => new Set([...base, ...v.flags]));
}

const HAA_SAKT_NOTE: SlotNote = {
  en: 'An imperative of one letter takes the ه of pause (هاء السكت) when one stops on it: قِ / قِهْ.',
  ar: 'الأمر الباقي على حرف واحد تلحقه هاء السكت عند الوقف: قِ / قِهْ.',
};

const SHORT_VOWEL_MARKS: ReadonlySet<string> = new Set([FATHA, DAMMA, KASRA]);

const WASL_YA_NOTE: SlotNote = {
  en: 'A vowelless ي after a damma becomes و, after the damma of hamzat al-wasl too: اُومُنْ; the etymological spelling اُيْمُنْ is also found (the wasl falls in connected speech: فَايْمُنْ).',
  ar: 'تُقلب الياء الساكنة بعد ضمّ واوًا، ومنه ضمّ همزة الوصل: اُومُنْ؛ وقد يُكتب على الأصل اُيْمُنْ (فَايْمُنْ في الوصل).',
};

const DOUBLED_JUSSIVE_NOTE: SlotNote = {
  en: 'Jussive of a doubled verb: the merged form with fatha is the usual one; the separated form (فكّ) and the merged form with kasra are also correct.',
  ar: 'مجزوم المضعّف: الإدغام مع الفتح هو الغالب، ويجوز الفكّ والإدغام مع الكسر.',
};

/** All accepted forms of one slot, preferred first. `null`: the form does not exist. */
export function slotForms(plan: VerbPlan, tense: Tense, voice: Voice, person: Person, explain: boolean): SlotForms | null {
  const v = plan.verb;
  if (plan.irregular?.pastOnly) {
    if (tense !== 'past' || voice !== 'active') return null;
    const form = plan.irregular.pastOnly[person];
    if (form === undefined) return null;
    return { forms: [form], traces: explain ? [{ rules: [], seats: [], steps: [] }] : null, note: plan.irregular.note };
  }
  if (plan.irregular?.frozen && (tense !== 'past' || voice !== 'active')) return null;
  if (voice === 'passive' && !v.transitive && person !== '3ms') return null;
  const basic: BasicTense = tense === 'past' ? 'past' : IMPERATIVE_TENSES.has(tense) ? 'imperative' : 'present';
  let ending: Ending | null;
  let prefix: Seg | null = null;
  let tokens: readonly Token[];
  const tpl = plan.tpl;
  if (basic === 'past') {
    ending = PAST_ENDINGS[person];
    tokens = voice === 'active' ? tpl.pastActive : tpl.pastPassive;
  } else {
    const mood = basic === 'imperative' ? IMPERATIVE_BASE[tense as keyof typeof IMPERATIVE_BASE] : (tense as keyof typeof PRESENT_ENDINGS);
    ending = PRESENT_ENDINGS[mood][ENDING_GROUP[person]];
    if (basic === 'imperative') {
      tokens = tpl.imperativePrefix ? [...tpl.imperativePrefix, ...tpl.presentActive] : tpl.presentActive;
    } else {
      tokens = voice === 'active' ? tpl.presentActive : tpl.presentPassive;
      prefix = { c: PRESENT_PREFIX[person], v: voice === 'active' ? tpl.prefixVowel : 'u', role: 'P' };
    }
  }
  if (!ending) return null;

  const lamYa = lamBecomesYa(plan, basic, voice);
  const doubledJussive = ending.jazm === true && (plan.mergeDoubled || (!plan.weakDoubled && tpl.pastActive.some(([s]) => s === 'D')));
  const lastMarks: readonly Mark[] = doubledJussive ? ['a', '0', 'i'] : [ending.last];
  const forms: string[] = [];
  const traces: FormTrace[] | null = explain ? [] : null;
  const waslYa = basic === 'imperative' && plan.waslYaVariant;
  const flagsList = waslYa ? flagSets(plan, basic).flatMap((f) => [f, new Set([...f, 'keep_ya_after_wasl' as const])]) : flagSets(plan, basic);
  const r0 = v.radicals[0]!;
  const lamYaChanges = lamYa && v.radicals[v.radicals.length - 1] === WAW;
  for (const [fLetter, taLetter] of plan.assimilation) {
    for (const flags of flagsList) {
      for (const lastMark of lastMarks) {
        const segs = build(plan, { tokens, prefix, ending, lastMark, fLetter, taLetter, lamYa });
        const ctx: RuleContext = {
          pattern: v.pattern,
          tense: basic,
          voice,
          pastVowel: v.pastVowel,
          presentVowel: v.presentVowel,
          hollow: plan.hollow && !flags.has('keep_weak_middle'),
          mergeDoubled: plan.mergeDoubled || (plan.mergeDoubledWeak && flags.has('merge_equal_weak')),
          dropWaw: plan.wawDropsInPresent && voice === 'active' && basic !== 'past',
          waslVowel: plan.waslVowel,
          flags,
        };
        let t: FormTrace | null = null;
        if (traces) {
          t = { rules: [], seats: [], steps: [] };
          if (v.pattern === 'VIII' && (fLetter !== r0 || taLetter !== TEH)) {
            t.rules.push('ibdal_taa_iftiaal');
            t.steps.push(null);
          }
          if (lamYaChanges) {
            t.rules.push('ilal_qalb_lam_ya');
            t.steps.push(null);
          }
        }
        const form = run(segs, ctx, t);
        // Two builds may give the same text (a flag that changes nothing here): the first one explains it.
        if (!forms.includes(form)) {
          forms.push(form);
          if (traces && t) traces.push(t);
        }
      }
    }
  }
  // An imperative of one letter (قِ، عِ، رَ) takes the ه of pause as a variant: قِهْ.
  if (tense === 'imperative' && person === '2ms' && forms.length > 0 && forms[0]!.length === 2 && SHORT_VOWEL_MARKS.has(forms[0]![1]!)) {
    forms.push(forms[0]! + HEH + SUKUN);
    if (traces) {
      const first = traces[0];
      traces.push({
        rules: [...(first?.rules ?? []), 'haa_al_sakt'],
        seats: first?.seats ?? [],
        steps: [...(first?.steps ?? []), { before: forms[0]!, after: forms[forms.length - 1]! }],
      });
    }
  }
  const result: SlotForms = { forms, traces };
  if (forms.length > 1) {
    if (forms[forms.length - 1]!.endsWith(HEH + SUKUN) && forms.length === 2 && forms[0]!.length === 2) result.note = HAA_SAKT_NOTE;
    else if (waslYa) result.note = WASL_YA_NOTE;
    else if (plan.keptWeak) result.note = keptWeakNote(plan.keptWeak);
    else result.note = doubledJussive && forms.length === lastMarks.length ? DOUBLED_JUSSIVE_NOTE : (plan.assimilationNote ?? plan.irregular?.note ?? DOUBLED_JUSSIVE_NOTE);
  }
  return result;
}

export interface EngineOutput {
  slots: Conjugation;
  notes: Partial<Record<SlotKey, SlotNote>>;
  /** With `explain`: per slot, what was applied to each of its forms (aligned with the forms). */
  traces: Partial<Record<SlotKey, FormTrace[]>>;
}

/** Each slot's key, tense, voice and person, in table order. */
export const SLOT_PARTS: ReadonlyArray<readonly [SlotKey, Tense, Voice, Person]> = SLOT_KEYS.map((k) => {
  const [tense, voice, person] = k.split('.') as [Tense, Voice, Person];
  return [k, tense, voice, person] as const;
});

/** Conjugates a planned verb directly, without the shape cache (the reference for ./shape-cache.ts). */
export function conjugatePlan(plan: VerbPlan, explain: boolean): EngineOutput {
  const slots: Conjugation = {};
  const notes: Partial<Record<SlotKey, SlotNote>> = {};
  const traces: Partial<Record<SlotKey, FormTrace[]>> = {};
  for (const [key, tense, voice, person] of SLOT_PARTS) {
    const r = slotForms(plan, tense, voice, person, explain);
    if (!r) {
      slots[key] = null;
      continue;
    }
    slots[key] = r.forms.length === 1 ? r.forms[0]! : r.forms;
    if (r.note && r.forms.length > 1) notes[key] = r.note;
    if (r.traces) traces[key] = r.traces;
  }
  return { slots, notes, traces };
}

export { PERSONS };
