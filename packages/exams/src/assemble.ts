/**
 * A draft becomes a question of one format: multiple choice (the key and three wrong choices,
 * shuffled by the seed), true/false (a claim about the key or a wrong choice) or typed.
 */
import type { Locale } from '@tasreef/contracts';
import type { Bilingual, Question, QuestionFormat, QuestionOption } from '@tasreef/contracts/exams';
import type { Choice, Draft } from './draft.ts';
import type { Random } from './random.ts';
import { levelOf } from './levels.ts';
import { insideSentence, joinBlind } from './context/wasl.ts';
import { GAP } from './context/sentence.ts';
import { iso } from './names.ts';
import { KEPT_ORIGIN_LEAD, NOUN_TEXT } from './explain-texts.ts';
import { fillPlaceholders } from '@tasreef/contracts/placeholders';
import type { FrequencyBand } from '@tasreef/contracts/exams';

const OPTION_IDS = ['a', 'b', 'c', 'd', 'e'];
const TRUE: Bilingual = { ar: 'صواب', en: 'True' };
const FALSE: Bilingual = { ar: 'خطأ', en: 'False' };

/** FNV-1a, for ids that stay the same when the same thing is asked again. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** The same item asked again keeps its id; another sentence for the same form is another item (the bank tells items apart by id: review s25). */
export const questionId = (d: Draft, format: QuestionFormat): string => `q_${hash(`${d.askKey}|${format}${d.context ? `|${d.context.sentence.ar}` : ''}`)}`;

/** Up to three wrong choices: the two most plausible, then one of the rest by chance; none reads like another in either language. */
function pickWrong(d: Draft, rng: Random): Choice[] {
  const seen = { ar: new Set([d.key.label.ar]), en: new Set([d.key.label.en]) };
  // in a sentence, a form differing from a right one only by the join's vowel (شَرِبَتِ / شَرِبَتْ) is right too (review s24)
  const right = new Set(d.context ? [d.key.value, ...(d.accepted ?? [])].map(joinBlind) : []);
  const distinct = d.distractors.filter((c) => {
    if (seen.ar.has(c.label.ar) || seen.en.has(c.label.en) || right.has(joinBlind(c.value))) return false;
    seen.ar.add(c.label.ar);
    seen.en.add(c.label.en);
    return true;
  });
  if (distinct.length <= 3) return distinct;
  return [distinct[0]!, distinct[1]!, distinct[2 + rng.below(Math.min(4, distinct.length - 2))]!];
}

/**
 * An English label inside a sentence: a name said as a title («Active participle», «Past») with its
 * article and in lower case (“the answer is the active participle”, review s21); pattern numerals
 * (II (فَعَّلَ)), persons and Arabic forms stay as they are.
 */
export const inSentence = (label: string): string => (/^[A-Z][a-z]/u.test(label) ? `the ${label.charAt(0).toLowerCase()}${label.slice(1)}` : label);

/**
 * Why a false statement is false: what the choice it made really is (when that says more than its
 * own name: never «المضارع المرفوع» المضارع المرفوع), the right answer, then why that is right.
 */
export function falseClaimExplanation(key: Choice, about: Choice, explanation: Bilingual): Bilingual {
  const note = about.note;
  const says = (lang: 'ar' | 'en') => note !== undefined && note[lang].trim().toLowerCase().replace(/^the /, '') !== about.label[lang].trim().toLowerCase().replace(/^the /, '');
  // the wrong choice is the base form the explanation names (وأصله «إِشْوَارٌ»): not called "a common error" there
  const keptOrigin = explanation.ar.includes(`«${about.label.ar}».`) && explanation.ar.includes(fillPlaceholders(NOUN_TEXT.keptOrigin.ar, { form: about.label.ar }));
  if (keptOrigin) {
    const line = { ar: fillPlaceholders(NOUN_TEXT.keptOrigin.ar, { form: about.label.ar }), en: fillPlaceholders(NOUN_TEXT.keptOrigin.en, { form: iso(about.label.en) }) };
    const lead = (lang: 'ar' | 'en') => fillPlaceholders(KEPT_ORIGIN_LEAD[lang], { form: lang === 'en' ? about.label.en : about.label.ar, key: key.label[lang] });
    return { ar: `${lead('ar')} ${explanation.ar.replace(` ${line.ar}`, '')}`, en: `${lead('en')} ${explanation.en.replace(` ${line.en}`, '')}` };
  }
  const ar = says('ar') ? `العبارة خطأ: «${about.label.ar}» ${note!.ar}، والصواب «${key.label.ar}».` : `العبارة خطأ: الصواب «${key.label.ar}» لا «${about.label.ar}».`;
  const en = says('en')
    ? `The statement is false: ${about.label.en} is ${note!.en}; the answer is ${inSentence(key.label.en)}.`
    : `The statement is false: the answer is ${inSentence(key.label.en)}, not ${inSentence(about.label.en)}.`;
  // the explanation's own line on the same wrong choice («و«تَكْوُنُ» خطأ شائع…») would say it twice
  const drop = (text: string, line: string | null) => (line === null ? text : text.replace(` ${line}`, '').replace(line, '').trim());
  const arLine = says('ar') ? `و«${about.label.ar}» ${note!.ar}.` : null;
  const enLine = says('en') ? `${iso(about.label.en)} is ${note!.en}.` : null;
  return { ar: `${ar} ${drop(explanation.ar, arLine)}`, en: `${en} ${drop(explanation.en, enLine)}` };
}

/**
 * A form that fills a gap inside its sentence is written as it stands there: hamzat al-wasl's alif
 * carries no vowel after another word (مَا ارْتَكَبَتِ، اللَّاعِبَانِ الْتَقَطَا: review s25), as the
 * sentence itself writes it; a gap that opens the sentence keeps the vowel, which is read there.
 */
function asWrittenInGap(d: Draft): (form: string) => string {
  const sentence = d.context?.sentence.ar.trimStart();
  return sentence !== undefined && sentence.includes(GAP) && !sentence.startsWith(GAP) ? insideSentence : (form) => form;
}

export function assemble(d: Draft, format: QuestionFormat, rng: Random, locale: Locale, band: FrequencyBand): Question {
  const explanation = d.explanation();
  const inGap = asWrittenInGap(d);
  const e = d.verb.entry;
  const level = levelOf({ ...d.factors, type: d.type, format, band, rootTypes: d.verb.rootTypes, pattern: e.pattern });
  const base = {
    id: questionId(d, format),
    type: d.type,
    format,
    source: {
      verb_id: e.id,
      root: e.root,
      pattern: e.pattern,
      past_vowel: e.past_vowel,
      present_vowel: e.present_vowel,
      slot: d.slot,
      noun: d.noun,
      ...(d.slotForm !== undefined ? { slot_form: d.slotForm } : {}),
    },
    ...(d.context ? { context: d.context } : {}),
    difficulty: level.difficulty,
    bloom: d.bloom[format],
    cefr: level.cefr as Question['cefr'],
    actfl: level.actfl,
    ilr: level.ilr,
    tags: [...new Set([d.type, ...d.tags, ...d.verb.rootTypes, e.pattern, band])],
  };
  const option = (c: Choice, i: number): QuestionOption => {
    const label = { ar: inGap(c.label.ar), en: inGap(c.label.en) };
    return { id: OPTION_IDS[i]!, text: label[locale], value: inGap(c.value), label };
  };
  if (format === 'typed') {
    // either spelling of the wasl alif is the same answer typed
    const accepted = [...new Set((d.accepted ?? [d.key.value]).flatMap((f) => [inGap(f), f]))];
    return { ...base, stem: d.write!, prompt_form: d.prompt_form, options: [], answer: { text: inGap(d.key.value), accepted }, explanation };
  }
  if (format === 'true_false') {
    const wrong = pickWrong(d, rng);
    const truth = rng.below(2) === 0 || wrong.length === 0;
    const about = truth ? d.key : rng.pick(wrong);
    const claim = d.claim(about);
    const s = d.statement(about);
    const options = [option({ value: 'true', label: TRUE }, 0), option({ value: 'false', label: FALSE }, 1)];
    const why: Bilingual = truth ? explanation : falseClaimExplanation(d.key, about, explanation);
    return {
      ...base,
      stem: { ar: `صواب أم خطأ؟ ${s.ar}`, en: `True or false? ${s.en}` },
      prompt_form: claim.form,
      options,
      claim,
      answer: { option_id: truth ? 'a' : 'b' },
      explanation: why,
    };
  }
  const choices = rng.shuffle([d.key, ...pickWrong(d, rng)]);
  const options = choices.map(option);
  return {
    ...base,
    stem: d.ask,
    prompt_form: d.prompt_form,
    options,
    answer: { option_id: options[choices.indexOf(d.key)]!.id },
    explanation,
  };
}
