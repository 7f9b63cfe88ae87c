/**
 * The conjugator: builds each form from its pattern template and affixes, applies the ordered
 * spelling rules, and seats the hamza last. Generic: the language is in ../data and ../rules.
 */
import { ALEF, DAD, DAL, HAMZA, NOON, SAD, TAH, TEH, THAL, THEH, WAW, YEH, ZAH, ZAIN } from '../letters.ts';
import {
  IMPERATIVE_TENSES, PERSONS, SLOT_KEYS, type Conjugation, type Person, type SlotKey, type Tense, type Voice,
} from '../types.ts';
import { PATTERN_TEMPLATES, WASL_TOKEN, type PatternTemplate, type Token } from '../data/templates.ts';
import {
  ENDING_GROUP, IMPERATIVE_BASE, PAST_ENDINGS, PRESENT_ENDINGS, PRESENT_PREFIX, type Ending,
} from '../data/affixes.ts';
import { DOUBLED_KEPT_APART, SOUND_HOLLOW, VIII_ASSIMILATION, VIII_HAMZA_AS_TA, WAW_DROPS_WITH_FATHA } from '../data/weak.ts';
import { irregularFor, type IrregularFlag, type IrregularVerb, type VariantScope } from '../data/irregular.ts';
import { ORDERED_RULES, markLongVowels, type RuleContext } from '../rules/spelling.ts';
import type { RuleId } from '../rules/registry.ts';
import { serialize, type Mark, type Role, type Seg } from './segments.ts';
import type { ValidVerb } from './validate.ts';
import { seatHamza } from '../spelling/hamza.ts';

export interface SlotNote {
  en: string;
  ar: string;
}

export interface SlotForms {
  forms: string[];
  /** Rule ids applied to the preferred form, in order. */
  trace: RuleId[];
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
  wawDropsInPresent: boolean;
  waslVowel: 'i' | 'u';
}

/** Does the verb appear in any lexical table (then its paradigm is not shared with its shape)? */
export function isLexical(verb: ValidVerb): boolean {
  const key = `${verb.root}|${verb.pastVowel}-${verb.presentVowel}`;
  return irregularFor(verb.root, verb.pattern, verb.pastVowel ?? undefined, verb.presentVowel ?? undefined) !== undefined
    || SOUND_HOLLOW.has(key) || DOUBLED_KEPT_APART.has(key) || WAW_DROPS_WITH_FATHA.has(key) || VIII_HAMZA_AS_TA.has(verb.root);
}

export function planVerb(verb: ValidVerb): VerbPlan {
  const tpl = PATTERN_TEMPLATES[verb.pattern];
  const r = verb.radicals;
  const key = `${verb.root}|${verb.pastVowel}-${verb.presentVowel}`;
  const irregular = irregularFor(verb.root, verb.pattern, verb.pastVowel ?? undefined, verb.presentVowel ?? undefined);
  const weakL = r[2] === WAW || r[2] === YEH;
  const weakA = r[1] === WAW || r[1] === YEH;
  let assimilation: ReadonlyArray<readonly [string, string]> = [[r[0]!, TEH]];
  let assimilationNote: SlotNote | undefined;
  if (verb.pattern === 'VIII') {
    if (VIII_HAMZA_AS_TA.has(verb.root)) {
      assimilation = [[TEH, TEH]];
    } else {
      const a = VIII_ASSIMILATION[r[0]!];
      if (a) {
        assimilation = a.variants;
        assimilationNote = { en: a.en, ar: a.ar };
      }
    }
  }
  const triliteral = tpl.radicals === 3;
  const hollow = triliteral && tpl.hollowChanges && weakA && !weakL && !(verb.pattern === 'I' && SOUND_HOLLOW.has(key));
  const doubled = triliteral && r[1] === r[2] && tpl.mergesDoubledRoot && !(verb.pattern === 'I' && DOUBLED_KEPT_APART.has(key));
  return {
    verb, tpl, irregular, assimilation, assimilationNote, hollow,
    mergeDoubled: doubled && !weakL,
    mergeDoubledWeak: doubled && weakL,
    wawDropsInPresent: verb.pattern === 'I' && r[0] === WAW && (verb.presentVowel === 'i' || WAW_DROPS_WITH_FATHA.has(key)),
    waslVowel: verb.pattern === 'I' && verb.presentVowel === 'u' ? 'u' : 'i',
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
    case 'a': case 'i': case 'u': case '0': return m;
    case '-': return '';
    case 'P': return plan.verb.pastVowel as Mark;
    case 'R': return plan.verb.presentVowel as Mark;
    default: return ending.last;
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
  const out: Seg[] = [];
  if (spec.prefix) out.push({ ...spec.prefix });
  for (const [slot, m] of spec.tokens) {
    const role = RADICAL_ROLE[slot];
    let c: string;
    let segRole: Role;
    if (role) {
      segRole = role;
      if (slot === 'L' || slot === 'D') c = lam;
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

function run(segs: Seg[], ctx: RuleContext, trace: RuleId[] | null): string {
  for (const [id, rule] of ORDERED_RULES) {
    if (rule(segs, ctx) && trace) trace.push(id);
  }
  markLongVowels(segs);
  const text = serialize(segs);
  if (text.includes(HAMZA)) {
    if (trace) trace.push('kitabat_hamza');
    const ghost = ctx.seatAsIfFollowedBy;
    if (ghost) return seatHamza(text + ghost).slice(0, -ghost.length);
    return seatHamza(text);
  }
  return text.normalize('NFC');
}

const SCOPE_OF: Readonly<Record<BasicTense, VariantScope>> = { past: 'past', present: 'present', imperative: 'imperative' };

function flagSets(plan: VerbPlan, tense: BasicTense): ReadonlyArray<ReadonlySet<IrregularFlag>> {
  const irr = plan.irregular;
  const base = irr?.flags ?? [];
  const scoped = irr?.variants?.filter((v) => v.scope === 'all' || v.scope === SCOPE_OF[tense]) ?? [];
  if (scoped.length === 0) return [new Set(base)];
  return scoped.map((v) => new Set([...base, ...v.flags]));
}

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
    return { forms: [form], trace: [], note: plan.irregular.note };
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
  const doubledJussive = ending.jazm === true && (plan.mergeDoubled || tpl.pastActive.some(([s]) => s === 'D'));
  const lastMarks: readonly Mark[] = doubledJussive ? ['a', '0', 'i'] : [ending.last];
  const forms: string[] = [];
  let trace: RuleId[] = [];
  const flagsList = flagSets(plan, basic);
  const r0 = v.radicals[0]!;
  for (const [fLetter, taLetter] of plan.assimilation) {
    for (const flags of flagsList) {
      for (const lastMark of lastMarks) {
        const segs = build(plan, { tokens, prefix, ending, lastMark, fLetter, taLetter, lamYa });
        const ctx: RuleContext = {
          pattern: v.pattern, tense: basic, voice, pastVowel: v.pastVowel, presentVowel: v.presentVowel,
          hollow: plan.hollow,
          mergeDoubled: plan.mergeDoubled || (plan.mergeDoubledWeak && flags.has('merge_equal_weak')),
          dropWaw: plan.wawDropsInPresent && voice === 'active' && basic !== 'past',
          waslVowel: plan.waslVowel, flags,
        };
        const t: RuleId[] | null = explain && forms.length === 0 ? [] : null;
        if (t) {
          if (v.pattern === 'VIII' && (fLetter !== r0 || taLetter !== TEH)) t.push('ibdal_taa_iftiaal');
          if (lamYa && v.radicals[v.radicals.length - 1] === WAW) t.push('ilal_qalb_lam_ya');
        }
        const form = run(segs, ctx, t);
        if (!forms.includes(form)) forms.push(form);
        if (t) trace = t;
      }
    }
  }
  const result: SlotForms = { forms, trace };
  if (forms.length > 1) {
    result.note = doubledJussive && forms.length === lastMarks.length ? DOUBLED_JUSSIVE_NOTE
      : plan.assimilationNote ?? plan.irregular?.note ?? DOUBLED_JUSSIVE_NOTE;
  }
  return result;
}

export interface EngineOutput {
  slots: Conjugation;
  notes: Partial<Record<SlotKey, SlotNote>>;
  traces: Partial<Record<SlotKey, RuleId[]>>;
}

const SLOT_PARTS: ReadonlyArray<readonly [SlotKey, Tense, Voice, Person]> = SLOT_KEYS.map((k) => {
  const [tense, voice, person] = k.split('.') as [Tense, Voice, Person];
  return [k, tense, voice, person] as const;
});

export function conjugatePlan(plan: VerbPlan, explain: boolean): EngineOutput {
  const slots: Conjugation = {};
  const notes: Partial<Record<SlotKey, SlotNote>> = {};
  const traces: Partial<Record<SlotKey, RuleId[]>> = {};
  for (const [key, tense, voice, person] of SLOT_PARTS) {
    const r = slotForms(plan, tense, voice, person, explain);
    if (!r) {
      slots[key] = null;
      continue;
    }
    slots[key] = r.forms.length === 1 ? r.forms[0]! : r.forms;
    if (r.note && r.forms.length > 1) notes[key] = r.note;
    if (explain) traces[key] = r.trace;
  }
  return { slots, notes, traces };
}

export { PERSONS };

/*
 * Paradigms by root shape. A form depends on the radicals only through their class: a weak letter,
 * hamza, a letter that form VIII assimilates or that merges with an affix (ت ن د ط ذ ز ص ض ظ ث),
 * or "another consonant" — and on which radicals are equal. So each shape is conjugated once with
 * placeholder letters, and a verb of that shape is written by putting its radicals in.
 */
const SPECIAL: ReadonlySet<string> = new Set([WAW, YEH, HAMZA, TEH, NOON, DAL, TAH, THAL, ZAIN, SAD, DAD, ZAH, THEH]);
const PLACEHOLDERS = ['\uE001', '\uE002', '\uE003', '\uE004'] as const;

/** A slot of a shape: its forms with placeholders (U+E001… for radicals 1…4). */
type CompiledSlot = string | string[];
interface CompiledShape {
  slots: Array<CompiledSlot | null>;
  notes: Partial<Record<SlotKey, SlotNote>>;
  traces: Partial<Record<SlotKey, RuleId[]>>;
}

const SHAPES = new Map<string, CompiledShape>();
/** About 15 KB a shape (at most ~30 MB); a few hundred shapes cover a whole lexicon. */
const MAX_SHAPES = 2000;

function shapeOf(verb: ValidVerb): { key: string; placeholders: string[] } {
  const placeholders: string[] = [];
  let key = `${verb.pattern}|${verb.pastVowel}${verb.presentVowel}|${verb.transitive ? 't' : 'i'}|`;
  verb.radicals.forEach((r, i) => {
    if (SPECIAL.has(r)) {
      placeholders.push(r);
      key += r;
    } else {
      const first = verb.radicals.indexOf(r);
      placeholders.push(PLACEHOLDERS[first]!);
      key += String(first);
    }
    void i;
  });
  return { key, placeholders };
}

function compileShape(verb: ValidVerb, placeholders: string[], explain: boolean): CompiledShape {
  const shapeVerb: ValidVerb = { ...verb, radicals: placeholders, root: placeholders.join('') };
  const plan = planVerb(shapeVerb);
  const slots: Array<CompiledSlot | null> = [];
  const notes: Partial<Record<SlotKey, SlotNote>> = {};
  const traces: Partial<Record<SlotKey, RuleId[]>> = {};
  for (const [key, tense, voice, person] of SLOT_PARTS) {
    const r = slotForms(plan, tense, voice, person, explain);
    if (!r) {
      slots.push(null);
      continue;
    }
    slots.push(r.forms.length === 1 ? r.forms[0]! : r.forms);
    if (r.note && r.forms.length > 1) notes[key] = r.note;
    if (explain) traces[key] = r.trace;
  }
  return { slots, notes, traces };
}

const FIRST_PLACEHOLDER = 0xe001;

/** Puts the radicals in place of the placeholders of a form. */
function write(form: string, radicals: readonly string[]): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < form.length; i++) {
    const k = form.charCodeAt(i) - FIRST_PLACEHOLDER;
    if (k >= 0 && k < 4) {
      out += form.slice(from, i) + radicals[k]!;
      from = i + 1;
    }
  }
  return from === 0 ? form : out + form.slice(from);
}

/** Conjugates a validated verb, through the shape cache unless the verb is in a lexical table. */
export function conjugateVerb(verb: ValidVerb, explain: boolean): EngineOutput {
  // A verb of a lexical table has its own paradigm: cached under its own letters.
  const { key, placeholders } = isLexical(verb)
    ? { key: `${verb.pattern}|${verb.pastVowel}${verb.presentVowel}|${verb.transitive ? 't' : 'i'}|=${verb.root}`, placeholders: verb.radicals }
    : shapeOf(verb);
  const cacheKey = explain ? `${key}|x` : key;
  let shape = SHAPES.get(cacheKey);
  if (!shape) {
    shape = compileShape(verb, placeholders, explain);
    if (SHAPES.size >= MAX_SHAPES) SHAPES.clear();
    SHAPES.set(cacheKey, shape);
  }
  const slots: Conjugation = {};
  const rad = verb.radicals;
  for (let i = 0; i < SLOT_PARTS.length; i++) {
    const c = shape.slots[i];
    const k = SLOT_PARTS[i]![0];
    if (!c) {
      slots[k] = null;
      continue;
    }
    slots[k] = typeof c === 'string' ? write(c, rad) : c.map((p) => write(p, rad));
  }
  return { slots, notes: { ...shape.notes }, traces: explain ? { ...shape.traces } : {} };
}
