import type { Download, Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, ownAddress, test } from '../../fixtures.ts';
import { registerVerified } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/**
 * Issue 37, defect 6: a school imports username students and gets their one-time passwords once,
 * as a sheet to print (a PDF of one card per student, in the page's language) and a CSV; a second
 * download is refused with a localized reason, and a student signs in with the sheet's password
 * and must choose their own. Both languages; axe and 1366/390 px shots of the page that offers
 * the sheet; SHOTS=dir also keeps the PDF's first page as a PNG.
 */
const PASSWORD = 'School1!pass';

const T = {
  ar: {
    logIn: 'تسجيل الدخول',
    readFile: 'اقرأ الملف',
    check: 'افحص كل سطر (لا يُكتب شيء)',
    sheetTitle: 'كلمات المرور لمرة واحدة للطلاب الجدد',
    pdf: 'تنزيل الورقة للطباعة (PDF)',
    csv: 'تنزيل كلمات المرور (CSV)',
    taken: 'نُزِّل هذا الملف من ورقة كلمات المرور من قبل',
    names: ['مريم العلي', 'خالد بن الوليد'],
    printed: ['كلمات المرور لمرة واحدة', 'اسم المستخدم', 'سجّل الدخول على العنوان'],
    head: ['الاسم', 'اسم المستخدم', 'كلمة المرور لمرة واحدة', 'الصفوف', 'عنوان تسجيل الدخول'],
  },
  en: {
    logIn: 'Log in',
    readFile: 'Read the file',
    check: 'Check every row (nothing is written)',
    sheetTitle: 'One-time passwords of the new students',
    pdf: 'Download the sheet to print (PDF)',
    csv: 'Download the passwords (CSV)',
    taken: 'This file of the passwords sheet was downloaded already',
    names: ['Mariam Ali', 'Khalid Walid'],
    printed: ['One-time passwords', 'Username', 'Sign in at'],
    head: ['Name', 'Username', 'One-time password', 'Classes', 'Sign-in address'],
  },
} as const;

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'roster-sheet-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function saved(download: Download, name: string): Promise<string> {
  const file = path.join(dir, name);
  await download.saveAs(file);
  return file;
}

async function signIn(page: Page, locale: 'ar' | 'en', login: string, password: string) {
  await page.goto(`/${locale}/auth/login`);
  await page.locator('input[name=email]').fill(login);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: T[locale].logIn, exact: true }).click();
}

for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];

  test(`${locale}: a roster import of username students gives their one-time passwords once, as a printable sheet and a CSV`, async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const stamp = `${locale}${Date.now().toString(36)}`;
    const schoolEmail = `sheet.${stamp}@example.test`;
    await registerVerified(
      browser,
      baseURL!,
      locale,
      { full_name: locale === 'ar' ? 'مدرسة النور' : 'Al-Noor School', email: schoolEmail, role: 'educator', educator_type: 'school', organization_type: 'school' },
      { password: PASSWORD },
    );
    await signIn(page, locale, schoolEmail, PASSWORD);
    await expect(page).toHaveURL(`/${locale}`);

    const usernames = [`m${stamp}`, `k${stamp}`];
    await page.goto(`/${locale}/dashboard/roster-import`);
    const csv = `name,username\n${t.names.map((n, i) => `${n},${usernames[i]}`).join('\n')}\n`;
    await page.locator('input[name=file]').setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: t.readFile }).click();
    await expect(page.locator('select[name=map_username]')).toHaveValue('username');
    await page.getByRole('button', { name: t.check }).click();
    await page.locator('button[value=commit]').click();

    const sheet = page.getByRole('region', { name: t.sheetTitle });
    await expect(sheet).toBeVisible();
    await shoot(page, `${locale}-roster-sheet`);

    // The PDF: one card per student, in the page's language.
    const [pdfDownload] = await Promise.all([page.waitForEvent('download'), sheet.getByRole('button', { name: t.pdf }).click()]);
    expect(pdfDownload.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await saved(pdfDownload, `${locale}.pdf`);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' })
      .normalize('NFC')
      .replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g, '');
    for (const words of [...t.printed, ...t.names]) expect(text).toContain(words);
    for (const u of usernames) expect(text).toContain(u);
    const shots = process.env.SHOTS;
    if (shots) {
      mkdirSync(shots, { recursive: true });
      execFileSync('pdftoppm', ['-r', '80', '-png', '-f', '1', '-l', '1', '-singlefile', pdf, path.join(shots, `${locale}-roster-sheet-pdf`)]);
    }

    // The CSV: the same students with their passwords, headings in the page's language.
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), sheet.getByRole('button', { name: t.csv }).click()]);
    expect(csvDownload.suggestedFilename()).toMatch(/\.csv$/);
    const lines = readFileSync(await saved(csvDownload, `${locale}.csv`), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(t.head.join(','));
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows.map((r) => r[1])).toEqual(usernames);
    const password = rows[0]![2]!;
    expect(password).toMatch(/^[A-Za-z0-9]{12}!$/);
    await expect(sheet.getByRole('status')).toContainText('.csv');

    // Once: asked again, the server refuses and the page says why, in its language.
    await sheet.getByRole('button', { name: t.pdf }).click();
    await expect(sheet.getByRole('alert')).toContainText(t.taken);
    await shoot(page, `${locale}-roster-sheet-again`);

    // The student signs in with the sheet's password and must choose their own first.
    const student = await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL });
    const studentPage = await student.newPage();
    await signIn(studentPage, locale, usernames[0]!, password);
    await expect(studentPage).toHaveURL(new RegExp(`/${locale}/auth/set-password`));
    await student.close();
  });
}

/** Without script the two buttons are a form: the web app asks the API and answers the file. */
for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];

  test(`${locale}: without JavaScript the sheet's buttons download the files, and a second try stays on the sheet with the reason`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const stamp = `nojs${locale}${Date.now().toString(36)}`;
    const schoolEmail = `sheet.${stamp}@example.test`;
    await registerVerified(
      browser,
      baseURL!,
      locale,
      { full_name: locale === 'ar' ? 'مدرسة الفجر' : 'Al-Fajr School', email: schoolEmail, role: 'educator', educator_type: 'school', organization_type: 'school' },
      { password: PASSWORD },
    );
    const context = await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL, javaScriptEnabled: false, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, locale, schoolEmail, PASSWORD);
    await expect(page).toHaveURL(`/${locale}`);

    const usernames = [`m${stamp}`, `k${stamp}`];
    await page.goto(`/${locale}/dashboard/roster-import`);
    const csv = `name,username\n${t.names.map((n, i) => `${n},${usernames[i]}`).join('\n')}\n`;
    await page.locator('input[name=file]').setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: t.readFile }).click();
    await expect(page.locator('select[name=map_username]')).toHaveValue('username');
    await page.getByRole('button', { name: t.check }).click();
    await page.locator('button[value=commit]').click();
    const sheet = page.getByRole('region', { name: t.sheetTitle });
    await expect(sheet).toBeVisible();
    // The key is in the form's body, never in an address. (No axe nor shots here: axe is a script.)
    expect(await sheet.locator('form').getAttribute('action')).toBe(`/${locale}/dashboard/roster-import/sheet`);
    expect(await sheet.locator('form').getAttribute('method')).toBe('post');

    const [pdfDownload] = await Promise.all([page.waitForEvent('download'), sheet.getByRole('button', { name: t.pdf }).click()]);
    expect(pdfDownload.suggestedFilename()).toMatch(/\.pdf$/);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', await saved(pdfDownload, `nojs-${locale}.pdf`), '-'], { encoding: 'utf8' }).normalize('NFC');
    for (const u of usernames) expect(text).toContain(u);

    // Again: the same last step, with the reason beside the buttons in the page's language, and
    // the other file still to be taken from it (the key came back in the form's body, not the address).
    await sheet.getByRole('button', { name: t.pdf }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/roster-import\\?sheet_error=taken$`));
    await expect(sheet.getByRole('alert')).toContainText(t.taken);
    await expect(page.locator('input[name=file]')).toHaveCount(0);
    expect(page.url()).not.toContain(await sheet.locator('input[name=token]').inputValue());
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), sheet.getByRole('button', { name: t.csv }).click()]);
    expect(csvDownload.suggestedFilename()).toMatch(/\.csv$/);
    const lines = readFileSync(await saved(csvDownload, `nojs-${locale}.csv`), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(usernames);
    await sheet.getByRole('button', { name: t.csv }).click();
    await expect(sheet.getByRole('alert')).toContainText(t.taken);
    await expect(sheet.getByRole('button', { name: t.pdf })).toBeVisible();
    await context.close();
  });
}
