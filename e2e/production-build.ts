// A production build for a spec file, built once before its tests, optionally served by Debian's
// nginx with deploy/nginx.conf on a free loopback port (e2e/nginx.spec.ts).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildArgs } from '../scripts/build-command.ts';
import { expect, test } from './fixtures';
import { freePort } from './free-port';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CONF = join(ROOT, 'deploy/nginx.conf');
const NGINX = '/usr/sbin/nginx';

/** deploy/nginx.conf with its host-specific lines swapped for an unprivileged run in `dir`. */
function testCopy(port: number, dir: string, dist: string): string {
  let conf = readFileSync(CONF, 'utf8');
  const swap = (pattern: RegExp, line: string) => {
    const found = conf.match(new RegExp(pattern.source, 'gm'))?.length ?? 0;
    if (found !== 1) throw new Error(`deploy/nginx.conf: ${found} lines match ${pattern}, want 1`);
    conf = conf.replace(new RegExp(pattern.source, 'm'), line);
  };
  swap(/^user\s.*$/, '# user: unchanged (unprivileged test run)');
  swap(/^pid\s.*$/, `pid "${dir}/nginx.pid";`);
  swap(/^error_log\s.*$/, `error_log "${dir}/error.log" warn;`);
  swap(/^([ \t]*)access_log\s.*$/, `$1access_log "${dir}/access.log";`);
  swap(/^([ \t]*)listen\s.*$/, `$1listen 127.0.0.1:${port};`);
  swap(/^([ \t]*)root\s.*$/, `$1root "${dist}";`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  swap(/^http \{$/, `http {\n${temp.map((t) => `    ${t}_temp_path "${dir}/${t}";`).join('\n')}`);
  return conf;
}

async function startNginx(prefix: string, confPath: string, origin: string): Promise<ChildProcess> {
  const args = ['-p', `${prefix}/`, '-c', confPath, '-e', join(prefix, 'startup.log')];
  const child = spawn(NGINX, [...args, '-g', 'daemon off; master_process off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const log = () =>
    ['startup.log', 'error.log']
      .map((f) => join(prefix, f))
      .filter(existsSync)
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited ${child.exitCode}\n${stderr}${log()}`);
    const up = await fetch(`${origin}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not answer on ${origin} within 10 s\n${stderr}${log()}`);
}

/**
 * Builds production into `<repo>/<distName>` before the calling file's tests (once, in the desktop
 * project: they check the server and the files, not a width) and removes it after them; with
 * `nginx`, serves it through deploy/nginx.conf: `url(path)` is that server's address for a path.
 */
export function setupProductionBuild(distName: string, { nginx: serve = false } = {}) {
  const dist = join(ROOT, distName);
  let origin = '';
  let prefix = '';
  let nginx: ChildProcess | undefined;
  let built = false;

  // One worker runs the whole file, so the build and nginx happen once.
  test.describe.configure({ mode: 'default' });

  test.beforeAll(async ({ browserName: _ }, testInfo) => {
    test.skip(
      testInfo.project.name === 'mobile',
      'the build and its server: once, in the desktop project',
    );
    testInfo.setTimeout(120_000);
    if (serve) expect(existsSync(NGINX), `${NGINX} missing: apt-get install nginx`).toBe(true);
    built = true;
    await promisify(execFile)(process.execPath, buildArgs('production', distName), {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    });
    if (!serve) return;
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    prefix = mkdtempSync(join(tmpdir(), 'chengchuan-nginx-'));
    const confPath = join(prefix, 'nginx.conf');
    writeFileSync(confPath, testCopy(port, prefix, dist));
    nginx = await startNginx(prefix, confPath, origin);
  });

  test.afterAll(async () => {
    const child = nginx;
    nginx = undefined;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    if (prefix) rmSync(prefix, { recursive: true, force: true });
    // ESLint (`npm run lint`) would lint a left-over build: only this worker's own, never the mobile one.
    if (built) rmSync(dist, { recursive: true, force: true });
  });

  return { dist, origin: () => origin, url: (path: string) => `${origin}${path}` };
}
