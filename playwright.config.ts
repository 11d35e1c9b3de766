import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium-flags.mjs';

const PORT = 4173;

/** Browser tests in Debian's Chromium (never a downloaded browser) against a development-mode build. */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
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
      use: {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: [
    {
      // The local contract API, on a throwaway data file so every run starts from the seed.
      // A fresh data file per run: seed data, no SMS limits left over from an earlier run.
      command:
        'rm -f test-results/e2e-api-db.json && node node_modules/tsx/dist/cli.mjs server/main.ts',
      env: { PORT: '3003', API_DATA_FILE: 'test-results/e2e-api-db.json' },
      url: 'http://localhost:3003/health',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node scripts/build.mjs development dist-e2e && node node_modules/vite/bin/vite.js preview --mode development --outDir dist-e2e --port ${PORT} --strictPort`,
      url: `http://localhost:${PORT}/home`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
