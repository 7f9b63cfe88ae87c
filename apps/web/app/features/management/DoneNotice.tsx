import { translate as apiText } from '@tasreef/contracts/messages';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useToast } from '../../components/toast.tsx';
import { useLocale } from '../../i18n/use-locale.ts';

/** After a change that moves to another page (`?done=…`), its success message of the specification: a toast, and on the page for readers without script. */
const DONE = { updated: 'data_updated', deleted: 'user_deleted', created: 'class_created' } as const;

export function DoneNotice() {
  const { locale } = useLocale();
  const done = new URLSearchParams(useLocation().search).get('done');
  const key = done && done in DONE ? DONE[done as keyof typeof DONE] : null;
  const toast = useToast();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (key && shown.current !== key) {
      shown.current = key;
      toast.show({ kind: 'success', message: apiText(locale, key) });
    }
  }, [key, locale, toast]);
  if (!key) return null;
  return (
    <p className="notice notice--success" role="status">
      {apiText(locale, key)}
    </p>
  );
}
