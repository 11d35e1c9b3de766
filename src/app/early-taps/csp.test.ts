import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT } from './inline';

it("deploy/nginx.conf's CSP allows the inlined capture script by its hash, and no other", () => {
  const hash = createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64');
  const conf = readFileSync('deploy/nginx.conf', 'utf8');
  const scriptSrc = /Content-Security-Policy "[^"]*script-src ([^;]*);/.exec(conf)?.[1];
  // After a change to capture.ts, put this value in the Content-Security-Policy line.
  expect(scriptSrc, `script-src should be 'self' 'sha256-${hash}'`).toBe(`'self' 'sha256-${hash}'`);
});
