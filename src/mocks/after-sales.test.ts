// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  PATHS,
  type EquipmentAnswer,
  type MaintenanceAnswer,
  type RepairsAnswer,
} from '@/contract';
import { findModel } from '@/content/catalogue';
import { seedTask } from './store/after-sales-data';
import { DISPATCH_AFTER_MS } from './store';
import { advance, bearer, call, get, passwordLogin, setupMockApi, store } from './test-helpers';

setupMockApi();

// START is 2025-01-01 16:00 in Asia/Shanghai.
const TODAY = '2025-01-01';
const DAY = 86_400_000;

const send = (path: string, token: string, body: unknown) =>
  call(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });
const units = async (token: string) =>
  (await get<EquipmentAnswer>(PATHS.equipment, bearer(token))).rows ?? [];
const repairs = async (token: string) =>
  (await get<RepairsAnswer>(PATHS.repairs, bearer(token))).rows ?? [];
const records = async (token: string) =>
  (await get<MaintenanceAnswer>(PATHS.maintenance, bearer(token))).rows ?? [];

const repair = (change: Record<string, unknown> = {}) => ({
  requestId: crypto.randomUUID(),
  serialNo: 'CCZT010942',
  fault: '炉头熄火',
  photos: ['http://127.0.0.1:3003/profile/upload/1_a.jpg'],
  contactName: '张建国',
  phoneNumber: '13800138000',
  visitDate: '',
  ...change,
});
const record = (change: Record<string, unknown> = {}) => ({
  requestId: crypto.randomUUID(),
  serialNo: 'CCYJ120318',
  task: '清洗',
  doneAt: TODAY,
  by: '陈国强',
  note: '',
  ...change,
});

describe('after-sales demo data', () => {
  it('gives C10086 six catalogue units over four series, C10087 two', async () => {
    const zhang = await units(await passwordLogin('C10086'));
    const li = await units(await passwordLogin('C10087'));
    expect(zhang).toHaveLength(6);
    expect(li).toHaveLength(2);
    const all = [...zhang, ...li, ...store.unregisteredUnits()];
    for (const unit of all) expect(unit.name, unit.model).toBe(findModel(unit.model)?.name);
    expect(new Set(zhang.map((u) => findModel(u.model)?.ctype)).size).toBe(4);
    const expired = zhang.filter((u) => u.warrantyUntil! < TODAY);
    expect(expired.length).toBeGreaterThan(0);
    expect(expired.length).toBeLessThan(zhang.length);
    expect(store.unregisteredUnits().length).toBeGreaterThanOrEqual(4);
  });

  it('has exactly one overdue unit, a fume purifier last cleaned 38 days ago', async () => {
    const token = await passwordLogin();
    const done = await records(token);
    const overdue = (await units(token)).filter(({ serialNo, model, installedAt }) => {
      const { task, days } = seedTask(model);
      const last = done.find((r) => r.serialNo === serialNo && r.task === task)?.doneAt;
      return Date.parse(last ?? installedAt!) + days * DAY < Date.parse(TODAY);
    });
    expect(overdue.map((u) => u.model)).toEqual(['CC-YJ-12K']);
    expect(done.find((r) => r.serialNo === 'CCYJ120318')?.doneAt).toBe('2024-11-24');
  });

  it('has one repair in progress, with an engineer', async () => {
    const rows = await repairs(await passwordLogin());
    const open = rows.filter((r) => r.status !== 'done');
    expect(open).toMatchObject([{ status: 'repairing', engineer: { nickName: '刘建华' } }]);
  });
});

describe('登记设备', () => {
  it('registers a serial of the registry with its install record, listed first', async () => {
    const token = await passwordLogin();
    const [waiting] = store.unregisteredUnits();
    const answer = await send(PATHS.registerEquipment, token, { serialNo: ' ccbw 060301 ' });
    expect(answer).toEqual({ code: 200, msg: '登记成功', data: waiting });
    expect((await units(token))[0]).toEqual(waiting);
    expect(store.unregisteredUnits()).not.toContainEqual(waiting);
  });

  it.each([
    ['CC00000000', 500, '未找到该序列号'],
    ['CCYJ120318', 500, '该设备已登记'],
    ['CCZF240415', 500, '该序列号已被其他客户登记'],
    ['AB12345678', 400, '请输入正确的设备序列号'],
    ['CC123', 400, '请输入正确的设备序列号'],
  ])('refuses %s: %s %s', async (serialNo, code, msg) => {
    const token = await passwordLogin();
    expect(await send(PATHS.registerEquipment, token, { serialNo })).toEqual({ code, msg });
    expect(await units(token)).toHaveLength(6);
  });
});

describe('申请报修', () => {
  it('keeps a repair as 已受理, and 已派工 with an engineer two minutes later', async () => {
    const token = await passwordLogin();
    const answer = await send(PATHS.requestRepair, token, repair({ visitDate: TODAY }));
    expect(answer).toEqual({ code: 200, msg: '报修已提交', data: { id: 'BX202501010001' } });
    expect((await repairs(token))[0]).toMatchObject({
      id: 'BX202501010001',
      serialNo: 'CCZT010942',
      model: 'CC-ZT-1D',
      status: 'accepted',
      createdAt: '2025-01-01 16:00',
      engineer: null,
    });
    advance(DISPATCH_AFTER_MS - 1);
    expect((await repairs(token))[0]).toMatchObject({ status: 'accepted', engineer: null });
    advance(1);
    const [dispatched] = await repairs(token);
    expect(dispatched).toMatchObject({ status: 'dispatched', engineer: { nickName: '刘建华' } });
    expect(store.allRepairs()[0]?.status).toBe('dispatched');
  });

  it('keeps a repeated requestId once and answers the same id', async () => {
    const token = await passwordLogin();
    const body = repair();
    const first = await send(PATHS.requestRepair, token, body);
    expect(await send(PATHS.requestRepair, token, body)).toEqual(first);
    const second = await send(PATHS.requestRepair, token, repair());
    expect(second).toMatchObject({ data: { id: 'BX202501010002' } });
    expect(await repairs(token)).toHaveLength(4);
  });

  it.each([
    [{ serialNo: 'CCZF240415' }, 500, '该设备不在您的设备列表中'],
    [{ serialNo: 'CCBW060301' }, 500, '该设备不在您的设备列表中'],
    [{ visitDate: '2024-12-31' }, 400, '上门日期不能早于今天'],
    [{ visitDate: '2025-02-30' }, 400, '日期格式错误'],
    [{ fault: ' ' }, 400, '请描述故障情况'],
    [{ photos: ['a', 'b', 'c', 'd'] }, 400, '照片格式错误'],
  ])('refuses %j: %s %s', async (change, code, msg) => {
    const token = await passwordLogin();
    expect(await send(PATHS.requestRepair, token, repair(change))).toEqual({ code, msg });
    expect(await repairs(token)).toHaveLength(2);
  });

  it('counts today in Asia/Shanghai', async () => {
    advance(8 * 3_600_000 + 30 * 60_000); // 2025-01-02 00:30 in Shanghai, still 1 January in UTC
    const token = await passwordLogin();
    const refused = await send(PATHS.requestRepair, token, repair({ visitDate: TODAY }));
    expect(refused).toEqual({ code: 400, msg: '上门日期不能早于今天' });
    const answer = await send(PATHS.recordMaintenance, token, record({ doneAt: '2025-01-02' }));
    expect(answer).toEqual({ code: 200, msg: '保存成功' });
  });
});

describe('记录保养', () => {
  it('keeps a record, listed first, and a repeated requestId once', async () => {
    const token = await passwordLogin();
    const before = (await records(token)).length;
    const body = record({ note: '电场清洗' });
    expect(await send(PATHS.recordMaintenance, token, body)).toEqual({
      code: 200,
      msg: '保存成功',
    });
    expect(await send(PATHS.recordMaintenance, token, body)).toEqual({
      code: 200,
      msg: '保存成功',
    });
    const rows = await records(token);
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toMatchObject({ serialNo: 'CCYJ120318', doneAt: TODAY, note: '电场清洗' });
  });

  it.each([
    [{ doneAt: '2025-01-02' }, 400, '保养日期不能晚于今天'],
    [{ doneAt: '2025-1-1' }, 400, '日期格式错误'],
    [{ by: '' }, 400, '请填写执行人'],
    [{ serialNo: 'CCJS080902' }, 500, '该设备不在您的设备列表中'],
  ])('refuses %j: %s %s', async (change, code, msg) => {
    const token = await passwordLogin();
    const before = await records(token);
    expect(await send(PATHS.recordMaintenance, token, record(change))).toEqual({ code, msg });
    expect(await records(token)).toEqual(before);
  });
});

describe('each customer', () => {
  it('sees only their own units, repairs and records', async () => {
    const li = await passwordLogin('C10087');
    const serials = (await units(li)).map((u) => u.serialNo).sort();
    expect(serials).toEqual(['CCJS080902', 'CCZF240415']);
    expect(await repairs(li)).toEqual([]);
    await send(PATHS.requestRepair, li, repair({ serialNo: 'CCZF240415' }));
    expect((await repairs(await passwordLogin())).map((r) => r.serialNo)).not.toContain(
      'CCZF240415',
    );
    for (const row of await records(li)) expect(serials).toContain(row.serialNo);
  });

  it('needs a bearer token for every after-sales call', async () => {
    const expired = { code: 401, msg: '登录状态已过期，请重新登录' };
    for (const path of [PATHS.equipment, PATHS.repairs, PATHS.maintenance]) {
      expect(await get(path)).toEqual(expired);
      expect(await get(path, bearer('not-a-token'))).toEqual(expired);
    }
    // Refused before the body is read: a malformed one answers 401 too.
    expect(await send(PATHS.registerEquipment, 'x', { serialNo: 'bad' })).toEqual(expired);
    expect(await send(PATHS.requestRepair, 'x', repair())).toEqual(expired);
    expect(await send(PATHS.recordMaintenance, 'x', record())).toEqual(expired);
  });
});
