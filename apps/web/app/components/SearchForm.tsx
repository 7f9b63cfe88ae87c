import { useId } from 'react';
import { Form } from 'react-router';
import { useLocale } from '../i18n/use-locale.ts';

/** The site search: a plain GET to the basic search page, so it works before any script loads. */
export function SearchForm({ className = '' }: { className?: string }) {
  const { t, href } = useLocale();
  const inputId = useId();
  return (
    <Form method="get" action={href('/basic-search')} role="search" className={`search-form ${className}`}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input id={inputId} name="q" type="search" dir="auto" placeholder={t('search.placeholder')} required maxLength={100} />
      <button type="submit" className="button button--primary">
        {t('search.submit')}
      </button>
    </Form>
  );
}
