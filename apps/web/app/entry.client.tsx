import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLocale, loadCatalog } from './i18n/index.ts';
import { reloadOnChunkError } from './lib/chunk-reload.ts';

// Vite reports a failed preload of a route chunk here (a deploy replaced the hashed files).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnChunkError((event as Event & { payload?: unknown }).payload ?? new Error('Unable to preload CSS'))) {
    event.preventDefault();
  }
});

// The server sends a page's stylesheets inside it (<style data-inline-href>, ADR 0042), where the
// document React renders has links. Each copy gets its link back, disabled (neither fetched nor
// applied), for React to hydrate against: React 19 matches a link in <head> by its href and rel and
// passes over the copy. The page's style sheets thus never change under the reader: swapping a copy
// for its loaded link restyled and laid out the whole page twice, fonts included (ADR 0049). When
// React takes a link away (leaving its page in the app), its copy goes with it; a link React adds
// later is an ordinary one and loads.
for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-inline-href]')) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = style.dataset.inlineHref!;
  link.disabled = true;
  style.before(link);
}
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.removedNodes) {
      if (!(node instanceof HTMLLinkElement) || node.rel !== 'stylesheet') continue;
      for (const copy of document.head.querySelectorAll<HTMLStyleElement>('style[data-inline-href]')) {
        if (copy.dataset.inlineHref === node.getAttribute('href')) copy.remove();
      }
    }
  }
}).observe(document.head, { childList: true });

// The page's messages only (the other language's come with a navigation into it; ADR 0049).
const lang = document.documentElement.lang;
const messages = loadCatalog(isLocale(lang) ? lang : 'ar');

let hydrated = false;
async function hydrate() {
  if (hydrated) return;
  hydrated = true;
  await messages;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
// Hydration waits for the first paint of the server's HTML (the frame after the next one), so
// that the page shows before React's work on a slow phone (ADR 0042); a hidden tab, which paints
// no frame, hydrates after 100 ms all the same.
requestAnimationFrame(() => setTimeout(() => void hydrate(), 0));
setTimeout(() => void hydrate(), 100);
