/**
 * Explanations that teach: each names the cue its question tests, read off the engine's own
 * forms (the slot's affixes, its final letter, the other mood's or voice's form, the rules the
 * conjugator applied, the pattern the deriver built), so it holds for every root type. The words
 * are data (explain-texts.ts).
 */
import { derive, letters, stripMarks, type PatternId, type SlotKey } from '@tasreef/morphology';
import type { Bilingual } from '@tasreef/contracts/exams';
import { fillPlaceholders } from '@tasreef/contracts/placeholders';
import type { Choice } from './draft.ts';
import { formsOf, type VerbData } from './verb-data.ts';
import { iso, nounName, personName, slotOfVerb, tenseName, voiceName } from './names.ts';
import { passiveAsked } from './exam-entries.ts';
import {
  FIRST_RADICAL_TO_TA,
  MOOD_TEXT,
  NOUN_CHANGE,
  NOUN_TEXT,
  PAST_SUFFIX,
  PERSON_TEXT,
  PRESENT_SUFFIX,
  RADICAL_NAME,
  SLOT_TEXT,
  TENSE_TEXT,
  VOICE_TEXT,
} from './explain-texts.ts';

/** Fills `{name}` places in each language (the one placeholder function); English gets Arabic forms isolated for bidi. */
function fill(t: Bilingual, values: Record<string, Bilingual | string>): Bilingual {
  const put = (lang: 'ar' | 'en') => fillPlaceholders(t[lang], Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : v[lang]])));
  return { ar: put('ar'), en: put('en') };
}

/** A form as each language quotes it: the Arabic text already wraps it in «», English isolates it. */
const formValue = (f: string): Bilingual => ({ ar: f, en: iso(f) });

const join = (parts: readonly (Bilingual | null | undefined)[]): Bilingual => {
  const p = parts.filter((x): x is Bilingual => Boolean(x));
  return { ar: p.map((x) => x.ar).join(' '), en: p.map((x) => x.en).join(' ') };
};

const slotParts = (slot: string) => slot.split('.') as [string, 'active' | 'passive', string];
const FIVE_VERB_PERSONS = new Set(['2fs', '2d', '3md', '3fd', '2mp', '3mp']);
const NISWA = new Set(['2fp', '3fp']);
const lastMark = (f: string): string => {
  const chars = [...f.normalize('NFC')];
  return chars[chars.length - 1] ?? '';
};
/** The marks on the last letter (NFC puts tanwin before shadda: «ٍّ»). */
const lastMarks = (f: string): string => /[\u064B-\u0652]*$/u.exec(f.normalize('NFC'))![0];

/** Which cues an explanation gives: what its question tests. */
export type SlotFocus = 'form' | 'person' | 'tense' | 'voice';

function personCue(slot: string, form: string): Bilingual {
  const [tense, , person] = slotParts(slot);
  let cue: Bilingual;
  if (tense === 'past') cue = PAST_SUFFIX[person]!;
  else if (tense.startsWith('present')) {
    const head = fill(PERSON_TEXT.present, { prefix: [...form][0]! });
    const suffix = PRESENT_SUFFIX[person];
    cue = suffix ? fill(PERSON_TEXT.presentSuffix, { head, suffix }) : fill(PERSON_TEXT.presentHidden, { head, pronoun: personName(person) });
  } else cue = PRESENT_SUFFIX[person] ?? PERSON_TEXT.imperativeHidden;
  return fill(PERSON_TEXT.sentence, { cue });
}

function moodCue(v: VerbData, slot: string, form: string): Bilingual | null {
  const [tense, , person] = slotParts(slot);
  if (!tense.startsWith('present')) return null;
  const f = formValue(form);
  let cue: Bilingual;
  if (tense === 'present_energetic_heavy') cue = MOOD_TEXT.energeticHeavy;
  else if (tense === 'present_energetic_light') cue = MOOD_TEXT.energeticLight;
  else if (NISWA.has(person)) cue = MOOD_TEXT.niswa;
  else if (FIVE_VERB_PERSONS.has(person))
    cue = tense === 'present_indicative' ? MOOD_TEXT.indicativeNun : fill(tense === 'present_subjunctive' ? MOOD_TEXT.subjunctiveNun : MOOD_TEXT.jussiveNun, { form: f });
  else {
    const end = lastMark(form);
    if (tense === 'present_indicative') cue = end === letters.DAMMA ? MOOD_TEXT.indicativeShown : MOOD_TEXT.indicativeHidden;
    else if (tense === 'present_subjunctive') cue = fill(end === letters.FATHA ? MOOD_TEXT.subjunctiveShown : MOOD_TEXT.subjunctiveHidden, { form: f });
    else {
      const dropped = (v.explanations()[slot as SlotKey] ?? []).some((r) => r.id === 'jazm_hadhf_illa');
      cue = fill(end === letters.SUKUN ? MOOD_TEXT.jussiveSukun : dropped ? MOOD_TEXT.jussiveWeak : MOOD_TEXT.jussiveDoubled, { form: f });
    }
  }
  return fill(MOOD_TEXT.sentence, { cue });
}

function tenseCue(v: VerbData, slot: string, form: string): Bilingual {
  const [tense, voice, person] = slotParts(slot);
  let cue: Bilingual;
  if (tense === 'past') cue = TENSE_TEXT.past;
  else if (tense.startsWith('present')) cue = fill(TENSE_TEXT.present, { prefix: [...form][0]! });
  else if (tense === 'imperative') {
    const jussive = formsOf(v.slots[`present_jussive.${voice}.${person}` as SlotKey])[0];
    cue = jussive ? fill(TENSE_TEXT.imperative, { jussive: formValue(jussive) }) : TENSE_TEXT.imperativeEnergetic;
  } else cue = TENSE_TEXT.imperativeEnergetic;
  return fill(TENSE_TEXT.sentence, { cue });
}

/** «قُوِلْنَ → قِيلْنَ» in each language. */
const stepValue = (before: string, after: string): Bilingual => ({ ar: `${before} → ${after}`, en: `${iso(before)} → ${iso(after)}` });

/**
 * The passive's sign: damma on the prefix in the present; in the past the passive shape, or for a
 * hollow verb its own steps from the engine's trace (قُوِلْنَ → قِيلْنَ → قِلْنَ), since the kasra of
 * قِيلَ، قِلْنَ contradicts the sound passive's "damma on the first letter".
 */
function passiveCue(v: VerbData, slot: string): Bilingual {
  if (slotParts(slot)[0] !== 'past') return VOICE_TEXT.presentPassive;
  const rules = v.explanations()[slot as SlotKey] ?? [];
  const at = rules.findIndex((r) => r.id === 'ilal_kasr_majhul');
  const kasr = rules[at];
  if (!kasr?.before || !kasr.after) return VOICE_TEXT.pastPassive;
  const cue = fill(VOICE_TEXT.pastPassiveHollow, { base: { ar: kasr.before, en: iso(kasr.before) }, kasr: stepValue(kasr.before, kasr.after) });
  const short = rules.slice(at + 1).find((r) => r.id === 'iltiqa_sakinayn');
  return short?.before && short.after ? join([cue, fill(VOICE_TEXT.hollowShortened, { short: stepValue(short.before, short.after) })]) : cue;
}

function voiceCue(v: VerbData, slot: string, form: string): Bilingual {
  const [tense, voice, person] = slotParts(slot);
  const past = tense === 'past';
  let cue: Bilingual;
  if (voice === 'passive') cue = passiveCue(v, slot);
  else if (past) cue = [...form][1] === letters.DAMMA ? VOICE_TEXT.pastActiveHollow : VOICE_TEXT.pastActive;
  else cue = [...form][1] === letters.DAMMA ? VOICE_TEXT.presentActiveClosed : VOICE_TEXT.presentActiveOpen;
  const out = [fill(VOICE_TEXT.sentence, { cue })];
  // the other voice's form, when Arabic uses it: a passive an exam would not ask (a verb not certainly
  // transitive; a first or second person of a verb whose object is not a person) is not shown
  const other = voice === 'active' ? 'passive' : 'active';
  const otherForm = formsOf(v.slots[`${tense}.${other}.${person}` as SlotKey])[0];
  if (otherForm && otherForm !== form && (other === 'active' || passiveAsked(v.entry, person)))
    out.push(fill(VOICE_TEXT.otherVoice, { voice: { ar: voiceName(other).ar, en: voiceName(other).en.toLowerCase() }, form: formValue(otherForm) }));
  return join(out);
}

/** What the form is called: a present with the feminine plural nūn has no mood of its own. */
function slotTitle(v: VerbData, slot: string): Bilingual {
  const [tense, voice, person] = slotParts(slot);
  if (NISWA.has(person) && ['present_indicative', 'present_subjunctive', 'present_jussive'].includes(tense)) {
    const vn = voiceName(voice);
    return fill(SLOT_TEXT.niswaName, { voice: { ar: vn.ar, en: vn.en.toLowerCase() }, verb: { ar: v.citation, en: iso(v.citation) }, person: personName(person) });
  }
  return slotOfVerb(slot, v.citation);
}

/** The same wrong choice, said: «X» is the form for Y / a common error. */
function temptingLine(c: Choice | undefined, text: Bilingual): Bilingual | null {
  if (!c?.note) return null;
  return fill(text, { form: formValue(c.value), note: c.note });
}

/** A rule of the engine as the explanation names it: form VIII's first radical turned tāʾ is said so (اِتَّخَذَ), not «إبدال تاء الافتعال». */
function ruleSaid(v: VerbData, r: { id: string; ar: string; en: string }): { ar: string; en: string } {
  const radical = RADICAL_NAME[v.entry.root.charAt(0)];
  if (r.id !== 'ibdal_taa_iftiaal' || v.entry.pattern !== 'VIII' || !radical) return r;
  return fill(FIRST_RADICAL_TO_TA, { radical });
}

/**
 * Whether the form shows a doubled last radical split before a subject suffix opening with a
 * consonant (اِحْوَلَلْتُنَّ، اِحْمَرَرْتُ، مَدَدْتُ، يَمْدُدْنَ): forms IX and XI, and verbs of a doubled root.
 */
function splitDoubled(v: VerbData, form: string): boolean {
  const root = [...v.entry.root];
  if (root.length !== 3) return false;
  const doubled = v.entry.pattern === 'IX' || v.entry.pattern === 'XI' || (root[1] === root[2] && ['I', 'III', 'IV', 'VI', 'VII', 'VIII', 'X'].includes(v.entry.pattern));
  const last = root[2]!;
  return doubled && new RegExp(`${last}[\u064E\u064F\u0650]${last}\u0652[\u062A\u0646]`, 'u').test(form.normalize('NFC'));
}

/**
 * Why a slot's form is right, with the cues of `focus`: the person's affix, the mood's sign, the
 * tense's prefix, the voice's vowels; the forms sharing it; the engine's spelling rules; and why
 * the most tempting wrong choice is wrong (for a form choice, its note; for a person, tense or
 * voice, that choice's own form of the verb).
 */
export function slotExplanation(v: VerbData, slot: SlotKey, form: string, opts: { focus?: SlotFocus; tempting?: Choice; temptingIsForm?: boolean } = {}): Bilingual {
  const { focus = 'form', tempting } = opts;
  const temptingIsForm = opts.temptingIsForm ?? focus === 'form';
  const [tense, voice, person] = slotParts(slot);
  const parts: (Bilingual | null)[] = [fill(SLOT_TEXT.head, { form: formValue(form), name: slotTitle(v, slot) })];
  if (focus === 'voice') parts.push(voiceCue(v, slot, form));
  if (focus === 'tense') parts.push(tenseCue(v, slot, form), moodCue(v, slot, form));
  if (focus === 'person') parts.push(personCue(slot, form));
  if (focus === 'form') {
    parts.push(personCue(slot, form), moodCue(v, slot, form));
    if (voice === 'passive') parts.push(fill(VOICE_TEXT.sentence, { cue: passiveCue(v, slot) }));
  }
  if (focus !== 'person') {
    const others = (v.slotsByForm.get(form) ?? []).map(slotParts).filter(([t, vc, p]) => t === tense && vc === voice && p !== person);
    if (others.length > 0) {
      const names = others.map(([, , p]) => personName(p));
      parts.push(fill(PERSON_TEXT.alsoFor, { persons: { ar: names.map((n) => n.ar).join('، '), en: names.map((n) => n.en).join(', ') } }));
    }
  }
  // (not with the feminine plural nūn: built, the same in every mood, it has no mood to name)
  if (focus !== 'person' && (tense === 'present_subjunctive' || tense === 'present_jussive') && !NISWA.has(person)) {
    const twin = tense === 'present_subjunctive' ? 'present_jussive' : 'present_subjunctive';
    if (formsOf(v.slots[`${twin}.${voice}.${person}` as SlotKey]).includes(form)) {
      const tn = tenseName(twin);
      parts.push(fill(SLOT_TEXT.alsoMood, { mood: { ar: tn.ar, en: tn.en.toLowerCase() } }));
    }
  }
  const rules = (v.explanations()[slot] ?? []).map((r) => ruleSaid(v, r));
  if (rules.length > 0)
    parts.push(
      fill(SLOT_TEXT.rules, {
        rules: { ar: rules.map((r) => r.ar).join('؛ '), en: rules.map((r) => r.en.replace(/\.$/, '')).join('; ') },
      }),
    );
  if (splitDoubled(v, form)) parts.push(fill(SLOT_TEXT.fakk, { form: formValue(form) }));
  if (tempting) {
    if (temptingIsForm) parts.push(temptingLine(tempting, SLOT_TEXT.tempting));
    else {
      const other =
        focus === 'person' ? `${tense}.${voice}.${tempting.value}` : focus === 'tense' ? `${tempting.value}.${voice}.${person}` : `${tense}.${tempting.value}.${person}`;
      const shown = (x: string) => parts.some((p) => p?.ar.includes(`«${x}»`));
      const f = formsOf(v.slots[other as SlotKey]).find((x) => x !== form && !shown(x));
      if (f && focus === 'person') parts.push(fill(PERSON_TEXT.otherPerson, { person: personName(tempting.value), form: formValue(f) }));
      if (f && focus === 'tense') {
        const tn = tenseName(tempting.value);
        parts.push(fill(TENSE_TEXT.otherTense, { tense: { ar: tn.ar, en: tn.en.toLowerCase() }, form: formValue(f) }));
      }
    }
  }
  return join(parts);
}

// ---- derived nouns

const TRI = ['ف', 'ع', 'ل'];
const QUAD = ['د', 'ح', 'ر', 'ج'];
/** The quadriliteral model root read as the pattern's letters (دَحْرَجَ → فَعْلَلَ). */
const QUAD_AS_PATTERN: Readonly<Record<string, string>> = { د: 'ف', ح: 'ع', ر: 'ل', ج: 'ل' };

const models = new Map<string, ReturnType<typeof derive>['nouns']>();

/** The nouns of the verb's pattern built on the model root (فعل / دحرج): the patterns themselves. */
function modelNouns(v: VerbData) {
  const e = v.entry;
  const key = `${e.pattern}|${e.past_vowel}|${e.present_vowel}|${e.radicals}`;
  let n = models.get(key);
  if (!n) {
    n = derive({
      root: (e.radicals === 4 ? QUAD : TRI).join(''),
      pattern: e.pattern as PatternId,
      past_vowel: e.past_vowel,
      present_vowel: e.present_vowel,
      transitive: true,
      attested: e.attested?.noun_of_place_time ? { noun_of_place_time: e.attested.noun_of_place_time } : null,
    }).nouns;
    models.set(key, n);
  }
  return n;
}

const substitute = (model: string, from: readonly string[], to: readonly string[]): string =>
  [...model]
    .map((ch) => {
      const i = from.indexOf(ch);
      return i >= 0 ? to[i]! : ch;
    })
    .join('')
    .normalize('NFC');

const withoutCase = (f: string) => f.replace(/[\u064B-\u064D]$/u, '');
const foldHamza = (s: string) => stripMarks(s).replace(/[أإآؤئء]/gu, 'ء');

/** The base form as a teacher writes it: a wāw or yāʾ with no mark before another letter takes sukūn (مَرْءُوْيٌ، مَقْوُوْلٌ). */
const withSukun = (origin: string): string => origin.replace(/([\u0648\u064A])(?=[^\u064B-\u0652])/gu, '$1\u0652').normalize('NFC');

/** The pattern of `form` (its model on فعل), and the base form the root's letters give on it before any change. */
function patternOf(v: VerbData, key: string, form: string): { pattern: string; origin: string } | null {
  const model = formsOf(modelNouns(v)[key as keyof ReturnType<typeof modelNouns>]).filter((f) => !f.includes(' '));
  if (model.length === 0) return fayil(v, key, form);
  const from = v.entry.radicals === 4 ? QUAD : TRI;
  const to = [...v.entry.root];
  const bases = model.map((m) => substitute(m, from, to));
  let i = bases.indexOf(form);
  if (i < 0) {
    const own = formsOf(v.nouns().nouns[key as keyof ReturnType<typeof modelNouns>]);
    i = Math.min(Math.max(own.indexOf(form), 0), model.length - 1);
  }
  const m = model[i]!;
  const pattern = withoutCase(v.entry.radicals === 4 ? [...m].map((c) => QUAD_AS_PATTERN[c] ?? c).join('') : m);
  return { pattern, origin: bases[i] === form ? form : withSukun(bases[i]!) };
}

/** The adjective فَيْعِل of a hollow verb (قَيِّمٌ from قَيْوِمٌ), which no model root shows. */
function fayil(v: VerbData, key: string, form: string): { pattern: string; origin: string } | null {
  const [f, a, l] = [...v.entry.root];
  if (key !== 'adjective' || !v.rootTypes.includes('hollow') || stripMarks(form) !== `${f}ي${l}` || !form.includes(letters.SHADDA)) return null;
  return { pattern: 'فَيْعِل', origin: `${f}\u064Eي\u0652${a}\u0650${l}\u064C`.normalize('NFC') };
}

/** The letters of a vocalized word, each with the marks written on it. */
function units(word: string): Array<{ letter: string; marks: string }> {
  const out: Array<{ letter: string; marks: string }> = [];
  for (const ch of word) {
    if (/[\u064B-\u0652\u0670]/u.test(ch)) {
      if (out.length) out[out.length - 1]!.marks += ch;
    } else out.push({ letter: ch, marks: '' });
  }
  return out;
}

/**
 * The one weak letter that the change touched: base and form spelt alike but for it (مُرْوَدٌ /
 * مُرَادٌ), with the base's vowel on it and the letter it became; null when the change is another.
 */
function changedWeakLetter(origin: string, form: string): { was: string; vowel: string; now: string } | null {
  const a = units(origin);
  const b = units(form);
  if (a.length !== b.length) return null;
  const at = a.flatMap((u, i) => (u.letter !== b[i]!.letter ? [i] : []));
  if (at.length !== 1) return null;
  const i = at[0]!;
  const was = a[i]!;
  if ((was.letter !== 'و' && was.letter !== 'ي') || i === 0 || !a[i - 1]!.marks.includes(letters.SUKUN)) return null;
  return { was: was.letter, vowel: was.marks, now: b[i]!.letter };
}

/** The steps of a hollow noun's change, in order (مُرْوَدٌ → مُرَادٌ, مُرْوِدٌ → مُرِيدٌ, مُبْيِعٌ → مُبِيعٌ). */
function hollowChange(origin: string, form: string): Bilingual | null {
  const c = changedWeakLetter(origin, form);
  if (c) {
    if (c.now === 'ا' && c.vowel.includes(letters.FATHA)) return NOUN_CHANGE.hollowToAlif!;
    if (c.was === 'و' && c.now === 'ي' && c.vowel.includes(letters.KASRA)) return NOUN_CHANGE.hollowWawToYa!;
    return null;
  }
  // the letter stays and only its vowel moves back (مُبْيِعٌ → مُبِيعٌ)
  const a = units(origin);
  const b = units(form);
  if (a.length !== b.length || a.some((u, i) => u.letter !== b[i]!.letter)) return null;
  const i = a.findIndex((u, k) => k > 0 && (u.letter === 'و' || u.letter === 'ي') && /[\u064E-\u0650]/u.test(u.marks) && a[k - 1]!.marks.includes(letters.SUKUN));
  return i > 0 && !/[\u064E-\u0650]/u.test(b[i]!.marks) ? NOUN_CHANGE.hollowNaql! : null;
}

/** The first radical wāw, vowelless after kasra, written as yāʾ (اِسْتِوْرَادٌ → اِسْتِيرَادٌ). */
function wawAfterKasra(origin: string, form: string): boolean {
  const a = units(origin);
  const b = units(form);
  if (a.length !== b.length) return false;
  const at = a.flatMap((u, i) => (u.letter !== b[i]!.letter ? [i] : []));
  if (at.length !== 1) return false;
  const i = at[0]!;
  return i > 0 && a[i]!.letter === 'و' && b[i]!.letter === 'ي' && a[i - 1]!.marks.includes(letters.KASRA);
}

/** What turned the base form into the form: the first change the letters show (hamza seat, assimilation, weak letters). */
function changeOf(v: VerbData, key: string, origin: string, form: string): Bilingual {
  const types = v.rootTypes;
  const I = v.entry.pattern === 'I';
  if (foldHamza(origin) === foldHamza(form)) return NOUN_CHANGE.hamza!;
  if (key === 'adjective' && stripMarks(origin).includes('ي') && origin.includes(letters.SUKUN) && form.includes(letters.SHADDA) && types.includes('hollow'))
    return NOUN_CHANGE.fayil!;
  if (v.entry.pattern === 'VIII' && stripMarks(origin).includes('ت') && stripMarks(origin)[2] === 'ت' && stripMarks(form)[2] !== 'ت')
    return types.includes('assimilated') ? NOUN_CHANGE.iftaalFa! : NOUN_CHANGE.iftaal!;
  if (types.includes('doubled') && form.includes(letters.SHADDA) && !origin.includes(letters.SHADDA)) return NOUN_CHANGE.idgham!;
  if (types.includes('defective') || types.includes('lafif')) {
    if (lastMarks(form).includes(letters.KASRATAN)) return [...v.entry.root].at(-1) === 'و' ? NOUN_CHANGE.manqusWaw! : NOUN_CHANGE.manqus!;
    if (stripMarks(form).endsWith('ى') || stripMarks(form).endsWith('ا')) return NOUN_CHANGE.maqsur!;
    if (stripMarks(form).endsWith('اء') && !stripMarks(origin).endsWith('اء')) return NOUN_CHANGE.hamzaAfterAlif!;
    if (I && key === 'passive_participle') {
      const last = [...v.entry.root][2];
      if (last === 'ي' && stripMarks(form).endsWith('ي')) return NOUN_CHANGE.defectiveMafulYa!;
      if (last === 'و' && stripMarks(form).endsWith('و')) return NOUN_CHANGE.defectiveMaful!;
      return NOUN_CHANGE.weak!;
    }
  }
  if (types.includes('hollow') || types.includes('lafif')) {
    if (I && key === 'active_participle') return NOUN_CHANGE.hollowFail!;
    if (I && key === 'passive_participle') return stripMarks(form).includes('و') ? NOUN_CHANGE.hollowMafulWaw! : NOUN_CHANGE.hollowMafulYa!;
    if (key === 'masdar' && form.includes(letters.TEH_MARBUTA) && !origin.includes(letters.TEH_MARBUTA)) return NOUN_CHANGE.hollowTa!;
    return hollowChange(origin, form) ?? NOUN_CHANGE.hollow!;
  }
  if (types.includes('assimilated')) return wawAfterKasra(origin, form) ? NOUN_CHANGE.assimilatedWawToYa! : NOUN_CHANGE.assimilated!;
  return NOUN_CHANGE.weak!;
}

/**
 * Why a derived noun is right: its pattern (the same noun built on فعل), the pattern's sign for
 * the augmented participles, the rule that shaped it from its base form, and why the most
 * tempting wrong choice is wrong.
 */
export function nounExplanation(v: VerbData, key: string, form: string, extra?: Bilingual, tempting?: Choice): Bilingual {
  const n = nounName(key);
  const I = v.entry.pattern === 'I';
  const head = fill(NOUN_TEXT.head, { form: formValue(form), name: { ar: n.ar, en: n.en.toLowerCase() }, verb: { ar: v.citation, en: iso(v.citation) } });
  const clauses: Bilingual[] = [];
  const heardMasdar = I && key === 'masdar';
  // تَأْدِيَةٌ، تَزْكِيَةٌ: a pattern of its own, not تَفْعِيل with a base form made on it
  const taf3ila = key === 'masdar' && v.entry.pattern === 'II' && (v.rootTypes.includes('defective') || v.rootTypes.includes('lafif')) && stripMarks(form).endsWith('ة');
  const p = heardMasdar ? null : taf3ila ? { pattern: 'تَفْعِلَة', origin: form } : patternOf(v, key, form);
  if (p) {
    clauses.push(fill(NOUN_TEXT.pattern, { pattern: formValue(p.pattern) }));
    if (taf3ila) clauses.push(NOUN_TEXT.taf3ila);
    if (!I && key === 'active_participle') clauses.push(NOUN_TEXT.augmentedActive);
    if (!I && key === 'passive_participle') clauses.push(NOUN_TEXT.augmentedPassive);
    if (I && key === 'noun_of_place_time') {
      const kasra = stripMarks(p.pattern) === 'مفعل' && [...p.pattern].includes(letters.KASRA);
      if (kasra === (v.entry.present_vowel === 'i')) clauses.push(kasra ? NOUN_TEXT.placeKasra : NOUN_TEXT.placeFatha);
    }
    if (p.origin !== form) clauses.push(fill(NOUN_TEXT.origin, { origin: formValue(p.origin), change: changeOf(v, key, p.origin, form) }));
  }
  const sentence = (b: Bilingual): Bilingual => ({ ar: `${b.ar}.`, en: `${b.en.charAt(0).toUpperCase()}${b.en.slice(1)}.` });
  const first = clauses.length > 0 ? { ar: `${head.ar} ${clauses.map((c) => c.ar).join('، ')}`, en: `${head.en}, ${clauses.map((c) => c.en).join(', ')}` } : head;
  const parts: (Bilingual | null)[] = [sentence(first)];
  if (!I && (key === 'noun_of_place_time' || key === 'masdar_mimi')) parts.push(sentence(NOUN_TEXT.augmentedPlace));
  if (heardMasdar) parts.push(sentence(NOUN_TEXT.heard));
  if (extra && !heardMasdar) parts.push(extra);
  const noSukun = (f: string) => f.replace(/\u0652/gu, '');
  const keptOrigin = p !== null && p.origin !== form && tempting !== undefined && noSukun(tempting.value) === noSukun(p.origin);
  parts.push(keptOrigin ? fill(NOUN_TEXT.keptOrigin, { form: formValue(tempting.value) }) : temptingLine(tempting, NOUN_TEXT.tempting));
  return join(parts);
}
