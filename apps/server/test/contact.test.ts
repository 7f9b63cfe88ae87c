import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contactMessages, mailOutbox } from '../src/db/schema.ts';
import { appForFile, errorOf } from './helpers.ts';

let app: FastifyInstance;
appForFile((made) => {
  app = made.app;
});

let n = 0;
const ip = () => `10.2.0.${++n}`;
const valid = {
  inquiry_type: 'price_inquiry',
  business_type: 'school',
  number_of_users: 250,
  name: 'Amina Haddad',
  email: 'Amina@Example.org',
  message: 'We would like a price for 250 students, please.',
};
const post = (locale: string, payload: unknown, remoteAddress = ip()) =>
  app.inject({ method: 'POST', url: `/api/v1/${locale}/contact`, payload: payload as object, remoteAddress });

describe('POST /api/v1/{locale}/contact', () => {
  it('stores the message, queues a bilingual mail to CONTACT_EMAIL and answers the localized success', async () => {
    const en = await post('en', valid);
    expect(en.statusCode).toBe(200);
    expect(en.json()).toEqual({ data: { message: 'received your message successfully' } });
    const ar = await post('ar', { ...valid, business_type: 'student', number_of_users: undefined, name: 'سارة' });
    expect(ar.statusCode).toBe(200);
    expect(ar.json()).toEqual({ data: { message: 'تم استلام رسالتك بنجاح' } });

    const rows = await app.database.db.select().from(contactMessages).orderBy(contactMessages.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ inquiryType: 'price_inquiry', businessType: 'school', numberOfUsers: 250, email: 'amina@example.org', locale: 'en' });
    expect(rows[1]).toMatchObject({ businessType: 'student', numberOfUsers: null, name: 'سارة', locale: 'ar' });

    await app.mailer.drain();
    const mails = await app.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(mails).toHaveLength(2);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ kind: 'contact', to: 'team@tasreef.test', replyTo: 'amina@example.org', status: 'outbox', attempts: 1 });
    expect(mail.sentAt).toBeInstanceOf(Date);
    expect(mail.subject).toContain('Price inquiry');
    expect(mail.subject).toContain('استفسار عن الأسعار');
    expect(mail.text).toContain('New contact message');
    expect(mail.text).toContain('رسالة تواصل جديدة');
    expect(mail.text).toContain('Number of users: 250');
    expect(mail.text).toContain(valid.message);
    expect(mail.html).toContain('dir="rtl"');
  });

  it('the development outbox page shows the mail', async () => {
    const page = await app.inject('/dev/outbox?lang=en');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<html lang="en" dir="ltr">');
    expect(page.body).toContain('team@tasreef.test');
    expect(page.body).toContain('Number of users: 250');
    const ar = await app.inject('/dev/outbox?lang=ar');
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('صندوق البريد الصادر للتطوير');
  });

  it('escapes what visitors wrote in the mail HTML and the outbox page', async () => {
    const res = await post('en', { ...valid, name: '<script>alert(1)</script>' });
    expect(res.statusCode).toBe(200);
    await app.mailer.drain();
    const page = await app.inject('/dev/outbox?lang=en');
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;');
  });

  it.each([
    [
      'en',
      {
        inquiry_type: 'This field is required',
        business_type: 'Choose one of the listed options',
        number_of_users: 'Number must be at least 1',
        name: 'This field is required',
        email: 'Email must be valid',
        message: 'Must be at least 10 characters',
      },
    ],
    [
      'ar',
      {
        inquiry_type: 'هذا الحقل مطلوب',
        business_type: 'اختر أحد الخيارات المتاحة',
        number_of_users: 'يجب ألا يقل الرقم عن 1',
        name: 'هذا الحقل مطلوب',
        email: 'يجب أن يكون البريد الإلكتروني صالحًا',
        message: 'يجب ألا يقل عدد الأحرف عن 10',
      },
    ],
  ])('422 with the exact messages in %s', async (locale, expected) => {
    const res = await post(locale, { business_type: 'alien', number_of_users: 0, name: '   ', email: 'not-an-email', message: 'short' });
    expect(res.statusCode).toBe(422);
    const details = Object.fromEntries(errorOf(res).error.details.map((d) => [d.path, d.issue]));
    expect(details).toEqual(expected);
  });

  it.each([
    ['en', 'Number must be at most 100000'],
    ['ar', 'يجب ألا يزيد الرقم على 100000'],
  ])('the upper bound of number_of_users (%s)', async (locale, text) => {
    const res = await post(locale, { ...valid, number_of_users: 100001 });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).error.details).toEqual([{ path: 'number_of_users', issue: text }]);
  });

  it('number_of_users is required except for students', async () => {
    const res = await post('en', { ...valid, number_of_users: undefined });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).error.details).toEqual([{ path: 'number_of_users', issue: 'This field is required' }]);
  });

  it('a too long message is refused with the localized bound', async () => {
    const res = await post('ar', { ...valid, message: 'م'.repeat(5001) });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).error.details).toEqual([{ path: 'message', issue: 'يجب ألا يزيد عدد الأحرف على 5000' }]);
  });

  it('a filled honeypot answers like a success but stores and sends nothing', async () => {
    const before = (await app.database.db.select().from(contactMessages)).length;
    const mailsBefore = (await app.database.db.select().from(mailOutbox)).length;
    const res = await post('en', { ...valid, website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: 'received your message successfully' } });
    expect((await app.database.db.select().from(contactMessages)).length).toBe(before);
    expect((await app.database.db.select().from(mailOutbox)).length).toBe(mailsBefore);
  });

  it('is rate limited to 5 messages per 10 minutes per address', async () => {
    const address = '10.2.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('en', valid, address)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limitedEn = await post('en', valid, address);
    expect(errorOf(limitedEn).message).toBe('Too many requests, please try again later');
    const limited = await post('ar', valid, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    expect(errorOf(limited).error.code).toBe('rate_limited');
    expect(errorOf(limited).message).toBe('طلبات كثيرة جدًّا، يُرجى المحاولة مرة أخرى لاحقًا');
    expect((await post('en', valid, '10.2.9.10')).statusCode).toBe(200);
  });
});
