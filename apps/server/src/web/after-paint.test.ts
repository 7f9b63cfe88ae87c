import { describe, expect, it } from 'vitest';
import { deferModuleScript, scriptsAfterPaint, scriptsAfterPaintBytes, takeModulePreloads } from './after-paint.ts';

// A page as React Router 7 writes it (trimmed): modulepreload links hoisted into the head, the
// route modules imported statically by an inline module script at the end of the body.
const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="N1"/>' +
  '<link rel="modulepreload" href="/assets/chunk-B2.js" nonce="N1"/>' +
  '<link rel="modulepreload" href="/assets/root-C3.js" nonce="N1"/>' +
  '<style data-inline-href="/assets/root-D4.css">body{margin:0}</style></head>';
const BODY = '<body><main><h1>كتب</h1></main><script nonce="N1">window.__reactRouterContext = {};</script>';
const MODULE =
  '<script nonce="N1" type="module" async="">;\nimport * as route0 from "/assets/root-C3.js";\nimport * as route1 from "/assets/home-E5.js";\n' +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A1.js"}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-A1.js");</script>';
const PAGE = HEAD + BODY + MODULE + '<script nonce="N1">window.__reactRouterContext.streamController.close();</script></body></html>';

describe('scripts after the first paint (web/after-paint.ts)', () => {
  it('takes the modulepreload links out of the head, in order, and leaves the rest', () => {
    const { head, hrefs } = takeModulePreloads(HEAD);
    expect(hrefs).toEqual(['/assets/entry.client-A1.js', '/assets/chunk-B2.js', '/assets/root-C3.js']);
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<style data-inline-href="/assets/root-D4.css">');
  });

  it('starts the module script after the frame that follows the first paint, preloading then, importing the same routes under the same names', () => {
    const out = scriptsAfterPaint(PAGE);
    const script = /<script nonce="N1" type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!;
    // first the wait (at once in a hidden tab), then the preloads, then the routes; no static import left
    expect(script).toContain('new PerformanceObserver(');
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    expect(script).toContain('document.visibilityState === "hidden" || performance.getEntriesByName("first-contentful-paint").length) return go();');
    expect(script.indexOf('await new Promise')).toBe(0);
    expect(script).toContain('["/assets/entry.client-A1.js","/assets/chunk-B2.js","/assets/root-C3.js"]');
    expect(script).toContain('const [route0, route1] = await Promise.all([import("/assets/root-C3.js"), import("/assets/home-E5.js")]);');
    expect(script).not.toMatch(/import \* as/);
    expect(script.indexOf('rel = "modulepreload"')).toBeLessThan(script.indexOf('Promise.all'));
    // what React Router wrote after its imports is kept as it was, the entry imported last
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script.trimEnd().endsWith('import("/assets/entry.client-A1.js");')).toBe(true);
    // the rest of the page, nonce and all, untouched
    expect(out.slice(out.indexOf('<body>'), out.indexOf('<script nonce="N1" type="module"'))).toBe(BODY);
    expect(out.endsWith('<script nonce="N1">window.__reactRouterContext.streamController.close();</script></body></html>')).toBe(true);
  });

  it('evaluates the modules one chunk per task, shared chunks before the routes, the entry last, with a yield to the browser between (ADR 0049)', () => {
    const script = /<script nonce="N1" type="module" async="">([\s\S]*?)<\/script>/.exec(scriptsAfterPaint(PAGE))![1]!;
    const loop = 'for (const href of ["/assets/chunk-B2.js","/assets/root-C3.js","/assets/home-E5.js"]) { await import(href); await yieldToPage(); }';
    expect(script).toContain(loop);
    expect(script).toContain('const yieldToPage = () => new Promise((go) => (globalThis.scheduler?.yield ? scheduler.yield().then(go) : setTimeout(go)));');
    // after the preloads have been put back (the downloads start together), before the routes are named
    expect(script.indexOf(loop)).toBeGreaterThan(script.indexOf('rel = "modulepreload"'));
    expect(script.indexOf(loop)).toBeLessThan(script.indexOf('Promise.all'));
  });

  it('puts the preload links back one per task, before the first chunk is evaluated (ADR 0050)', () => {
    const script = /<script nonce="N1" type="module" async="">([\s\S]*?)<\/script>/.exec(scriptsAfterPaint(PAGE))![1]!;
    expect(script).toContain(
      'for (const href of ["/assets/entry.client-A1.js","/assets/chunk-B2.js","/assets/root-C3.js"]) { const l = document.createElement("link"); l.rel = "modulepreload"; l.href = href; document.head.append(l); await yieldToPage(); }',
    );
    expect(script.indexOf('const yieldToPage')).toBeLessThan(script.indexOf('rel = "modulepreload"'));
    expect(script.indexOf('rel = "modulepreload"')).toBeLessThan(script.indexOf('await import(href)'));
  });

  it('gives the same bytes from the page’s bytes as from its text', () => {
    expect(scriptsAfterPaintBytes(Buffer.from(PAGE)).toString('utf8')).toBe(scriptsAfterPaint(PAGE));
  });

  it('leaves alone a page of another shape: no module script, or imports it does not know', () => {
    const plain = '<html><head><link rel="modulepreload" href="/assets/x-1.js"/></head><body><p>x</p></body></html>';
    expect(scriptsAfterPaint(plain)).toBe(plain);
    expect(scriptsAfterPaintBytes(Buffer.from(plain)).toString()).toBe(plain);
    const named = MODULE.replace('import * as route1 from "/assets/home-E5.js";', 'import { a } from "/assets/home-E5.js";');
    expect(deferModuleScript(named, [])).toBeNull();
    expect(scriptsAfterPaint(HEAD + BODY + named)).toBe(HEAD + BODY + named);
    expect(deferModuleScript('<script type="module">console.log(1)</script>', [])).toBeNull();
  });
});
