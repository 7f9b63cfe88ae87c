/**
 * Scripts after the first paint (ADR 0048). React Router writes a page's module graph twice: a
 * `<link rel="modulepreload">` per module in the head (15 on the home page, ~140 KB compressed),
 * and one inline module script at the end of the body that imports the route modules statically,
 * then the entry. On a slow phone link those downloads share the line with the page itself and
 * start before its first paint. This rewrites both, on the server, so that nothing of the script
 * is asked for before the first frame is painted:
 *
 * - the modulepreload links leave the head;
 * - the inline script waits for the first contentful paint as the browser reports it (at once in a
 *   hidden tab, where nothing is painted), then puts the same modulepreload links back, one per
 *   task (ADR 0050; the downloads still run in parallel), imports the route modules and the entry,
 *   and goes on exactly as React Router wrote it.
 * - the modules are evaluated one chunk per task (shared chunks first, then the route modules), with
 *   a yield to the browser between them (ADR 0049): importing the routes at once evaluated the
 *   whole graph in one task of ~45 ms on a fast machine, four times that on a slow phone, during
 *   which the page answered nothing. Evaluation order stays the modules' own (a chunk's imports
 *   always run before it); only the tasks are cut.
 *
 * A page that does not have the shape React Router writes is left alone.
 */

const MODULEPRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="(\/assets\/[\w.-]+\.js)"[^>]*\/?>/g;
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /import \* as (route\d+) from "(\/assets\/[\w.-]+\.js)";/g;
/**
 * Waits for the first contentful paint as the browser reports it (after the frame is presented,
 * which on a loaded machine comes later than the next animation frame), then a task; at once in a
 * hidden tab, which paints nothing; after 2 s whatever happens (a page with nothing contentful, a
 * browser without paint timing).
 */
const FIRST_PAINT =
  `await new Promise((go) => {` +
  `if (document.visibilityState === "hidden" || performance.getEntriesByName("first-contentful-paint").length) return go();` +
  `const later = () => setTimeout(go);` +
  `try { new PerformanceObserver((list, seen) => { if (list.getEntriesByName("first-contentful-paint").length) { seen.disconnect(); later(); } }).observe({ type: "paint", buffered: true }); } catch { requestAnimationFrame(later); }` +
  `setTimeout(go, 2000);` +
  `});`;
/**
 * A yield to the browser: `scheduler.yield()` where it exists (the rest runs first among the tasks
 * waiting), else a task. Between two chunks' evaluations (ADR 0049), and between two preload links:
 * each request a script starts costs ~3 ms under a network recorder such as Lighthouse's, and
 * sixteen in one go made one task of ~50 ms (ADR 0050).
 */
const YIELD = `const yieldToPage = () => new Promise((go) => (globalThis.scheduler?.yield ? scheduler.yield().then(go) : setTimeout(go)));`;
const ENTRY_IMPORT = /\bimport\("(\/assets\/[\w.-]+\.js)"\);\s*$/;

/** The head without its modulepreload links, and their addresses in order. */
export function takeModulePreloads(head: string): { head: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const rest = head.replace(MODULEPRELOAD, (_tag, href: string) => {
    hrefs.push(href);
    return '';
  });
  return { head: rest, hrefs };
}

/** The body's module script made to start after the first paint, preloading `hrefs` then. Null: not React Router's shape. */
export function deferModuleScript(body: string, hrefs: readonly string[]): string | null {
  const m = MODULE_SCRIPT.exec(body);
  if (!m) return null;
  const [whole, open, code, close] = m as unknown as [string, string, string, string];
  const routes: { name: string; href: string }[] = [];
  const rest = code.replace(STATIC_IMPORT, (_s, name: string, href: string) => {
    routes.push({ name, href });
    return '';
  });
  if (routes.length === 0 || /\bimport\s*[*{"']/.test(rest)) return null;
  const preload = JSON.stringify(hrefs);
  const names = routes.map((r) => r.name).join(', ');
  const imports = routes.map((r) => `import(${JSON.stringify(r.href)})`).join(', ');
  const entry = ENTRY_IMPORT.exec(rest)?.[1];
  const routeHrefs = routes.map((r) => r.href);
  const oneByOne = JSON.stringify([...hrefs.filter((h) => h !== entry && !routeHrefs.includes(h)), ...routeHrefs]);
  const start =
    FIRST_PAINT +
    YIELD +
    `for (const href of ${preload}) { const l = document.createElement("link"); l.rel = "modulepreload"; l.href = href; document.head.append(l); await yieldToPage(); }` +
    `for (const href of ${oneByOne}) { await import(href); await yieldToPage(); }` +
    `const [${names}] = await Promise.all([${imports}]);`;
  return body.slice(0, m.index) + open + start + rest + close + body.slice(m.index + whole.length);
}

/** A whole page (text) rewritten, the same as its bytes would be (the page cache's path, small anonymous pages). */
export function scriptsAfterPaint(html: string): string {
  return scriptsAfterPaintBytes(Buffer.from(html)).toString('utf8');
}

/** A page's bytes rewritten, unchanged when it has not React Router's shape: only the head and the closing scripts are decoded. */
export function scriptsAfterPaintBytes(html: Buffer): Buffer {
  const headEnd = html.indexOf('</head>');
  const at = html.lastIndexOf('type="module"');
  const scriptStart = at < 0 ? -1 : html.lastIndexOf('<script', at);
  if (headEnd < 0 || scriptStart < headEnd) return html;
  const { head, hrefs } = takeModulePreloads(html.toString('utf8', 0, headEnd));
  const tail = deferModuleScript(html.toString('utf8', scriptStart), hrefs);
  return tail === null ? html : Buffer.concat([Buffer.from(head), html.subarray(headEnd, scriptStart), Buffer.from(tail)]);
}
