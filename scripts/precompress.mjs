// Writes <file>.gz beside every text file of a build, for nginx's gzip_static: the server sends
// the smallest answer without compressing on every request.
//
// Zopfli (Google's deflate encoder, as WebAssembly) rather than node:zlib: Node's bundled zlib at
// level 9 made /home's HTML 14,482 bytes, over the 14.3 KB a new connection's first round trip
// carries, and zopfli 13,904 (the app's largest file: 99.0 → 96.3 KB). One iteration without
// block splitting: about 2.5 s for a whole build; more iterations or block splitting gave
// another 1 % for ten times the time. The output is plain gzip: every browser reads it.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipAsync } from '@gfx/zopfli';

const TEXT = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;
const ZOPFLI = { numiterations: 1, blocksplitting: false };

/** Compresses every text file of `dir` of 256 bytes or more; resolves with how many. */
export async function precompress(dir) {
  let count = 0;
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    const file = await stat(path);
    if (file.isDirectory()) {
      if (name !== '.vite') count += await precompress(path);
    } else if (TEXT.test(name) && file.size >= 256) {
      await writeFile(`${path}.gz`, await gzipAsync(await readFile(path), ZOPFLI));
      count += 1;
    }
  }
  return count;
}
