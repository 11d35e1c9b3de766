import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import LoginModal from '@/features/login-modal/login-modal';
import { removeToken } from '@/lib/auth/token';
import { useSession } from '@/lib/session/session';
import { API_BASE as API } from './api';
import { renderApp } from './render';

/**
 * The login modal's tests (src/features/login-modal/login-modal-*.test.tsx): an msw server that
 * records every call and answers as each test sets it, the modal mounted as the root layout mounts
 * it, and queries inside the dialog. Each test file also mocks '@/config/env' with
 * ./env-home-ucenter.ts so that a login goes to /ucenter (vi.mock applies in the file that calls it).
 */

export const QR_PREFIX = 'https://mp.weixin.qq.com/cgi-bin/showqrcode?ticket=';

export interface LoginApi {
  calls: {
    tickets: number;
    checks: string[];
    sms: { path: string; phoneNumber: string | null }[];
    posts: { path: string; body: Record<string, unknown> }[];
  };
  checkAnswer: () => Record<string, unknown>;
  loginAnswer: () => Record<string, unknown>;
  /** The send-code answer per endpoint, or 'network' for an unreachable server. */
  smsAnswer: (kind: string) => Record<string, unknown> | 'network';
  /** While set, login/register/bind answers wait for it (to see the loading state). */
  loginGate: Promise<void> | null;
  ticketFails: boolean;
}

const fresh = (): LoginApi => ({
  calls: { tickets: 0, checks: [], sms: [], posts: [] },
  checkAnswer: () => ({ code: 200, isLogin: '0' }),
  loginAnswer: () => ({ code: 200, msg: '操作成功', token: 'tok-ok' }),
  smsAnswer: (kind) => ({ code: 200, msg: '发送成功', data: `sms-${kind}` }),
  loginGate: null,
  ticketFails: false,
});

/** The login endpoints for this file's tests: answers to set, calls to read, fresh before each test. */
export function setupLoginApi(): LoginApi {
  const api = fresh();
  const server = setupServer(
    http.get(`${API}/api/wx/auth/get-ticket`, () => {
      api.calls.tickets += 1;
      if (api.ticketFails) return HttpResponse.error();
      const n = api.calls.tickets;
      return HttpResponse.json({ code: 200, data: { ticket: `T${n}`, uuid: `U${n}` } });
    }),
    http.get(`${API}/api/wx/auth/check/:uuid`, ({ params }) => {
      api.calls.checks.push(String(params.uuid));
      return HttpResponse.json(api.checkAnswer());
    }),
    http.post(`${API}/api/sms/:kind`, ({ request, params }) => {
      if (params.kind === 'login') return undefined;
      api.calls.sms.push({
        path: String(params.kind),
        phoneNumber: new URL(request.url).searchParams.get('phoneNumber'),
      });
      const body = api.smsAnswer(String(params.kind));
      return body === 'network' ? HttpResponse.error() : HttpResponse.json(body);
    }),
    // After a login the session loads the profile.
    http.get(`${API}/api/cms/customer/profile`, () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: { userName: '张建国' } }),
    ),
    http.post(`${API}/api/*`, async ({ request }) => {
      const path = new URL(request.url).pathname;
      api.calls.posts.push({ path, body: (await request.json()) as Record<string, unknown> });
      if (api.loginGate) await api.loginGate;
      return HttpResponse.json(api.loginAnswer());
    }),
  );
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    // The dialog loads its API client at the first call (src/lib/http/call-lazily.ts): loaded
    // once here, a call under fake timers waits for no file.
    await Promise.all([import('@/lib/http/client'), import('@/contract/endpoints')]);
  });
  beforeEach(() => {
    Object.assign(api, fresh());
  });
  afterEach(() => {
    server.resetHandlers();
    removeToken();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
  return api;
}

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
export function renderModal(token?: string) {
  const children = [
    { path: 'ucenter', element: <p>客户中心页面</p> },
    { path: '*', element: null },
  ];
  const { router, unmount } = renderApp(<Harness />, { url: '/home', token, children });
  return Object.assign(router, { unmount });
}

export const dialog = () => screen.getByRole('dialog');
export const title = () =>
  within(dialog()).getByText(/^(密码登录|手机免密登录|绑定已有账号|用户注册)$/);
export const field = (name: string) => within(dialog()).getByLabelText(name);
export const type = (name: string, value: string) =>
  fireEvent.change(field(name), { target: { value } });
export const click = (name: string | RegExp) =>
  fireEvent.click(within(dialog()).getByRole('button', { name }));
