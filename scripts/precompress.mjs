// Writes <file>.gz (gzip level 9) beside every text file of a build, for nginx's gzip_static:
// the server sends the smallest answer without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const TEXT = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;

export function precompress(dir) {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== '.vite') count += precompress(path);
    } else if (TEXT.test(name) && statSync(path).size >= 256) {
      writeFileSync(`${path}.gz`, gzipSync(readFileSync(path), { level: 9 }));
      count += 1;
    }
  }
  return count;
}
