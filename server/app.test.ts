// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreData } from '@/mocks/store';
import { startApiServer, type ApiServer } from './app';

let dir: string;
let dataFile: string;
let api: ApiServer;
const lines: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'contract-api-'));
  dataFile = join(dir, 'data', 'db.json');
  // No host: the default, 127.0.0.1.
  api = await startApiServer({ port: 0, dataFile, log: (line) => lines.push(line) });
});

afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const readSnapshot = () => JSON.parse(readFileSync(dataFile, 'utf8')) as StoreData;
const ORIGIN = 'http://localhost:5173';

describe('local contract API', () => {
  it('answers /health', async () => {
    const response = await fetch(`${api.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('logs in C10086 with CORS headers for a localhost origin, and saves the token', async () => {
    const response = await fetch(`${api.url}/api/cms/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json;charset=utf-8',
        Authorization: '',
        Origin: ORIGIN,
      },
      body: JSON.stringify({ username: 'C10086', password: '123456' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const body = (await response.json()) as { code: number; token: string };
    expect(body).toMatchObject({ code: 200, msg: '登录成功' });
    expect(readSnapshot().tokens[body.token]?.customerNo).toBe('C10086');

    const profile = await fetch(`${api.url}/api/cms/customer/profile`, {
      headers: { Authorization: `Bearer ${body.token}`, isToken: 'true' },
    });
    expect(await profile.json()).toMatchObject({ code: 200, data: { userName: '张建国' } });
  });

  it('answers CORS preflights for localhost and 127.0.0.1 origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${api.url}/api/cms/customer/profile`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization,istoken',
        },
      });
    const allowed = await preflight('http://127.0.0.1:4173');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(allowed.headers.get('access-control-allow-headers')).toBe(
      'Content-Type, Authorization, isToken, X-Api-Profile',
    );
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the ticket QR as SVG encoding the scan page, and the scan page lets a user scan', async () => {
    const ticketAnswer = (await (await fetch(`${api.url}/api/wx/auth/get-ticket`)).json()) as {
      data: { ticket: string; uuid: string };
    };
    const { ticket, uuid } = ticketAnswer.data;
    const qr = await fetch(`${api.url}/wx/qrcode?ticket=${ticket}`);
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toContain('image/svg+xml');
    expect(await qr.text()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const page = await (await fetch(`${api.url}/wx/scan?ticket=${ticket}`)).text();
    expect(page).toContain('已绑定用户 张建国 (wx-zhang)');
    expect(page).toContain('新微信用户 (wx-new)');
    const scanned = await fetch(`${api.url}/wx/scan`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ticket, openId: 'wx-new' }).toString(),
    });
    expect(await scanned.text()).toContain('扫码成功');
    expect(await (await fetch(`${api.url}/api/wx/auth/check/${uuid}`)).json()).toMatchObject({
      code: 200,
      isLogin: '2',
    });
  });

  it('prints SMS codes and lists them on the /dev inbox', async () => {
    const sent = (await (
      await fetch(`${api.url}/api/sms/loginCode?phoneNumber=13800138000`, { method: 'POST' })
    ).json()) as { data: string };
    expect(sent).toMatchObject({ code: 200, msg: '发送成功' });
    const code = readSnapshot().smsCodes.find((s) => s.uuid === sent.data)?.code ?? '';
    expect(lines).toContain(`[短信] 13800138000 登录验证码 ${code}（5 分钟内有效）`);
    const page = await (await fetch(`${api.url}/dev`)).text();
    expect(page).toContain(code);
    expect(page).toContain('13800138000');
  });

  it('serves the salesman QR and refuses oversized bodies and unknown paths', async () => {
    const qr = await fetch(`${api.url}/files/salesman/wang-haifeng-qr.svg?v=1.0.0`);
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toContain('image/svg+xml');
    expect((await fetch(`${api.url}/files/salesman/nobody.svg`)).status).toBe(404);

    const big = await fetch(`${api.url}/api/cms/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'C10086', password: 'x'.repeat(100_000) }),
    });
    expect(await big.json()).toEqual({ code: 400, msg: '请求格式错误' });
    const unknown = await fetch(`${api.url}/api/nothing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 404, msg: '接口不存在' });
  });

  it('listens on 127.0.0.1 unless told otherwise', () => {
    expect(api.url).toBe(`http://127.0.0.1:${api.port}`);
  });

  it('keeps a posted enquiry and lists it in the /dev inbox and /dev/inquiries.json', async () => {
    const body = {
      contactName: '王老师',
      phoneNumber: '13912345678',
      companyName: '佛山市某中学',
      region: '广东省佛山市',
      diners: 1200,
      message: '<b>新校区</b>',
      items: [{ model: 'CC-LG-4D', quantity: 2 }],
    };
    const post = (value: unknown) =>
      fetch(`${api.url}/api/cms/inquiry`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
        body: JSON.stringify(value),
      });
    const answer = await post(body);
    expect(answer.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const { data } = (await answer.json()) as { data: { id: string } };
    expect(data.id).toMatch(/^XJ\d{12}$/);
    expect(await (await post({ ...body, items: [] })).json()).toEqual({
      code: 400,
      msg: '询价单中没有型号',
    });
    expect(await (await fetch(`${api.url}/dev/inquiries.json`)).json()).toMatchObject([
      { ...body, id: data.id },
    ]);
    const page = await (await fetch(`${api.url}/dev`)).text();
    expect(page).toContain(data.id);
    expect(page).toContain('CC-LG-4D × 2');
    expect(page).toContain('&#60;b&#62;新校区');
    expect(page).not.toContain('<b>新校区');
    expect(readSnapshot().inquiries).toHaveLength(1);
  });

  it('POST /dev/reset restores the demo data and leads back to the inbox', async () => {
    const reset = await fetch(`${api.url}/dev/reset`, { method: 'POST', redirect: 'manual' });
    expect(reset.status).toBe(303);
    expect(reset.headers.get('location')).toBe('/dev');
    expect(readSnapshot().inquiries).toEqual([]);
    expect(readSnapshot().tokens).toEqual({});
    expect(lines).toContain('[数据] 已恢复演示数据');
  });

  it('starts again from the kept file, and from the seed when the file is unreadable', async () => {
    await (
      await fetch(`${api.url}/api/cms/login`, {
        method: 'POST',
        body: JSON.stringify({ username: 'C10087', password: '123456' }),
      })
    ).json();
    const before = readSnapshot();
    expect(Object.keys(before.tokens)).toHaveLength(1);
    const again = await startApiServer({ port: 0, host: '127.0.0.1', dataFile, log: () => {} });
    try {
      expect(again.store.snapshot().tokens).toEqual(before.tokens);
    } finally {
      await again.close();
    }
    writeFileSync(dataFile, '{ broken');
    const fresh = await startApiServer({ port: 0, host: '127.0.0.1', dataFile, log: () => {} });
    try {
      expect(fresh.store.snapshot().tokens).toEqual({});
      expect(readSnapshot().customers.map((c) => c.customerNo)).toEqual(['C10086', 'C10087']);
    } finally {
      await fresh.close();
    }
  });
});

describe('the minimal backend profile', () => {
  const inquiry = {
    contactName: '王老师',
    phoneNumber: '13912345678',
    companyName: '佛山市某中学',
    region: '',
    diners: null,
    message: '',
    items: [{ model: 'CC-ZF-24E', quantity: 2 }],
  };
  const post = (server: ApiServer, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/cms/inquiry`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<Record<string, unknown>>);

  it('answers an enquiry with code and msg only, and keeps a repeated requestId once', async () => {
    const minimal = await startApiServer({ port: 0, profile: 'minimal', log: () => {} });
    try {
      const body = { ...inquiry, requestId: '5d3f1c2a-8b7e-4f6a-9c0d-1e2f3a4b5c6d' };
      expect(await post(minimal, body)).toEqual({ code: 200, msg: '提交成功' });
      expect(await post(minimal, body)).toEqual({ code: 200, msg: '提交成功' });
      expect(minimal.store.inquiries()).toHaveLength(1);
      // Refusals are the same in both profiles.
      expect(await post(minimal, { ...inquiry, items: [] })).toEqual({
        code: 400,
        msg: '询价单中没有型号',
      });
    } finally {
      await minimal.close();
    }
  });

  it('answers one request as minimal when it sends X-Api-Profile (the browser tests)', async () => {
    const full = (await post(api, inquiry)) as { data?: { id?: unknown } };
    expect(typeof full.data?.id).toBe('string');
    expect(await post(api, inquiry, { 'X-Api-Profile': 'minimal' })).toEqual({
      code: 200,
      msg: '提交成功',
    });
  });
});
