import { Fragment, type ReactNode } from 'react';
import type { Locale } from './types.ts';

const AR = '\\u0600-\\u06FF\\u0750-\\u077F\\u08A0-\\u08FF\\uFB50-\\uFDFF\\uFE70-\\uFEFF';
/** A run of Arabic words separated only by spaces (a phrase keeps its own right-to-left order). */
const ARABIC_RUN = new RegExp(`([${AR}]+(?:[ \\u00A0]+[${AR}]+)*)`, 'g');

/**
 * In left-to-right text, wraps each Arabic run in <bdi lang="ar">: two Arabic words separated by
 * punctuation ("كَتَبْنَ. كَتَبُوا") would otherwise merge into one right-to-left run and swap places.
 */
export function isolateArabic(text: string): ReactNode[] {
  return text.split(ARABIC_RUN).map((part, index) =>
    index % 2 === 1 ? (
      <bdi key={index} lang="ar" className="ar-inline">
        {part}
      </bdi>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/** Text of the page's language; Arabic runs isolated when the page is left-to-right. */
export function BidiText({ text, locale }: { text: string; locale: Locale }) {
  return <>{locale === 'ar' ? text : isolateArabic(text)}</>;
}
