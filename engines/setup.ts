import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { buildArgs } from '../scripts/build-command.ts';
import { startApiServer } from '../server/app';
import { startHoldProxy } from './hold-proxy';

/**
 * Before the engine suites: the local contract API on its e2e port with a fresh data file, the
 * e2e build (dist-e2e, the one Playwright tests; built here when missing) served by vite preview,
 * and a virtual display for WebKitGTK when there is no screen (CI).
 */
export default async function setup() {
  const children: ChildProcess[] = [];
  if (!process.env.DISPLAY) {
    const display = ':94';
    children.push(spawn('Xvfb', [display, '-screen', '0', '1920x1080x24'], { stdio: 'ignore' }));
    process.env.DISPLAY = display;
  }
  const dataFile = 'test-results/engines-api-db.json';
  rmSync(dataFile, { force: true });
  const api = await startApiServer({ port: 3003, dataFile, log: () => {} });
  if (!existsSync('dist-e2e/index.html')) {
    const build = spawnSync(process.execPath, buildArgs('development', 'dist-e2e'), {
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('engines: the e2e build failed');
  }
  const port = process.env.ENGINES_SITE_PORT ?? '4175';
  const preview = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--mode',
      'development',
      '--outDir',
      'dist-e2e',
      '--port',
      port,
      '--strictPort',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(preview);
  await new Promise<void>((resolve) =>
    preview.stdout.on('data', (chunk) => String(chunk).includes('Local') && resolve()),
  );
  const hold = await startHoldProxy(Number(process.env.ENGINES_HOLD_PORT ?? 4176), Number(port));
  return async () => {
    await hold.close();
    for (const child of children) child.kill();
    await api.close();
  };
}
