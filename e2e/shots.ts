import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { checkA11y, expect } from './fixtures.ts';

/** axe needs script in the page: a page of a context without JavaScript is measured and shot, not checked (e2e/tests/management checks the same pages with script). */
export async function shoot(page: Page, name: string, axe = true) {
  const size = page.viewportSize()!;
  const dir = process.env.SHOTS;
  if (dir) mkdirSync(dir, { recursive: true });
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (axe) await checkA11y(page);
    // On a phone nothing is wider than the screen (tables become cards).
    if (width === 390) {
      // Nothing of the page itself sticks out of a phone's screen (tables become cards); the widest
      // offenders are named in the failure. Without script the site's drawer waits off-canvas, so
      // the whole document's width is checked only with script.
      const { scrollWidth, offenders } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        offenders: [...document.querySelectorAll('main *')]
          .filter((e) => {
            // What scrolls inside its own box, or is hidden from sight (a visually hidden table head), does not count.
            if (e.closest('.table-scroll, .visually-hidden, thead')) return false;
            const r = e.getBoundingClientRect();
            return r.width > 0 && (r.right > 391 || r.left < -1);
          })
          .slice(0, 8)
          .map(
            (e) =>
              `${e.tagName.toLowerCase()}.${(e.getAttribute('class') ?? '').split(' ').join('.')} ${Math.round(e.getBoundingClientRect().left)}..${Math.round(e.getBoundingClientRect().right)}`,
          ),
      }));
      expect(offenders).toEqual([]);
      if (axe) expect(scrollWidth).toBeLessThanOrEqual(390);
    }
    if (dir) await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}
