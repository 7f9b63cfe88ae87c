import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CODE_TTL_MS } from '@tasreef/contracts/auth';
import { INVITATION_TTL_MS } from '@tasreef/contracts/management';
import { catalogProblems } from '@tasreef/contracts/placeholders';
import { describe, expect, it } from 'vitest';
import { invitationMail } from '../management/mail.ts';
import { inBothLanguages, MAIL_TEXTS, mailText, WORDS_FOR_NUMBERS } from './texts.ts';

describe('the mail catalog', () => {
  it('every key has both languages, no empty text, the same placeholders (numbers written in words listed)', () => {
    expect(catalogProblems(MAIL_TEXTS, WORDS_FOR_NUMBERS)).toEqual([]);
  });

  it('the numbers Arabic writes in words are still the constants’ numbers', () => {
    // «عشر دقائق»: change the code's lifetime and this fails until the Arabic text says the new one
    expect(CODE_TTL_MS).toBe(10 * 60_000);
    for (const key of Object.keys(WORDS_FOR_NUMBERS) as (keyof typeof WORDS_FOR_NUMBERS)[]) expect(MAIL_TEXTS.ar[key]).toContain('عشر دقائق');
    // «{days} أيام»: the plural Arabic uses for three to ten
    expect(INVITATION_TTL_MS / 86_400_000).toBeGreaterThanOrEqual(3);
    expect(INVITATION_TTL_MS / 86_400_000).toBeLessThanOrEqual(10);
    expect(invitationMail('a@b.test', 'ar', 'ليلى', 'مدرسة النور', 'student', 'https://x.test/l').text).toContain('الرابط صالح مدة 7 أيام');
  });

  it('fills placeholders once, so a name that looks like a placeholder stays as written', () => {
    expect(mailText('en')('greeting', { name: '{code}' })).toBe('Hello {code},');
    expect(inBothLanguages((t) => t('exam_shared_copy', { from: 'Omar' }))).toEqual({
      en: 'The copy is yours: what Omar changes later does not change it.',
      ar: 'النسخة لك: ما يغيّره Omar لاحقًا لا يغيّرها.',
    });
  });
});

// The mails' texts live in the catalog (issue 35, item 6; ADR 0069): no module that writes a mail
// keeps Arabic or English sentences of its own.
const SRC = path.resolve(import.meta.dirname, '..');
const mailModules = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => /(^|\/)(mail[^/]*|[^/]*-mail|bilingual)\.ts$/.test(f) && !f.endsWith('.test.ts') && f !== 'mail/texts.ts')
  .sort();

describe('mail modules', () => {
  it('are the ones this test knows', () => {
    expect(mailModules).toEqual(['auth/mail-templates.ts', 'contact/mail.ts', 'mail/bilingual.ts', 'mail/mailer.ts', 'management/mail.ts', 'sharing/mail.ts']);
  });

  it('hold no Arabic text: it is in mail/texts.ts', () => {
    const arabic = /[\u0621-\u064A]/;
    const withArabic = mailModules.filter((f) => arabic.test(readFileSync(path.join(SRC, f), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')));
    expect(withArabic).toEqual([]);
  });
});
