import { defineConfig } from '@playwright/test';
import { API, MINIMAL_API } from './e2e/api';
import { buildArgs } from './scripts/build-command.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium-flags.ts';

const PORT = 4173;

/** Browser tests in Debian's Chromium (never a downloaded browser) against a development-mode build. */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'zh-CN',
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1920, height: 1080 } } },
    {
      name: 'mobile',
      // The backend flows (@backend) run on the desktop and minimal projects: what they prove is
      // the exchange with the API, the same at every width; the phone's forms are checked here by
      // each-page.spec.ts and sales-path.spec.ts without sending.
      grepInvert: /@backend/,
      use: {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      // The specs that talk to the backend (tagged @backend) again, against a second local API
      // answering as a RuoYi-style backend that keeps the contract and no more.
      name: 'minimal',
      grep: /@backend/,
      metadata: { api: MINIMAL_API },
      use: { viewport: { width: 1920, height: 1080 } },
    },
  ],
  webServer: [
    {
      // The local contract API, always started by this run (never an API already running, with
      // its saved data) on a fresh data file: every run starts from the seed.
      command:
        'rm -f test-results/e2e-api-db.json && node node_modules/tsx/dist/cli.mjs server/main.ts',
      env: { PORT: new URL(API).port, API_DATA_FILE: 'test-results/e2e-api-db.json' },
      url: `${API}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command:
        'rm -f test-results/e2e-api-minimal-db.json && node node_modules/tsx/dist/cli.mjs server/main.ts --profile minimal',
      env: {
        PORT: new URL(MINIMAL_API).port,
        API_DATA_FILE: 'test-results/e2e-api-minimal-db.json',
      },
      url: `${MINIMAL_API}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node ${buildArgs('development', 'dist-e2e').join(' ')} && node node_modules/vite/bin/vite.js preview --mode development --outDir dist-e2e --port ${PORT} --strictPort`,
      url: `http://localhost:${PORT}/home`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
