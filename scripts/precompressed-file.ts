// The text files a build precompresses (scripts/precompress.ts), and which of a file's twins a
// request gets, as nginx's brotli_static and gzip_static choose: brotli when the browser accepts
// it, else gzip, else none.
import { existsSync } from 'node:fs';

/** Content types of the text files the build precompresses, by extension. */
export const TEXT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
};

/** A file name the build precompresses (by its extension). */
export const TEXT_FILE = new RegExp(`\\.(${Object.keys(TEXT_TYPES).join('|')})$`);

const ENCODINGS = [
  { token: /\bbr\b/, suffix: '.br', encoding: 'br' },
  { token: /\bgzip\b/, suffix: '.gz', encoding: 'gzip' },
] as const;

/** The twin to send for `acceptEncoding`, or null: the file goes as it is. */
export function precompressedFile(
  file: string,
  acceptEncoding: string | undefined,
): { file: string; encoding: 'br' | 'gzip' } | null {
  for (const { token, suffix, encoding } of ENCODINGS) {
    if (token.test(acceptEncoding ?? '') && existsSync(file + suffix))
      return { file: file + suffix, encoding };
  }
  return null;
}
