import type { FastifyPluginAsync } from 'fastify';
import { desc } from 'drizzle-orm';
import { dirOf, isLocale, localeFromAcceptLanguage, type Locale } from '@tasreef/contracts';
import { mailOutbox } from '../db/schema.ts';
import { escapeHtml } from '@tasreef/contracts/html';

const texts: Record<Locale, Record<string, string>> = {
  en: {
    title: 'Development outbox',
    intro: 'No SMTP server is configured (SMTP_URL is unset), so mails are kept here instead of being sent. Newest first.',
    empty: 'No mail yet.',
    to: 'To',
    time: 'Time',
    status: 'Status',
    other: 'العربية',
  },
  ar: {
    title: 'صندوق البريد الصادر للتطوير',
    intro: 'لم يُضبط خادم SMTP (المتغير SMTP_URL غير محدد)، لذلك تُحفظ الرسائل هنا بدلًا من إرسالها. الأحدث أولًا.',
    empty: 'لا توجد رسائل بعد.',
    to: 'إلى',
    time: 'الوقت',
    status: 'الحالة',
    other: 'English',
  },
};

/** The socket's own peer, not `request.ip` (which trusts X-Forwarded-For behind TRUST_PROXY). */
export function isLoopbackPeer(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.startsWith('::ffff:') ? address.slice(7) : address;
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

/**
 * `/dev/outbox?lang=ar|en`: the mails the app would have sent, so a developer can read codes and
 * links. Registered only outside production without SMTP_URL (app.ts), and answered only to a
 * browser on this machine: a development server listening on 0.0.0.0 must not hand codes to the LAN.
 */
export const devOutboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    if (!isLoopbackPeer(request.raw.socket.remoteAddress)) return reply.callNotFound();
    const query = request.query as { lang?: string };
    const locale: Locale = isLocale(query.lang) ? query.lang : localeFromAcceptLanguage(request.headers['accept-language']);
    const t = texts[locale];
    const rows = await app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(200);
    const items = rows
      .map(
        (m) => `<article>
<h2><bdi>${escapeHtml(m.subject)}</bdi></h2>
<dl><dt>${t.to}</dt><dd><bdi>${escapeHtml(m.to)}</bdi></dd>
<dt>${t.time}</dt><dd><time datetime="${m.createdAt.toISOString()}"><bdi>${m.createdAt.toISOString()}</bdi></time></dd>
<dt>${t.status}</dt><dd><bdi>${escapeHtml(m.status)}</bdi></dd></dl>
<pre dir="auto">${escapeHtml(m.text)}</pre>
</article>`,
      )
      .join('\n');
    const other: Locale = locale === 'ar' ? 'en' : 'ar';
    const html = `<!doctype html>
<html lang="${locale}" dir="${dirOf(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;line-height:1.5}article{border-block-end:1px solid #999;padding-block:1rem}pre{white-space:pre-wrap;background:#f4f4f4;color:#111;padding:.75rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dd{margin:0}</style></head>
<body><main>
<p><a href="/dev/outbox?lang=${other}" hreflang="${other}" lang="${other}">${t.other}</a></p>
<h1>${t.title}</h1>
<p>${t.intro}</p>
${rows.length === 0 ? `<p>${t.empty}</p>` : items}
</main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
};
