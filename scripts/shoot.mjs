// Dev helper: node scripts/shoot.mjs <baseUrl> <path> [width] [out]  → PNG screenshot in Debian Chromium.
import { chromium } from '@playwright/test';

const [base = 'http://localhost:5173', path = '/home', width = '1920', out = '/tmp/shot.png'] =
  process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const w = Number(width);
const page = await browser.newPage({
  viewport: { width: w, height: w < 768 ? 812 : 1000 },
  isMobile: w < 768,
  hasTouch: w < 768,
  deviceScaleFactor: 1,
});
page.on('pageerror', (e) => console.error('pageerror', e.message));
page.on('console', (m) => m.type() === 'error' && console.error('console', m.text()));
await page.goto(base + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(600);
await page.screenshot({ path: out, fullPage: process.env.FULL !== '0' });
console.log(
  'saved',
  out,
  'scrollWidth',
  await page.evaluate(() => document.documentElement.scrollWidth),
);
await browser.close();
