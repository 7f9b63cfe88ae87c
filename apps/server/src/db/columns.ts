import { timestamp } from 'drizzle-orm/pg-core';

/** The column blocks every table file repeats (issue 35, item 9). */

/** A moment: `timestamptz`, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When the row was made, set by the database. */
export const createdAt = () => ts('created_at').notNull().defaultNow();
