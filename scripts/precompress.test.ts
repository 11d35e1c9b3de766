// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('writes a .br and a .gz of each text file of 256 bytes or more, the .br the smaller', async () => {
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
  const brotli = readFileSync(join(dir, 'index.html.br'));
  expect(brotliDecompressSync(brotli).toString()).toBe(html);
  expect(brotli.length).toBeLessThan(packed.length);
  expect(existsSync(join(dir, 'assets', 'app.js.gz'))).toBe(true);
  expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app.js.br'))).toString()).toBe(
    html.replace(/</g, '('),
  );
  // Too small to gain, not text, or not served.
  for (const ext of ['gz', 'br']) {
    expect(existsSync(join(dir, 'assets', `tiny.js.${ext}`))).toBe(false);
    expect(existsSync(join(dir, 'assets', `photo.webp.${ext}`))).toBe(false);
    expect(existsSync(join(dir, '.vite', `manifest.json.${ext}`))).toBe(false);
  }
});
