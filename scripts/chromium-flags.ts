// Flags for Debian's Chromium on this machine kind: headless-safe, and no background connections
// (the closed network refuses them, many at a time). Shared by Playwright and the benchmark.
export const CHROMIUM_PATH: string = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
