// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StoreSnapshot } from '@/mocks/store';
import { startApiServer, type ApiServer, type ApiServerOptions } from './app';

let dir: string;
const servers: ApiServer[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'contract-api-hardening-'));
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

let fileNo = 0;
const newDataFile = () => join(dir, `case-${(fileNo += 1)}`, 'db.json');

async function start(options: Partial<ApiServerOptions> = {}) {
  const api = await startApiServer({
    port: 0,
    host: '127.0.0.1',
    dataFile: newDataFile(),
    log: () => {},
    ...options,
  });
  servers.push(api);
  return api;
}

const readSnapshot = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as StoreSnapshot;

interface Envelope {
  code: number;
  msg: string;
  data?: string;
  token?: string;
}

async function post(
  api: ApiServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

const sendRegisterCode = (api: ApiServer, phone: string, headers: Record<string, string> = {}) =>
  post(api, `/api/sms/registerCode?phoneNumber=${phone}`, '', headers).then((r) => r.body);

/** The code of a send, as /dev/sms.json lists it. */
async function codeOf(api: ApiServer, uuid: string): Promise<string> {
  const list = (await (await fetch(`${api.url}/dev/sms.json`)).json()) as {
    uuid: string;
    code: string;
  }[];
  const code = list.find((sms) => sms.uuid === uuid)?.code;
  if (!code) throw new Error(`no SMS for ${uuid}`);
  return code;
}

const phone = (n: number) => `1370000${String(n).padStart(4, '0')}`;
const tooFrequent = { code: 500, msg: '发送过于频繁，请稍后再试' };
const login = (api: ApiServer) =>
  post(api, '/api/cms/login', { username: 'C10086', password: '123456' });

describe('SMS limits per client address over HTTP', () => {
  it('count the socket address; a client-sent x-test-client-ip or X-Forwarded-For changes nothing', async () => {
    const api = await start();
    for (let n = 0; n < 5; n += 1) {
      const spoof = { 'x-test-client-ip': `10.0.0.${n}`, 'X-Forwarded-For': `10.1.0.${n}` };
      expect((await sendRegisterCode(api, phone(n), spoof)).code).toBe(200);
    }
    expect(await sendRegisterCode(api, phone(5), { 'x-test-client-ip': '10.9.9.9' })).toEqual(
      tooFrequent,
    );
    expect(Object.keys(api.store.snapshot().smsSendsByAddress)).toEqual(['127.0.0.1']);
  });

  it('with trustProxy, count the last X-Forwarded-For entry (the proxy’s), else the socket', async () => {
    const api = await start({ trustProxy: true });
    for (let n = 0; n < 5; n += 1) {
      // The first entry is whatever the client claimed; the proxy appended the last one.
      const xff = { 'X-Forwarded-For': `10.1.0.${n}, 198.51.100.7` };
      expect((await sendRegisterCode(api, phone(n), xff)).code).toBe(200);
    }
    expect(await sendRegisterCode(api, phone(5), { 'X-Forwarded-For': '198.51.100.7' })).toEqual(
      tooFrequent,
    );
    expect(
      (await sendRegisterCode(api, phone(5), { 'X-Forwarded-For': '198.51.100.8' })).code,
    ).toBe(200);
    // Not an address: the socket's counts.
    expect((await sendRegisterCode(api, phone(6), { 'X-Forwarded-For': 'evil' })).code).toBe(200);
    expect(Object.keys(api.store.snapshot().smsSendsByAddress).sort()).toEqual([
      '127.0.0.1',
      '198.51.100.7',
      '198.51.100.8',
    ]);
  });
});

describe('bad bodies', () => {
  it('answer code 400 to a 1 MB body, broken JSON and a chunked 1 MB body, and keep serving', async () => {
    const api = await start();
    const bad = { status: 200, body: { code: 400, msg: '请求格式错误' } };
    const megabyte = JSON.stringify({ username: 'C10086', password: 'x'.repeat(1024 * 1024) });
    expect(await post(api, '/api/cms/login', megabyte)).toEqual(bad);
    expect(await post(api, '/api/cms/login', '{"username": "C10086", "password": ')).toEqual(bad);
    expect(await post(api, '/api/cms/register', '\u0000\u0001garbage')).toEqual(bad);
    expect(await post(api, '/api/cms/login', '"C10086"')).toEqual(bad);

    const chunked = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${api.url}/api/sms/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode, body: text }));
      });
      req.on('error', reject);
      for (let i = 0; i < 64; i += 1) req.write('x'.repeat(16 * 1024));
      req.end();
    });
    expect(chunked.status).toBe(200);
    expect(JSON.parse(chunked.body)).toEqual(bad.body);

    // A client that goes away mid-body.
    await new Promise<void>((resolve, reject) => {
      const socket = connect(api.port, '127.0.0.1', () => {
        socket.write(
          'POST /api/cms/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"user',
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
      socket.on('error', reject);
    });

    const ok = await login(api);
    expect(ok.body).toMatchObject({ code: 200, msg: '登录成功' });
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
  });
});

describe('parallel registrations', () => {
  it('of one phone create exactly one customer; the others get a clean refusal', async () => {
    const dataFile = newDataFile();
    const api = await start({ dataFile });
    for (const [n, parallel] of [
      [1, 2],
      [2, 10],
    ] as const) {
      const { data: uuid = '' } = await sendRegisterCode(api, phone(n));
      const code = await codeOf(api, uuid);
      const answers = await Promise.all(
        Array.from({ length: parallel }, (_, i) =>
          post(api, '/api/cms/register', {
            phoneNumber: phone(n),
            code,
            uuid,
            companyName: `并发公司${i}`,
            checked: true,
          }),
        ),
      );
      const codes = answers.map((a) => a.body.code);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      for (const answer of answers.filter((a) => a.body.code !== 200)) {
        expect(answer).toEqual({
          status: 200,
          body: { code: 500, msg: '该手机号已注册，请直接登录' },
        });
      }
      const inFile = readSnapshot(dataFile).customers.filter((c) => c.phoneNumber === phone(n));
      expect(inFile).toHaveLength(1);
      expect(api.store.snapshot().customers.filter((c) => c.phoneNumber === phone(n))).toHaveLength(
        1,
      );
    }
  });

  it('of 20 distinct phones all succeed, with distinct numbers, and all persist', async () => {
    const dataFile = newDataFile();
    const api = await start({ trustProxy: true, dataFile });
    const phones = Array.from({ length: 20 }, (_, n) => phone(100 + n));
    const sends = await Promise.all(
      phones.map((p, n) => sendRegisterCode(api, p, { 'X-Forwarded-For': `198.51.100.${n}` })),
    );
    expect(sends.map((s) => s.code)).toEqual(phones.map(() => 200));
    const codes = await Promise.all(sends.map((s) => codeOf(api, s.data ?? '')));
    const answers = await Promise.all(
      phones.map((p, n) =>
        post(api, '/api/cms/register', {
          phoneNumber: p,
          code: codes[n],
          uuid: sends[n]?.data,
          companyName: `公司${n}`,
          checked: true,
        }),
      ),
    );
    expect(answers.map((a) => a.body.code)).toEqual(phones.map(() => 200));
    const customers = readSnapshot(dataFile).customers.filter((c) =>
      phones.includes(c.phoneNumber),
    );
    expect(customers.map((c) => c.phoneNumber).sort()).toEqual([...phones].sort());
    expect(new Set(customers.map((c) => c.customerNo)).size).toBe(20);
    // Every token answered works after a restart on the same file.
    await api.close();
    servers.splice(servers.indexOf(api), 1);
    const again = await start({ dataFile });
    for (const answer of answers) {
      const profile = await fetch(`${again.url}/api/cms/customer/profile`, {
        headers: { Authorization: `Bearer ${answer.body.token}` },
      });
      expect(((await profile.json()) as Envelope).code).toBe(200);
    }
  });
});

describe('persistence faults', () => {
  it('refuses a change it cannot save, keeps nothing of it, and recovers once it can save', async () => {
    const dataFile = newDataFile();
    const api = await start({ dataFile });
    const { data: uuid = '' } = await sendRegisterCode(api, phone(1));
    const code = await codeOf(api, uuid);
    const body = { phoneNumber: phone(1), code, uuid, companyName: '甲', checked: true };
    // The data file becomes a folder: the rename over it fails.
    rmSync(dataFile);
    mkdirSync(dataFile);
    expect(await post(api, '/api/cms/register', body)).toEqual({
      status: 500,
      body: { code: 500, msg: '数据保存失败，请稍后再试' },
    });
    expect(api.store.snapshot().customers.some((c) => c.phoneNumber === phone(1))).toBe(false);
    expect(readdirSync(join(dataFile, '..')).filter((f) => f.includes('.tmp.'))).toEqual([]);
    rmSync(dataFile, { recursive: true });
    const retried = await post(api, '/api/cms/register', body);
    expect(retried.body).toMatchObject({ code: 200, msg: '注册成功' });
    expect(readSnapshot(dataFile).customers.some((c) => c.phoneNumber === phone(1))).toBe(true);
  });

  it('replaces the file on every save (temp file + rename), never rewriting it in place', async () => {
    const dataFile = newDataFile();
    const api = await start({ dataFile });
    const before = statSync(dataFile).ino;
    const answer = await login(api);
    expect(answer.body.code).toBe(200);
    // A new inode: the old file was never opened for writing, so a crash mid-save cannot cut it.
    expect(statSync(dataFile).ino).not.toBe(before);
    expect(readSnapshot(dataFile).tokens[answer.body.token ?? '']?.customerNo).toBe('C10086');
    expect(readdirSync(join(dataFile, '..'))).toEqual(['db.json']);
  });

  it('on start-up deletes temp files of dead processes, and sets aside an unreadable file', async () => {
    const dataFile = newDataFile();
    const folder = join(dataFile, '..');
    mkdirSync(folder, { recursive: true });
    const dead = join(folder, '.db.4194305.tmp.json'); // above any pid_max: never a live process
    const live = join(folder, `.db.${process.ppid}.tmp.json`); // the test runner's parent is alive
    writeFileSync(dead, '{"half": ');
    writeFileSync(live, '{}');
    writeFileSync(dataFile, '{ broken');
    const lines: string[] = [];
    const api = await start({ dataFile, log: (line) => lines.push(line) });
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(live)).toBe(true);
    expect(api.store.snapshot().customers).toHaveLength(2);
    const aside = readdirSync(folder).filter((f) => /^db\.corrupt-\d+\.json$/.test(f));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(folder, aside[0] ?? ''), 'utf8')).toBe('{ broken');
    expect(lines.some((line) => line.includes('已损坏'))).toBe(true);
  });
});
