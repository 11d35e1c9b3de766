import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:engines`: the site in WebKit (WebKitGTK, the engine of every iPhone browser and
 * WeChat on iOS) and Firefox, on the e2e build. One browser at a time: the machine has two cores.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['engines/setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
