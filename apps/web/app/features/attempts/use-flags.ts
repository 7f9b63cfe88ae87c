/**
 * Questions flagged for review (ADR 0087): kept with the attempt on the server, so a reload or
 * another device shows them; shown at once, taken back with a notice if the server refused.
 */
import { useState } from 'react';
import { apiFetch } from '../../lib/api-fetch.ts';
import { useLocale } from '../../i18n/use-locale.ts';

export function useFlags(attemptId: string, initial: readonly string[]) {
  const { t, locale } = useLocale();
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(() => new Set(initial));
  const [failed, setFailed] = useState<string | null>(null);
  const set = (questionId: string, on: boolean) =>
    setFlagged((now) => {
      const next = new Set(now);
      if (on) next.add(questionId);
      else next.delete(questionId);
      return next;
    });
  const toggle = async (questionId: string) => {
    const on = !flagged.has(questionId);
    set(questionId, on);
    setFailed(null);
    const res = await apiFetch(locale, `/attempts/${attemptId}/flags/${questionId}`, { method: 'PUT', body: { flagged: on } }).catch(() => null);
    if (!res?.ok) {
      set(questionId, !on);
      setFailed((res && !res.ok && res.error.error.message) || t('answer.flag.failed'));
    }
  };
  return { flagged, toggle, failed };
}
