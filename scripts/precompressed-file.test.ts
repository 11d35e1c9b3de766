// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { precompressedFile } from './precompressed-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const both = join(dir, 'app.js');
const gzipOnly = join(dir, 'page.html');
for (const file of [both, `${both}.br`, `${both}.gz`, gzipOnly, `${gzipOnly}.gz`])
  writeFileSync(file, '');

it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip', () => {
  expect(precompressedFile(both, 'gzip, deflate, br, zstd')).toEqual({
    file: `${both}.br`,
    encoding: 'br',
  });
  expect(precompressedFile(both, 'gzip, deflate')).toEqual({
    file: `${both}.gz`,
    encoding: 'gzip',
  });
});

it('falls back to gzip where the build wrote no .br, and to the file itself', () => {
  expect(precompressedFile(gzipOnly, 'br, gzip')).toEqual({
    file: `${gzipOnly}.gz`,
    encoding: 'gzip',
  });
  expect(precompressedFile(both, 'identity')).toBeNull();
  expect(precompressedFile(both, undefined)).toBeNull();
  expect(precompressedFile(join(dir, 'none.js'), 'br, gzip')).toBeNull();
});

it('reads tokens, not substrings', () => {
  expect(precompressedFile(both, 'brx, xgzip')).toBeNull();
});
