/**
 * Exam dates in the person's time zone (their profile's, else UTC): the date-time fields' values,
 * the instants the API takes, and how a date is shown — mm/dd/yy as the specification says, and
 * in Arabic the Hijri date (Umm al-Qura, through Intl) beside the Gregorian one.
 */
import { arabicIndic, withDigits, type Locale, type NumberStyle } from '../i18n/index.ts';

export const zoneOf = (timeZone: string | null | undefined): string => timeZone || 'UTC';

/** Minutes the zone is ahead of UTC at `instant`. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** `2026-11-25T09:30` read in `timeZone` → ISO instant; null when empty, 'invalid' when not a date-time. */
export function localToInstant(value: string, timeZone: string): string | null {
  const v = value.trim();
  if (v === '') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(v);
  if (!m) return 'invalid';
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  let t = wall - offsetMinutes(wall, timeZone) * 60_000;
  t = wall - offsetMinutes(t, timeZone) * 60_000;
  return new Date(t).toISOString();
}

/** An ISO instant → the `datetime-local` value in `timeZone`. */
export function instantToLocal(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  const local = new Date(t + offsetMinutes(t, timeZone) * 60_000);
  return local.toISOString().slice(0, 16);
}

/** «11/25/26 09:30» (mm/dd/yy, 24 h), with «(15 جمادى الآخرة 1448 هـ)» in Arabic. */
export function showDate(iso: string | null, timeZone: string, style: Locale | NumberStyle): string {
  if (!iso) return '—';
  const d = new Date(iso);
  const locale = typeof style === 'string' ? style : style.locale;
  const greg = withDigits(
    style,
    new Intl.DateTimeFormat('en-US', { timeZone, month: '2-digit', day: '2-digit', year: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .format(d)
      .replace(',', ''),
  );
  if (locale !== 'ar') return greg;
  const nu = arabicIndic(style) ? 'arab' : 'latn';
  const hijri = new Intl.DateTimeFormat(`ar-SA-u-ca-islamic-umalqura-nu-${nu}`, { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(d);
  return `${greg} (${hijri})`;
}
