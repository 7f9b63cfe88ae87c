/** Days of a learner (their time zone) as YYYY-MM-DD: practice's streak, weeks and review queue. */
import { zoneOf } from '@tasreef/contracts/format';

/** The zone, or UTC when it is unknown: the one fallback rule of the formatting module. */
export const validZone = zoneOf;

/** YYYY-MM-DD of an instant in a time zone. */
export const dayIn = (zone: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** The Sunday that starts the week of `day` (the specification's calendar: weeks from Sunday). */
export const weekStart = (day: string) => addDays(day, -new Date(`${day}T00:00:00Z`).getUTCDay());
