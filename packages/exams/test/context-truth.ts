/**
 * What fills a gap in a sentence, recomputed for the tests apart from the generator's code: the
 * mood each particle requires (the grammar books' table, written here again), the person the
 * subject and its place allow, and the vowel a sukun takes before hamzat al-wasl. The forms are
 * the engine's, conjugated here from the lexicon entry.
 */
import { conjugate, decline, derive, type SlotValue } from '@tasreef/morphology';
import type { LexiconEntry } from '@tasreef/lexicon';
import type { Question } from '@tasreef/contracts/exams';

const list = (v: SlotValue | undefined): string[] => (v == null ? [] : Array.isArray(v) ? v : [v]);

/** Particle (as `context.particle` names it) → the tense of the verb after it. */
export const MOOD_AFTER: Readonly<Record<string, string>> = {
  لم: 'present_jussive',
  لما: 'present_jussive',
  'لا الناهية': 'present_jussive',
  'لام الأمر': 'present_jussive',
  إن: 'present_jussive',
  لن: 'present_subjunctive',
  أن: 'present_subjunctive',
  كي: 'present_subjunctive',
  لِـ: 'present_subjunctive',
  حتى: 'present_subjunctive',
  'فاء السببية': 'present_subjunctive',
};
/** Negation: the particle → the tense of the negated verb. */
export const NEGATED: Readonly<Record<string, string>> = { لم: 'present_jussive', لن: 'present_subjunctive', لا: 'present_indicative', ما: 'past' };

/** The bank's broken plurals of people, nominative and definite (a verb before one may take either gender). */
export const BROKEN_PLURALS = new Set(['الطُّلَّابُ', 'الْأَوْلَادُ', 'الرِّجَالُ', 'الْأَطْفَالُ']);
const HIDDEN = new Set(['t_must', 't_purpose', 't_fa']);
const ALL = ['1s', '1p', '2ms', '2fs', '2d', '2mp', '2fp', '3ms', '3fs', '3md', '3fd', '3mp', '3fp'];

export function requiredTense(q: Question): string | undefined {
  const p = q.context?.particle ?? null;
  if (q.type === 'negation') return p === null ? undefined : NEGATED[p];
  return p === null ? 'present_indicative' : MOOD_AFTER[p];
}

/** Persons of the verb right for the subject: after a noun subject the singular of its gender (either for a broken plural), else the subject's own; any for a hidden subject. */
export function personsFor(q: Question): string[] {
  const c = q.context!;
  if (HIDDEN.has(c.template)) return ALL;
  const s = c.subject;
  if (s.noun === null && (s.person === '3md' || s.person === '3fd')) return ['3md', '3fd'];
  if (s.position !== 'after_verb') return [s.person];
  const own = s.person.includes('f') ? '3fs' : '3ms';
  return s.noun !== null && BROKEN_PLURALS.has(s.noun) ? ['3ms', '3fs'] : [own];
}

/** The form as written before `next`: sukun → kasra before hamzat al-wasl, the plural wāw after fatha → damma, the plural mīm → damma. */
export function writtenBefore(form: string, next: string | undefined): string {
  if (!next || !next.startsWith('\u0627')) return form;
  if (/\u064E\u0651?\u0648\u0652\u0627$/u.test(form.normalize('NFC'))) return form.normalize('NFC').replace(/\u0652\u0627$/u, '\u064F\u0627');
  // the plural mīm of -tum, -kum, -hum; a verb's own mīm (يَقُمْ، يَرْسُمْ) takes kasra like any other letter
  if (/[\u062A\u0643\u0647]\u064F\u0645\u0652$/u.test(form)) return form.slice(0, -1) + '\u064F';
  if (form.endsWith('\u0652')) return form.slice(0, -1) + '\u0650';
  return form;
}

/** The form as at a pause when `written` is its spelling before `next` (شَرِبَتِ → شَرِبَتْ), or null: the two spellings are one answer (review s24). */
export function pausalSpelling(written: string, next: string | undefined): string | null {
  const candidates = [written.replace(/\u0650$/u, '\u0652'), written.replace(/\u064F\u0627$/u, '\u0652\u0627'), written.replace(/\u064F$/u, '\u0652')];
  return candidates.find((c) => c !== written && writtenBefore(c, next) === written) ?? null;
}

/** Letters only: no marks, no article (الطُّلَّابُ → طلاب). */
export const skeleton = (w: string): string =>
  w
    .normalize('NFC')
    .replace(/[\u064B-\u0652\u0670]/gu, '')
    .replace(/^(ب|ل)?ال/u, '');
/** People, by the start of their letters (the singular's stem covers its dual and sound plural; the broken plurals listed). */
const PEOPLE = ['طالب', 'معلم', 'ولد', 'بنت', 'رجل', 'مهندس', 'طفل', 'لاعب', 'موظف', 'ممرض', 'طلاب', 'أولاد', 'رجال', 'أطفال'];
export const isPerson = (noun: string): boolean => PEOPLE.some((p) => skeleton(noun).startsWith(p));
/** The bank's plurals of things, all broken (a verb before one takes either gender; an adjective or a pronoun after one the feminine singular). */
export const THING_PLURALS = new Set([
  'كتب',
  'دروس',
  'رسائل',
  'قصص',
  'أقلام',
  'حقائب',
  'مفاتيح',
  'أبواب',
  'نوافذ',
  'مدارس',
  'بيوت',
  'حدائق',
  'قمصان',
  'تمارين',
  'مسائل',
  'تقارير',
  'غرف',
  'مدن',
  'أفكار',
  'خطط',
  'أسئلة',
  'صور',
  'برامج',
  'أشجار',
  'أهداف',
  'مواعيد',
  'عناوين',
]);
const PREPOSITIONS = new Set(['إِلَى', 'فِي', 'مَعَ', 'عَنْ', 'عَنِ', 'مِنْ', 'مِنَ', 'عَلَى']);

/** The grammar books' table of roles and cases, written here again. */
export const CASE_OF_ROLE: Readonly<Record<string, 'nom' | 'acc' | 'gen'>> = {
  fa3il: 'nom',
  na2ib_fa3il: 'nom',
  mubtada: 'nom',
  khabar: 'nom',
  ism_kana: 'nom',
  khabar_inna: 'nom',
  maf3ul_bih: 'acc',
  khabar_kana: 'acc',
  ism_inna: 'acc',
  majrur: 'gen',
  mudaf_ilayh: 'gen',
  hal: 'acc',
  tamyiz: 'acc',
};
/**
 * The five nouns in construct, by their letters (Ibn Ājurrūm: الأسماء الخمسة ترفع بالواو وتنصب بالألف
 * وتجر بالياء): أبوك، أخاك، حميك، فاك، ذي مال. فِي is the preposition too: not read as one here.
 */
const FIVE: Readonly<Record<string, 'nom' | 'acc' | 'gen'>> = Object.fromEntries(
  ['أب', 'أخ', 'حم', 'ف', 'ذ'].flatMap((s) => [
    [`${s}و`, 'nom'],
    [`${s}ا`, 'acc'],
    [`${s}ي`, 'gen'],
  ]),
);
/** Proper names that are diptotes (علم مع التأنيث أو العجمة أو وزن الفعل), as the grammar books cite them. */
const DIPTOTE_NAMES = new Set(['أحمد', 'فاطمة', 'زينب', 'يوسف', 'إبراهيم', 'مكة']);
/** صيغة منتهى الجموع by its letters: a plural of four or five letters whose third is alif after two (مفاعل، مفاعيل), no tāʾ marbūṭa. */
const FURTHEST_PLURAL = (bare: string): boolean => /^..ا(..|.ي.)$/u.test(bare) && !bare.endsWith('ة');
/** The tens (ألفاظ العقود), whose counted noun is its تمييز. */
const TENS = new Set(['عشرين', 'ثلاثين', 'أربعين', 'خمسين', 'ستين', 'سبعين', 'ثمانين', 'تسعين', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون']);
/** A derived adjective or participle by its letters (مُفْعِل، مُفْعَل، مُتَفَعِّل، مُفْتَعِل… or فَاعِل): a حال is one, a تمييز mostly not. */
const DERIVED = (bare: string): boolean => /^م.{3,}$/u.test(bare) || /^.ا..$/u.test(bare);
/** Bank words whose own letters end as a dual or a sound plural does (a singular, a broken plural): declined with vowels. */
const SINGULAR_ENDING_LIKE_SOUND = new Set(['امتحان', 'تمرين', 'تمارين', 'قمصان', 'عناوين']);
const CASE_PREPOSITIONS = new Set(['إِلَى', 'فِي', 'مَعَ', 'عَنْ', 'عَنِ', 'مِنْ', 'مِنَ', 'عَلَى']);

export const afterGap = (sentence: string): string | undefined => sentence.split('____')[1]?.trim().split(/\s+/u)[0];

export class ContextTruth {
  private readonly cache = new Map<string, Record<string, SlotValue>>();
  constructor(private readonly entries: ReadonlyMap<string, LexiconEntry>) {}

  slots(id: string): Record<string, SlotValue> {
    let s = this.cache.get(id);
    if (!s) {
      const e = this.entries.get(id)!;
      s = conjugate({ root: e.root, pattern: e.pattern, past_vowel: e.past_vowel, present_vowel: e.present_vowel, transitive: e.transitive ?? true }).slots as Record<
        string,
        SlotValue
      >;
      this.cache.set(id, s);
    }
    return s;
  }

  private readonly adjCache = new Map<string, string>();
  /** The participle the question's adjective is (its masculine singular), derived here. */
  adjective(q: Question): string {
    const k = `${q.source.verb_id}|${q.source.noun}`;
    let a = this.adjCache.get(k);
    if (a === undefined) {
      const e = this.entries.get(q.source.verb_id)!;
      const n = derive({ root: e.root, pattern: e.pattern, past_vowel: e.past_vowel, present_vowel: e.present_vowel, transitive: e.transitive ?? true }).nouns as Record<
        string,
        SlotValue
      >;
      a = list(n[q.source.noun!])[0]!;
      this.adjCache.set(k, a);
    }
    return a;
  }

  /**
   * An adjective: a plural of things takes the feminine singular; else the noun's own gender and
   * number (read from the person). A predicate is indefinite nominative, ليس's predicate indefinite
   * accusative, an attribute definite in its noun's case (genitive after a preposition).
   */
  adjectiveForms(q: Question): Set<string> {
    const c = q.context!;
    const noun = c.subject.noun!;
    const thingPlural = THING_PLURALS.has(skeleton(noun));
    const p = c.subject.person;
    const gender = thingPlural || p.includes('f') ? 'feminine' : 'masculine';
    const number = thingPlural || p.endsWith('s') ? 'singular' : p.endsWith('d') ? 'dual' : 'plural';
    let def = 'indefinite';
    let cs = 'nom';
    if (c.role === 'khabar_laysa') {
      if (c.particle !== 'ليس') return new Set();
      cs = 'acc';
    } else if (c.role === 'na3t') {
      def = 'definite';
      const words = c.sentence.ar.split(' ');
      const i = words.findIndex((w) => w === noun || w === `بِ${noun.slice(0)}` || w.endsWith(noun.replace(/^ال/u, 'ل')));
      cs = i > 0 && (PREPOSITIONS.has(words[i - 1]!) || words[i]!.startsWith('بِ')) ? 'gen' : 'acc';
    }
    const d = decline(this.adjective(q), { kind: 'participle' }) as Record<string, string | undefined>;
    const f = d[`${gender}.${number}.${def}.${cs}`];
    return new Set(f ? [f] : []);
  }

  /** A past verb agreeing with its subject: before a noun the singular (either gender with a broken plural or a thing feminine in form); after it full agreement, a plural of things as a feminine singular. */
  agreementForms(q: Question): Set<string> {
    const c = q.context!;
    const noun = c.subject.noun!;
    const p = c.subject.person;
    const thing = !isPerson(noun);
    const thingPlural = THING_PLURALS.has(skeleton(noun));
    let persons: string[];
    if (c.subject.position === 'after_verb') {
      const own = p.includes('f') ? '3fs' : '3ms';
      persons = BROKEN_PLURALS.has(noun) || thingPlural || (thing && p.includes('f')) ? ['3ms', '3fs'] : [own];
    } else persons = thingPlural ? ['3fs'] : [p];
    const next = afterGap(c.sentence.ar);
    const slots = this.slots(q.source.verb_id);
    return new Set(persons.flatMap((x) => list(slots[`past.active.${x}`]).map((f) => writtenBefore(f, next))));
  }

  /**
   * The passive of the active sentence shown: the doer dropped, the last noun (the object) raised
   * to the nominative, the verb in the active verb's tense and the raised noun's gender (either for a
   * thing feminine in form); the impersonal keeps the preposition's phrase and the masculine singular.
   */
  passiveForms(q: Question): Set<string> {
    const c = q.context!;
    const words = c.sentence.ar.replace(/\.$/u, '').split(' ');
    const tense = c.template.endsWith('_past') ? 'past' : 'present_indicative';
    const impersonal = c.template.includes('impersonal');
    const last = words[words.length - 1]!;
    const phrase = impersonal ? (words[words.length - 1]!.startsWith('بِ') ? last : `${words[words.length - 2]} ${last}`) : last.replace(/\u064E(\u0651?)$/u, '\u064F$1');
    // feminine: the tā' marbūṭa, or a noun feminine without it (بِنْت, سُوق)
    const feminine = skeleton(phrase.split(' ').pop()!).endsWith('ة') || ['بنت', 'سوق'].includes(skeleton(phrase));
    const persons = impersonal ? ['3ms'] : feminine ? (isPerson(phrase) ? ['3fs'] : ['3fs', '3ms']) : ['3ms'];
    const slots = this.slots(q.source.verb_id);
    const first = phrase.split(' ')[0];
    return new Set(persons.flatMap((x) => list(slots[`${tense}.passive.${x}`]).map((f) => `${writtenBefore(f, first)} ${phrase}`)));
  }

  /**
   * case_role and case_ending, read from the sentence as a grammar book parses it: a noun after a
   * preposition is majrūr; after إِنَّ its subject and predicate, after a form of كان likewise; a noun
   * after a noun without the article is muḍāf ilayhi; a sentence opening with a noun has its
   * mubtadaʾ and khabar; after a verb (passive when the engine's passive has that form) the doer or
   * nāʾib al-fāʿil, then the object. The case is the role's; the sign the word's ending shows.
   */
  caseRole(q: Question): string | undefined {
    const c = q.context!;
    const words = c.sentence.ar.replace(/\s*\.$/u, '').split(' ');
    const marked = c.marked!;
    const letters = (w: string) => w.replace(/[\u064B-\u0652]/gu, '').replace(/ا$/u, '');
    // the marked word is shown without its last vowel: الطَّالِبَات، الْأَرُزّ (the shadda kept, which NFC writes after the vowel)
    const shown = marked.replace(/[\u064B-\u0650\u0652](\u0651?)$/u, '$1');
    const i = words.findIndex((w) => w === marked || w === shown || (w.length > 1 && marked.startsWith(w) && letters(marked) === letters(w)));
    if (i < 0 || words.filter((w) => letters(w) === letters(marked)).length !== 1) return undefined;
    const first = words[0]!;
    const prev = words[i - 1];
    if (prev !== undefined && CASE_PREPOSITIONS.has(prev)) return 'majrur';
    if (first === 'إِنَّ') return i === 1 ? 'ism_inna' : i === 2 ? 'khabar_inna' : undefined;
    if (/^كان/u.test(skeleton(first))) return i === 1 ? 'ism_kana' : i === 2 ? 'khabar_kana' : undefined;
    if (first.startsWith('ال')) return i === 0 ? 'mubtada' : i === 1 ? 'khabar' : undefined;
    // an indefinite accusative closing a verbal sentence (nunation, or the dual's and plural's ending without the article):
    // after a ten the counted noun (تمييز العدد); else a derived word tells its owner's state (حال), a primitive noun specifies (تمييز)
    const indefiniteAcc =
      !marked.startsWith('ال') && (/\u064B\u0627?$/u.test(marked) || /(\u064E\u064A\u0652\u0646\u0650|\u0650\u064A\u0646\u064E|\u0627\u062A\u064D)$/u.test(marked));
    if (i === words.length - 1 && i >= 2 && indefiniteAcc) {
      if (prev !== undefined && TENS.has(skeleton(prev))) return 'tamyiz';
      const bare = skeleton(marked).replace(/(تين|تان|ين|ان|ات|ة|ا)$/u, '');
      return DERIVED(bare) ? 'hal' : 'tamyiz';
    }
    if (i >= 2 && prev !== undefined && !prev.startsWith('ال')) return 'mudaf_ilayh';
    const slots = this.slots(q.source.verb_id);
    const passive = Object.entries(slots).some(([k, v]) => k.startsWith('past.passive.') && list(v).some((f) => writtenBefore(f, words[1]) === first));
    if (i === 1) return passive ? 'na2ib_fa3il' : 'fa3il';
    if (i === 2 && !passive) return 'maf3ul_bih';
    return undefined;
  }

  /** The case and sign the marked word's own ending shows, in its role's case (`acc:ya`). */
  caseEnding(q: Question, role: string): string {
    const cs = CASE_OF_ROLE[role]!;
    const w = q.context!.marked!.normalize('NFC');
    const bare = w.replace(/[\u064B-\u0652]/gu, '');
    const kind = this.nounKind(q);
    const sign =
      kind === 'five'
        ? { nom: 'waw', acc: 'alif', gen: 'ya' }[cs]
        : kind === 'diptote'
          ? { nom: 'damma', acc: 'fatha', gen: 'fatha' }[cs]
          : SINGULAR_ENDING_LIKE_SOUND.has(skeleton(w))
            ? { nom: 'damma', acc: 'fatha', gen: 'kasra' }[cs]
            : /\u064E(\u0627|\u064A\u0652)\u0646\u0650$/u.test(w)
              ? { nom: 'alif', acc: 'ya', gen: 'ya' }[cs]
              : /(ون|ين)$/u.test(bare)
                ? { nom: 'waw', acc: 'ya', gen: 'ya' }[cs]
                : /ات$/u.test(bare)
                  ? { nom: 'damma', acc: 'kasra', gen: 'kasra' }[cs]
                  : { nom: 'damma', acc: 'fatha', gen: 'kasra' }[cs];
    return `${cs}:${sign}`;
  }

  /**
   * The marked word as one of the five nouns (its letters, with a noun after it: in construct) or as a
   * diptote without the article nor a noun after it (a name of the list, or a plural of the furthest pattern).
   */
  nounKind(q: Question): 'five' | 'diptote' | null {
    const w = q.context!.marked!.normalize('NFC');
    const words = q.context!.sentence.ar.replace(/\s*\.$/u, '').split(' ');
    const at = words.findIndex((x) => x === w || (w.startsWith(x) && skeleton(x) === skeleton(w)));
    const next = at >= 0 ? words[at + 1] : undefined;
    // the letters without a nunation's alif (كِتَابًا is no مفاعل)
    const bare = skeleton(w.replace(/\u064B\u0627$/u, '\u064B'));
    if (FIVE[bare] && !CASE_PREPOSITIONS.has(w) && next !== undefined && next.startsWith('ال')) return 'five';
    if (w.startsWith('ال') || (next !== undefined && next.startsWith('ال'))) return null;
    return DIPTOTE_NAMES.has(bare) || FURTHEST_PLURAL(bare) ? 'diptote' : null;
  }

  /** Whether the marked word as written carries the ending of the case its role requires (its last vowel, or its letters). */
  writtenInCase(q: Question, role: string): boolean {
    const w = q.context!.marked!.normalize('NFC');
    const cs = CASE_OF_ROLE[role]!;
    const kind = this.nounKind(q);
    if (kind === 'five') return FIVE[skeleton(w)] === cs;
    // a diptote: ḍamma, or fatḥa for both the accusative and the genitive, never nunation
    if (kind === 'diptote') return /[\u064C-\u064D\u064B]$/u.test(w) ? false : w.endsWith('\u064F') ? cs === 'nom' : w.endsWith('\u064E') && cs !== 'nom';
    const ends = (re: RegExp) => re.test(w);
    const sound = !SINGULAR_ENDING_LIKE_SOUND.has(skeleton(w));
    if (sound && (ends(/\u064E\u0627\u0646\u0650$/u) || ends(/\u064F\u0648\u0646\u064E$/u))) return cs === 'nom';
    if (sound && (ends(/\u064E\u064A\u0652\u0646\u0650$/u) || ends(/\u0650\u064A\u0646\u064E$/u))) return cs !== 'nom';
    const last = w
      .replace(/\u0627$/u, '')
      .replace(/\u0651$/u, '')
      .slice(-1);
    const vowelCase: Record<string, string> = { '\u064C': 'nom', '\u064F': 'nom', '\u064B': 'acc', '\u064E': 'acc', '\u064D': 'gen', '\u0650': 'gen' };
    // a sound feminine plural: kasra in the accusative as in the genitive
    if (/ات$/u.test(w.replace(/[\u064B-\u0652]/gu, '')) && cs === 'acc') return vowelCase[last] === 'gen';
    return vowelCase[last] === cs;
  }

  /** Every form a typed answer may give: each right form, and the verb's spelling as at a pause where the next word joins it. */
  typedForms(q: Question): Set<string> {
    const right = this.rightForms(q);
    if (q.type === 'case_role' || q.type === 'case_ending' || !q.source.slot) return right;
    const out = new Set(right);
    for (const f of right) {
      const [verb, ...rest] = f.split(' ');
      const next = rest[0] ?? afterGap(q.context!.sentence.ar);
      const bare = pausalSpelling(verb!, next);
      if (bare !== null) out.add([bare, ...rest].join(' '));
    }
    // after another word hamzat al-wasl is not said: its alif is written bare (مَا ارْتَكَبَتِ: review s25)
    if (!q.context!.sentence.ar.trimStart().startsWith('____')) for (const f of [...out]) out.add(f.replace(/^\u0627[\u064F\u0650]/u, '\u0627'));
    return out;
  }

  /** Every form that rightly fills the gap. */
  rightForms(q: Question): Set<string> {
    if (q.type === 'case_role' || q.type === 'case_ending') {
      const role = this.caseRole(q);
      if (!role) return new Set();
      return new Set([q.type === 'case_role' ? role : this.caseEnding(q, role)]);
    }
    const role = q.context?.role;
    if (role === 'khabar' || role === 'na3t' || role === 'khabar_laysa') return this.adjectiveForms(q);
    if (q.type === 'agreement') return this.agreementForms(q);
    if (q.type === 'make_passive') return this.passiveForms(q);
    const tense = requiredTense(q);
    if (!tense) return new Set();
    const next = afterGap(q.context!.sentence.ar);
    const slots = this.slots(q.source.verb_id);
    return new Set(personsFor(q).flatMap((p) => list(slots[`${tense}.active.${p}`]).map((f) => writtenBefore(f, next))));
  }
}
