import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

test('the render script draws one model into WebP files of the right size', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'once is enough');
  test.setTimeout(120_000);
  const out = mkdtempSync(join(tmpdir(), 'renders-'));
  try {
    await promisify(execFile)(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/renders/render.ts'],
      { cwd: ROOT, env: { ...process.env, RENDER_ONLY: 'CC-LG-6D', RENDER_OUT: out } },
    );
    for (const width of [480, 800, 1200]) {
      const bytes = readFileSync(join(out, `cc-lg-6d-${width}.webp`));
      expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
      const size = await page.evaluate(async (data) => {
        const img = new Image();
        img.src = `data:image/webp;base64,${data}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        // Not a blank frame: the cabinet's steel is darker than the studio grey.
        const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        let dark = 0;
        for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 200) dark += 1;
        return { w: img.naturalWidth, h: img.naturalHeight, dark: dark / (pixels.length / 4) };
      }, bytes.toString('base64'));
      expect(size).toMatchObject({ w: width, h: Math.round(width * 0.75) });
      expect(size.dark, 'share of the frame the product covers').toBeGreaterThan(0.1);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
