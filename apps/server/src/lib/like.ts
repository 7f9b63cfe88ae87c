/**
 * An ILIKE pattern that finds `text` anywhere, with LIKE's own characters (`%`, `_` and the escape
 * `\`) taken literally: a search for "50%" or "a_b" finds those characters, not every row.
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
