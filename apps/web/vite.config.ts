import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Fonts and flags are small enough to inline badly; keep them as files served by the app.
    assetsInlineLimit: 0,
  },
});
