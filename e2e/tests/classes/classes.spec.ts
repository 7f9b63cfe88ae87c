import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, ownAddress, test } from '../../fixtures.ts';
import { registerVerified } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/**
 * Classes, roster import without script, the administrator's plan select, and the assigned-students
 * guard, through the pages in both languages against the real server. axe on every page at 1366
 * and 390 px; SHOTS=dir also saves each page at both widths.
 */
const PASSWORD = 'Class1!pass';

const T = {
  ar: {
    planGranted: 'تم تغيير الخطة',
    classCreated: 'تم إنشاء الفصل بنجاح',
    added: 'تمت الإضافة بنجاح',
    removed: 'تمت الإزالة بنجاح',
    updated: 'تم تحديث البيانات بنجاح',
    archived: 'أُرشف الفصل',
    restored: 'استُعيد الفصل',
    imported: 'تم استيراد القائمة',
    className: 'الفصل السادس ب',
    renamed: 'الفصل السادس ج',
    subject: 'اللغة العربية',
    level: 'السادس',
    pupils: ['ليلى حسن', 'يوسف الكردي'],
  },
  en: {
    planGranted: 'The plan has been changed',
    classCreated: 'The class has been created successfully',
    added: 'Added successfully',
    removed: 'Removed successfully',
    updated: 'The data has been updated successfully',
    archived: 'The class has been archived',
    restored: 'The class has been restored',
    imported: 'The roster has been imported',
    className: 'Grade 6 B',
    renamed: 'Grade 6 C',
    subject: 'Arabic',
    level: 'Sixth',
    pupils: ['Layla Hassan', 'Yusuf Kurdi'],
  },
} as const;
type Locale = keyof typeof T;

function registered(browser: Browser, baseURL: string, locale: Locale, body: Record<string, unknown>): Promise<APIRequestContext> {
  return registerVerified(browser, baseURL, locale, body, { password: PASSWORD });
}

async function logIn(api: APIRequestContext, baseURL: string, locale: Locale, email: string) {
  const res = await api.post(`/api/v1/${locale}/auth/login`, { headers: { origin: baseURL }, data: { email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe.configure({ mode: 'serial' });

for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];

  test(`${locale}: an administrator grants a plan; a school keeps classes and imports a roster without script`, async ({ page, browser, baseURL }) => {
    test.setTimeout(480_000);
    const stamp = `${locale}${Date.now().toString(36)}`;
    const schoolEmail = `classes.${stamp}@example.test`;
    const schoolName = locale === 'ar' ? `مدرسة الأمل ${stamp}` : `Al-Amal School ${stamp}`;
    const school = await registered(browser, baseURL!, locale, {
      full_name: schoolName,
      email: schoolEmail,
      role: 'educator',
      educator_type: 'school',
      organization_type: 'school',
    });

    // The administrator's users page: a plan select per user (PATCH /admin/users/:id/plan).
    const adminEmail = `admin-classes-${locale}@tasreef.test`;
    await registered(browser, baseURL!, locale, { full_name: 'Classes Admin', email: adminEmail, role: 'student' }).catch(() => undefined);
    await logIn(page.request, baseURL!, locale, adminEmail);
    await page.goto(`/${locale}/dashboard/admin/users?q=${encodeURIComponent(schoolEmail)}`);
    const plan = page.locator('select[name=plan_code]');
    await expect(plan).toHaveCount(1);
    await expect(plan).toHaveValue('free');
    await shoot(page, `${locale}-admin-users`);
    await plan.selectOption('school');
    await page.locator('button[name=intent][value=plan]').click();
    await expect(page.getByText(t.planGranted).first()).toBeVisible();
    await page.reload();
    await expect(page.locator('select[name=plan_code]')).toHaveValue('school');
    await page.context().clearCookies();

    // Two students and a teacher through the API; the school signs in.
    const headers = { origin: baseURL! };
    await logIn(school, baseURL!, locale, schoolEmail);
    for (const [i, name] of t.pupils.entries()) {
      const res = await school.post(`/api/v1/${locale}/management/members`, { headers, data: { role: 'student', full_name: name, username: `cls${i}${stamp}` } });
      expect(res.status(), await res.text()).toBe(201);
    }
    const teacherName = locale === 'ar' ? 'هدى المعلّمة' : 'Huda Teacher';
    const teacher = await school.post(`/api/v1/${locale}/management/members`, {
      headers,
      data: { role: 'teacher', full_name: teacherName, email: `clsteacher.${stamp}@example.test` },
    });
    expect(teacher.status(), await teacher.text()).toBe(201);
    await logIn(page.request, baseURL!, locale, schoolEmail);

    // The classes list: create with subject, level and a teacher.
    await page.goto(`/${locale}/dashboard/classes`);
    await shoot(page, `${locale}-classes-empty`);
    await page.locator('input[name=name]').fill(t.className);
    await page.locator('input[name=subject]').fill(t.subject);
    await page.locator('input[name=level]').fill(t.level);
    await page.locator('input[name=teacher_ids]').first().check();
    await page.locator('form.class-form button[type=submit]').click();
    await expect(page.getByRole('heading', { level: 1, name: t.className })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t.classCreated }).first()).toBeVisible();
    await expect(page.locator('#class-teachers').locator('..')).toContainText(teacherName);

    // Add both students, remove one.
    const addForm = page.locator('#class-add ~ form').last();
    await addForm.locator('input[name=student_ids]').nth(0).check();
    await addForm.locator('input[name=student_ids]').nth(1).check();
    await addForm.locator('button[name=intent][value=add]').click();
    await expect(page.getByText(t.added).first()).toBeVisible();
    const studentsCard = page.locator('#class-students').locator('..');
    await expect(studentsCard).toContainText(t.pupils[0]);
    await expect(studentsCard).toContainText(t.pupils[1]);
    await shoot(page, `${locale}-class`);
    await studentsCard.getByLabel(t.pupils[1]).check();
    await studentsCard.locator('button[name=intent][value=remove]').click();
    await expect(page.getByText(t.removed).first()).toBeVisible();
    await expect(studentsCard).not.toContainText(t.pupils[1]);
    await expect(studentsCard).toContainText(t.pupils[0]);

    // Rename; an empty name is refused with a localized message, nothing changes.
    const edit = page.locator('#class-edit').locator('..');
    await edit.locator('input[name=name]').fill('');
    await edit.locator('button[name=intent][value=rename]').click();
    await expect(edit.locator('input[name=name]')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('heading', { level: 1, name: t.className })).toBeVisible();
    await edit.locator('input[name=name]').fill(t.renamed);
    await edit.locator('button[name=intent][value=rename]').click();
    await expect(page.getByRole('heading', { level: 1, name: t.renamed })).toBeVisible();
    await expect(page.getByText(t.updated).first()).toBeVisible();
    const classUrl = page.url();

    // Search the list.
    await page.goto(`/${locale}/dashboard/classes?search=${encodeURIComponent(t.renamed)}`);
    await expect(page.getByRole('link', { name: t.renamed })).toBeVisible();
    await shoot(page, `${locale}-classes`);
    await page.goto(`/${locale}/dashboard/classes?search=zzz-none`);
    await expect(page.locator('.class-card')).toHaveCount(0);

    // Archive: gone from the active list, on the archived one; restore brings it back.
    await page.goto(classUrl);
    await page.locator('button[name=intent][value=archive]').click();
    await expect(page.getByText(t.archived).first()).toBeVisible();
    await page.goto(`/${locale}/dashboard/classes`);
    await expect(page.getByRole('link', { name: t.renamed })).toHaveCount(0);
    await page.goto(`/${locale}/dashboard/classes?archived=true`);
    await expect(page.getByRole('link', { name: t.renamed })).toBeVisible();
    await shoot(page, `${locale}-classes-archived`);
    await page.getByRole('link', { name: t.renamed }).click();
    await page.locator('button[name=intent][value=restore]').click();
    await expect(page.getByText(t.restored).first()).toBeVisible();
    await page.goto(`/${locale}/dashboard/classes`);
    await expect(page.getByRole('link', { name: t.renamed })).toBeVisible();

    // A class id that is not the school's, and an exam id: the localized not-found page.
    const unknown = await page.goto(`/${locale}/dashboard/classes/00000000-0000-4000-8000-000000000000`);
    expect(unknown!.status()).toBe(404);
    const exam = await page.goto(`/${locale}/dashboard/assigned-students/00000000-0000-4000-8000-000000000000`);
    expect(exam!.status()).toBe(404);
    await shoot(page, `${locale}-assigned-students`);

    // Roster import without JavaScript: multipart posts to the route action, step by step.
    const noJs = await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL, javaScriptEnabled: false });
    await logIn(noJs.request, baseURL!, locale, schoolEmail);
    const form = await noJs.newPage();
    await form.goto(`/${locale}/dashboard/roster-import`);
    await shoot(form, `${locale}-roster-upload`, false);
    const csv = [
      'الاسم الكامل,اسم المستخدم,الصف',
      `سلمى عبد الله,roster1${stamp},${t.renamed}`,
      `عمر الفاروق,roster2${stamp},${t.renamed}`,
      `بلا اسم مستخدم,NOT VALID!,${t.renamed}`,
    ].join('\n');
    await form.locator('input[name=file]').setInputFiles({ name: 'طلاب.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv}\n`) });
    await form.locator('button[name=intent][value=upload]').click();
    await expect(form.locator('select[name=map_full_name]')).toHaveValue('الاسم الكامل');
    await expect(form.locator('select[name=map_username]')).toHaveValue('اسم المستخدم');
    await shoot(form, `${locale}-roster-mapping`, false);
    await form.locator('button[name=intent][value=check]').click();
    // The summary, and the rejected rows on their own before the whole report.
    await expect(form.locator('.dash-stat--reject .dash-stat__value')).toHaveText('1');
    const rejected = form.locator('.roster-row--reject');
    await expect(rejected.first()).toBeVisible();
    await expect(rejected.first()).toContainText('بلا اسم مستخدم');
    await shoot(form, `${locale}-roster-report`, false);
    await form.locator('button[name=intent][value=commit]').click();
    await expect(form.getByRole('status').filter({ hasText: t.imported }).first()).toBeVisible();
    await shoot(form, `${locale}-roster-done`, false);
    await noJs.close();

    // What the import wrote is on the class page.
    await page.goto(classUrl);
    await expect(studentsCard).toContainText('سلمى عبد الله');
    await expect(studentsCard).toContainText('عمر الفاروق');
    await expect(studentsCard).not.toContainText('بلا اسم مستخدم');
  });
}
