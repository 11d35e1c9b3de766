import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, removeToken, setToken } from '@/lib/auth/token';
import LoginModal from './login-modal';
import { MESSAGE, TEXT } from './strings';

vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return { env: { ...actual.env, homeUrl: '/ucenter' } };
});

const API = 'https://api-test.chengchuan.example';
const QR_PREFIX = 'https://mp.weixin.qq.com/cgi-bin/showqrcode?ticket=';

interface Calls {
  tickets: number;
  checks: string[];
  sms: { path: string; phoneNumber: string | null }[];
  posts: { path: string; body: Record<string, unknown> }[];
}
let calls: Calls;
let checkAnswer: () => Record<string, unknown>;
let loginAnswer: () => Record<string, unknown>;

const server = setupServer(
  http.get(`${API}/api/wx/auth/get-ticket`, () => {
    calls.tickets += 1;
    return HttpResponse.json({
      code: 200,
      data: { ticket: `T${calls.tickets}`, uuid: `U${calls.tickets}` },
    });
  }),
  http.get(`${API}/api/wx/auth/check/:uuid`, ({ params }) => {
    calls.checks.push(String(params.uuid));
    return HttpResponse.json(checkAnswer());
  }),
  http.post(`${API}/api/sms/:kind`, ({ request, params }) => {
    if (params.kind === 'login') return undefined;
    calls.sms.push({
      path: String(params.kind),
      phoneNumber: new URL(request.url).searchParams.get('phoneNumber'),
    });
    return HttpResponse.json({ code: 200, msg: '发送成功', data: `sms-${params.kind}` });
  }),
  http.post(`${API}/api/*`, async ({ request }) => {
    const path = new URL(request.url).pathname;
    calls.posts.push({ path, body: (await request.json()) as Record<string, unknown> });
    return HttpResponse.json(loginAnswer());
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls = { tickets: 0, checks: [], sms: [], posts: [] };
  checkAnswer = () => ({ code: 200, isLogin: '0' });
  loginAnswer = () => ({ code: 200, msg: '操作成功', token: 'tok-ok' });
});
afterEach(() => {
  server.resetHandlers();
  removeToken();
  vi.useRealTimers();
});
afterAll(() => server.close());

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <LoginModal
        open={open}
        onClose={() => setOpen(false)}
        login={setToken}
        theme={{ token: { motion: false } }}
      />
    </>
  );
}

function renderModal() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Harness />
            <Outlet />
          </>
        ),
        children: [
          { path: 'ucenter', element: <p>客户中心页面</p> },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: ['/home'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const dialog = () => screen.getByRole('dialog');
const title = () => within(dialog()).getByText(/^(密码登录|手机免密登录|绑定已有账号|用户注册)$/);
const field = (name: string) => within(dialog()).getByLabelText(name);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const click = (name: string | RegExp) =>
  fireEvent.click(within(dialog()).getByRole('button', { name }));

async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('LoginModal', () => {
  it('opens in password mode, 806 px wide, with the WeChat QR from a fresh ticket', async () => {
    renderModal();
    await waitFor(() => expect(title()).toHaveTextContent('密码登录'));
    const qr = await within(dialog()).findByRole('img', { name: '微信扫码登录' });
    expect(qr).toHaveAttribute('src', `${QR_PREFIX}T1`);
    expect(qr).toHaveAttribute('width', '175');
    expect(qr).toHaveAttribute('height', '175');
    expect(field('客户编号')).toBeInTheDocument();
    expect(field('密码')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(document.querySelector<HTMLElement>('.ant-modal')!.style.width).toBe('806px');
    expect(document.querySelector<HTMLElement>('.ant-modal-body')!.style.padding).toBe('70px');
  });

  it('toggles password ↔ phone, and register hides the QR behind the notice and fetches a new ticket', async () => {
    renderModal();
    await within(dialog()).findByRole('img', { name: '微信扫码登录' });
    click('切换登录方式');
    expect(title()).toHaveTextContent('手机免密登录');
    expect(field('手机号')).toHaveAttribute('inputmode', 'tel');
    expect(field('验证码')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field('验证码')).toHaveAttribute('inputmode', 'numeric');
    click('切换登录方式');
    expect(title()).toHaveTextContent('密码登录');
    click('首次使用？点击注册');
    expect(title()).toHaveTextContent('用户注册');
    expect(within(dialog()).queryByRole('img', { name: '微信扫码登录' })).toBeNull();
    expect(within(dialog()).getByRole('img', { name: '注册须知' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('checkbox', { name: '我已阅读并同意' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('link', { name: '《用户服务协议》' })).toHaveAttribute(
      'href',
      '/argument/register',
    );
    expect(within(dialog()).getByRole('link', { name: '《隐私政策》' })).toHaveAttribute(
      'href',
      '/argument/private',
    );
    await waitFor(() => expect(calls.tickets).toBe(2));
    click('切换登录方式');
    expect(title()).toHaveTextContent('密码登录');
  });

  it('every opening starts in password mode', async () => {
    renderModal();
    await within(dialog()).findByRole('img', { name: '微信扫码登录' });
    click('首次使用？点击注册');
    expect(title()).toHaveTextContent('用户注册');
    fireEvent.click(screen.getByRole('button', { name: /close|关闭/i }));
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    await waitFor(() => expect(title()).toHaveTextContent('密码登录'));
    click('首次使用？点击注册');
    expect(title()).toHaveTextContent('用户注册');
  });

  it('shows the validation messages and keeps what was typed', async () => {
    renderModal();
    await waitFor(() => expect(title()).toHaveTextContent('密码登录'));
    click('登录');
    expect(await within(dialog()).findByText(MESSAGE.username)).toBeInTheDocument();
    expect(within(dialog()).getByText(MESSAGE.password)).toBeInTheDocument();
    click('首次使用？点击注册');
    type('手机号', '12345');
    click('注册');
    expect(await within(dialog()).findByText(MESSAGE.phonePattern)).toBeInTheDocument();
    expect(within(dialog()).getByText(MESSAGE.companyName)).toBeInTheDocument();
    expect(within(dialog()).getByText(MESSAGE.code)).toBeInTheDocument();
    expect(within(dialog()).getByText(MESSAGE.checked)).toBeInTheDocument();
    type('手机号', '');
    expect(await within(dialog()).findByText(MESSAGE.phoneRequired)).toBeInTheDocument();
    type('手机号', '13800138000');
    click('切换登录方式');
    click('切换登录方式');
    expect(title()).toHaveTextContent('手机免密登录');
    expect(field('手机号')).toHaveValue('13800138000');
    expect(calls.posts).toHaveLength(0);
  });

  it(
    'SMS: validates the phone first, sends to the mode endpoint, counts down 60 s and ignores clicks meanwhile',
    { timeout: 30_000 },
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: false });
      renderModal();
      await flush();
      click('切换登录方式');
      click('获取验证码');
      await flush();
      await flush();
      expect(within(dialog()).getByText(MESSAGE.phoneRequired)).toBeInTheDocument();
      expect(calls.sms).toHaveLength(0);
      type('手机号', '13800138000');
      click('获取验证码');
      await flush();
      await flush();
      expect(calls.sms).toEqual([{ path: 'loginCode', phoneNumber: '13800138000' }]);
      expect(screen.getByText('发送成功！')).toBeInTheDocument();
      const counting = within(dialog()).getByRole('button', { name: '60秒后重新获取' });
      expect(counting).toBeDisabled();
      fireEvent.click(counting);
      await flush();
      expect(calls.sms).toHaveLength(1);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(within(dialog()).getByRole('button', { name: '59秒后重新获取' })).toBeDisabled();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(59_000);
      });
      expect(within(dialog()).getByRole('button', { name: '获取验证码' })).toBeEnabled();
    },
  );

  it('password login: stores the token, says 登录成功！ and goes to the configured home URL', async () => {
    const router = renderModal();
    await waitFor(() => expect(title()).toHaveTextContent('密码登录'));
    type('客户编号', ' C10086 ');
    type('密码', '123456');
    click('登录');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ucenter'));
    expect(calls.posts).toEqual([
      { path: '/api/cms/login', body: { username: 'C10086', password: '123456' } },
    ]);
    expect(getToken()).toBe('tok-ok');
    expect(await screen.findByText(TEXT.loginSuccess)).toBeInTheDocument();
  });

  it('a refused login toasts the msg (or 登录失败！), re-enables the button and keeps the values', async () => {
    loginAnswer = () => ({ code: 500, msg: '客户编号或密码错误' });
    renderModal();
    await waitFor(() => expect(title()).toHaveTextContent('密码登录'));
    type('客户编号', 'C10086');
    type('密码', 'wrong');
    click('登录');
    expect(await screen.findByText('客户编号或密码错误')).toBeInTheDocument();
    loginAnswer = () => ({ code: 500 });
    await waitFor(() =>
      expect(within(dialog()).getByRole('button', { name: '登录' })).toBeEnabled(),
    );
    click('登录');
    expect(await screen.findByText(TEXT.loginFailed)).toBeInTheDocument();
    expect(field('客户编号')).toHaveValue('C10086');
    expect(field('密码')).toHaveValue('wrong');
    expect(getToken()).toBeNull();
  });

  it('sends one request for a double click on submit', async () => {
    renderModal();
    await waitFor(() => expect(title()).toHaveTextContent('密码登录'));
    type('客户编号', 'C10086');
    type('密码', '123456');
    click('登录');
    click('登录');
    await waitFor(() => expect(getToken()).toBe('tok-ok'));
    expect(calls.posts).toHaveLength(1);
  });

  it('polls the scan every 3 s; isLogin 1 stores the token and goes home', async () => {
    vi.useFakeTimers();
    const router = renderModal();
    await flush();
    await flush();
    expect(calls.checks).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(calls.checks).toEqual(['U1']);
    checkAnswer = () => ({ code: 200, isLogin: '1', token: 'tok-wx' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(calls.checks).toEqual(['U1', 'U1']);
    expect(getToken()).toBe('tok-wx');
    expect(router.state.location.pathname).toBe('/ucenter');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(calls.checks).toHaveLength(2);
  });

  it('isLogin 2 switches to bind mode; binding sends the SMS uuid and the scan uuid as wxCode', async () => {
    vi.useFakeTimers();
    renderModal();
    await flush();
    await flush();
    checkAnswer = () => ({ code: 200, isLogin: '2' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(title()).toHaveTextContent('绑定已有账号');
    expect(within(dialog()).getByText(TEXT.bindHint)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9000);
    });
    expect(calls.checks).toHaveLength(1);
    type('手机号', '13800138000');
    click('获取验证码');
    await flush();
    await flush();
    expect(calls.sms).toEqual([{ path: 'bindWxPhoneCode', phoneNumber: '13800138000' }]);
    type('验证码', '123456');
    click('绑定并登录');
    await flush();
    await flush();
    expect(calls.posts).toEqual([
      {
        path: '/api/wx/auth/bind-exist-customer',
        body: {
          phoneNumber: '13800138000',
          code: '123456',
          uuid: 'sms-bindWxPhoneCode',
          wxCode: 'U1',
        },
      },
    ]);
    expect(getToken()).toBe('tok-ok');
  });

  it('leaving bind mode fetches a new ticket and polls it', async () => {
    vi.useFakeTimers();
    renderModal();
    await flush();
    await flush();
    checkAnswer = () => ({ code: 200, isLogin: '2' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    checkAnswer = () => ({ code: 200, isLogin: '0' });
    click('切换登录方式');
    expect(title()).toHaveTextContent('手机免密登录');
    await flush();
    await flush();
    expect(calls.tickets).toBe(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(calls.checks.at(-1)).toBe('U2');
  });

  it('an expired ticket shows 二维码已过期，点击刷新, which fetches a new one', async () => {
    vi.useFakeTimers();
    checkAnswer = () => ({ code: 200, isLogin: '0', expired: true });
    renderModal();
    await flush();
    await flush();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    const refresh = within(dialog()).getByRole('button', { name: TEXT.qrExpired });
    checkAnswer = () => ({ code: 200, isLogin: '0' });
    fireEvent.click(refresh);
    await flush();
    await flush();
    expect(calls.tickets).toBe(2);
    expect(within(dialog()).getByRole('img', { name: '微信扫码登录' })).toHaveAttribute(
      'src',
      `${QR_PREFIX}T2`,
    );
  });

  it('closing the modal stops the polling and the countdown', async () => {
    vi.useFakeTimers();
    renderModal();
    await flush();
    await flush();
    click('切换登录方式');
    type('手机号', '13800138000');
    click('获取验证码');
    await flush();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: /close|关闭/i }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.checks).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
