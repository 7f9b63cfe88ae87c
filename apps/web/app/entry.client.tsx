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

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
