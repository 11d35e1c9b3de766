// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('writes a .gz of each text file of 256 bytes or more, smaller than zlib at level 9', async () => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  const html = Array.from(
    { length: 200 },
    (_, i) => `<li class="_0${i % 7}"><a href="/product/lenggui/cc-lg-${i}d">冷柜 ${i} 门</a></li>`,
  ).join('\n');
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'assets', 'app.js'), html.replace(/</g, '('));
  writeFileSync(join(dir, 'assets', 'tiny.js'), 'export{}');
  writeFileSync(join(dir, 'assets', 'photo.webp'), html);
  writeFileSync(join(dir, '.vite', 'manifest.json'), html);

  expect(await precompress(dir)).toBe(2);
  const packed = readFileSync(join(dir, 'index.html.gz'));
  expect(gunzipSync(packed).toString()).toBe(html);
  expect(packed.length).toBeLessThan(gzipSync(html, { level: 9 }).length);
  expect(existsSync(join(dir, 'assets', 'app.js.gz'))).toBe(true);
  // Too small to gain, not text, or not served.
  expect(existsSync(join(dir, 'assets', 'tiny.js.gz'))).toBe(false);
  expect(existsSync(join(dir, 'assets', 'photo.webp.gz'))).toBe(false);
  expect(existsSync(join(dir, '.vite', 'manifest.json.gz'))).toBe(false);
});
