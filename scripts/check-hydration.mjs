import { chromium } from '@playwright/test';
const base = process.argv[2];
const paths = process.argv.slice(3);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const p of paths) {
  const page = await browser.newPage();
  const msgs = [];
  page.on(
    'console',
    (m) =>
      (m.type() === 'error' || m.type() === 'warning') &&
      msgs.push(m.type() + ': ' + m.text().slice(0, 200)),
  );
  page.on('pageerror', (e) => msgs.push('pageerror: ' + e.message));
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const h1 = await page.locator('h1').first().textContent();
  console.log(p, '|', h1, '|', msgs.join(' || ') || 'clean');
  await page.close();
}
await browser.close();
