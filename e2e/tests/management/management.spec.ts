import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { checkA11y, expect, ownAddress, test, waitForMail } from '../../fixtures.ts';
import { registerVerified } from '../../accounts.ts';

/**
 * Schools, teachers, students, classes and roster import, through the pages, in both languages:
 * a school on the free plan meets the teacher limit and its upgrade prompt; on the School plan it
 * adds students (by email: the invited student sets a password from the mailed link; by username:
 * a one-time password, changed at first sign-in), a teacher, a class, imports a roster and deletes
 * a student. axe on every page; SHOTS=dir also saves each page at 1366 and 390 px.
 */
const PASSWORD = 'School1!pass';
const LINK = /\/invitations\/([A-Za-z0-9_-]{30,})/;

const T = {
  ar: {
    logIn: 'تسجيل الدخول',
    addStudent: 'إضافة طالب',
    addTeacher: 'إضافة معلّم',
    studentAdded: 'تمت إضافة الطالب بنجاح',
    educatorAdded: 'تمت إضافة المعلّم بنجاح',
    planLimit: 'لا تشمل خطتك حسابات فرعية للمعلّمين',
    seePlans: 'اطّلع على الخطط',
    byUsername: 'اسم مستخدم (بلا بريد)',
    join: 'عيِّن كلمة المرور وانضم',
    students: 'الطلاب',
    createClass: 'أنشئ الفصل',
    classCreated: 'تم إنشاء الفصل بنجاح',
    addSelected: 'إضافة المحدَّدين',
    added: 'تمت الإضافة بنجاح',
    archive: 'أرشفة',
    archived: 'أُرشف الفصل',
    delete: 'حذف',
    yesDelete: 'نعم، احذف',
    deleted: 'تم حذف المستخدم بنجاح',
    readFile: 'اقرأ الملف',
    check: 'افحص كل سطر (لا يُكتب شيء)',
    imported: 'تم استيراد القائمة',
    savePassword: 'حفظ كلمة المرور',
    dashboard: 'لوحة التحكم',
    yourExams: 'اختباراتك',
    edit: 'تعديل',
    changePlan: 'تغيير',
    planChanged: 'تم تغيير الخطة',
    save: 'حفظ',
    updated: 'تم تحديث البيانات بنجاح',
  },
  en: {
    logIn: 'Log in',
    addStudent: 'Add a student',
    addTeacher: 'Add a teacher',
    studentAdded: 'Student has been added successfully',
    educatorAdded: 'Educator has been added successfully',
    planLimit: 'Your plan does not include educator sub-accounts',
    seePlans: 'See the plans',
    byUsername: 'A username (no email)',
    join: 'Set the password and join',
    students: 'Students',
    createClass: 'Create the class',
    classCreated: 'The class has been created successfully',
    addSelected: 'Add the selected',
    added: 'Added successfully',
    archive: 'Archive',
    archived: 'The class has been archived',
    delete: 'Delete',
    yesDelete: 'Yes, delete',
    deleted: 'User deleted successfully',
    readFile: 'Read the file',
    check: 'Check every row (nothing is written)',
    imported: 'The roster has been imported',
    savePassword: 'Save the password',
    dashboard: 'Dashboard',
    yourExams: 'Your exams',
    edit: 'Edit',
    changePlan: 'Change',
    planChanged: 'The plan has been changed',
    save: 'Save',
    updated: 'The data has been updated successfully',
  },
} as const;
type Locale = keyof typeof T;

async function shoot(page: Page, name: string) {
  await checkA11y(page);
  const dir = process.env.SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  await checkA11y(page);
  await page.setViewportSize(size);
}

/** Registers and verifies an account through the API, in its own context; answers that context's request API. */
function registered(browser: Browser, baseURL: string, locale: Locale, body: Record<string, unknown>): Promise<APIRequestContext> {
  return registerVerified(browser, baseURL, locale, body, { password: PASSWORD });
}

async function signIn(page: Page, locale: Locale, login: string, password: string) {
  await page.goto(`/${locale}/auth/login`);
  await page.locator('input[name=email]').fill(login);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: T[locale].logIn, exact: true }).click();
}

test.describe.configure({ mode: 'serial' });

for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];

  test(`${locale}: a school manages its teachers, students and classes, imports a roster; invited people join`, async ({ page, browser, baseURL }) => {
    test.setTimeout(240_000);
    const stamp = `${locale}${Date.now().toString(36)}`;
    const schoolEmail = `school.${stamp}@example.test`;
    const schoolName = locale === 'ar' ? 'مدرسة النور' : 'Al-Noor School';
    await registered(browser, baseURL!, locale, {
      full_name: schoolName,
      email: schoolEmail,
      role: 'educator',
      educator_type: 'school',
      organization_type: 'school',
    });
    await signIn(page, locale, schoolEmail, PASSWORD);
    await expect(page).toHaveURL(`/${locale}`);

    // The profile menu links the dashboard.
    await page.goto(`/${locale}/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: t.dashboard })).toBeVisible();
    await shoot(page, `${locale}-dashboard-empty`);

    // Free plan: no teachers; the page says why and where to go.
    await page.goto(`/${locale}/dashboard/management/create?role=teacher`);
    await page.locator('input[name=full_name]').fill(locale === 'ar' ? 'أحمد المعلّم' : 'Ahmad Teacher');
    await page.locator('input[name=email]').fill(`teacher.${stamp}@example.test`);
    await page.getByRole('button', { name: t.addTeacher }).last().click();
    await expect(page.getByRole('alert').filter({ hasText: t.planLimit })).toBeVisible();
    await expect(page.getByRole('link', { name: t.seePlans })).toHaveAttribute('href', `/${locale}/prices`);
    await shoot(page, `${locale}-create-plan-limit`);

    // An administrator puts the school on the School plan, on the users page.
    const adminEmail = `admin-mgmt-${locale}@tasreef.test`;
    await registered(browser, baseURL!, locale, { full_name: 'Plan Admin', email: adminEmail, role: 'student' }).catch(() => undefined);
    const adminContext = await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL });
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, locale, adminEmail, PASSWORD);
    await expect(adminPage).toHaveURL(`/${locale}`);
    await adminPage.goto(`/${locale}/dashboard/admin/users?q=${encodeURIComponent(schoolEmail)}`);
    const row = adminPage.getByRole('row').filter({ hasText: schoolEmail });
    await row.locator('select[name=plan_code]').selectOption('school');
    await row.getByRole('button', { name: t.changePlan }).click();
    await expect(adminPage.getByText(t.planChanged).first()).toBeVisible();
    await expect(adminPage.getByRole('row').filter({ hasText: schoolEmail }).locator('select[name=plan_code]')).toHaveValue('school');
    await adminContext.close();

    // A teacher, then a student by email.
    await page.goto(`/${locale}/dashboard/management/create?role=teacher`);
    await page.locator('input[name=full_name]').fill(locale === 'ar' ? 'أحمد المعلّم' : 'Ahmad Teacher');
    await page.locator('input[name=email]').fill(`teacher.${stamp}@example.test`);
    await page.getByRole('button', { name: t.addTeacher }).last().click();
    await expect(page.getByRole('status').filter({ hasText: t.educatorAdded }).first()).toBeVisible();

    const studentEmail = `student.${stamp}@example.test`;
    const studentName = locale === 'ar' ? 'فاطمة الزهراء' : 'Fatima Zahra';
    await page.goto(`/${locale}/dashboard/management/create?role=student`);
    await shoot(page, `${locale}-create-student`);
    await page.locator('input[name=full_name]').fill(studentName);
    await page.locator('input[name=email]').fill(studentEmail);
    await page.getByRole('button', { name: t.addStudent }).last().click();
    await expect(page.getByRole('status').filter({ hasText: t.studentAdded }).first()).toBeVisible();

    // A student by username: the one-time password is shown once.
    const username = `pupil${stamp}`;
    await page.goto(`/${locale}/dashboard/management/create?role=student`);
    await page.getByLabel(t.byUsername).check();
    await page.locator('input[name=full_name]').fill(locale === 'ar' ? 'سامي الصغير' : 'Sami Young');
    await page.locator('input[name=username]').fill(username);
    await page.getByRole('button', { name: t.addStudent }).last().click();
    await expect(page.getByRole('status').filter({ hasText: t.studentAdded }).first()).toBeVisible();
    const otp = (await page.locator('.otp-box__password').textContent())!.trim();
    expect(otp).toMatch(/^\S{12,}$/);
    await shoot(page, `${locale}-create-otp`);

    // The students table: both, searchable.
    await page.goto(`/${locale}/dashboard/students-management`);
    await expect(page.getByRole('table')).toContainText(studentName);
    await expect(page.getByRole('table')).toContainText(username);
    await shoot(page, `${locale}-students`);
    await page.goto(`/${locale}/dashboard/teachers-management`);
    await expect(page.getByRole('table')).toBeVisible();
    await shoot(page, `${locale}-teachers`);

    // A class with the student.
    const className = locale === 'ar' ? 'الفصل الخامس أ' : 'Grade 5 A';
    await page.goto(`/${locale}/dashboard/classes`);
    await page.locator('input[name=name]').fill(className);
    await page.getByRole('button', { name: t.createClass }).click();
    await expect(page.getByRole('heading', { level: 1, name: className })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t.classCreated }).first()).toBeVisible();
    await page.locator('#class-add ~ form input[name=student_ids]').first().check();
    await page.getByRole('button', { name: t.addSelected }).last().click();
    await expect(page.locator('#class-students')).toContainText('1');
    await shoot(page, `${locale}-class`);
    await page.goto(`/${locale}/dashboard/classes`);
    await expect(page.getByRole('link', { name: className })).toBeVisible();
    await shoot(page, `${locale}-classes`);

    // Roster import: Arabic names, semicolons, a bad row.
    await page.goto(`/${locale}/dashboard/roster-import`);
    await shoot(page, `${locale}-roster-upload`);
    const csv = `الاسم;البريد الإلكتروني;الصف\nمريم العلي;mariam.${stamp}@example.test;${className}\nخالد;not-an-email;${className}\n`;
    await page.locator('input[name=file]').setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) });
    await page.getByRole('button', { name: t.readFile }).click();
    await expect(page.locator('select[name=map_full_name]')).toHaveValue('الاسم');
    await shoot(page, `${locale}-roster-mapping`);
    await page.getByRole('button', { name: t.check }).click();
    await expect(page.locator('.roster-row--reject').first()).toContainText('not-an-email');
    await shoot(page, `${locale}-roster-report`);
    await page.locator('button[value=commit]').click();
    await expect(page.getByRole('status').filter({ hasText: t.imported }).first()).toBeVisible();

    // The invited student joins from the mailed link.
    const token = await waitForMail(studentEmail, LINK, 15_000);
    const visitorContext = await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/${locale}/invitations/${token}`);
    await shoot(visitor, `${locale}-invitation`);
    await visitor.locator('input[name=password]').fill(PASSWORD);
    await visitor.locator('input[name=password_confirmation]').fill(PASSWORD);
    await visitor.getByRole('button', { name: t.join }).click();
    await expect(visitor).toHaveURL(`/${locale}/dashboard`);
    await expect(visitor.getByRole('heading', { name: t.yourExams })).toBeVisible();
    await shoot(visitor, `${locale}-dashboard-student`);
    // A student is refused the educators' pages.
    const refused = await visitor.goto(`/${locale}/dashboard/assigned-students/00000000-0000-4000-8000-000000000000`);
    expect(refused!.status()).toBe(403);
    await visitorContext.close();

    // The username student signs in and must choose a password first.
    const kidContext = await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL });
    const kid = await kidContext.newPage();
    await signIn(kid, locale, username, otp);
    await expect(kid).toHaveURL(`/${locale}/auth/set-password`);
    await shoot(kid, `${locale}-set-password`);
    await kid.locator('input[name=password]').fill('Chosen1!pass');
    await kid.locator('input[name=password_confirmation]').fill('Chosen1!pass');
    await kid.getByRole('button', { name: t.savePassword }).click();
    await expect(kid).toHaveURL(`/${locale}/dashboard`);
    await kidContext.close();

    // Delete a student (confirmed), with the specification's message.
    await page.goto(`/${locale}/dashboard/students-management?search=${encodeURIComponent(username)}`);
    await page.getByRole('link', { name: locale === 'ar' ? 'سامي الصغير' : 'Sami Young' }).click();
    await shoot(page, `${locale}-details`);
    // Update: the school made this account, so it edits the profile too.
    await page.getByRole('link', { name: t.edit }).click();
    await shoot(page, `${locale}-update`);
    await page.locator('input[name=city]').fill(locale === 'ar' ? 'عمّان' : 'Amman');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('status').filter({ hasText: t.updated }).first()).toBeVisible();
    await expect(page.locator('.details-list')).toContainText(locale === 'ar' ? 'عمّان' : 'Amman');
    await page.locator('summary', { hasText: t.delete }).click();
    await page.getByRole('button', { name: t.yesDelete }).click();
    // the notice drops `?done=deleted` from the address as soon as it has said it: the toast is the witness
    await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/students-management(\\?|$)`));
    await expect(page.getByRole('status').filter({ hasText: t.deleted }).first()).toBeVisible();

    // Archive the class.
    await page.goto(`/${locale}/dashboard/classes`);
    await page.getByRole('link', { name: className }).click();
    await page.getByRole('button', { name: t.archive }).click();
    await expect(page.getByText(t.archived).first()).toBeVisible();

    // The dashboard counts and latest activity; an exam id that does not exist is a 404.
    await page.goto(`/${locale}/dashboard`);
    await expect(page.locator('.dash-stat').first()).toContainText('1');
    await expect(page.locator('#dash-activity ~ ul li').first()).toBeVisible();
    await shoot(page, `${locale}-dashboard-owner`);
    const missing = await page.goto(`/${locale}/dashboard/assigned-students/00000000-0000-4000-8000-000000000000`);
    expect(missing!.status()).toBe(404);
  });
}
