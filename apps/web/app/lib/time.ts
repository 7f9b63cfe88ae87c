/**
 * Exam dates in the person's time zone (their profile's, else UTC): the date-time fields' values,
 * the instants the API takes, and how a date is shown (contracts/format: mm/dd/yy as the
 * specification says, day first in Arabic with the Hijri date beside, the zone named).
 */
import { formatShortDateTime, zoneOf } from '@tasreef/contracts/format';
import type { Locale, NumberStyle } from '../i18n/index.ts';

export { zoneOf };

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

/** «11/25/26 09:30 GMT+3» (mm/dd/yy, 24 h, the zone named); in Arabic day first with «(15 جمادى الآخرة 1448 هـ)» after. */
export function showDate(iso: string | null, timeZone: string, style: Locale | NumberStyle): string {
  return iso ? formatShortDateTime(iso, style, timeZone) : '—';
}
