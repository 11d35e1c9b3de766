import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/contract';
import { getToken } from '@/lib/auth/token';
import { countCalls, demoToken, server, setupMockApi } from '@/mocks/test-helpers';
import { apiUrl } from '@/test/api';
import { renderApp } from '@/test/render';
import { loginIslandHeld } from './login-island-hold';
import { useSession } from './session';

setupMockApi();

function Probe() {
  const { token, profile, login, logout } = useSession();
  return (
    <div>
      <p>token:{token ?? '无'}</p>
      <p>name:{profile?.userName ?? '无'}</p>
      <button type="button" onClick={logout}>
        退出
      </button>
      <button type="button" onClick={() => login(demoToken('C10087'))}>
        登录李娜
      </button>
    </div>
  );
}

/** A later login whose profile arrives: every call made before it has been counted by then. */
async function loginAgain() {
  act(() => screen.getByRole('button', { name: '登录李娜' }).click());
  expect(await screen.findByText('name:李娜')).toBeInTheDocument();
}

describe('SessionProvider', () => {
  it('is anonymous without a token and makes no call', async () => {
    const profileCalls = countCalls(PATHS.profile);
    renderApp(<Probe />);
    expect(screen.getByText('token:无')).toBeInTheDocument();
    await loginAgain();
    // The one call is the later login's: the anonymous session made none.
    expect(profileCalls()).toBe(1);
  });

  it('loads the profile once for a token, and logout clears both', async () => {
    const profileCalls = countCalls(PATHS.profile);
    renderApp(<Probe />, { token: demoToken('C10086') });
    expect(await screen.findByText('name:张建国')).toBeInTheDocument();
    expect(profileCalls()).toBe(1);
    act(() => screen.getByRole('button', { name: '退出' }).click());
    expect(screen.getByText('token:无')).toBeInTheDocument();
    expect(screen.getByText('name:无')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('clears a token the API calls expired, once', async () => {
    const profileCalls = countCalls(PATHS.profile);
    renderApp(<Probe />, { token: 'expired' });
    await waitFor(() => expect(screen.getByText('token:无')).toBeInTheDocument());
    expect(getToken()).toBeNull();
    await loginAgain();
    // The expired token was asked about once, the later login once: no retry in between.
    expect(profileCalls()).toBe(2);
  });

  it('keeps the token but shows no profile when the call fails for another reason', async () => {
    server.use(
      http.get(
        apiUrl(PATHS.profile),
        () => HttpResponse.json({ code: 500, msg: '服务器开小差了' }),
        {
          once: true,
        },
      ),
    );
    const profileCalls = countCalls(PATHS.profile);
    const token = demoToken('C10086');
    renderApp(<Probe />, { token });
    await waitFor(() => expect(profileCalls()).toBe(1));
    expect(screen.getByText(`token:${token}`)).toBeInTheDocument();
    expect(screen.getByText('name:无')).toBeInTheDocument();
    await loginAgain();
    expect(profileCalls()).toBe(2);
  });

  it('holds the login island for a page that asks by itself, and a press lets it come', () => {
    function Asker() {
      const { loginOpen, openLogin, promptLogin } = useSession();
      return (
        <div>
          <p>open:{String(loginOpen)}</p>
          <button type="button" onClick={promptLogin}>
            页面要求登录
          </button>
          <button type="button" onClick={openLogin}>
            登录/注册
          </button>
        </div>
      );
    }
    renderApp(<Asker />);
    act(() => screen.getByRole('button', { name: '页面要求登录' }).click());
    expect(screen.getByText('open:true')).toBeInTheDocument();
    expect(loginIslandHeld()).toBe(true);
    act(() => screen.getByRole('button', { name: '登录/注册' }).click());
    expect(loginIslandHeld()).toBe(false);
  });
});
