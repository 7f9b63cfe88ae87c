/**
 * The first reading of each word in its place (ADR 0077): the store keeps one spelling's readings
 * once, likeliest first, and this says, word by word, which of them the context puts first — the
 * rules of the particles (لا before a jussive forbids, مَا after عَلِمَ is relative and after بَعْدِ
 * a masdar particle), the genitive after a preposition, the construct before a noun, and the
 * verb that agrees with the subject after it (وَتَخِرُّ الْجِبَالُ is «she», not «you»).
 */
import type { Reading } from './analysis.ts';

/** What the context changes in a word's readings: which comes first, whether it is a construct, whether a name's fatha is a genitive. */
export interface InContext {
  first: number;
  construct: boolean;
  /** A name that does not take tanwīn (ممنوع من الصرف) after a preposition or a construct: its fatha is the genitive's sign (بَنِي إِسْرَائِيلَ). */
  genitive?: boolean;
  /** A noun after لا of the whole kind (لا النافية للجنس), its fatha without tanwīn the sign of its build, not of a construct (لَا إِلَٰهَ إِلَّا هُوَ). */
  indefinite?: boolean;
  /** A sound feminine plural whose kasra is the accusative's sign (جمع المؤنث السالم ينصب بالكسرة): after a verb, إِنَّ, or a predicate with a pronoun (يُدْخِلْهُ جَنَّاتٍ، أَنَّ لَهُمْ جَنَّاتٍ); a noun with the speaker's ي after إِنَّ. */
  accusative?: boolean;
}

type Noun = Extract<Reading, { of: 'noun' }> | Extract<Reading, { of: 'verb' }>;

const isNoun = (r: Reading | undefined): r is Noun => !!r && (r.of === 'noun' || (r.of === 'verb' && r.kind === 'noun'));
const isName = (r: Reading | undefined): boolean => !!r && r.of === 'particle' && r.type === 'proper_noun';
/** A participle or an adjective of the noun list: a word that can be an adjective (نعت). */
const isAdjective = (r: Noun): boolean => (r.of === 'verb' ? r.noun === 'active_participle' || r.noun === 'passive_participle' : r.pos === 'adj');
const bare = (r: Reading): boolean => r.proclitics.every((p) => p === 'وَ' || p === 'فَ');
const TANWIN = /[\u064B-\u064D]/;

function indexWhere(rs: readonly Reading[], test: (r: Reading) => boolean): number {
  return rs.findIndex(test);
}

const particleOf = (rs: readonly Reading[], type: string): number => indexWhere(rs, (r) => r.of === 'particle' && r.type === type);
const isVerb = (r: Reading | undefined): r is Extract<Reading, { of: 'verb' }> => !!r && r.of === 'verb' && r.kind === 'verb';
/** A jussive verb with no indicative or past reading of the same letters. */
const onlyJussive = (rs: readonly Reading[]): boolean =>
  rs.some((r) => isVerb(r) && r.tense === 'present_jussive') && !rs.some((r) => isVerb(r) && (r.tense === 'present_indicative' || r.tense === 'past'));
const LOOSE = (s: string): string => s.replace(/[\u064B-\u0652\u0670]/g, '').replace(/[أإآٱ]/g, 'ا');
/** إِلَّا among the next words of the verse: مَا … إِلَّا is a negation restricted (وَمَا يَخْدَعُونَ إِلَّا أَنْفُسَهُمْ). */
const exceptAhead = (rest: readonly string[]): boolean => rest.slice(0, 5).some((w) => /^[وف]?الا$/.test(LOOSE(w)));
/** A word opened by the lām that sets the lightened إِنْ apart (اللام الفارقة: لَكَبِيرَةً، لَفَاسِقِينَ), not لَا، لَمْ، لَنْ، لَوْ، لَكِنْ، لَمَّا، لَعَلَّ nor لِ before a pronoun. */
const lamOfLightened = (w: string): boolean => {
  const n = w.normalize('NFC');
  return /^لَ[^ا]/.test(n) && !/^ل(م|ن|و|كن|ما|عل|قد|دى|دن|يس)?$/.test(LOOSE(n)) && !/^ل(ه|هم|هما|ها|هن|ك|كم|كما|كن|نا|ي)$/.test(LOOSE(n)) && !/^لَ(?:عَلَّ|دَى|دُنْ|يْسَ)/.test(n);
};
/** إِنْ before a verb and a word with that lām among the next two: the إِنَّ lightened (وَإِنْ كَانَتْ لَكَبِيرَةً), not the negation even with إِلَّا after it. */
const lightenedAhead = (after: readonly Reading[], rest: readonly string[]): boolean => after.some(isVerb) && rest.slice(1, 3).some(lamOfLightened);
/** The conditionals that do not put a verb in the jussive (لَوْ أَسْمَعَهُمْ، إِذَا جَاءَ). */
const NOT_JUSSIVE = new Set(['لَوْ', 'لَوْلَا', 'لَوْمَا', 'إِذَا', 'إِذْ', 'إِذًا', 'إِذَنْ', 'لَمَّا', 'كُلَّمَا', 'أَمَّا']);
/** The particle before a verb that puts it in the jussive (لَمْ، لَمَّا، the prohibition's لَا, a condition) or the subjunctive (أَنْ، لَنْ، كَيْ، إِذَنْ، حَتَّى، أَلَّا). */
function moodOf(before: Reading | undefined): 'jussive' | 'subjunctive' | undefined {
  if (!before || before.of !== 'particle') return undefined;
  if (
    before.lemma === 'لَمْ' ||
    (before.lemma === 'لَمَّا' && before.type === 'negation') ||
    before.type === 'prohibition' ||
    (before.type === 'conditional' && !NOT_JUSSIVE.has(before.lemma))
  )
    return 'jussive';
  if (['أَنْ', 'لَنْ', 'كَيْ', 'إِذَنْ', 'حَتَّى'].includes(before.lemma) || (before.lemma === 'لَا' && before.proclitics.includes('أَنْ'))) return 'subjunctive';
  return undefined;
}

/** The words after which مَا and مَنْ are the relative (its antecedent or the verb whose object it is). */
const takesRelative = (before: Reading | undefined): boolean =>
  !!before &&
  ((before.of === 'verb' && before.kind === 'verb' && before.lemma !== 'كَانَ') ||
    isNoun(before) ||
    (before.of === 'particle' && (before.type === 'preposition' || before.type === 'adverb' || before.type === 'exception')));

/** The readings of the word at p put first by its neighbours (p's readings, the first of the word before, the readings after). */
export function inContext(word: string, rs: readonly Reading[], before: Reading | undefined, after: readonly Reading[], rest: readonly string[] = []): InContext {
  const out: InContext = { first: 0, construct: false };
  const first = rs[0];
  if (!first) return out;
  const next = after[0];
  const pick = (i: number): void => {
    if (i > 0) out.first = i;
  };
  if (first.of === 'particle' && first.lemma === 'لَا' && bare(first)) {
    // لا before a jussive of the 2nd or 3rd person (and no indicative reading of it) forbids: لَا تُفْسِدُوا
    const jussive = after.some((r) => r.of === 'verb' && r.tense === 'present_jussive' && /^[23]/.test(r.person ?? ''));
    const indicative = after.some((r) => r.of === 'verb' && r.tense === 'present_indicative');
    // before the energetic too: the prohibition made emphatic (لَا تَحْسَبَنَّ، لَا يَغُرَّنَّكَ، لَا يَجْرِمَنَّكُمْ)
    const energetic = after.some((r) => r.of === 'verb' && r.kind === 'verb' && !!r.tense?.startsWith('present_energetic') && /^[23]/.test(r.person ?? ''));
    if ((jussive || energetic) && !indicative) pick(indexWhere(rs, (r) => r.of === 'particle' && r.type === 'prohibition'));
  } else if (first.of === 'particle' && first.lemma === 'مَا' && bare(first)) {
    const alone = first.proclitics.length === 0;
    const nextWord = rest[0] ? LOOSE(rest[0]) : '';
    if (before?.of === 'verb' && before.kind === 'verb' && before.lemma === 'عَلِمَ') pick(particleOf(rs, 'relative'));
    else if (before && ((before.of === 'particle' && before.type === 'adverb' && /^بَعْدَ?ِ?$/.test(before.lemma)) || (before.of === 'noun' && before.lemma === 'بَعْد')))
      pick(particleOf(rs, 'subordinating'));
    // مَا … إِلَّا, and مَا هُمْ بِمُؤْمِنِينَ (a بِ on the predicate): the negation
    else if (
      exceptAhead(rest) ||
      (!isVerb(next) && rest.slice(1, 3).some((w) => /^بِ(?!مَا|هِ)/.test(w.normalize('NFC')))) ||
      // مَا لَهُ فِي الْآخِرَةِ مِنْ خَلَاقٍ: a predicate with لِ, its subject after مِنْ
      (/^ل(ه|هم|هما|ك|كم|نا|ي)$/.test(nextWord) && rest.slice(1, 5).some((w) => LOOSE(w) === 'من'))
    )
      pick(particleOf(rs, 'negation'));
    // before a jussive, the condition (وَمَا تَفْعَلُوا مِنْ خَيْرٍ يَعْلَمْهُ اللَّهُ)
    else if (onlyJussive(after)) pick(particleOf(rs, 'conditional'));
    // the object of a verb, the second of a construct, after a preposition; what is in (مَا فِي السَّمَاوَاتِ); what was sent down (وَمَا أُنْزِلَ)
    else if ((alone && takesRelative(before)) || /^(في|بين|عند|خلف|معه?)$/.test(nextWord) || (isVerb(next) && next.tense === 'past' && next.voice === 'passive'))
      pick(particleOf(rs, 'relative'));
  } else if (first.of === 'particle' && first.lemma === 'مَنْ' && bare(first)) {
    const alone = first.proclitics.length === 0;
    // مَنْ before a jussive is the condition (وَمَنْ يَتَبَدَّلِ الْكُفْرَ), after a verb, a noun or a preposition the relative (وَمِنَ النَّاسِ مَنْ يَقُولُ)
    if (onlyJussive(after)) pick(particleOf(rs, 'conditional'));
    else if (alone && takesRelative(before)) pick(particleOf(rs, 'relative'));
    // at the head of a clause before a past verb (of any of its readings): the condition, its answer after فَ (فَمَنْ تَبِعَ هُدَايَ فَلَا خَوْفٌ، بَلَى مَنْ أَسْلَمَ)
    else if (after.some((r) => isVerb(r) && r.tense === 'past')) pick(particleOf(rs, 'conditional'));
  } else if (first.of === 'particle' && first.lemma === 'إِنْ' && first.type === 'conditional' && bare(first) && exceptAhead(rest) && !lightenedAhead(after, rest)) {
    // إِنْ … إِلَّا: the negation (إِنْ هَذَا إِلَّا سِحْرٌ)
    pick(particleOf(rs, 'negation'));
  } else if (first.of === 'particle' && first.lemma === 'لَمَّا' && bare(first) && onlyJussive(after)) {
    // لَمَّا before a jussive: the negation (وَلَمَّا يَدْخُلِ الْإِيمَانُ)
    pick(particleOf(rs, 'negation'));
  } else if (
    isName(first) &&
    first.of === 'particle' &&
    first.case === 'acc' &&
    before &&
    ((before.of === 'particle' && before.type === 'preposition' && !before.enclitic) || (isNoun(before) && before.definiteness === 'construct'))
  ) {
    out.genitive = true;
  } else if (isNoun(first) && before?.of === 'particle' && before.type === 'preposition' && !before.enclitic && first.case !== 'gen' && first.case !== null) {
    // after a preposition standing alone (فِي جَنَّاتٍ), the genitive
    pick(indexWhere(rs, (r) => isNoun(r) && r.case === 'gen'));
  } else if (
    isNoun(first) &&
    before?.of === 'particle' &&
    ((before.type === 'inna' && before.enclitic === 'ي') || (before.type === 'negation' && (before.lemma === 'لَا' || before.lemma === 'مَا'))) &&
    rs.some((r) => isVerb(r) && r.tense === 'present_indicative' && r.person === '1s')
  ) {
    // after إِنِّي or a negation, أَعْلَمُ is «I know» (إِنِّي أَعْلَمُ مَا لَا تَعْلَمُونَ، وَلَا أَعْلَمُ الْغَيْبَ), not the elative
    pick(indexWhere(rs, (r) => isVerb(r) && r.tense === 'present_indicative' && r.person === '1s'));
  } else if (
    first.of === 'verb' &&
    first.kind === 'verb' &&
    first.person === '2ms' &&
    (((isNoun(next) || isName(next)) && (!isNoun(next) || next.case === 'nom' || next.case === 'nominative')) ||
      // the subject after a preposition's phrase: تَجْرِي مِنْ تَحْتِهَا الْأَنْهَارُ
      (next?.of === 'particle' && next.type === 'preposition' && rest.slice(1, 3).some((w) => /^ال.*\u064F$/.test(w.normalize('NFC')))) ||
      ((before?.of !== 'particle' || before.type !== 'prohibition') &&
        // an indefinite feminine subject after a phrase with a pronoun: وَلَمْ تَكُنْ لَهُ صَاحِبَةٌ، كَأَنْ لَمْ تَكُنْ بَيْنَكُمْ وَبَيْنَهُ مَوَدَّةٌ
        ((next?.of === 'particle' &&
          (next.type === 'preposition' || next.type === 'adverb') &&
          !!next.enclitic &&
          rest.slice(1, 3).some((w) => /ة\u064C$/.test(w.normalize('NFC')))) ||
          // a past verb of «she» after it names its subject's person: لَمْ تَكُنْ آمَنَتْ مِنْ قَبْلُ
          (after.some((r) => isVerb(r) && r.tense === 'past' && r.person === '3fs') && after.every((r) => !isVerb(r) || r.person === '3fs')))))
  ) {
    // تَفْعَلُ before its subject in the nominative is «she» (وَتَخِرُّ الْجِبَالُ), not «you»
    pick(indexWhere(rs, (r) => r.of === 'verb' && r.kind === 'verb' && r.verb_id === first.verb_id && r.tense === first.tense && r.person === '3fs'));
  }
  // a present whose subjunctive and jussive are one form (تَكُونُوا): the particle before it says which; neither, and a past of the same letters is the reading (وَلَوْ أَسْمَعَهُمْ)
  const verb = rs[out.first]!;
  if (isVerb(verb) && (verb.tense === 'present_subjunctive' || verb.tense === 'present_jussive')) {
    const mood = moodOf(before);
    const governed = verb.proclitics.includes('لِ') || verb.proclitics.includes('لَ');
    const same = (tense: string) => indexWhere(rs, (r) => isVerb(r) && r.verb_id === verb.verb_id && r.person === verb.person && r.tense === tense);
    if (mood === 'jussive' && verb.tense !== 'present_jussive') pick(same('present_jussive'));
    else if (mood === 'subjunctive' && verb.tense !== 'present_subjunctive') pick(same('present_subjunctive'));
    else if (!mood && !governed && verb.tense === 'present_subjunctive')
      pick(indexWhere(rs, (r) => isVerb(r) && r.tense === 'past' && r.proclitics.join() === verb.proclitics.join()));
  }
  const chosen = rs[out.first]!;
  // a sound feminine plural takes the kasra in the accusative as in the genitive: after a verb, after إِنَّ or a predicate
  // with a pronoun (لَهُمْ) nothing puts it in the genitive, so its kasra is the accusative's (وَيُدْخِلْهُ جَنَّاتٍ، أَنَّ لَهُمْ جَنَّاتٍ)
  // the same for a noun with the speaker's ي (its case not shown) right after إِنَّ: its noun, in the accusative (إِنَّ عِبَادِي)
  const afterInna = before?.of === 'particle' && before.type === 'inna' && !before.enclitic;
  if (
    isNoun(chosen) &&
    chosen.case === 'gen' &&
    chosen.proclitics.every((p) => p === 'ال') &&
    before &&
    ((!chosen.enclitic &&
      /[اآ]ت[\u0650\u064D]$/.test(word.normalize('NFC')) &&
      (isVerb(before) || afterInna || (before.of === 'particle' && before.type === 'preposition' && !!before.enclitic))) ||
      (chosen.enclitic === 'ي' && afterInna))
  )
    out.accusative = true;
  // an adjective follows its noun's case (النعت يتبع المنعوت في إعرابه: al-Ghalāyīnī, Jāmiʿ al-durūs, باب النعت): a participle
  // in ـًى (its case not shown) right after an indefinite noun takes that noun's case (إِلَى أَجَلٍ مُسَمًّى، أَجَلًا مُسَمًّى، مِنْ عَسَلٍ مُصَفًّى)
  if (
    isNoun(chosen) &&
    isAdjective(chosen) &&
    chosen.proclitics.length === 0 &&
    !chosen.enclitic &&
    /\u064B\u0651?ى$/.test(word.normalize('NFC')) &&
    isNoun(before) &&
    before.definiteness === 'indefinite' &&
    !before.enclitic
  ) {
    if (before.case === 'gen') out.genitive = true;
    else if (before.case === 'acc') out.accusative = true;
  }
  // a sound plural or a dual in -ِينَ/-َيْنِ (its accusative and genitive one form) after a lone preposition or a construct: the genitive (رَبِّ الْعَالَمِينَ)
  if (
    isNoun(chosen) &&
    chosen.case !== 'gen' &&
    chosen.case !== 'nom' &&
    /ي\u0652?ن[\u064E\u0650]$/.test(word.normalize('NFC')) &&
    before &&
    ((before.of === 'particle' && before.type === 'preposition' && !before.enclitic) || (isNoun(before) && before.definiteness === 'construct' && !before.enclitic))
  )
    out.genitive = true;
  // a dual in construct with a pronoun (-َيْهِ، -َيْكَ: its nūn dropped) after a lone preposition, an adverb or a construct: the genitive (بَيْنَ يَدَيْهِ، مِنْ بَيْنِ يَدَيْهِ)
  else if (
    isNoun(chosen) &&
    chosen.case !== 'gen' &&
    !!chosen.enclitic &&
    /\u064Eي\u0652?(?:هِ|هِمْ|هِمَا|هَا|هِنَّ|كَ|كِ|كُمْ|كُمَا|نَا)$/.test(word.normalize('NFC')) &&
    before &&
    ((before.of === 'particle' && (before.type === 'preposition' || before.type === 'adverb') && !before.enclitic) ||
      (isNoun(before) && before.definiteness === 'construct' && !before.enclitic))
  )
    out.genitive = true;
  // رَبِّ before a verb or a particle: the vocative, the speaker's ي dropped (قَالَ رَبِّ اغْفِرْ لِي)
  const vocative = indexWhere(rs, (r) => isNoun(r) && r.enclitic === 'ي');
  if (
    out.first === 0 &&
    vocative > 0 &&
    isNoun(first) &&
    bare(first) &&
    /\u0650\u0651?$/.test(word.normalize('NFC')) &&
    !/ي[\u064E]?$/.test(word) &&
    next &&
    !isNoun(next) &&
    !isName(next)
  )
    pick(vocative);
  // after لا of the whole kind, a noun with a fatha and no tanwīn, article or pronoun is built on the fatha, indefinite (لَا إِلَٰهَ، لَا رَيْبَ)
  if (
    isNoun(chosen) &&
    before?.of === 'particle' &&
    before.lemma === 'لَا' &&
    before.type === 'negation' &&
    bare(before) &&
    !before.enclitic &&
    !chosen.enclitic &&
    !chosen.proclitics.includes('ال') &&
    /\u064E$/.test(word.normalize('NFC'))
  )
    out.indefinite = true;
  // a noun with no tanwīn, no article and no pronoun, before a noun or a name: the first of a construct (مَالِكِ يَوْمِ)
  else if (isNoun(chosen) && chosen.definiteness !== 'construct' && !chosen.proclitics.includes('ال') && !chosen.enclitic && !TANWIN.test(word) && (isNoun(next) || isName(next)))
    out.construct = true;
  return out;
}

/** A reading as the context makes it (the construct said when the context shows it). */
export function withContext(r: Reading, c: InContext): Reading {
  if (c.genitive && (r.of === 'particle' || isNoun(r))) r = { ...r, case: 'gen' } as Reading;
  if (c.accusative && isNoun(r)) r = { ...r, case: 'acc' } as Reading;
  if (c.indefinite && isNoun(r)) return { ...r, definiteness: 'indefinite' } as Reading;
  return c.construct && isNoun(r) ? ({ ...r, definiteness: 'construct' } as Reading) : r;
}
