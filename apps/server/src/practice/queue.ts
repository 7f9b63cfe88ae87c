/**
 * The spaced-repetition queue of the forms a learner missed (ADR 0044), derived from their practice
 * answers alone: an item is a verb, a question type and the form asked (the slot or the noun), and
 * its place in the queue is the replay of every answer to it, oldest first (Leitner boxes):
 * - an answer not fully right puts it in box 1, due the next day;
 * - a right answer on or after its due day moves it up a box, due QUEUE_INTERVALS_DAYS[box - 1]
 *   days later (1, 3, 7, 16); right in box 4 on its day, it leaves the queue;
 * - a right answer before its due day changes nothing (no cramming).
 * Days are the learner's (time zone), as for the streak.
 */
import { sql } from 'drizzle-orm';
import type { Locale } from '@tasreef/contracts';
import { EXAM_TENSES, generateRequestSchema, QUESTION_TYPE_NAMES, type Question, type QuestionType } from '@tasreef/contracts/exams';
import { QUEUE_INTERVALS_DAYS, QUEUE_SET_MAX, type ProgressQueue, type QueueItem } from '@tasreef/contracts/practice';
import type { ExamGenerator, Generated } from '@tasreef/exams';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import { featureLabel } from '../reports/features.ts';
import { addDays } from './days.ts';

export interface QueueAnswer {
  verbId: string;
  type: QuestionType;
  form: string | null;
  verdict: string;
  /** YYYY-MM-DD in the learner's time zone. */
  day: string;
}

export interface QueueState {
  verbId: string;
  type: QuestionType;
  form: string | null;
  box: number;
  due: string;
}

export const itemKey = (a: { verbId: string; type: string; form: string | null }) => `${a.verbId}|${a.type}|${a.form ?? ''}`;

/** The queue after `answers` (oldest first): each item missed and not yet learned, with its box and due day. */
export function replayQueue(answers: readonly QueueAnswer[]): QueueState[] {
  const items = new Map<string, QueueState>();
  for (const a of answers) {
    const key = itemKey(a);
    const state = items.get(key);
    if (a.verdict !== 'correct') {
      items.set(key, { verbId: a.verbId, type: a.type, form: a.form, box: 1, due: addDays(a.day, QUEUE_INTERVALS_DAYS[0]) });
    } else if (state && a.day >= state.due) {
      const box = state.box + 1;
      if (box > QUEUE_INTERVALS_DAYS.length) items.delete(key);
      else items.set(key, { ...state, box, due: addDays(a.day, QUEUE_INTERVALS_DAYS[box - 1]!) });
    }
  }
  return [...items.values()];
}

/** The learner's answers to every item they ever missed, oldest first (a miss and a right answer at one instant: the right one first, so the miss stands). */
export async function queueAnswers(db: Db, userId: string, zone: string, now: Date): Promise<QueueAnswer[]> {
  const rows = rowsOf<{ verb_id: string; question_type: QuestionType; form: string | null; verdict: string; day: string }>(
    await db.execute(sql`
      select a.verb_id, a.question_type, a.form, a.verdict, to_char(a.answered_at at time zone ${zone}, 'YYYY-MM-DD') as day
      from practice_answers a
      where a.user_id = ${userId} and a.verb_id is not null and a.answered_at <= ${now.toISOString()}
        and exists (select 1 from practice_answers m
                    where m.user_id = a.user_id and m.verb_id = a.verb_id and m.question_type = a.question_type
                      and m.form is not distinct from a.form and m.verdict <> 'correct')
      order by a.answered_at, (a.verdict = 'correct') desc`),
  );
  return rows.map((r) => ({ verbId: r.verb_id, type: r.question_type, form: r.form, verdict: r.verdict, day: r.day }));
}

/** The forms due on `today` (or before), the longest due first. */
export function dueItems(queue: readonly QueueState[], today: string): QueueState[] {
  return queue.filter((i) => i.due <= today).sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : a.box - b.box || (itemKey(a) < itemKey(b) ? -1 : 1)));
}

/** A form's words: the verb, the question type, the tense and person (or the noun). */
export function itemLabel(i: Pick<QueueState, 'verbId' | 'type' | 'form'>, locale: Locale, lemma: (verbId: string) => string | null): string {
  const parts = [lemma(i.verbId) ?? i.verbId, QUESTION_TYPE_NAMES[i.type][locale]];
  const [tense, , person] = (i.form ?? '').split('.');
  if (tense && (EXAM_TENSES as readonly string[]).includes(tense)) {
    parts.push(featureLabel(locale, 'tense', tense));
    if (person) parts.push(featureLabel(locale, 'person', person));
  } else if (i.form) parts.push(i.form);
  return parts.join(' · ');
}

export function queueView(queue: readonly QueueState[], today: string, locale: Locale, lemma: (verbId: string) => string | null): ProgressQueue {
  const due = dueItems(queue, today);
  const later = queue.filter((i) => i.due > today).map((i) => i.due);
  const item = (i: QueueState): QueueItem => ({ verb_id: i.verbId, type: i.type, form: i.form, box: i.box, due: i.due, label: itemLabel(i, locale, lemma) });
  return {
    due: due.length,
    waiting: queue.length,
    next_due: later.length ? later.sort()[0]! : null,
    items: due.slice(0, QUEUE_SET_MAX).map(item),
  };
}

/**
 * A new question of the same form: the generator's questions of the verb and type (and the slot's
 * tense), the one asking the same slot or noun; failing that one of the same tense and person, then
 * any of the verb and type. null when the verb and type give none any more.
 */
export function questionOfForm(generator: ExamGenerator, item: Pick<QueueState, 'verbId' | 'type' | 'form'>, locale: Locale, seed: number): Question | null {
  const [tense, , person] = (item.form ?? '').split('.');
  const tenses = tense && (EXAM_TENSES as readonly string[]).includes(tense) ? [tense] : [];
  const ask = (count: number) =>
    generator.generate(
      generateRequestSchema.parse({
        objectives: [{ type: item.type }],
        formats: ['multiple_choice'],
        question_count: count,
        criteria: { verbs: [item.verbId], ...(tenses.length ? { tenses } : {}) },
        seed,
        locale,
      }),
    );
  let out = ask(40);
  if ('error' in out) {
    const available = out.available_by_type[item.type] ?? 0;
    if (available === 0) return null;
    out = ask(Math.min(40, available));
    if ('error' in out) return null;
  }
  const questions = (out as Generated).questions;
  const formOf = (q: Question) => q.source.slot ?? q.source.noun ?? null;
  return (
    questions.find((q) => formOf(q) === item.form) ??
    questions.find((q) => {
      const [t, , p] = (q.source.slot ?? '').split('.');
      return t === tense && p === person;
    }) ??
    questions[0] ??
    null
  );
}
