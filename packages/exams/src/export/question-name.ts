/**
 * A question's name in an LMS's question bank: its place, what it asks and the verb it is about
 * («Q3 · الماضي · كَتَبَ», "Q3 · Past · كَتَبَ"), so a teacher browsing the bank recognises it; an id
 * (q_8dbm0t) says nothing. Never the key: a name may be shown where the answer must not be.
 */
import type { Locale } from '@tasreef/contracts';
import { QUESTION_TYPE_NAMES, type Question } from '@tasreef/contracts/exams';
import { conjugate } from '@tasreef/morphology';
import { tenseName } from '../names.ts';
import { formsOf } from '../verb-data.ts';

/** The verb's past (its citation form) from the question's source; the root's letters if the engine cannot give it. */
function verbOf(q: Question): string {
  const s = q.source;
  try {
    const past = formsOf(
      conjugate({ root: s.root, pattern: s.pattern, past_vowel: s.past_vowel, present_vowel: s.present_vowel }, { slots: ['past.active.3ms'] }).slots['past.active.3ms'],
    )[0];
    if (past) return past;
  } catch {
    // a source the engine does not conjugate (a frozen verb without vowels): its root names it
  }
  return [...s.root].join(' ');
}

/**
 * What the question asks, in `locale`: a conjugation's tense (its stem says it), else the question
 * type. Not the slot's tense or the noun of other types: for those it may be the key (the tense of
 * «identify the tense», the mood of «mood in context», the noun of «derived nouns»).
 */
function askedOf(q: Question, locale: Locale): string {
  const tense = q.source.slot?.split('.')[0];
  return q.type === 'conjugate' && tense ? tenseName(tense)[locale] : QUESTION_TYPE_NAMES[q.type][locale];
}

/** Types whose key the verb's citation gives away (its root, its pattern, its kind). */
const CITATION_TELLS: ReadonlySet<Question['type']> = new Set(['identify_root', 'identify_pattern', 'identify_verb_type']);

/** The word the question is about: the form it shows, else the verb (which its stem names), unless that tells the key. */
function wordOf(q: Question): string | null {
  if (q.prompt_form) return q.prompt_form;
  return CITATION_TELLS.has(q.type) ? null : verbOf(q);
}

/** `position`: 0-based place in the exam. */
export function questionName(q: Question, position: number, locale: Locale): string {
  const word = wordOf(q);
  return [`Q${position + 1}`, askedOf(q, locale), ...(word ? [word] : [])].join(' · ');
}
