import { Fragment, type ReactNode } from 'react';
import type { Locale } from './types.ts';

const AR = '\\u0600-\\u06FF\\u0750-\\u077F\\u08A0-\\u08FF\\uFB50-\\uFDFF\\uFE70-\\uFEFF';
/** A run of Arabic words separated only by spaces (a phrase keeps its own right-to-left order). */
const ARABIC_RUN = new RegExp(`([${AR}]+(?:[ \\u00A0]+[${AR}]+)*)`, 'g');
/** A run of Latin words (with their inner apostrophes and hyphens) separated only by spaces. */
const LATIN_RUN =
  /([A-Za-z\u00C0-\u024F\u1E00-\u1EFF]+(?:['’-][A-Za-z\u00C0-\u024F\u1E00-\u1EFF]+)*(?:[ \u00A0]+[A-Za-z\u00C0-\u024F\u1E00-\u1EFF]+(?:['’-][A-Za-z\u00C0-\u024F\u1E00-\u1EFF]+)*)*)/g;
export const HAS_ARABIC = new RegExp(`[${AR}]`);

function isolate(text: string, run: RegExp, lang: Locale, className?: string): ReactNode[] {
  return text.split(run).map((part, index) =>
    index % 2 === 1 ? (
      <bdi key={index} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} className={className}>
        {part}
      </bdi>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/**
 * In left-to-right text, wraps each Arabic run in <bdi lang="ar" dir="rtl">: a screen reader then
 * reads it with an Arabic voice (WCAG 3.1.2, language of parts), and two Arabic words separated by
 * punctuation ("كَتَبْنَ. كَتَبُوا") no longer merge into one right-to-left run and swap places.
 */
export function isolateArabic(text: string): ReactNode[] {
  return isolate(text, ARABIC_RUN, 'ar', 'ar-inline');
}

/** The reverse, in right-to-left text: each Latin run in <bdi lang="en" dir="ltr">. */
export function isolateLatin(text: string): ReactNode[] {
  return isolate(text, LATIN_RUN, 'en');
}

/** Text of the page's language, its runs of the other language marked with their language and direction. */
export function BidiText({ text, locale }: { text: string; locale: Locale }) {
  return <>{locale === 'ar' ? isolateLatin(text) : isolateArabic(text)}</>;
}

/** Text that is all Arabic (a form, a key) on a page of either language. */
export function ArabicText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi lang="ar" dir="rtl" className={className}>
      {children}
    </bdi>
  );
}

const LATIN = /[A-Za-z\u00C0-\u024F]/;

/** One part of a line of parts, isolated with the language and direction of its own script. */
export function MetaPart({ text }: { text: string }) {
  if (HAS_ARABIC.test(text))
    return (
      <bdi lang="ar" dir="rtl">
        {text}
      </bdi>
    );
  if (LATIN.test(text))
    return (
      <bdi lang="en" dir="ltr">
        {text}
      </bdi>
    );
  return <bdi dir="ltr">{text}</bdi>;
}

/**
 * A line of short parts separated by middle dots ("type · level · CEFR · ACTFL …"): each part is
 * isolated with its own language and direction, so that on an Arabic page a Latin part ("ACTFL
 * Intermediate Mid", a name) neither swallows its neighbours' dots nor reorders them, and a screen
 * reader reads each in its own voice; the dots between stay in the page's direction.
 */
export function MetaLine({ parts }: { parts: readonly string[] }) {
  return (
    <>
      {parts
        .filter((p) => p !== '')
        .map((p, i) => (
          <Fragment key={i}>
            {i > 0 && ' · '}
            <MetaPart text={p} />
          </Fragment>
        ))}
    </>
  );
}
