// One production build for the whole run, made by the first spec file that asks for it (nginx,
// the built files, the old engine) while the others wait: three builds of the same files were
// about 3 min of CPU in every run. e2e/global-setup.ts clears it before a run, global-teardown
// after.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildArgs } from '../scripts/build-command.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PRODUCTION_DIST = join(ROOT, 'dist-production');
/** Made by whoever builds (mkdir is atomic: one worker wins); the build is done once DONE exists. */
const LOCK = join(ROOT, 'test-results', '.production-build');
const DONE = join(LOCK, 'done');
const FAILED = join(LOCK, 'failed');

/** Removes the build and its lock (global setup and teardown). */
export function clearProductionBuild() {
  rmSync(PRODUCTION_DIST, { recursive: true, force: true });
  rmSync(LOCK, { recursive: true, force: true });
}

/** The run's production build in PRODUCTION_DIST: built on the first call, awaited on the others. */
export async function productionBuild(): Promise<string> {
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  let mine = false;
  try {
    mkdirSync(LOCK);
    mine = true;
  } catch {
    // Another worker builds it.
  }
  if (mine) {
    try {
      await promisify(execFile)(process.execPath, buildArgs('production', 'dist-production'), {
        cwd: ROOT,
        maxBuffer: 64 * 1024 * 1024,
      });
      mkdirSync(DONE);
    } catch (error) {
      mkdirSync(FAILED);
      throw error;
    }
  }
  while (!existsSync(DONE)) {
    if (existsSync(FAILED)) throw new Error('the shared production build failed (see its spec)');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return PRODUCTION_DIST;
}
