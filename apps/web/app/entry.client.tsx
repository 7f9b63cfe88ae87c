import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reloadOnChunkError } from './lib/chunk-reload.ts';

// Vite reports a failed preload of a route chunk here (a deploy replaced the hashed files).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnChunkError((event as Event & { payload?: unknown }).payload ?? new Error('Unable to preload CSS'))) {
    event.preventDefault();
  }
});

// The server sends a page's stylesheets inside it (<style data-inline-href>, ADR 0042), where the
// document React renders has links: each link goes back beside its copy before hydration (React
// matches the link and passes over the copy), and the copy goes once the link has loaded, so that
// leaving the page later takes its styles away with the link React manages.
for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-inline-href]')) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = style.dataset.inlineHref!;
  link.addEventListener('load', () => style.remove(), { once: true });
  style.before(link);
}

let hydrated = false;
function hydrate() {
  if (hydrated) return;
  hydrated = true;
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
requestAnimationFrame(() => setTimeout(hydrate, 0));
setTimeout(hydrate, 100);
