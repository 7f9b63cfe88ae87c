/**
 * The conjugator: builds each form from its pattern template and affixes, applies the ordered
 * spelling rules, and seats the hamza last. Generic: the language is in ../data and ../rules.
 */
import { ALEF, DAMMA, FATHA, HAMZA, HEH, KASRA, SUKUN, TEH, WAW, YEH } from '../letters.ts';
import { IMPERATIVE_TENSES, PERSONS, SLOT_KEYS, type Conjugation, type Person, type SlotKey, type Tense, type Voice } from '../types.ts';
import { PATTERN_TEMPLATES, WASL_TOKEN, type PatternTemplate, type Token } from '../data/templates.ts';
import { ENDING_GROUP, IMPERATIVE_BASE, PAST_ENDINGS, PRESENT_ENDINGS, PRESENT_PREFIX, type Ending } from '../data/affixes.ts';
import { DOUBLED_KEPT_APART, SOUND_HOLLOW, VIII_HAMZA_AS_TA, WAW_DROPS_WITH_FATHA, iftaalPairs } from '../data/weak.ts';
import { IRREGULAR_VERBS, irregularFor, type IrregularFlag, type IrregularVerb, type VariantScope } from '../data/irregular.ts';
import { ORDERED_RULES, markLongVowels, type RuleContext } from '../rules/spelling.ts';
import type { RuleId } from '../rules/registry.ts';
import { SHAPE_LETTERS } from '../data/shapes.ts';
import { KEPT_WEAK_MIDDLE, keptWeakFor, type KeptWeakVerb } from '../data/kept-weak.ts';
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

/** Does the verb appear in any lexical table (then its paradigm is not shared with its shape)? */
export function isLexical(verb: ValidVerb): boolean {
  const key = `${verb.root}|${verb.pastVowel}-${verb.presentVowel}`;
  return (
    irregularFor(verb.root, verb.pattern, verb.pastVowel ?? undefined, verb.presentVowel ?? undefined, verb.named) !== undefined ||
    SOUND_HOLLOW.has(key) ||
    DOUBLED_KEPT_APART.has(key) ||
    WAW_DROPS_WITH_FATHA.has(key) ||
    VIII_HAMZA_AS_TA.has(verb.root) ||
    keptWeakFor(verb.root, verb.pattern) !== undefined
  );
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

const SLOT_PARTS: ReadonlyArray<readonly [SlotKey, Tense, Voice, Person]> = SLOT_KEYS.map((k) => {
  const [tense, voice, person] = k.split('.') as [Tense, Voice, Person];
  return [k, tense, voice, person] as const;
});

/** Conjugates a planned verb directly, without the shape cache (the reference for the cache). */
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

/*
 * Paradigms by root shape. A form depends on the radicals only through their class: a weak letter,
 * hamza, a letter that form VIII assimilates or that merges with an affix at that place of the root
 * (../data/shapes.ts), or "another consonant" — and on which radicals are equal. So each shape is conjugated once with
 * placeholder letters, and a verb of that shape is written by putting its radicals in.
 * Transitivity is not part of the shape: an intransitive verb is the transitive paradigm with its
 * personal passive slots removed.
 */
const PLACEHOLDERS = ['\uE001', '\uE002', '\uE003', '\uE004'] as const;
const FIRST_PLACEHOLDER = 0xe001;

/**
 * A compiled shape is one typed array of codes. Each form with placeholders is cut at them and
 * stored as `k, piece, radical, piece, …, piece` (k radicals; a piece is an index into the shared
 * list of interned texts), so writing a verb is a few concatenations: no scan, no replace, no
 * object per form. `start[i]` is where slot i begins, `count[i]` its number of forms (0: null).
 */
interface CompiledShape {
  codes: Uint32Array;
  start: Uint32Array;
  count: Uint8Array;
  /** Slot index and note, for the slots with variants. */
  notes: ReadonlyArray<readonly [number, SlotNote]>;
  /** Filled on the first `explain` request for the shape: per slot, one trace per form. */
  traces?: Array<FormTrace[] | null>;
  /** Size of the arrays in bytes, for the cache statistics. */
  bytes: number;
}

const SHAPES = new Map<string, CompiledShape>();
/**
 * A shape takes about 6 KB (the pieces of text are shared). The whole lexicon (15,650 inputs) has
 * under 600 shapes; at the bound the older half is dropped, so a server keeps its working set.
 */
let maxShapes = 4096;
let shapeBytes = 0;
let compiled = 0;

/** Interned pieces of text between radicals, shared by all shapes. */
const PIECE_IDS = new Map<string, number>();
const PIECES: string[] = [];
let pieceBytes = 0;
function pieceId(text: string): number {
  let id = PIECE_IDS.get(text);
  if (id === undefined) {
    id = PIECES.length;
    PIECES.push(text);
    PIECE_IDS.set(text, id);
    pieceBytes += 40 + 2 * text.length;
  }
  return id;
}

function encode(form: string, out: number[]): void {
  const at = out.length;
  out.push(0);
  let from = 0;
  let k = 0;
  for (let i = 0; i < form.length; i++) {
    const r = form.charCodeAt(i) - FIRST_PLACEHOLDER;
    if (r >= 0 && r < 4) {
      out.push(pieceId(form.slice(from, i)), r);
      from = i + 1;
      k++;
    }
  }
  out.push(pieceId(form.slice(from)));
  out[at] = k;
}

/** Where `write` stopped: the code after the form it wrote. */
let writeEnd = 0;

/** Writes the form encoded at `at` with the verb's radicals. */
function write(codes: Uint32Array, at: number, radicals: readonly string[]): string {
  const k = codes[at]!;
  let i = at + 1;
  let out = PIECES[codes[i]!]!;
  for (let j = 0; j < k; j++) {
    out += radicals[codes[i + 1]!]! + PIECES[codes[i + 2]!]!;
    i += 2;
  }
  writeEnd = i + 1;
  return out;
}

/** A shape's trace with the verb's radicals written in its steps (the shape's are placeholders). */
function withRadicals(t: FormTrace, radicals: readonly string[]): FormTrace {
  const fill = (text: string): string => {
    let out = '';
    for (let i = 0; i < text.length; i++) {
      const r = text.charCodeAt(i) - FIRST_PLACEHOLDER;
      out += r >= 0 && r < 4 ? radicals[r]! : text[i]!;
    }
    return out;
  };
  return { ...t, steps: t.steps.map((s) => (s ? { before: fill(s.before), after: fill(s.after) } : null)) };
}

/** Slots an intransitive verb does not have: every passive but the impersonal 3ms. */
const PERSONAL_PASSIVE: readonly boolean[] = SLOT_PARTS.map(([, , voice, person]) => voice === 'passive' && person !== '3ms');

/** A conjugation with every key present (null), copied for each result: keys in table order. */
const EMPTY_SLOTS: Conjugation = Object.fromEntries(SLOT_KEYS.map((k) => [k, null])) as Conjugation;

/** Roots named in a lexical table: only these can have a paradigm of their own. */
const LEXICAL_ROOTS: ReadonlySet<string> = new Set([
  ...Object.keys(IRREGULAR_VERBS).map((k) => k.split('|')[0]!),
  ...[...SOUND_HOLLOW, ...DOUBLED_KEPT_APART, ...WAW_DROPS_WITH_FATHA].map((k) => k.split('|')[0]!),
  ...VIII_HAMZA_AS_TA,
  ...Object.keys(KEPT_WEAK_MIDDLE).map((k) => k.split('|')[0]!),
]);

function keptAnywhere(letter: string, r: readonly string[], kept: ReadonlyArray<ReadonlySet<string>>): boolean {
  for (let j = 0; j < r.length; j++) if (r[j] === letter && kept[j]!.has(letter)) return true;
  return false;
}

function shapeKey(verb: ValidVerb, placeholders: string[]): string {
  let key = `${verb.pattern}|${verb.pastVowel ?? ''}${verb.presentVowel ?? ''}|`;
  const r = verb.radicals;
  const kept = SHAPE_LETTERS[verb.pattern];
  for (let i = 0; i < r.length; i++) {
    const letter = r[i]!;
    // A letter kept at one place is kept at all its places, so that equal radicals stay equal.
    if (keptAnywhere(letter, r, kept)) {
      placeholders.push(letter);
      key += letter;
    } else {
      const first = r.indexOf(letter);
      placeholders.push(PLACEHOLDERS[first]!);
      key += String(first);
    }
  }
  return key;
}

function compileShape(verb: ValidVerb, placeholders: string[], explain: boolean): CompiledShape {
  const shapeVerb: ValidVerb = { ...verb, radicals: placeholders, root: placeholders.join(''), transitive: true };
  const plan = planVerb(shapeVerb);
  const codes: number[] = [];
  const start = new Uint32Array(SLOT_PARTS.length);
  const count = new Uint8Array(SLOT_PARTS.length);
  const notes: Array<readonly [number, SlotNote]> = [];
  const traces: Array<FormTrace[] | null> | undefined = explain ? [] : undefined;
  for (let i = 0; i < SLOT_PARTS.length; i++) {
    const [, tense, voice, person] = SLOT_PARTS[i]!;
    const r = slotForms(plan, tense, voice, person, explain);
    traces?.push(r?.traces ?? null);
    start[i] = codes.length;
    if (!r) continue;
    count[i] = r.forms.length;
    for (const f of r.forms) encode(f, codes);
    if (r.note && r.forms.length > 1) notes.push([i, r.note]);
  }
  compiled++;
  const shape: CompiledShape = {
    codes: Uint32Array.from(codes),
    start,
    count,
    notes,
    bytes: 200 + codes.length * 4 + start.byteLength + count.byteLength,
  };
  if (traces) shape.traces = traces;
  return shape;
}

/** Statistics of the shape cache, for the bench and for a server's health page. */
export function shapeCacheStats(): { shapes: number; compiled: number; pieces: number; bytes: number } {
  return { shapes: SHAPES.size, compiled, pieces: PIECES.length, bytes: shapeBytes + pieceBytes };
}

/** Sets how many shapes the cache keeps (default 4,096, about 30 MB); a server may lower it. */
export function limitShapeCache(shapes: number): void {
  if (!Number.isInteger(shapes) || shapes < 1) throw new RangeError(`shape cache limit: ${shapes}`);
  maxShapes = shapes;
  while (SHAPES.size > maxShapes) evictOldest();
}

/** Empties the shape cache (the bench's cold pass; tests). */
export function clearShapeCache(): void {
  SHAPES.clear();
  PIECE_IDS.clear();
  PIECES.length = 0;
  pieceBytes = 0;
  shapeBytes = 0;
}

function evictOldest(): void {
  let n = Math.max(1, SHAPES.size >> 1);
  for (const [key, shape] of SHAPES) {
    if (n-- <= 0) break;
    SHAPES.delete(key);
    shapeBytes -= shape.bytes;
  }
}

const ALL_SLOT_INDEXES: readonly number[] = SLOT_PARTS.map((_, i) => i);

/** Conjugates a validated verb, through the shape cache; `only`: the slot indexes to write (the others stay null). */
export function conjugateVerb(verb: ValidVerb, explain: boolean, only?: readonly number[]): EngineOutput {
  const placeholders: string[] = [];
  // A verb of a lexical table has its own paradigm: cached under its own letters.
  const key =
    LEXICAL_ROOTS.has(verb.root) && isLexical(verb)
      ? `${verb.pattern}|${verb.pastVowel}${verb.presentVowel}|=${verb.root}${verb.named ? `|${verb.named}` : ''}`
      : shapeKey(verb, placeholders);
  if (placeholders.length === 0) placeholders.push(...verb.radicals);
  let shape = SHAPES.get(key);
  if (!shape || (explain && !shape.traces)) {
    if (shape) shapeBytes -= shape.bytes;
    else if (SHAPES.size >= maxShapes) evictOldest();
    shape = compileShape(verb, placeholders, explain);
    SHAPES.set(key, shape);
    shapeBytes += shape.bytes;
  }
  const slots: Conjugation = { ...EMPTY_SLOTS };
  const rad = verb.radicals;
  const all = verb.transitive;
  const { codes, start, count } = shape;
  const indexes = only ?? ALL_SLOT_INDEXES;
  for (const i of indexes) {
    const n = count[i]!;
    if (n === 0 || (!all && PERSONAL_PASSIVE[i])) continue;
    const k = SLOT_KEYS[i]!;
    if (n === 1) {
      slots[k] = write(codes, start[i]!, rad);
    } else {
      const forms: string[] = [];
      let at = start[i]!;
      for (let j = 0; j < n; j++) {
        forms.push(write(codes, at, rad));
        at = writeEnd;
      }
      slots[k] = forms;
    }
  }
  const notes: Partial<Record<SlotKey, SlotNote>> = {};
  for (const [i, note] of shape.notes) {
    if ((all || !PERSONAL_PASSIVE[i]) && (!only || only.includes(i))) notes[SLOT_PARTS[i]![0]] = note;
  }
  const traces: Partial<Record<SlotKey, FormTrace[]>> = {};
  if (explain && shape.traces) {
    for (let i = 0; i < shape.traces.length; i++) {
      const t = shape.traces[i];
      if (t && (all || !PERSONAL_PASSIVE[i])) traces[SLOT_PARTS[i]![0]] = t.map((x) => withRadicals(x, rad));
    }
  }
  return { slots, notes, traces };
}
