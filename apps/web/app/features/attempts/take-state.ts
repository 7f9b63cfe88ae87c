/**
 * What the answering page derives from its state, kept pure so that it is tested without a browser
 * (ADR 0087): whether a question counts as answered, its mark in the navigator, the low-time
 * warning crossed or shown, and the page a question is on when one question shows at a time.
 */
import type { GivenAnswerBody } from '@tasreef/contracts/attempts';

/** When the time left crosses these (seconds), a warning is shown and spoken at once (assertively), once each. */
export const WARN_AT = [300, 60] as const;
export type WarnAt = (typeof WARN_AT)[number];

export const isAnswered = (v: GivenAnswerBody | null | undefined): boolean => !!v && !('text' in v && v.text.trim() === '');

/** A question's mark in the navigator: told by a glyph and words, never by colour alone. */
export type NavMark = 'answered' | 'unanswered' | 'flagged' | 'answeredFlagged';
export function navMark(answered: boolean, flagged: boolean): NavMark {
  if (flagged) return answered ? 'answeredFlagged' : 'flagged';
  return answered ? 'answered' : 'unanswered';
}
export const NAV_GLYPH: Record<NavMark, string> = { answered: '✓', unanswered: '○', flagged: '⚑', answeredFlagged: '⚑' };

/** The warning the time left has just crossed (from `previous` to `now` seconds), if any: the lowest one crossed. */
export function crossedWarning(previous: number, now: number): WarnAt | undefined {
  return [...WARN_AT].reverse().find((at) => previous > at && now <= at);
}

/** The warning shown for the time left (null: none), while a timed attempt runs. */
export function shownWarning(left: number | null, running: boolean): WarnAt | null {
  if (!running || left === null) return null;
  return left <= 60 ? 60 : left <= 300 ? 300 : null;
}

/** The page (0-based) to go to, kept within the questions. */
export const clampPage = (page: number, total: number) => Math.min(Math.max(0, page), Math.max(0, total - 1));

/**
 * Where a reload reopens an attempt shown one question per page: the question its student was on,
 * kept in the browser per attempt (by the question's id, so a question the teacher removed since
 * reopens the first page rather than another question's). The attempt's order is the same on every
 * read (ADR 0087), so the id finds its page again.
 */
export const pageKey = (attemptId: string) => `tasreef.attempt.${attemptId}.page`;
export function keptPage(kept: string | null, questionIds: readonly string[]): number {
  const i = kept === null ? -1 : questionIds.indexOf(kept);
  return i < 0 ? 0 : i;
}
