import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS, REQUEST_ID_PATTERN, type MaintenanceBody, type RepairBody } from '@/contract';
import { removeToken, setToken } from '@/lib/auth/token';
import { apiUrl } from '@/test/api';
import { renderWithRouter } from '@/test/render';
import CustomerCentre from './index';

const PROFILE = {
  userName: '张建国',
  companyName: '佛山顺德美食广场管理有限公司',
  phoneNumber: '13800138000',
  salesman: null,
};
const PURIFIER = {
  serialNo: 'CC2023YJ0815A',
  model: 'CC-YJ-8K',
  name: '静电式油烟净化器',
  site: '一号餐厅后厨',
  installedAt: '2023-08-15',
  warrantyUntil: '2025-08-15',
};
const STOVE = {
  serialNo: 'CC2026ZT0601B',
  model: 'CC-ZT-2C',
  site: '二号餐厅',
  installedAt: '2026-06-01',
  warrantyUntil: '2028-06-01',
};
const CLEANED = {
  serialNo: PURIFIER.serialNo,
  task: '清洗',
  doneAt: '2026-10-01',
  by: '陈师傅',
  note: '',
};

const server = setupServer();
let answers: Record<string, () => Response>;
const sent: { path: string; body: unknown }[] = [];
const ok = (fields: Record<string, JsonBodyType>) => () =>
  HttpResponse.json({ code: 200, msg: '操作成功', ...fields });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T10:00:00+08:00') });
  setToken('tok');
  sent.length = 0;
  answers = {
    [`GET ${PATHS.orderStatistics}`]: ok({ data: {} }),
    [`GET ${PATHS.equipment}`]: ok({ rows: [PURIFIER, STOVE] }),
    [`GET ${PATHS.repairs}`]: ok({
      rows: [
        {
          id: 1,
          serialNo: STOVE.serialNo,
          model: STOVE.model,
          fault: '炉头点不着',
          status: 'dispatched',
          createdAt: '2026-11-27 09:30',
          engineer: { nickName: '刘建华', phonenumber: '13622223333' },
        },
      ],
    }),
    [`GET ${PATHS.maintenance}`]: ok({ rows: [CLEANED] }),
    [`POST ${PATHS.registerEquipment}`]: () =>
      HttpResponse.json({ code: 500, msg: '未找到该序列号' }),
    [`POST ${PATHS.requestRepair}`]: ok({}),
    [`POST ${PATHS.recordMaintenance}`]: ok({}),
  };
  server.use(
    http.all(apiUrl('/api/*'), async ({ request }) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'POST') sent.push({ path, body: await request.json() });
      return answers[`${request.method} ${path}`]!();
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  removeToken();
  vi.useRealTimers();
});
afterAll(() => server.close());

const renderCentre = () =>
  renderWithRouter(<CustomerCentre profile={PROFILE} onLogout={() => {}} />, { url: '/ucenter' });
const unitCard = async (serial: string) => {
  const card = (await screen.findByRole('heading', { name: '我的设备' })).closest('.ant-card');
  return (await within(card as HTMLElement).findByText(`序列号 ${serial}`)).closest('li')!;
};

describe('the after-sales customer centre', () => {
  it('lists each unit: model link, site, install date, warranty, next maintenance or days overdue', async () => {
    renderCentre();
    const purifier = within(await unitCard(PURIFIER.serialNo));
    expect(purifier.getByRole('link', { name: 'CC-YJ-8K' })).toHaveAttribute(
      'href',
      '/product/youyanjinghua/cc-yj-8k',
    );
    expect(purifier.getByText('一号餐厅后厨')).toBeInTheDocument();
    expect(purifier.getByText('已过保')).toBeInTheDocument();
    // Cleaned 2026-10-01, every 30 days: due 2026-10-31, 28 days over on 2026-11-28.
    expect(await purifier.findByText('已逾期 28 天')).toBeInTheDocument();
    const stove = within(await unitCard(STOVE.serialNo));
    expect(stove.getByText('保修至 2028-06-01')).toBeInTheDocument();
    expect(stove.getByText('下次保养 2026-11-28')).toBeInTheDocument();
    for (const heading of ['我的设备', '报修服务', '保养记录'])
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    const repairs = within(
      screen.getByRole('heading', { name: '报修服务' }).closest('.ant-card') as HTMLElement,
    );
    expect(repairs.getByText('已派工')).toBeInTheDocument();
    expect(repairs.getByRole('link', { name: '13622223333' })).toHaveAttribute(
      'href',
      'tel:13622223333',
    );
  });

  it('a failed list says 加载失败 with 重试, and the rest of the centre works', async () => {
    answers[`GET ${PATHS.repairs}`] = () => HttpResponse.json({ code: 500, msg: '服务暂不可用' });
    renderCentre();
    const failed = await screen.findByRole('alert', { name: '报修记录加载失败' });
    expect(await unitCard(PURIFIER.serialNo)).toBeInTheDocument();
    answers[`GET ${PATHS.repairs}`] = ok({ rows: [] });
    fireEvent.click(within(failed).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无报修记录。')).toBeInTheDocument();
  });

  it('登记设备 refuses a malformed serial before sending, and shows the company refusal', async () => {
    renderCentre();
    fireEvent.click(await screen.findByRole('button', { name: '登记设备' }));
    const field = await screen.findByLabelText('设备序列号');
    fireEvent.change(field, { target: { value: 'AB123' } });
    fireEvent.click(screen.getByRole('button', { name: '确认登记' }));
    expect(await screen.findByText('请输入正确的设备序列号')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(field, { target: { value: 'cc2024 lg0815z' } });
    fireEvent.click(screen.getByRole('button', { name: '确认登记' }));
    expect(await screen.findByText('未找到该序列号')).toBeInTheDocument();
    expect(sent).toEqual([{ path: PATHS.registerEquipment, body: { serialNo: 'CC2024LG0815Z' } }]);
  });

  it('申请报修: one requestId across a failure and its retry; the fallback keeps what was typed', async () => {
    answers[`POST ${PATHS.requestRepair}`] = () => HttpResponse.error();
    renderCentre();
    fireEvent.click(await screen.findByRole('button', { name: `申请报修 ${STOVE.serialNo}` }));
    const dialog = within(
      await screen.findByRole('dialog', { name: `申请报修 ${STOVE.serialNo}` }),
    );
    expect(dialog.getByLabelText('联系人')).toHaveValue('张建国');
    fireEvent.click(dialog.getByRole('button', { name: '提交报修' }));
    expect(await dialog.findByText('请描述故障情况')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('故障描述'), { target: { value: '右侧炉头点不着火' } });
    fireEvent.click(dialog.getByRole('button', { name: '提交报修' }));
    const fallback = await dialog.findByRole('region', { name: '报修暂时没有发出' });
    expect(within(fallback).getByRole('button', { name: '复制报修内容' })).toBeInTheDocument();
    expect(dialog.getByLabelText('故障描述')).toHaveValue('右侧炉头点不着火');

    answers[`POST ${PATHS.requestRepair}`] = ok({ data: { id: 'BX1' } });
    fireEvent.click(dialog.getByRole('button', { name: '提交报修' }));
    expect(await screen.findByText('报修已提交')).toBeInTheDocument();
    const [first, second] = sent.map((request) => request.body as RepairBody);
    expect(first).toEqual({
      requestId: first!.requestId,
      serialNo: STOVE.serialNo,
      fault: '右侧炉头点不着火',
      photos: [],
      contactName: '张建国',
      phoneNumber: '13800138000',
      visitDate: '',
    });
    expect(first!.requestId).toMatch(REQUEST_ID_PATTERN);
    expect(second!.requestId).toBe(first!.requestId);
  });

  it('记录保养 needs 执行人, then the unit counts from the new record', async () => {
    renderCentre();
    expect(await screen.findByText('已逾期 28 天')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: `记录保养 ${PURIFIER.serialNo}` }));
    const dialog = within(
      await screen.findByRole('dialog', { name: `记录保养 ${PURIFIER.serialNo}` }),
    );
    expect(dialog.getByLabelText('项目')).toHaveValue('清洗');
    expect(dialog.getByLabelText('日期')).toHaveValue('2026-11-28');
    fireEvent.click(dialog.getByRole('button', { name: '保存记录' }));
    expect(await dialog.findByText('请填写执行人')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('执行人'), { target: { value: '陈师傅' } });
    answers[`GET ${PATHS.maintenance}`] = ok({
      rows: [{ ...CLEANED, doneAt: '2026-11-28' }, CLEANED],
    });
    fireEvent.click(dialog.getByRole('button', { name: '保存记录' }));
    const purifier = within(await unitCard(PURIFIER.serialNo));
    expect(await purifier.findByText('下次保养 2026-12-28')).toBeInTheDocument();
    const body = sent[0]!.body as MaintenanceBody;
    expect(body).toMatchObject({
      serialNo: PURIFIER.serialNo,
      task: '清洗',
      doneAt: '2026-11-28',
      by: '陈师傅',
      note: '',
    });
  });

  it('prints 设备保养记录表: the company, the customer, a table per unit and a signature line', async () => {
    renderCentre();
    const sheet = await screen.findByTestId('maintenance-sheet');
    await waitFor(() => expect(sheet.querySelectorAll('table')).toHaveLength(2));
    expect(sheet).toHaveTextContent('设备保养记录表');
    expect(sheet).toHaveTextContent('澄川商用厨房设备有限公司');
    expect(sheet).toHaveTextContent('使用单位：佛山顺德美食广场管理有限公司');
    expect(
      within(sheet.querySelector('table')!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['日期', '项目', '执行人', '备注']);
    expect(sheet).toHaveTextContent('2026-10-01清洗陈师傅');
    expect(sheet).toHaveTextContent('使用单位负责人（签字）');
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: '打印保养记录' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
