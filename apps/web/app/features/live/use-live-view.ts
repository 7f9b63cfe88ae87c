import { useEffect, useState } from 'react';
import type { LiveView } from '@tasreef/contracts/live';

/**
 * A live session's view, kept current by its event stream (ADR 0091). The browser's EventSource
 * reconnects by itself and sends Last-Event-ID; the stream ends with the session, and so does this.
 */
export function useLiveView<V extends LiveView>(locale: string, initial: V): [V, (v: V) => void] {
  const [view, setView] = useState<V>(initial);
  useEffect(() => {
    if (initial.status === 'ended') return;
    const source = new EventSource(`/api/v1/${locale}/live-sessions/${initial.id}/events`);
    source.addEventListener('state', (e) => {
      const next = JSON.parse((e as MessageEvent<string>).data) as V;
      setView(next);
      if (next.status === 'ended') source.close();
    });
    return () => source.close();
  }, [locale, initial.id, initial.status]);
  return [view, setView];
}
