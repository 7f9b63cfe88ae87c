import { arabicIndic, type Locale, type NumberStyle } from '../../i18n/index.ts';

/** A certificate's date as printed on it: «25 November 2026», in Arabic with the Hijri date after the Gregorian. */
export function certificateDate(iso: string, style: Locale | NumberStyle): string {
  const d = new Date(iso);
  const locale = typeof style === 'string' ? style : style.locale;
  const opts: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  if (locale !== 'ar') return new Intl.DateTimeFormat('en-GB', opts).format(d);
  const nu = arabicIndic(style) ? 'arab' : 'latn';
  const gregorian = new Intl.DateTimeFormat(`ar-u-nu-${nu}`, opts).format(d);
  const hijri = new Intl.DateTimeFormat(`ar-SA-u-ca-islamic-umalqura-nu-${nu}`, opts).format(d);
  return `${gregorian} م، الموافق ${hijri}`;
}
