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

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
