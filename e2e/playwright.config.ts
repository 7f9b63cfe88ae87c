import { defineConfig, devices } from '@playwright/test';
import { DEFAULT_CHROMIUM } from '../scripts/prereqs.mjs';
import { E2E_APP_PORT } from './ports.ts';

// Debian's Chromium (its headless shell, scripts/prereqs.mjs), never a downloaded browser. The app is the production build served by the
// real server (see serve.ts); `npm test` builds it first.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_APP_PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node --import tsx serve.ts',
    url: `http://127.0.0.1:${E2E_APP_PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 300_000, // a fresh machine builds the lexicon cache on first start
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
