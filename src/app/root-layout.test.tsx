import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectLink } from '@/test/links';
import { PATHS } from '@/contract';
import { countCalls, demoToken, setupMockApi } from '@/mocks/test-helpers';
import { renderApp } from '@/test/render';
import { RootLayout } from './root-layout';
import { loadLayoutParts } from './page-data';

// The shared contract handlers: C10086's profile carries 王海峰 and his WeChat QR.
setupMockApi();

const renderLayout = (token?: string) =>
  renderApp(<RootLayout />, { url: '/home', token, children: [{ path: '*', element: <main /> }] });

const bar = () => screen.getByRole('complementary', { name: '侧边导航' });

// The app loads the layout's later parts (the footer) before a fresh render (src/app/router.tsx).
beforeAll(() => loadLayoutParts());

describe('RootLayout side guide bar', () => {
  it('logged in: shows the profile salesman (phonenumber, nickName) and the QR at 80×80, quality 1', async () => {
    const profileCalls = countCalls(PATHS.profile);
    renderLayout(demoToken('C10086'));
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
    expectLink('13912345678', 'tel:13912345678', within(bar()));
    expect(within(bar()).getByText(/王海峰/)).toBeInTheDocument();
    expect(profileCalls()).toBe(1);
  });

  it('anonymous: only 返回顶部 and no profile call', async () => {
    const profileCalls = countCalls(PATHS.profile);
    renderLayout();
    await waitFor(() => expect(within(bar()).getAllByRole('button')).toHaveLength(1));
    expect(within(bar()).getByRole('button', { name: '返回顶部' })).toBeInTheDocument();
    expect(profileCalls()).toBe(0);
  });
});
