/**
 * The fault classes of a generated exam that a teacher would strike (issue "Exams a teacher can
 * trust"), counted from the questions alone and from lists written here by hand, not from the
 * generator's own rules: verbs every grammar calls intransitive, verbs with no elative, the rare
 * readings of common spellings, the template verbs.
 */
import type { Question } from '@tasreef/contracts/exams';

/** Intransitive in every grammar (no personal passive, no bare passive participle): كان، قام، تمّ، وقع، صدر … by lexicon id. */
export const INTRANSITIVE = [
  'kwn-I1',
  'qwm-I1',
  'tmm-I2',
  'wqE-I3',
  'Sdr-I1',
  'Ewd-I1',
  'HSl-I1',
  'Zhr-I3',
  'Vhb-I3',
  'zwl-I1',
  'Syr-I2',
  'byt-I2',
  'mwt-I1',
  'jyC-I2',
  'Eyc-I2',
  'wjb-I2',
  'wqf-I2',
  'xDE-I3',
  'syr-I2',
  'rjE-I2',
  'nzl-I2',
];
/** No elative: كان (incomplete), جاء، زار (no degrees), the rare كَانَ يَكِينُ. */
export const NO_ELATIVE = ['kwn-I1', 'kyn-I2', 'jyC-I2', 'zwr-I1', 'Syr-I2', 'Zll-I4', 'mwt-I1', 'qwm-I1'];
/** Rare readings of common spellings (كَانَ يَكِينُ، قَالَ يَقِيلُ، زَادَ يَزُودُ، كَادَ يَكُودُ، قَادَ يَقِيدُ، زَالَ يَزِيلُ، شَاءَ يَشُوءُ، أَتَا يَأْتُو، تَلَى يَتْلِي، عَنَا يَعْنُو، أَرَّ يَئِرُّ). */
export const RARE_READINGS = ['kyn-I2', 'qyl-I2', 'zwd-I1', 'kwd-I1', 'qyd-I2', 'zyl-I2', 'cwC-I1', 'Ctw-I1', 'tly-I2', 'Enw-I1', 'Crr-I2'];
const TEMPLATE_ROOTS = new Set(['فعل', 'فعلل']);

const VOCALIZED = /[\u064B-\u0652]/u;
const FORM_ANSWERS = new Set(['conjugate', 'masdar', 'active_participle', 'passive_participle']);
const MAFUL = /^\u0645\u064E.\u0652.\u064F\u0648.[\u064B-\u0652]*$/u;

export type FaultClass =
  'intransitive_passive' | 'impossible_elative' | 'maful_masdar' | 'rare_reading' | 'template_verb' | 'x_is_x' | 'verb_over_cap' | 'answer_leaked' | 'energetic_low_level';

function answers(q: Question): string[] {
  const a = q.answer as { option_id?: string; text?: string; accepted?: string[] } | undefined;
  if (!a) return [];
  if (a.text !== undefined) return [a.text, ...(a.accepted ?? [])];
  const key = q.options.find((o) => o.id === a.option_id);
  // a true claim about a form asked for (not about the form a question shows and asks the tense, root or kind of)
  if (q.format === 'true_false') return a.option_id === 'a' && q.claim && FORM_ANSWERS.has(q.type) ? [q.claim.form] : [];
  return key ? [key.value] : [];
}

/** What a question gives away: the words of its stem and its prompt (a true/false claim is one). */
function shown(q: Question): string[] {
  const words = `${q.stem.ar} ${q.stem.en}`.split(/[\s«»()،,.؟?:]+/u);
  return [...words, q.prompt_form ?? ''].filter((f) => VOCALIZED.test(f));
}

/** "X is X": a quoted label followed by itself, or «X» X, in either language. */
export function restatesItself(text: string): boolean {
  if (/«([^»]+)»\s*\1(?=[\s.،؛:]|$)/u.test(text)) return true;
  return /(?:^|: )(.+?) is (?:the |a |an )?\1(?=[\s.,;]|$)/iu.test(text);
}

/** Faults of one exam, by class, with a line each. `byDefault`: its criteria named no verb, root or band, or asked for common verbs. */
export function faultsOf(questions: readonly Question[], opts: { byDefault: boolean; namedVerbs: boolean }): Array<{ fault: FaultClass; line: string }> {
  const out: Array<{ fault: FaultClass; line: string }> = [];
  const add = (fault: FaultClass, q: Question, why: string) =>
    out.push({ fault, line: `${fault} ${q.type}/${q.format} ${q.source.verb_id} ${q.source.slot ?? q.source.noun ?? ''}: ${why}` });
  const perVerb = new Map<string, number>();
  for (const q of questions) {
    const id = q.source.verb_id;
    perVerb.set(id, (perVerb.get(id) ?? 0) + 1);
    const passive = (q.source.slot?.includes('.passive.') ?? false) || q.source.noun === 'passive_participle';
    if (passive && INTRANSITIVE.includes(id)) add('intransitive_passive', q, 'passive of an intransitive verb');
    if (q.source.noun === 'elative' && NO_ELATIVE.includes(id)) add('impossible_elative', q, 'elative of a verb without one');
    if (q.type === 'masdar' && answers(q).some((f) => MAFUL.test(f))) add('maful_masdar', q, `مَفْعُول as masdar: ${answers(q).join(' ')}`);
    if (opts.byDefault && RARE_READINGS.includes(id)) add('rare_reading', q, 'rare reading in a common or default exam');
    if (TEMPLATE_ROOTS.has(q.source.root) && !opts.namedVerbs) add('template_verb', q, 'the pattern’s template verb');
    for (const text of [q.explanation.ar, q.explanation.en]) if (restatesItself(text)) add('x_is_x', q, text.slice(0, 80));
    if (q.source.slot?.includes('energetic') && (q.cefr === 'A1' || q.cefr === 'A2')) add('energetic_low_level', q, q.cefr);
  }
  const cap = Math.max(3, Math.floor(questions.length / 20));
  if (!opts.namedVerbs) for (const [id, n] of perVerb) if (n > cap) out.push({ fault: 'verb_over_cap', line: `verb_over_cap ${id}: ${n} of ${questions.length}` });
  questions.forEach((q, i) => {
    const own = new Set(answers(q).filter((f) => VOCALIZED.test(f)));
    questions.forEach((other, j) => {
      if (i === j) return;
      const leaked = shown(other).find((f) => own.has(f));
      if (leaked && !opts.namedVerbs) add('answer_leaked', q, `${leaked} shown by ${other.type} ${other.source.verb_id}`);
    });
  });
  return out;
}
