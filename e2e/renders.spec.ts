import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, gotoReady, test } from './fixtures';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** One model of each series and the views the render script draws of it. */
const SMOKE: [string, string][] = [
  ['CC-LG-6D', 'open'],
  ['CC-ZF-24E', 'open'],
  ['CC-ZT-2C', 'top'],
  ['CC-XD-2R', 'open'],
  ['CC-YJ-8K', 'open'],
  ['CC-BWT-8G', 'top'],
  ['CC-JS-KW90', 'side'],
];

test('the render script draws every view of a model of each series into WebP files', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'once is enough');
  test.setTimeout(300_000);
  const out = mkdtempSync(join(tmpdir(), 'renders-'));
  try {
    await promisify(execFile)(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/renders/render.ts'],
      {
        cwd: ROOT,
        env: { ...process.env, RENDER_ONLY: SMOKE.map(([m]) => m).join(','), RENDER_OUT: out },
      },
    );
    for (const [model, third] of SMOKE)
      for (const view of ['', '-front', `-${third}`])
        for (const width of [240, 480, 800, 1200]) {
          const name = `${model.toLowerCase()}${view}-${width}.webp`;
          const bytes = readFileSync(join(out, name));
          expect(bytes.subarray(8, 12).toString(), name).toBe('WEBP');
          if (width !== 480) continue;
          const size = await page.evaluate(async (data) => {
            const img = new Image();
            img.src = `data:image/webp;base64,${data}`;
            await img.decode();
            const canvas = document.createElement('canvas');
            canvas.width = img.naturalWidth;
            canvas.height = img.naturalHeight;
            const ctx = canvas.getContext('2d')!;
            ctx.drawImage(img, 0, 0);
            // Not a blank frame: the product is darker than the studio grey.
            const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
            let dark = 0;
            for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 200) dark += 1;
            return { w: img.naturalWidth, h: img.naturalHeight, dark: dark / (pixels.length / 4) };
          }, bytes.toString('base64'));
          expect(size, name).toMatchObject({ w: width, h: Math.round(width * 0.75) });
          expect(size.dark, `share of ${name} the product covers`).toBeGreaterThan(0.05);
        }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('a model page shows three views, switched by thumbnail and by keyboard', async ({ page }) => {
  await gotoReady(page, '/product/zhengfangui/cc-zf-24e');
  const tablist = page.getByRole('tablist', { name: 'CC-ZF-24E 产品视图' });
  const tabs = tablist.getByRole('tab');
  await expect(tabs).toHaveCount(3);
  const shown = page.getByRole('tabpanel').getByRole('img');
  await expect(shown).toHaveAttribute('srcset', /cc-zf-24e-480\.webp 480w/);
  for (const img of await tablist.getByRole('img').all()) {
    await expect(img).toHaveAccessibleName(/CC-ZF-24E/);
    await expect(img).toHaveAttribute('srcset', /1200w/);
  }
  await tabs.nth(2).click();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(shown).toHaveAttribute('srcset', /cc-zf-24e-open-480\.webp 480w/);
  await expect(shown).toHaveAccessibleName(/CC-ZF-24E .*开门/);
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(shown).toHaveAttribute('srcset', /cc-zf-24e-front-480\.webp 480w/);
  await page.keyboard.press('Home');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(shown).toHaveAttribute('srcset', /cc-zf-24e-480\.webp 480w/);
});
