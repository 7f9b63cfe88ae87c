import type { Browser, Page } from '@playwright/test';
import { checkA11y, expect, ownAddress, test } from '../../fixtures.ts';
import { registerVerified } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/**
 * Live classroom mode in a browser (ADR 0091): a teacher starts a session from an exam's details
 * page, two students join with the code on phones, the teacher opens a question, both answer, the
 * teacher closes it and sees the spread and the board; the phones see the key only after the close.
 * The exam is true/false drawn through the other language's API: its options read in the page's
 * language all the same. Both languages, axe on every screen, nothing wider than a 390 px phone.
 */
const PASSWORD = 'LiveRoom1!p';

const T = {
  ar: {
    pupils: ['سلمى', 'يوسف'],
    className: 'الصف الثامن',
    title: 'الماضي مباشرة',
    run: 'تشغيل مباشر',
    joinLink: 'الانضمام إلى جلسة مباشرة',
    options: 'الخيارات',
    join: 'انضمام',
    code: 'الرمز',
    badCode: 'أدخل الرمز المكوّن من ستة محارف',
    waiting: 'انضممت. انتظر حتى يبدأ معلّمك.',
    first: 'عرض السؤال الأول',
    close: 'إغلاق السؤال',
    sent: 'أُرسلت إجابتك',
    trueFalse: ['صواب', 'خطأ'],
    key: 'الإجابة',
    board: 'لوحة الترتيب',
    spread: 'توزّع الإجابات',
  },
  en: {
    pupils: ['Salma', 'Yusuf'],
    className: 'Grade 8',
    title: 'The past, live',
    run: 'Run live',
    joinLink: 'Join a live session',
    options: 'The options',
    join: 'Join',
    code: 'Code',
    badCode: 'Enter the six-character code',
    waiting: 'You are in. Wait for your teacher to start.',
    first: 'Show the first question',
    close: 'Close the question',
    sent: 'Answer sent',
    trueFalse: ['True', 'False'],
    key: 'the answer',
    board: 'Leaderboard',
    spread: 'How the answers spread',
  },
} as const;
const other = (l: 'ar' | 'en') => (l === 'ar' ? 'en' : 'ar');
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** A student signed in on a phone-size context of their own address. */
async function phone(browser: Browser, baseURL: string, locale: 'ar' | 'en', login: string, oneTime: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: ownAddress(), viewport: { width: 390, height: 844 } });
  const headers = { origin: baseURL };
  const api = `/api/v1/${locale}`;
  expect((await context.request.post(`${api}/auth/login`, { headers, data: { email: login, password: oneTime } })).status()).toBe(200);
  expect((await context.request.post(`${api}/auth/set-password`, { headers, data: { password: PASSWORD, password_confirmation: PASSWORD } })).status()).toBe(200);
  return context.newPage();
}

for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];

  test(`${locale}: a teacher runs an exam live; two phones join, answer, and see the key only after the close`, async ({ page, browser, baseURL }) => {
    test.setTimeout(300_000);
    const stamp = `${locale}${Date.now().toString(36)}`;
    const email = `live.${stamp}@example.test`;
    const headers = { origin: baseURL! };
    const api = `/api/v1/${locale}`;
    const teacher = await registerVerified(
      browser,
      baseURL!,
      locale,
      { full_name: locale === 'ar' ? 'أ. منى' : 'Ms Mona', email, role: 'educator', educator_type: 'teacher' },
      { password: PASSWORD, headers: ownAddress() },
    );
    // true/false questions need a paid plan: this spec's administrator (ADMIN_EMAILS in e2e/serve.ts) gives one
    const adminEmail = `admin-live-${locale}@tasreef.test`;
    await registerVerified(
      browser,
      baseURL!,
      locale,
      { full_name: 'Live Admin', email: adminEmail, role: 'educator', educator_type: 'teacher' },
      { password: PASSWORD, headers: ownAddress() },
    ).catch(() => undefined);
    const admin = (await browser.newContext({ baseURL, extraHTTPHeaders: ownAddress() })).request;
    expect((await admin.post(`${api}/auth/login`, { headers, data: { email: adminEmail, password: PASSWORD } })).status()).toBe(200);
    const me = (await (await teacher.get(`${api}/account`)).json()).data.id as string;
    const plan = await admin.patch(`${api}/admin/users/${me}/plan`, { headers, data: { plan_code: 'pro' } });
    expect(plan.status(), await plan.text()).toBe(200);
    const phones: Page[] = [];
    const ids: string[] = [];
    for (const [i, name] of t.pupils.entries()) {
      const res = await teacher.post(`${api}/management/members`, { headers, data: { role: 'student', full_name: name, username: `l${i}${stamp}` } });
      expect(res.status(), await res.text()).toBe(201);
      const member = (await res.json()).data;
      ids.push(member.member.id as string);
      phones.push(await phone(browser, baseURL!, locale, `l${i}${stamp}`, member.one_time_password as string));
    }
    const cls = await teacher.post(`${api}/classes`, { headers, data: { name: t.className, student_ids: ids } });
    expect(cls.status(), await cls.text()).toBe(201);
    // drawn through the other language's API: the options' text is in that language, their labels in both
    const made = await teacher.post(`/api/v1/${other(locale)}/exams`, {
      headers,
      data: { title: t.title, request: { objectives: [{ type: 'conjugate' }], formats: ['true_false'], question_count: 2, criteria: { verbs: ['ktb-I1'] }, seed: 3 } },
    });
    expect(made.status(), await made.text()).toBe(201);
    const examId = (await made.json()).data.exam.id as string;

    expect((await page.request.post(`${api}/auth/login`, { headers, data: { email, password: PASSWORD } })).status()).toBe(200);
    // the host screen's `:id` is a session's: posting an exam's id there starts nothing
    const misrouted = await page.request.post(`/${locale}/dashboard/live/${examId}`, { headers, form: { exam_id: examId }, maxRedirects: 0 });
    expect(misrouted.status()).toBe(405);
    await page.goto(`/${locale}/dashboard/exam-details/${examId}`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.getByRole('button', { name: t.run }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/live/${UUID.source}$`));
    const sessionId = UUID.exec(page.url())![0];
    expect(sessionId).not.toBe(examId);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const code = (await page.locator('.live-code__value').textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    // the screen gives the address to type, not a menu path to find (no arrow to mirror on an Arabic page)
    const address = (await page.locator('.live-code__address').textContent())!.trim();
    expect(address).toBe(`${new URL(baseURL!).host}/${locale}/live`);
    await shoot(page, `${locale}-live-host-lobby`);

    // a wrong code is told next to the field; the right one (typed in lower case with a space) joins
    const [first, second] = phones as [Page, Page];
    await first.goto(`http://${address}`);
    await first.getByLabel(t.code).fill('ab');
    await first.getByRole('button', { name: t.join }).click();
    const field = first.getByLabel(t.code);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // back in the field after the refusal, the label above it on a phone, the message under it
    await first.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(field).toBeFocused();
    const label = (await first.locator('label[for="live-code"]').boundingBox())!;
    expect(label.y + label.height).toBeLessThanOrEqual((await field.boundingBox())!.y);
    await expect(first.locator(`#${await field.getAttribute('aria-describedby')}`)).toContainText(t.badCode);
    await shoot(first, `${locale}-live-join-error`);
    for (const p of phones) {
      // the second finds the join page from their dashboard
      if (p !== first) {
        await p.goto(`/${locale}/dashboard`);
        await shoot(p, `${locale}-student-dashboard-live`);
        await p.locator('.dash-actions').getByRole('link', { name: t.joinLink }).click();
        await expect(p).toHaveURL(new RegExp(`/${locale}/live$`));
        await p.waitForSelector('html[data-hydrated]', { state: 'attached' });
      }
      await p.getByLabel(t.code).fill(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
      await p.getByRole('button', { name: t.join }).click();
      await expect(p).toHaveURL(new RegExp(`/${locale}/live/${sessionId}$`));
      await p.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await expect(p.locator('.live-status')).toHaveText(t.waiting);
    }
    await shoot(first, `${locale}-live-phone-lobby`);
    await expect(page.locator('.live-board tbody tr')).toHaveCount(2);

    // the teacher opens the first question; both phones get it by their event streams
    await page.getByRole('button', { name: t.first }).click();
    for (const p of phones) {
      await expect(p.locator('.live-option')).toHaveText([...t.trueFalse]);
      await expect(p.locator('.live-option--key')).toHaveCount(0);
      // the question came by itself: the phone's focus is on it, so a screen reader reads it next
      await expect(p.locator('.live-phone')).toBeFocused();
      // a true/false stem states its form already: not shown twice more below it
      await expect(p.locator('.live-question__form')).toHaveCount(0);
    }
    // the Arabic form inside an English stem is marked Arabic (an Arabic voice, the Naskh face)
    if (locale === 'en') await expect(first.locator('.live-question h2 bdi[lang="ar"]').first()).toBeVisible();
    await shoot(first, `${locale}-live-phone-open`);
    await first.locator('.live-option').nth(0).click();
    await second.locator('.live-option').nth(1).click();
    for (const p of phones) {
      await expect(p.locator('.live-status')).toContainText(t.sent);
      // no key on a phone while the question is open
      await expect(p.locator('.live-option--key')).toHaveCount(0);
      await expect(p.getByText(t.key, { exact: false })).toHaveCount(0);
    }
    await expect(page.locator('.live-status')).toContainText(locale === 'ar' ? '2 من 2' : '2 of 2');
    // the projector shows the options to read out while the question is open, without the key
    await expect(page.getByRole('list', { name: t.options }).locator('.live-option')).toHaveText([...t.trueFalse]);
    await expect(page.getByText(t.key)).toHaveCount(0);
    await shoot(page, `${locale}-live-host-open`);

    // closed: the spread in the page's language with the key in words, the board ranks both
    await page.getByRole('button', { name: t.close }).click();
    const spread = page.getByRole('list', { name: t.spread });
    await expect(page.getByRole('list', { name: t.options })).toHaveCount(0);
    await expect(spread.locator('.live-bar__label > bdi')).toHaveText([...t.trueFalse]);
    await expect(spread.locator('.live-bar__count')).toHaveText(['1', '1']);
    await expect(spread.getByText(t.key)).toHaveCount(1);
    await expect(page.getByRole('table', { name: t.board }).locator('tbody tr')).toHaveCount(2);
    // the host's two buttons stand apart (the exams' spacing is not on this page)
    const [next, end] = [
      (await page.locator('.live-host .section-actions .button').nth(0).boundingBox())!,
      (await page.locator('.live-host .section-actions .button').nth(1).boundingBox())!,
    ];
    expect(Math.max(end.x - (next.x + next.width), next.x - (end.x + end.width))).toBeGreaterThanOrEqual(8);
    await shoot(page, `${locale}-live-host-closed`);
    for (const p of phones) {
      await expect(p.locator('.live-option--key')).toHaveCount(1);
      await expect(p.locator('.live-option--key')).toContainText(t.key);
    }
    await shoot(first, `${locale}-live-phone-closed`);
    await shoot(second, `${locale}-live-phone-closed-other`);
    await checkA11y(page);
    for (const p of phones) await p.context().close();
  });
}
