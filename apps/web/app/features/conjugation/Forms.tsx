import type { TableForm } from '@tasreef/contracts/search';

/** One cell's forms (preferred first), each with its transliteration under it. */
export function Forms({ forms, missing }: { forms: readonly TableForm[] | undefined; missing: string }) {
  if (!forms || forms.length === 0) return <span className="conj-missing">{missing}</span>;
  return (
    <>
      {forms.map((f, i) => (
        <span key={f.ar} className={i === 0 ? 'conj-form' : 'conj-form conj-form--variant'}>
          <span lang="ar" dir="rtl" className="arabic-form">
            {f.ar}
          </span>
          {f.tr && (
            <span lang="ar-Latn" dir="ltr" className="conj-tr">
              {f.tr}
            </span>
          )}
        </span>
      ))}
    </>
  );
}

/** A label in both languages: Arabic, then English. */
export function BothLabel({ ar, en }: { ar: string; en: string }) {
  return (
    <span className="both">
      <span lang="ar" className="both-ar">
        {ar}
      </span>{' '}
      <span lang="en" dir="ltr" className="both-en">
        {en}
      </span>
    </span>
  );
}
