import { translate as apiText } from '@tasreef/contracts/messages';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../../components/toast.tsx';
import { useLocale } from '../../i18n/use-locale.ts';

/** After a change that moves to another page (`?done=…`), its success message of the specification: a toast, and on the page for readers without script. */
const DONE = { updated: 'data_updated', deleted: 'user_deleted', created: 'class_created', submitted: 'answers_submitted' } as const;

export function DoneNotice() {
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const done = new URLSearchParams(location.search).get('done');
  const key = done && done in DONE ? DONE[done as keyof typeof DONE] : null;
  const toast = useToast();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (key && shown.current !== key) {
      shown.current = key;
      toast.show({ kind: 'success', message: apiText(locale, key) });
      // Said once: the address loses `done`, so the forms of the page post (and reload) without it.
      const rest = new URLSearchParams(location.search);
      rest.delete('done');
      void navigate({ pathname: location.pathname, search: rest.size ? `?${rest}` : '' }, { replace: true, preventScrollReset: true });
    }
  }, [key, locale, toast, location.pathname, location.search, navigate]);
  if (!key) return null;
  return (
    <p className="notice notice--success" role="status">
      {apiText(locale, key)}
    </p>
  );
}
