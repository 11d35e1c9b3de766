// Which of a build file's precompressed twins (scripts/precompress.mjs) a request gets, as nginx's
// brotli_static and gzip_static choose: brotli when the browser accepts it, else gzip, else none.
import { existsSync } from 'node:fs';

const ENCODINGS = [
  { token: /\bbr\b/, suffix: '.br', encoding: 'br' },
  { token: /\bgzip\b/, suffix: '.gz', encoding: 'gzip' },
];

/** The twin to send for `acceptEncoding`, or null: the file goes as it is. */
export function precompressedFile(file, acceptEncoding) {
  for (const { token, suffix, encoding } of ENCODINGS) {
    if (token.test(acceptEncoding ?? '') && existsSync(file + suffix))
      return { file: file + suffix, encoding };
  }
  return null;
}
