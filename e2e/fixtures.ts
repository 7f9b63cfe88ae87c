import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_INBOX_PORT } from './ports.ts';

export interface InboxMail {
  from: string;
  to: string[];
  raw: string;
  receivedAt: string;
}

/**
 * Runs axe-core on the page and fails on any serious or critical violation (with a readable list).
 * In the page itself (legacy mode: our pages have no cross-origin frames) and reporting violations
 * only: axe's default partial run serializes every node it checked and finishes in a second blank
 * page, which took 49 s on Al-Baqara (6,144 word links) against 14 s this way, and 5 s against 3 s
 * on a small page. Every rule still runs on every node.
 */
export async function checkA11y(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Mail received by the real SMTP receiver, oldest first; optionally only mail to one address. */
export async function readInbox(to?: string): Promise<InboxMail[]> {
  const res = await fetch(`http://127.0.0.1:${E2E_INBOX_PORT}/`);
  const mails = (await res.json()) as InboxMail[];
  return to ? mails.filter((m) => m.to.includes(to)) : mails;
}

/** Waits for a mail to `to` whose raw text matches `pattern`, and returns the first capture group. */
export async function waitForMail(to: string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await readInbox(to);
    for (const m of mails.slice().reverse()) {
      const decoded = decodeQuotedPrintable(m.raw);
      const match = pattern.exec(decoded);
      if (match) return match[1] ?? match[0];
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

export const LOCALES = ['ar', 'en'] as const;
let visitor = 0;
/**
 * Every test is its own visitor: requests carry a distinct client address (IPv6 documentation range)
 * in X-Forwarded-For, which the e2e server trusts from loopback (TRUST_PROXY in serve.ts). Per-address
 * limits (registration, sign-in) then count per test, as they count per person, not for the whole run.
 *
 * The server counts an IPv6 client by its /64 (http/client-address.ts), so what tells two visitors
 * apart is in the first 64 bits: 2001:db8:<worker>:<visitor>::1 for a test's own context, and
 * 2001:db8:<8000 + worker>:<n>::1 for one it opens by hand. (Addresses that differed only in their
 * last 64 bits were one client to the server: every pupil of the run shared one limit of 10 password
 * choices a minute, and a full run failed with 429s that no test alone showed.)
 */
const visitorAddress = (network: number, visitor: number) => `2001:db8:${network.toString(16)}:${visitor.toString(16)}::1`;
/** A client address of its own for a context a test opens by hand (`browser.newContext`), which the fixture's header does not reach. */
let ownVisitor = 0;
export const ownAddress = (): Record<string, string> => ({ 'x-forwarded-for': visitorAddress(0x8000 + base.info().workerIndex, ++ownVisitor) });

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    visitor += 1;
    await use({ 'x-forwarded-for': visitorAddress(testInfo.workerIndex, visitor) });
  },
  // A server-rendered page shows its fields before React has hydrated them: typing into one then is
  // lost by the app. With scripts on, goto() and reload() return once the page is interactive (the
  // root layout sets html[data-hydrated]), as a person would wait for the page to respond.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const interactive = () =>
        page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 }).then(
          () => undefined,
          () => undefined,
        );
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await interactive();
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await interactive();
        return response;
      };
    }
    await use(page);
  },
});
export { expect };
