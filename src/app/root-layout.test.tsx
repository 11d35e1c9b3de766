import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SessionProvider } from '@/lib/session/session';
import { removeToken, setToken } from '@/lib/auth/token';
import { RootLayout } from './root-layout';

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

function renderLayout() {
  const router = createMemoryRouter(
    [{ path: '/', element: <RootLayout />, children: [{ path: '*', element: <main /> }] }],
    { initialEntries: ['/home'] },
  );
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
}

const bar = () => screen.getByRole('complementary', { name: '侧边导航' });

describe('RootLayout side guide bar', () => {
  it('logged in: shows the profile salesman (phonenumber, nickName) and the QR at 80×80, quality 1', async () => {
    setToken('tok-1');
    server.use(
      http.get(PROFILE, () => {
        profileCalls += 1;
        return HttpResponse.json({
          code: 200,
          data: {
            userName: '张建国',
            salesman: {
              nickName: '王海峰',
              phonenumber: '13912345678',
              wxQrCode: '/salesman/wang-haifeng-qr.svg',
            },
          },
        });
      }),
    );
    renderLayout();
    const wechat = await within(bar()).findByRole('button', { name: '微信' });
    fireEvent.click(wechat);
    const qr = within(bar()).getByRole('img', { name: '业务员王海峰的微信二维码' });
    const url = new URL(qr.getAttribute('src')!);
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://files.chengchuan.example/salesman/wang-haifeng-qr.svg',
    );
    expect([
      url.searchParams.get('w'),
      url.searchParams.get('h'),
      url.searchParams.get('q'),
    ]).toEqual(['80', '80', '1']);
    expect(qr).toHaveAttribute('width', '80');
    expect(qr).toHaveAttribute('height', '80');
    fireEvent.click(within(bar()).getByRole('button', { name: '电话' }));
    expect(within(bar()).getByRole('link', { name: '13912345678' })).toHaveAttribute(
      'href',
      'tel:13912345678',
    );
    expect(within(bar()).getByText(/王海峰/)).toBeInTheDocument();
    expect(profileCalls).toBe(1);
  });

  it('anonymous: only 返回顶部 and no profile call', async () => {
    server.use(
      http.get(PROFILE, () => {
        profileCalls += 1;
        return HttpResponse.json({ code: 200, data: { userName: 'x' } });
      }),
    );
    renderLayout();
    await waitFor(() => expect(within(bar()).getAllByRole('button')).toHaveLength(1));
    expect(within(bar()).getByRole('button', { name: '返回顶部' })).toBeInTheDocument();
    expect(profileCalls).toBe(0);
  });
});
