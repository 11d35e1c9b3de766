import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SessionProvider, useSession } from './session';
import { getToken, removeToken, setToken } from '@/lib/auth/token';

const PROFILE = 'https://api-test.chengchuan.example/api/cms/customer/profile';
const server = setupServer();
let profileCalls = 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  profileCalls = 0;
  removeToken();
});
afterAll(() => server.close());

function Probe() {
  const { token, profile, logout } = useSession();
  return (
    <div>
      <p>token:{token ?? '无'}</p>
      <p>name:{profile?.userName ?? '无'}</p>
      <button type="button" onClick={logout}>
        退出
      </button>
    </div>
  );
}

function answer(body: Record<string, unknown>, status = 200) {
  server.use(
    http.get(PROFILE, () => {
      profileCalls += 1;
      return HttpResponse.json(body, { status });
    }),
  );
}

describe('SessionProvider', () => {
  it('is anonymous without a token and makes no call', async () => {
    answer({ code: 200, data: { userName: '张建国' } });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText('token:无')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(profileCalls).toBe(0);
  });

  it('loads the profile once for a token, and logout clears both', async () => {
    setToken('tok-1');
    answer({
      code: 200,
      data: { userName: '张建国', salesman: { nickName: '王海峰', phonenumber: '13912345678' } },
    });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(await screen.findByText('name:张建国')).toBeInTheDocument();
    expect(profileCalls).toBe(1);
    act(() => screen.getByRole('button', { name: '退出' }).click());
    expect(screen.getByText('token:无')).toBeInTheDocument();
    expect(screen.getByText('name:无')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('clears a token the API calls expired, once', async () => {
    setToken('expired');
    answer({ code: 401, msg: '登录状态已过期，请重新登录' });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByText('token:无')).toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 50));
    expect(profileCalls).toBe(1);
    expect(getToken()).toBeNull();
  });

  it('keeps the token but shows no profile when the call fails for another reason', async () => {
    setToken('tok-2');
    answer({ code: 500, msg: '服务器开小差了' });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(profileCalls).toBe(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('token:tok-2')).toBeInTheDocument();
    expect(screen.getByText('name:无')).toBeInTheDocument();
    expect(profileCalls).toBe(1);
  });
});
