// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkScriptHashes, emittedScriptHashes, scriptHash, withScriptHashes } from './nginx-csp';

const CONF = `server {
    add_header X-Frame-Options "DENY" always;
    add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-old='; style-src 'self'" always;
}
`;

describe('the CSP line of deploy/nginx.conf', () => {
  it('is rewritten with the given hashes, the rest of the file as it was', () => {
    expect(withScriptHashes(CONF, [scriptHash('alert(1)')])).toBe(
      CONF.replace(`'sha256-old='`, `'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='`),
    );
  });

  it('must be there', () => {
    expect(() => withScriptHashes('server {}', [])).toThrow(/no CSP script-src/);
  });
});

describe("a build's inline scripts", () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  /** A build whose pages run these inline scripts (and carry a JSON-LD block and a file script). */
  function build(...scripts: string[]) {
    dist = mkdtempSync(join(tmpdir(), 'csp-'));
    mkdirSync(join(dist, 'about'));
    scripts.forEach((script, i) =>
      writeFileSync(
        join(dist, i === 0 ? 'index.html' : 'about/index.html'),
        `<!doctype html><html><head><script>${script}</script>` +
          '<script type="application/ld+json">{"@type":"Organization"}</script>' +
          '<script type="module" src="/assets/index.js"></script></head><body></body></html>',
      ),
    );
    return dist;
  }

  it('are hashed once each, JSON-LD and file scripts left out', () => {
    expect(emittedScriptHashes(build('a()', 'a()'))).toEqual([scriptHash('a()')]);
  });

  it('must be what the conf allows, no more and no less', () => {
    const conf = withScriptHashes(CONF, [scriptHash('a()')]);
    expect(() => checkScriptHashes(build('a()'), conf)).not.toThrow();
    expect(() => checkScriptHashes(build('b()'), conf)).toThrow(/npm run nginx-conf/);
    expect(() => checkScriptHashes(build('a()', 'b()'), conf)).toThrow(/npm run nginx-conf/);
  });
});
