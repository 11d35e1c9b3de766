// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { seedSnapshot, type StoreSnapshot } from '@/mocks/store';
import { startApiServer } from './app';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Workers firing registrations at once, and answered registrations before the SIGKILL. */
const WORKERS = 6;
const KILL_AFTER = 30;
/**
 * Customers already in the file: about 1.5 MB of JSON, so every save takes long enough that the
 * kill usually lands inside one (a save that wrote the file in place would then leave it cut off).
 */
const PRESEEDED = 8000;

const dir = mkdtempSync(join(tmpdir(), 'contract-api-crash-'));
const dataFile = join(dir, 'db.json');
const started: ChildProcess[] = [];
let serverPid = 0;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterAll(() => {
  // Only what this test started, by pid.
  for (const pid of [serverPid, ...started.map((c) => c.pid ?? 0)]) {
    if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(dir, { recursive: true, force: true });
});

/** `node node_modules/tsx/dist/cli.mjs server/main.ts` on a free port; its port and own pid. */
async function spawnServer(): Promise<{
  child: ChildProcess;
  exited: Promise<unknown>;
  port: number;
  pid: number;
}> {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      API_DATA_FILE: dataFile,
      TRUST_PROXY: '1',
      FORCE_COLOR: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const exited = once(child, 'exit');
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`no start-up line in 15 s: ${out} ${stderr}`)),
      15_000,
    );
    // Keeps reading (the server logs every request) so the pipe never fills.
    child.stdout?.on('data', (chunk: Buffer) => {
      if (out.length > 10_000) return;
      out += chunk.toString('utf8');
      const match = /端口 (\d+)，进程号 (\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, exited, port: Number(match[1]), pid: Number(match[2]) });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${stderr}`)));
  });
}

interface Envelope {
  code: number;
  msg: string;
  data?: string;
}

describe('crash safety', () => {
  it('keeps every registration answered 200 through a SIGKILL in the middle of the writes', async () => {
    const seed = seedSnapshot();
    for (let n = 0; n < PRESEEDED; n += 1) {
      seed.customers.push({
        customerNo: `C${20000 + n}`,
        password: '',
        phoneNumber: `1350000${String(n).padStart(4, '0')}`,
        companyName: `已有客户${n}号餐饮管理有限公司`,
        userName: `用户${String(n).padStart(4, '0')}`,
        salesmanId: 's-wang',
      });
    }
    seed.nextCustomerSeq = 20000 + PRESEEDED;
    writeFileSync(dataFile, JSON.stringify(seed, null, 2));
    const server = await spawnServer();
    serverPid = server.pid;
    const base = `http://127.0.0.1:${server.port}`;
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
      (await (
        await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify(body),
        })
      ).json()) as Envelope;

    const answered: string[] = [];
    const unexpected: unknown[] = [];
    let next = 0;
    let killed = false;
    let killing: Promise<void> | undefined;

    /** While the registrations go on, a burst of saves (each new QR ticket is one), then SIGKILL. */
    async function killMidWrite() {
      const burst = Array.from({ length: 20 }, () =>
        fetch(`${base}/api/wx/auth/get-ticket`).catch(() => undefined),
      );
      await new Promise((resolve) => setTimeout(resolve, 40 + Math.random() * 80));
      killed = true;
      process.kill(serverPid, 'SIGKILL');
      await Promise.all(burst);
    }

    async function worker() {
      while (!killed) {
        const n = next++;
        const phone = `1360000${String(n).padStart(4, '0')}`;
        // TRUST_PROXY=1: each registration from its own address, under the per-address limits.
        const from = { 'X-Forwarded-For': `198.18.${n >> 8}.${n & 255}` };
        try {
          const sent = await post(`/api/sms/registerCode?phoneNumber=${phone}`, null, from);
          if (sent.code !== 200) throw new Error(`send refused: ${sent.msg}`);
          const list = (await (await fetch(`${base}/dev/sms.json`)).json()) as {
            uuid: string;
            code: string;
          }[];
          const code = list.find((sms) => sms.uuid === sent.data)?.code;
          const answer = await post('/api/cms/register', {
            phoneNumber: phone,
            code,
            uuid: sent.data,
            companyName: `崩溃测试${n}`,
            checked: true,
          });
          // Recorded even when it arrives after the kill: it was sent before the process died.
          if (answer.code === 200) answered.push(phone);
          else unexpected.push(answer);
          if (answered.length >= KILL_AFTER && !killing) killing = killMidWrite();
        } catch (error) {
          if (!killed) unexpected.push(String(error));
        }
      }
    }

    await Promise.all(Array.from({ length: WORKERS }, worker));
    await killing;
    await server.exited;
    expect(alive(serverPid)).toBe(false);
    expect(unexpected).toEqual([]);
    expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER);

    // The file is whole JSON and holds every answered registration.
    const snapshot = JSON.parse(readFileSync(dataFile, 'utf8')) as StoreSnapshot;
    const phones = new Set(snapshot.customers.map((c) => c.phoneNumber));
    expect(answered.filter((phone) => !phones.has(phone))).toEqual([]);
    expect(snapshot.customers.length).toBeGreaterThanOrEqual(2 + PRESEEDED + answered.length);

    // A restart on the file removes a temp file the kill may have left, and keeps them all.
    const again = await startApiServer({ port: 0, host: '127.0.0.1', dataFile, log: () => {} });
    try {
      expect(readdirSync(dir).filter((f) => f.includes('.tmp.'))).toEqual([]);
      const kept = new Set(again.store.snapshot().customers.map((c) => c.phoneNumber));
      expect(answered.filter((phone) => !kept.has(phone))).toEqual([]);
    } finally {
      await again.close();
    }
  });
});
