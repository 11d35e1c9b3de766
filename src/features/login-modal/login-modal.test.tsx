import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectLink } from '@/test/links';
import { getToken, removeToken } from '@/lib/auth/token';
import { useSession } from '@/lib/session/session';
import LoginModal from './login-modal';
import { API_BASE } from '@/test/api';
import { renderApp } from '@/test/render';
import { advance, flush, settle } from '@/test/timers';

vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return { env: { ...actual.env, homeUrl: '/ucenter' } };
});

const API = API_BASE;
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
/** The send-code answer per endpoint, or 'network' for an unreachable server. */
let smsAnswer: (kind: string) => Record<string, unknown> | 'network';
/** While set, login/register/bind answers wait for it (to see the loading state). */
let loginGate: Promise<void> | null;
let ticketFails: boolean;

const server = setupServer(
  http.get(`${API}/api/wx/auth/get-ticket`, () => {
    calls.tickets += 1;
    if (ticketFails) return HttpResponse.error();
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
    const body = smsAnswer(String(params.kind));
    return body === 'network' ? HttpResponse.error() : HttpResponse.json(body);
  }),
  // After a login the session loads the profile.
  http.get(`${API}/api/cms/customer/profile`, () =>
    HttpResponse.json({ code: 200, msg: '操作成功', data: { userName: '张建国' } }),
  ),
  http.post(`${API}/api/*`, async ({ request }) => {
    const path = new URL(request.url).pathname;
    calls.posts.push({ path, body: (await request.json()) as Record<string, unknown> });
    if (loginGate) await loginGate;
    return HttpResponse.json(loginAnswer());
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls = { tickets: 0, checks: [], sms: [], posts: [] };
  checkAnswer = () => ({ code: 200, isLogin: '0' });
  loginAnswer = () => ({ code: 200, msg: '操作成功', token: 'tok-ok' });
  smsAnswer = (kind) => ({ code: 200, msg: '发送成功', data: `sms-${kind}` });
  loginGate = null;
  ticketFails = false;
});
afterEach(() => {
  server.resetHandlers();
  removeToken();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** The modal as the root layout mounts it: opened through the session (open at start here). */
function Harness() {
  const { openLogin } = useSession();
  useEffect(openLogin, [openLogin]);
  return (
    <>
      <button type="button" onClick={openLogin}>
        打开
      </button>
      <LoginModal theme={{ token: { motion: false } }} />
      <Outlet />
    </>
  );
}

/** The modal at /home with a /ucenter page to go to after a login. */
function renderModal(token?: string) {
  const children = [
    { path: 'ucenter', element: <p>客户中心页面</p> },
    { path: '*', element: null },
  ];
  const { router, unmount } = renderApp(<Harness />, { url: '/home', token, children });
  return Object.assign(router, { unmount });
}

const dialog = () => screen.getByRole('dialog');
const title = () => within(dialog()).getByText(/^(密码登录|手机免密登录|绑定已有账号|用户注册)$/);
const field = (name: string) => within(dialog()).getByLabelText(name);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const click = (name: string | RegExp) =>
  fireEvent.click(within(dialog()).getByRole('button', { name }));

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
    expectLink('《用户服务协议》', '/argument/register', within(dialog()));
    expectLink('《隐私政策》', '/argument/private', within(dialog()));
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
    // antd draws each field's error list on its own schedule: wait for all of them together.
    const shown = (...messages: string[]) =>
      waitFor(
        () => {
          for (const text of messages) expect(within(dialog()).getByText(text)).toBeInTheDocument();
        },
        { timeout: 5000 },
      );
    click('登录');
    await shown('请输入客户编号', '请输入密码');
    click('首次使用？点击注册');
    type('手机号', '12345');
    click('注册');
    await shown('请输入正确的手机号', '请填写公司名称', '请输入验证码', '请勾选同意以下条款');
    type('手机号', '');
    await shown('请输入手机号');
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
      await settle();
      expect(within(dialog()).getByText('请输入手机号')).toBeInTheDocument();
      expect(calls.sms).toHaveLength(0);
      type('手机号', '13800138000');
      click('获取验证码');
      await settle();
      expect(calls.sms).toEqual([{ path: 'loginCode', phoneNumber: '13800138000' }]);
      expect(screen.getByText('发送成功！')).toBeInTheDocument();
      const counting = within(dialog()).getByRole('button', { name: '60秒后重新获取' });
      expect(counting).toBeDisabled();
      fireEvent.click(counting);
      await flush();
      expect(calls.sms).toHaveLength(1);
      await advance(1000);
      expect(within(dialog()).getByRole('button', { name: '59秒后重新获取' })).toBeDisabled();
      await advance(59_000);
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
    expect(await screen.findByText('登录成功！')).toBeInTheDocument();
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
    expect(await screen.findByText('登录失败！')).toBeInTheDocument();
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
    await settle();
    expect(calls.checks).toEqual([]);
    await advance(3000);
    expect(calls.checks).toEqual(['U1']);
    checkAnswer = () => ({ code: 200, isLogin: '1', token: 'tok-wx' });
    await advance(3000);
    expect(calls.checks).toEqual(['U1', 'U1']);
    expect(getToken()).toBe('tok-wx');
    expect(router.state.location.pathname).toBe('/ucenter');
    await advance(30_000);
    expect(calls.checks).toHaveLength(2);
  });

  it('isLogin 2 switches to bind mode; binding sends the SMS uuid and the scan uuid as wxCode', async () => {
    vi.useFakeTimers();
    renderModal();
    await settle();
    checkAnswer = () => ({ code: 200, isLogin: '2' });
    await advance(3000);
    expect(title()).toHaveTextContent('绑定已有账号');
    expect(within(dialog()).getByText('微信扫码成功，请绑定已有账号')).toBeInTheDocument();
    const check = within(dialog()).getByRole('img', { name: '扫码成功' });
    expect(check).toHaveAttribute('width', '175');
    expect(check).toHaveAttribute('height', '175');
    expect(within(dialog()).queryByRole('img', { name: '微信扫码登录' })).toBeNull();
    await advance(9000);
    expect(calls.checks).toHaveLength(1);
    type('手机号', '13800138000');
    click('获取验证码');
    await settle();
    expect(calls.sms).toEqual([{ path: 'bindWxPhoneCode', phoneNumber: '13800138000' }]);
    type('验证码', '123456');
    click('绑定并登录');
    await settle();
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
    await settle();
    checkAnswer = () => ({ code: 200, isLogin: '2' });
    await advance(3000);
    checkAnswer = () => ({ code: 200, isLogin: '0' });
    click('切换登录方式');
    expect(title()).toHaveTextContent('手机免密登录');
    await settle();
    expect(calls.tickets).toBe(2);
    await advance(3000);
    expect(calls.checks.at(-1)).toBe('U2');
  });

  it('an expired ticket shows 二维码已过期，点击刷新, which fetches a new one', async () => {
    vi.useFakeTimers();
    checkAnswer = () => ({ code: 200, isLogin: '0', expired: true });
    renderModal();
    await settle();
    await advance(3000);
    const refresh = within(dialog()).getByRole('button', { name: '二维码已过期，点击刷新' });
    checkAnswer = () => ({ code: 200, isLogin: '0' });
    fireEvent.click(refresh);
    await settle();
    expect(calls.tickets).toBe(2);
    expect(within(dialog()).getByRole('img', { name: '微信扫码登录' })).toHaveAttribute(
      'src',
      `${QR_PREFIX}T2`,
    );
  });

  it('closing the modal stops the polling and the countdown', async () => {
    vi.useFakeTimers();
    renderModal();
    await settle();
    click('切换登录方式');
    type('手机号', '13800138000');
    click('获取验证码');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /close|关闭/i }));
    await advance(10_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.checks).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });
  it('a refused send toasts its msg, or 发送失败！ without one, or 网络异常，请稍后重试; the button stays 获取验证码 and enabled', async () => {
    vi.useFakeTimers();
    renderModal();
    await flush();
    click('切换登录方式');
    type('手机号', '13800138000');
    const sendButton = within(dialog()).getByRole('button', { name: '获取验证码' });
    const unchanged = () => {
      expect(sendButton).toBeEnabled();
      expect(sendButton).toHaveTextContent(/^获取验证码$/);
      expect(sendButton).not.toHaveClass('ant-btn-loading');
    };

    smsAnswer = () => ({ code: 500, msg: '该手机号发送过于频繁' });
    fireEvent.click(sendButton);
    await settle();
    expect(screen.getByText('该手机号发送过于频繁')).toBeInTheDocument();
    unchanged();
    expect(screen.queryByText('发送成功！')).toBeNull();

    smsAnswer = () => ({ code: 500 });
    fireEvent.click(sendButton);
    await settle();
    expect(screen.getByText('发送失败！')).toBeInTheDocument();
    unchanged();

    smsAnswer = () => 'network';
    fireEvent.click(sendButton);
    await settle();
    expect(screen.getByText('网络异常，请稍后重试')).toBeInTheDocument();
    unchanged();
    expect(calls.sms).toHaveLength(3);

    // No uuid was kept: logging in now asks for a code instead of posting.
    type('验证码', '123456');
    click('登录');
    await settle();
    expect(screen.getByText('请先获取验证码')).toBeInTheDocument();
    expect(calls.posts).toHaveLength(0);
  });

  it('get-code refuses numbers outside /^1[3-9]\\d{9}$/ (field marked invalid) and sends nothing', async () => {
    vi.useFakeTimers();
    renderModal();
    await flush();
    click('切换登录方式');
    const input = field('手机号');
    const send = within(dialog()).getByRole('button', { name: '获取验证码' });
    // rules.test.tsx runs the longer table against the rule itself.
    for (const phone of [
      '10012345678',
      '11012345678',
      '12012345678',
      '23812345678',
      '1381234567',
      '138123456789',
      '1381234567a',
      '138 1234567',
    ]) {
      fireEvent.change(input, { target: { value: phone } });
      fireEvent.click(send);
      await settle();
      expect(input, phone).toHaveAttribute('aria-invalid', 'true');
      expect(calls.sms).toHaveLength(0);
    }
    fireEvent.change(input, { target: { value: '19912345678' } });
    fireEvent.click(send);
    await settle();
    expect(calls.sms).toEqual([{ path: 'loginCode', phoneNumber: '19912345678' }]);
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('phone login: sends to loginCode and posts phoneNumber, code and uuid = the send answer data', async () => {
    smsAnswer = () => ({ code: 200, msg: '发送成功', data: 'uuid-of-login-answer-7f3a' });
    const router = renderModal();
    await waitFor(() => expect(title()).toHaveTextContent('密码登录'));
    click('切换登录方式');
    expect(title()).toHaveTextContent('手机免密登录');
    type('手机号', '13912345678');
    click('获取验证码');
    expect(await screen.findByText('发送成功！')).toBeInTheDocument();
    expect(calls.sms).toEqual([{ path: 'loginCode', phoneNumber: '13912345678' }]);
    type('验证码', ' 654321 ');
    click('登录');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ucenter'));
    expect(calls.posts).toEqual([
      {
        path: '/api/sms/login',
        body: { phoneNumber: '13912345678', code: '654321', uuid: 'uuid-of-login-answer-7f3a' },
      },
    ]);
    expect(getToken()).toBe('tok-ok');
    expect(await screen.findByText('登录成功！')).toBeInTheDocument();
  });

  it('register: sends to registerCode and posts companyName, checked, code and uuid = the send answer data', async () => {
    smsAnswer = (kind) =>
      kind === 'registerCode'
        ? { code: 200, msg: '发送成功', data: 'uuid-of-register-answer-42' }
        : { code: 500, msg: '发错了接口' };
    const router = renderModal();
    await waitFor(() => expect(title()).toHaveTextContent('密码登录'));
    click('首次使用？点击注册');
    expect(title()).toHaveTextContent('用户注册');
    type('公司名称', ' 佛山澄川餐饮管理有限公司 ');
    type('手机号', '13700001111');
    click('获取验证码');
    expect(await screen.findByText('发送成功！')).toBeInTheDocument();
    expect(calls.sms).toEqual([{ path: 'registerCode', phoneNumber: '13700001111' }]);
    type('验证码', '246810');
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: '我已阅读并同意' }));
    click('注册');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ucenter'));
    expect(calls.posts).toEqual([
      {
        path: '/api/cms/register',
        body: {
          phoneNumber: '13700001111',
          code: '246810',
          companyName: '佛山澄川餐饮管理有限公司',
          checked: true,
          uuid: 'uuid-of-register-answer-42',
        },
      },
    ]);
    expect(getToken()).toBe('tok-ok');
  });

  it('register without ticking the agreement shows 请勾选同意以下条款 and posts nothing', async () => {
    renderModal();
    await waitFor(() => expect(title()).toHaveTextContent('密码登录'));
    click('首次使用？点击注册');
    type('公司名称', '澄川');
    type('手机号', '13700001111');
    click('获取验证码');
    await waitFor(() => expect(calls.sms).toHaveLength(1));
    type('验证码', '246810');
    click('注册');
    expect(await within(dialog()).findByText('请勾选同意以下条款')).toBeInTheDocument();
    expect(calls.posts).toHaveLength(0);
  });

  it('submit shows loading until the answer, and a click meanwhile sends nothing', async () => {
    let release!: () => void;
    loginGate = new Promise((resolve) => {
      release = resolve;
    });
    loginAnswer = () => ({ code: 500, msg: '客户编号或密码错误' });
    renderModal();
    await waitFor(() => expect(title()).toHaveTextContent('密码登录'));
    const submit = dialog().querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(submit).toHaveTextContent('登录');
    expect(submit).not.toHaveClass('ant-btn-loading');
    type('客户编号', 'C10086');
    type('密码', '123456');
    fireEvent.click(submit);
    await waitFor(() => expect(calls.posts).toHaveLength(1));
    await waitFor(() => expect(submit).toHaveClass('ant-btn-loading'));
    fireEvent.click(submit);
    fireEvent.submit(submit.closest('form')!);
    release();
    expect(await screen.findByText('客户编号或密码错误')).toBeInTheDocument();
    await waitFor(() => expect(submit).not.toHaveClass('ant-btn-loading'));
    expect(calls.posts).toHaveLength(1);
  });

  it('a click on the mask does not close it; the × button does', async () => {
    renderModal();
    await waitFor(() => expect(title()).toHaveTextContent('密码登录'));
    const wrap = document.querySelector<HTMLElement>('.ant-modal-wrap')!;
    expect(wrap).not.toBeNull();
    fireEvent.mouseDown(wrap);
    fireEvent.mouseUp(wrap);
    fireEvent.click(wrap);
    const mask = document.querySelector<HTMLElement>('.ant-modal-mask');
    if (mask) {
      fireEvent.mouseDown(mask);
      fireEvent.click(mask);
    }
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(title()).toHaveTextContent('密码登录');
    fireEvent.click(screen.getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  describe('page reload on open', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'location')!;
    let reload: ReturnType<typeof vi.fn>;

    beforeEach(() => {
      reload = vi.fn();
      // jsdom's location.reload is not configurable: stand a proxy in for window.location.
      const real = window.location;
      const proxy = new Proxy({} as Location, {
        get: (_target, key) => {
          if (key === 'reload') return reload;
          const value: unknown = Reflect.get(real, key, real);
          return typeof value === 'function' ? (value as () => unknown).bind(real) : value;
        },
      });
      Object.defineProperty(window, 'location', { configurable: true, get: () => proxy });
    });
    afterEach(() => {
      Object.defineProperty(window, 'location', original);
    });

    it('reloads the page when a token already exists as the modal opens', async () => {
      renderModal('tok-from-another-tab');
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    });

    it('does not reload without a token', async () => {
      renderModal();
      await within(dialog()).findByRole('img', { name: '微信扫码登录' });
      expect(reload).not.toHaveBeenCalled();
    });
  });

  it('a ticket nobody scanned expires locally after 2 minutes: 二维码已过期，点击刷新 fetches a new one', async () => {
    vi.useFakeTimers();
    renderModal();
    await settle();
    expect(calls.tickets).toBe(1);
    await advance(117_000);
    expect(calls.checks).toHaveLength(39);
    expect(within(dialog()).queryByRole('button', { name: '二维码已过期，点击刷新' })).toBeNull();
    await advance(3000);
    const refresh = within(dialog()).getByRole('button', { name: '二维码已过期，点击刷新' });
    expect(calls.checks).toHaveLength(39);
    await advance(30_000);
    expect(calls.checks).toHaveLength(39);
    fireEvent.click(refresh);
    await settle();
    expect(calls.tickets).toBe(2);
    expect(within(dialog()).getByRole('img', { name: '微信扫码登录' })).toHaveAttribute(
      'src',
      `${QR_PREFIX}T2`,
    );
    expect(within(dialog()).queryByRole('button', { name: '二维码已过期，点击刷新' })).toBeNull();
    await advance(3000);
    expect(calls.checks.at(-1)).toBe('U2');
  });

  it('a ticket that cannot be fetched toasts 网络异常，请稍后重试 and offers a retry', async () => {
    ticketFails = true;
    renderModal();
    const retry = await within(dialog()).findByRole('button', { name: '二维码获取失败，点击重试' });
    expect(await screen.findByText('网络异常，请稍后重试')).toBeInTheDocument();
    ticketFails = false;
    fireEvent.click(retry);
    expect(await within(dialog()).findByRole('img', { name: '微信扫码登录' })).toHaveAttribute(
      'src',
      `${QR_PREFIX}T2`,
    );
  });

  it('unmounting the whole page with the poll and the countdown running sends nothing more', async () => {
    vi.useFakeTimers();
    const { unmount } = renderModal();
    await settle();
    click('切换登录方式');
    type('手机号', '13800138000');
    click('获取验证码');
    await settle();
    expect(within(dialog()).getByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    await advance(3000);
    expect(calls.checks).toEqual(['U1']);
    const before = JSON.stringify(calls);
    unmount();
    await advance(120_000);
    expect(JSON.stringify(calls)).toBe(before);
    expect(vi.getTimerCount()).toBe(0);
  });
});
