// Writes <file>.br and <file>.gz beside every text file of a build, for nginx's brotli_static and
// gzip_static: the server sends the smallest answer the browser reads, without compressing on
// every request.
//
// Brotli (node:zlib, quality 11) is what every browser of docs/deployment.md reads over HTTPS:
// the app's largest file 96.3 → 85.1 KB, /home's HTML 13.7 → 11.7 KB, so every page's HTML fits
// the first round trip of a new connection (about 14.3 KB).
//
// The .gz is for the rest, from zopfli (Google's deflate encoder, as WebAssembly) rather than
// node:zlib: Node's bundled zlib at level 9 made /home's HTML 14,482 bytes and zopfli 13,904. One
// iteration without block splitting: about 2.5 s for a whole build; more iterations or block
// splitting gave another 1 % for ten times the time. The output is plain gzip.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { TEXT_FILE } from './precompressed-file.ts';

const ZOPFLI = { numiterations: 1, blocksplitting: false };
const brotli = promisify(brotliCompress);

/** Both encodings of one file, written beside it. */
async function compressFile(path: string) {
  const raw = await readFile(path);
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  };
  const [br, gz] = await Promise.all([brotli(raw, { params }), gzipAsync(raw, ZOPFLI)]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/** The text files of `dir` of 256 bytes or more (a smaller answer gains nothing), .vite/ left out. */
async function textFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    const file = await stat(path);
    if (file.isDirectory()) {
      if (name !== '.vite') found.push(...(await textFiles(path)));
    } else if (TEXT_FILE.test(name) && file.size >= 256) {
      found.push(path);
    }
  }
  return found;
}

/** Compresses every text file of `dir`; resolves with how many. */
export async function precompress(dir: string): Promise<number> {
  const files = await textFiles(dir);
  // Brotli runs on libuv's thread pool: a few files at a time keep both cores busy.
  const queue = [...files];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) await compressFile(path);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return files.length;
}
