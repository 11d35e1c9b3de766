// `npm run dev`: the local contract API (port 3003) and Vite together, output prefixed [api] / [web].
// When either stops, or on Ctrl-C, both are stopped. Extra arguments go to Vite.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const tsxCli = require.resolve('tsx/cli');
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: string, text: string) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);

const children = new Map<string, ChildProcess>();
let stopping = false;
let exitCode = 0;

function start(name: string, color: string, args: string[]) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (useColor ? '1' : '0') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = paint(color, `[${name}]`);
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
  }
  child.on('error', (error) => {
    console.error(`${prefix} 无法启动：${error.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`${prefix} 已退出（${signal ?? `代码 ${code}`}），正在停止其余进程…`);
      stopAll(code ?? 1);
    }
    if (children.size === 0) process.exit(exitCode);
  });
  children.set(name, child);
}

function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of children.values()) child.kill('SIGTERM');
  // Whatever has not stopped after 5 s is killed.
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 5000).unref();
  if (children.size === 0) process.exit(exitCode);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

start('api', '36', [tsxCli, 'server/main.ts']);
start('web', '35', ['node_modules/vite/bin/vite.js', ...process.argv.slice(2)]);
