/**
 * The sheet of one-time passwords of a roster import (ADR 0071): the passwords of the username
 * students it made, sealed under a key that only the commit's answer holds, and the two files the
 * importer prints or keeps from them, a PDF of one card per student and a CSV.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import { and, isNotNull, lte } from 'drizzle-orm';
import { translate, type Locale } from '@tasreef/contracts';
import type { Db } from '../db/client.ts';
import { rosterImports } from '../db/management.ts';
import { label } from '../lib/pdf/labels.ts';
import { ACCENT, MUTED, PdfWriter, RULE } from '../lib/pdf/writer.ts';
import { safeCell } from '../reports/csv.ts';

export interface SheetCard {
  name: string;
  username: string;
  password: string;
  classes: string[];
}

export interface Sheet {
  school: string;
  /** The sign-in page's address without its locale: `{publicUrl}`. */
  publicUrl: string;
  cards: SheetCard[];
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals the sheet with AES-256-GCM under a fresh key, bound to the import (its id is the
 * additional data, so a sealed sheet copied onto another import does not open). The key is the
 * token the importer gets; it is not kept.
 */
export function sealSheet(sheet: Sheet, importId: string): { token: string; sealed: string } {
  const key = randomBytes(32);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(importId));
  const body = Buffer.concat([cipher.update(JSON.stringify(sheet), 'utf8'), cipher.final()]);
  return { token: key.toString('base64url'), sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') };
}

/** The sheet, or null when the token is not its key (or the sealed text was altered). */
export function openSheet(sealed: string, token: string, importId: string): Sheet | null {
  const key = Buffer.from(token, 'base64url');
  const bytes = Buffer.from(sealed, 'base64');
  if (key.length !== 32 || bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(importId));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as Sheet;
  } catch {
    return null;
  }
}

/**
 * Forgets the sealed copies whose 15 minutes are over, downloaded or not (jobs/plugin.ts says
 * when): a sheet nobody took must not stay in the database, even sealed, until a download is
 * tried. The times of the files taken stay: they say the sheet was given. Answers how many.
 */
export async function pruneSealedSheets(db: Db, at: Date): Promise<number> {
  const gone = await db
    .update(rosterImports)
    .set({ sheetSealed: null })
    .where(and(isNotNull(rosterImports.sheetSealed), lte(rosterImports.sheetExpiresAt, at)))
    .returning({ id: rosterImports.id });
  return gone.length;
}

export const signInAddress = (publicUrl: string, locale: Locale) => `${publicUrl.replace(/\/$/, '')}/${locale}/auth/login`;

/** The CSV: headings in the page's language, UTF-8 with a byte-order mark, no cell a spreadsheet would run. */
export function sheetCsv(sheet: Sheet, locale: Locale): string {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  const address = signInAddress(sheet.publicUrl, locale);
  const head = [t('roster_sheet_csv_name'), t('roster_sheet_csv_username'), t('roster_sheet_csv_password'), t('roster_sheet_csv_classes'), t('roster_sheet_csv_sign_in')];
  const rows = sheet.cards.map((c) => [safeCell(c.name), c.username, c.password, safeCell(c.classes.join(' | ')), address]);
  return `\uFEFF${stringify([head, ...rows], { record_delimiter: '\r\n' })}`;
}

const PAD = 12;

/**
 * The PDF: one card per student in a dashed frame to cut along (name, classes, username,
 * one-time password, where to sign in), the page's direction and the project's fonts. Username,
 * password and address are set as left-to-right paragraphs of their own, so that no character of
 * a password moves to the other end on an Arabic page.
 */
export async function renderSheetPdf(sheet: Sheet, locale: Locale, date: Date): Promise<Buffer> {
  const w = new PdfWriter({
    locale,
    title: `${label(locale, 'sheet_title')} · ${sheet.school}`,
    subject: label(locale, 'sheet_title'),
    date,
    footer: (page, pages) => label(locale, 'sheet_footer', { brand: label(locale, 'brand'), school: sheet.school, page, pages }),
  });
  const { doc } = w;
  w.text(label(locale, 'sheet_title'), { size: 20, weight: 'bold', color: ACCENT, after: 2 });
  w.text(label(locale, 'sheet_lead', { school: sheet.school, count: sheet.cards.length }), { size: 10, color: MUTED, after: 10 });
  const address = signInAddress(sheet.publicUrl, locale);
  const half = w.contentWidth / 2;
  const inner = { indent: PAD, endIndent: PAD };
  for (const card of sheet.cards) {
    const height =
      PAD * 2 + w.lineHeight(14) + (card.classes.length ? w.lineHeight(9) : 0) + w.lineHeight(9) + w.lineHeight(15) + w.lineHeight(9) + w.lineHeight(10) + w.lineHeight(8.5);
    w.keep(height + 10);
    const top = w.y;
    doc.save().rect(w.boxX(w.contentWidth), top, w.contentWidth, height).lineWidth(0.8).dash(4, { space: 3 }).strokeColor(RULE).stroke().undash().restore();
    w.gap(PAD);
    w.text(card.name, { ...inner, size: 14, weight: 'bold' });
    if (card.classes.length) w.text(card.classes.join(' · '), { ...inner, size: 9, color: MUTED });
    // Username and password side by side: the username on the start side, the password beside it.
    const row = w.y;
    w.text(label(locale, 'sheet_username'), { indent: PAD, endIndent: half, size: 9, color: MUTED });
    w.text(card.username, { indent: PAD, endIndent: half, size: 13, weight: 'bold', direction: 'ltr', align: 'page' });
    w.y = row;
    w.text(label(locale, 'sheet_password'), { indent: half, endIndent: PAD, size: 9, color: MUTED });
    w.text(card.password, { indent: half, endIndent: PAD, size: 15, weight: 'bold', color: ACCENT, direction: 'ltr', align: 'page' });
    w.text(label(locale, 'sheet_sign_in'), { ...inner, size: 9, color: MUTED });
    w.text(address, { ...inner, size: 10, direction: 'ltr', align: 'page' });
    w.text(label(locale, 'sheet_change'), { ...inner, size: 8.5, color: MUTED });
    w.y = top + height + 10;
  }
  return w.finish();
}
