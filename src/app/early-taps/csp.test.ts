// @vitest-environment node
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { scriptHash, scriptSources } from '../../../scripts/nginx-csp';
import { EARLY_TAPS_SCRIPT } from './inline';

it("deploy/nginx.conf's CSP allows the inlined start-up script by its hash, and no other", () => {
  const conf = readFileSync('deploy/nginx.conf', 'utf8');
  // After a change to a script of src/app/early-taps, `npm run nginx-conf` writes the new hash.
  expect(scriptSources(conf), 'run `npm run nginx-conf`').toEqual([
    "'self'",
    scriptHash(EARLY_TAPS_SCRIPT),
  ]);
});
