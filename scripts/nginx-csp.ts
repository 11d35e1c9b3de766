// The Content-Security-Policy of deploy/nginx.conf allows the inline script every page runs first
// (src/app/early-taps/inline.ts) by its sha256: `script-src 'self' 'sha256-…'`. `npm run
// nginx-conf` writes the hash of the script as the build makes it; the build fails when the pages
// it wrote run an inline script the committed file does not allow (scripts/build.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles } from './html-files.ts';
import { attribute, documentElements, textOf } from './prerender/html.ts';

/** The CSP source that allows exactly this inline script: `'sha256-<base64>'`. */
export const scriptHash = (script: string): string =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

// The script-src directive of the Content-Security-Policy header line: its sources.
const SCRIPT_SRC = /(add_header Content-Security-Policy "[^"]*?\bscript-src )([^;"]*)/;

/** The sources the script-src of `conf`'s Content-Security-Policy allows. */
export function scriptSources(conf: string): string[] {
  const sources = SCRIPT_SRC.exec(conf)?.[2];
  if (sources === undefined) throw new Error('deploy/nginx.conf: no CSP script-src');
  return sources.trim().split(/\s+/);
}

/** `conf` with its CSP's script-src allowing the site's own files and these inline scripts. */
export function withScriptHashes(conf: string, hashes: readonly string[]): string {
  scriptSources(conf);
  return conf.replace(
    SCRIPT_SRC,
    (_, directive: string) => `${directive}${["'self'", ...hashes].join(' ')}`,
  );
}

/** Run by the browser: no src, and a JavaScript type (JSON-LD is data, which CSP does not govern). */
const EXECUTABLE = new Set(['', 'text/javascript', 'module', 'application/javascript']);

/** The CSP sources of the inline scripts the build at `dist` runs, each once, in order found. */
export function emittedScriptHashes(dist: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(dist))
    for (const script of documentElements(readFileSync(join(dist, file), 'utf8'), 'script'))
      if (
        attribute(script, 'src') === undefined &&
        EXECUTABLE.has((attribute(script, 'type') ?? '').trim().toLowerCase())
      )
        hashes.add(scriptHash(textOf(script)));
  return [...hashes];
}

/**
 * Fails when the build at `dist` runs an inline script deploy/nginx.conf (`conf`) does not allow,
 * or the file allows one the build no longer has: the browser would refuse the first, and the
 * second is an allowance nothing needs.
 */
export function checkScriptHashes(dist: string, conf: string): void {
  const emitted = emittedScriptHashes(dist).sort();
  const allowed = scriptSources(conf)
    .filter((source) => source !== "'self'")
    .sort();
  if (emitted.join(' ') !== allowed.join(' '))
    throw new Error(
      `deploy/nginx.conf allows the inline scripts ${allowed.join(' ') || '(none)'}, but the ` +
        `build's pages run ${emitted.join(' ') || '(none)'}: run \`npm run nginx-conf\`.`,
    );
}
