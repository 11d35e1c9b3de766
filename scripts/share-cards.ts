// Writes the share images link previews use (WeChat, Weibo, QQ need a raster og:image):
// public/share/<card>.jpg at 1200×630 and public/share/icon.png at 300×300 (WeChat's square
// thumbnail). Run `npm run share-cards` after changing a series name, tagline or drawing; the files
// are committed like photographs, so the build needs no browser. The cards are HTML drawn by
// Debian's Chromium (CHROME_PATH overrides /usr/bin/chromium).
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { seriesImages } from '../src/content/catalogue/series-images.ts';
import { seriesSummaries } from '../src/content/products/summaries.ts';
import { company } from '../src/config/company.ts';
import { brand, fontStack } from '../src/styles/tokens.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-flags.ts';

const svg = (path: string) =>
  `data:image/svg+xml;base64,${readFileSync(new URL(`../src/assets/${path}`, import.meta.url)).toString('base64')}`;
/** A product or scene render (public/renders, made by `npm run renders`), by its path without .webp. */
const render = (file: string) =>
  `data:image/webp;base64,${readFileSync(new URL(`../public${file}.webp`, import.meta.url)).toString('base64')}`;

/** A card: its file name, title, subtitle and render. */
type Card = [name: string, title: string, subtitle: string, art: string];

const CARDS: Card[] = [
  [
    'default',
    '商用厨房设备整体解决方案',
    '学校 · 医院 · 企业食堂 · 酒店 · 连锁餐饮',
    '/renders/scene-canteen-960',
  ],
  [
    'case',
    '工程案例',
    '从一所学校到几十家连锁门店，同一支团队设计、制造与维保',
    '/renders/scene-campus-960',
  ],
  // Each series under its name and tagline in the catalogue (src/content/products/summaries.ts),
  // with the render that stands for it.
  ...Object.values(seriesSummaries).map(({ ctype, name, tagline }): Card => [
    ctype,
    name,
    tagline,
    `${seriesImages[ctype]}-800`,
  ]),
];

const card = (
  title: string,
  subtitle: string,
  art: string,
) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; overflow: hidden; font-family: ${fontStack};
    color: #fff; background: linear-gradient(120deg, #0a2540 0%, #083f78 55%, ${brand} 100%); }
  .brand { position: absolute; left: 72px; top: 64px; display: flex; align-items: center; gap: 18px; font-size: 34px; font-weight: 700; letter-spacing: .08em; }
  .brand img { width: 64px; height: 64px; }
  h1 { position: absolute; left: 72px; top: 210px; width: 560px; margin: 0; font-size: 66px; line-height: 1.2; }
  p { position: absolute; left: 72px; top: 380px; width: 560px; margin: 0; font-size: 28px; line-height: 1.5; color: rgba(255,255,255,.85); }
  .hotline { position: absolute; left: 72px; bottom: 56px; font-size: 26px; color: #f5a623; font-weight: 700; }
  .art { position: absolute; right: 48px; top: 95px; width: 480px; height: 440px; border-radius: 24px; background: #f4f7fb;
    display: flex; align-items: center; justify-content: center; box-shadow: 0 24px 60px rgba(0,0,0,.3); }
  .art img { width: 100%; height: 100%; object-fit: contain; border-radius: 24px; }
</style></head><body>
  <div class="brand"><img src="${svg('brand/logo-mark.svg')}" alt="">${company.shortName}</div>
  <h1>${title}</h1><p>${subtitle}</p><div class="hotline">服务热线 ${company.hotline}</div>
  <div class="art"><img src="${render(art)}" alt=""></div>
</body></html>`;

const icon = `<!doctype html><html><body style="margin:0;width:300px;height:300px;display:flex;align-items:center;justify-content:center;background:${brand}">
  <img src="${svg('brand/logo-mark.svg')}" style="width:220px;height:220px" alt=""></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const [name, title, subtitle, art] of CARDS) {
  await page.setContent(card(title, subtitle, art));
  await page.evaluate(() => document.fonts.ready);
  const path = `public/share/${name}.jpg`;
  await page.screenshot({ path, type: 'jpeg', quality: 82 });
  console.log(path);
}
await page.setViewportSize({ width: 300, height: 300 });
await page.setContent(icon);
await page.screenshot({ path: 'public/share/icon.png' });
console.log('public/share/icon.png');
await browser.close();
