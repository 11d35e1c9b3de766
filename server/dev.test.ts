// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract';
import type { StoredMaintenance, StoredRepair } from '@/mocks/store';
import { startApiServer, type ApiServer } from './app';

let api: ApiServer;
let token: string;

beforeAll(async () => {
  api = await startApiServer({ port: 0, log: () => {} });
  const login = await post(PATHS.login, { username: 'C10086', password: '123456' });
  token = ((await login.json()) as { token: string }).token;
});

afterAll(() => api.close());

const post = (path: string, body: unknown) =>
  fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
const json = async <T>(path: string) => (await (await fetch(`${api.url}${path}`)).json()) as T;

describe('/dev after-sales lists', () => {
  it('lists the serial numbers a customer can register, until one is registered', async () => {
    expect(await (await fetch(`${api.url}/dev`)).text()).toContain('CCBW060301');
    await post(PATHS.registerEquipment, { serialNo: 'CCBW060301' });
    const page = await (await fetch(`${api.url}/dev`)).text();
    expect(page).not.toContain('CCBW060301');
    expect(page).toContain('CCZF120302');
  });

  it('lists repairs and maintenance records, newest first, also as JSON', async () => {
    const repair = (await (
      await post(PATHS.requestRepair, {
        requestId: crypto.randomUUID(),
        serialNo: 'CCYJ120318',
        fault: '风机异响',
        photos: [],
        contactName: '张建国',
        phoneNumber: '13800138000',
        visitDate: '',
      })
    ).json()) as { data: { id: string } };
    await post(PATHS.recordMaintenance, {
      requestId: crypto.randomUUID(),
      serialNo: 'CCYJ120318',
      task: '清洗',
      doneAt: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
      by: '陈国强',
      note: '开发页测试',
    });
    const repairs = await json<StoredRepair[]>('/dev/repairs.json');
    expect(repairs[0]).toMatchObject({
      id: repair.data.id,
      status: 'accepted',
      customerNo: 'C10086',
    });
    const records = await json<StoredMaintenance[]>('/dev/maintenance.json');
    expect(records[0]).toMatchObject({ note: '开发页测试', customerNo: 'C10086' });
    const page = await (await fetch(`${api.url}/dev`)).text();
    expect(page).toContain(repair.data.id);
    expect(page).toContain('开发页测试');
  });
});
