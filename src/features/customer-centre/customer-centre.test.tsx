import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectLink } from '@/test/links';
import { PATHS, type CustomerProfile } from '@/contract';
import { removeToken, setToken } from '@/lib/auth/token';
import { apiUrl } from '@/test/api';
import CustomerCentre from './index';
import { company } from '@/config/company';

const STATS_URL = apiUrl(PATHS.orderStatistics);
const server = setupServer();
let statsCalls: { authorization: string | null }[] = [];
let statsAnswer: () => Response;

const STATS = { total: 23, pending: 2, producing: 5, shipped: 7, finished: 9 };

const PROFILE: CustomerProfile = {
  userName: '张建国',
  customerNo: 'C10086',
  companyName: '佛山澄川餐饮管理有限公司',
  salesman: {
    nickName: '王海峰',
    phonenumber: '13912345678',
    wxQrCode: '/salesman/wang-haifeng-qr.svg',
  },
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  statsCalls = [];
  statsAnswer = () => HttpResponse.json({ code: 200, msg: '操作成功', data: STATS });
  setToken('tok-centre');
  server.use(
    http.get(STATS_URL, ({ request }) => {
      statsCalls.push({ authorization: request.headers.get('authorization') });
      return statsAnswer();
    }),
    // The after-sales lists (after-sales.test.tsx): empty here.
    ...[PATHS.equipment, PATHS.repairs, PATHS.maintenance].map((path) =>
      http.get(apiUrl(path), () => HttpResponse.json({ code: 200, msg: '查询成功', rows: [] })),
    ),
  );
});
afterEach(() => {
  server.resetHandlers();
  removeToken();
});
afterAll(() => server.close());

/** The antd Statistic whose title is `label`, as its text (title + value + suffix). */
function statistic(label: string): string {
  const title = screen.getByText(label);
  const box = title.closest('.ant-statistic');
  expect(box, `statistic ${label}`).not.toBeNull();
  return box!.textContent ?? '';
}

describe('CustomerCentre', () => {
  it("shows the user's name and the salesman card: nickName, phone (tel: link) and QR", async () => {
    render(<CustomerCentre profile={PROFILE} onLogout={() => {}} />);
    expect(screen.getByTestId('customer-name')).toHaveTextContent('张建国');
    expect(screen.getByText('C10086')).toBeInTheDocument();
    expect(screen.getByText('佛山澄川餐饮管理有限公司')).toBeInTheDocument();
    expect(screen.getByText('王海峰')).toBeInTheDocument();
    expectLink('13912345678', 'tel:13912345678');
    const qr = screen.getByRole('img', { name: '业务员王海峰的微信二维码' });
    const url = new URL(qr.getAttribute('src')!);
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://files.chengchuan.example/salesman/wang-haifeng-qr.svg',
    );
    expect(url.searchParams.get('q')).toBe('1');
    await waitFor(() => expect(statsCalls).toHaveLength(1));
  });

  it('loads the order statistics with the bearer token and shows each count', async () => {
    render(<CustomerCentre profile={PROFILE} onLogout={() => {}} />);
    await screen.findByText('全部订单');
    expect(statistic('全部订单')).toBe('全部订单23单');
    expect(statistic('待确认')).toBe('待确认2单');
    expect(statistic('生产中')).toBe('生产中5单');
    expect(statistic('已发货')).toBe('已发货7单');
    expect(statistic('已完成')).toBe('已完成9单');
    expect(statsCalls).toEqual([{ authorization: 'Bearer tok-centre' }]);
  });

  it.each([
    ['four of the five counts', { total: 9, pending: 1, producing: 2, finished: 6 }],
    ['a count of another type', { ...STATS, shipped: '7' }],
  ])('shows an answer with %s, a missing count as —, with no error', async (_, data) => {
    const toast = vi.fn();
    statsAnswer = () => HttpResponse.json({ code: 200, msg: '操作成功', data });
    render(<CustomerCentre profile={PROFILE} onLogout={() => {}} />);
    await screen.findByText('全部订单');
    expect(statistic('已发货')).toBe('已发货—');
    expect(statistic('待确认')).toMatch(/^待确认\d+单$/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('服务器返回的数据格式有误，请稍后重试')).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it.each([
    ['no data', { code: 200, msg: '操作成功' }],
    ['data null', { code: 200, msg: '操作成功', data: null }],
    ['no count', { code: 200, msg: '操作成功', data: { orders: [] } }],
  ])('an answer with %s says 暂无订单数据, not an error', async (_, body) => {
    statsAnswer = () => HttpResponse.json(body);
    render(<CustomerCentre profile={PROFILE} onLogout={() => {}} />);
    expect(await screen.findByText('暂无订单数据')).toBeInTheDocument();
    expect(screen.queryByText('全部订单')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed load shows an error with 重试, which fetches again and then shows the counts', async () => {
    statsAnswer = () => HttpResponse.json({ code: 500, msg: '服务暂不可用' });
    render(<CustomerCentre profile={PROFILE} onLogout={() => {}} />);
    const alert = (await screen.findByText(/订单统计暂时无法加载/)).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(alert).not.toBeNull();
    expect(await screen.findByText('服务暂不可用')).toBeInTheDocument();
    expect(screen.queryByText('全部订单')).toBeNull();
    expect(statsCalls).toHaveLength(1);

    statsAnswer = () => HttpResponse.json({ code: 200, msg: '操作成功', data: STATS });
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await screen.findByText('全部订单');
    expect(statsCalls).toHaveLength(2);
    expect(statistic('全部订单')).toBe('全部订单23单');
    expect(screen.queryByText(/订单统计暂时无法加载/)).toBeNull();
  });

  it('an unreachable server shows the error state and the 网络异常，请稍后重试 toast', async () => {
    statsAnswer = () => HttpResponse.error();
    render(<CustomerCentre profile={PROFILE} onLogout={() => {}} />);
    expect(
      (await screen.findByText(/订单统计暂时无法加载/)).closest('[role="alert"]'),
    ).not.toBeNull();
    expect(await screen.findByText('网络异常，请稍后重试')).toBeInTheDocument();
  });

  it('退出登录 calls the logout handler', async () => {
    const onLogout = vi.fn();
    render(<CustomerCentre profile={PROFILE} onLogout={onLogout} />);
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(statsCalls).toHaveLength(1));
  });

  it('without a salesman it points to the hotline and shows no QR', async () => {
    render(<CustomerCentre profile={{ userName: '李娜', salesman: null }} onLogout={() => {}} />);
    expect(screen.getByTestId('customer-name')).toHaveTextContent('李娜');
    expect(screen.getByText(/暂未分配业务员/)).toHaveTextContent(company.hotline);
    expect(screen.queryByRole('img', { name: /微信二维码/ })).toBeNull();
    await waitFor(() => expect(statsCalls).toHaveLength(1));
  });
});
