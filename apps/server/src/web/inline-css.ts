import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A page's stylesheet link as React Router's <Links /> writes it (`<link nonce="…" rel="stylesheet" href="/assets/….css"/>`). */
const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="(\/assets\/[\w.-]+\.css)"[^>]*>/g;

/**
 * Puts a page's stylesheets inside its HTML (`<style data-inline-href>`) instead of links: the
 * first paint no longer waits for another round trip, nor for the scripts that a pending
 * stylesheet holds back (ADR 0042). The browser's entry (apps/web/app/entry.client.tsx) puts each
 * link back beside its copy before React hydrates, so React finds the document it rendered, and
 * drops the copy once the link has loaded. The files are the build's fingerprinted CSS, read once.
 */
export class StylesheetInliner {
  private readonly files = new Map<string, string | null>();

  constructor(
    private readonly clientDir: string,
    /** Larger stylesheets stay links: the page's HTML should not grow past its budget. */
    private readonly maxBytes = 64 * 1024,
  ) {}

  private css(href: string): string | null {
    let css = this.files.get(href);
    if (css !== undefined) return css;
    try {
      const text = readFileSync(path.join(this.clientDir, href), 'utf8');
      css = text.length <= this.maxBytes && !/<\/style/i.test(text) ? text : null;
    } catch {
      css = null;
    }
    this.files.set(href, css);
    return css;
  }

  /** The page with the stylesheet links of its <head> replaced by their content. */
  inline(html: string): string {
    const headEnd = html.indexOf('</head>');
    if (headEnd < 0) return html;
    return this.inlineHead(html.slice(0, headEnd)) + html.slice(headEnd);
  }

  private inlineHead(head: string): string {
    return head.replace(STYLESHEET_LINK, (tag, href: string) => {
      const css = this.css(href);
      return css === null ? tag : `<style data-inline-href="${href}">${css}</style>`;
    });
  }

  /**
   * The same on the page's bytes: only the head is decoded and written again, the body (600 KB for
   * Al-Baqara) is passed on as it came, never decoded to a string and encoded back.
   */
  inlineBytes(html: Buffer): Buffer {
    const headEnd = html.indexOf('</head>');
    if (headEnd < 0) return html;
    return Buffer.concat([Buffer.from(this.inlineHead(html.toString('utf8', 0, headEnd))), html.subarray(headEnd)]);
  }
}
