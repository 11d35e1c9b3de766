import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToken } from '@/lib/auth/token';
import {
  QR_PREFIX,
  click,
  dialog,
  renderModal,
  setupLoginApi,
  title,
  type,
} from '@/test/login-modal';
import { advance, settle } from '@/test/timers';

vi.mock('@/config/env', () => import('@/test/env-home-ucenter'));

const api = setupLoginApi();

/** With fake timers: the modal open, and its first poll answered by a scan of an unbound WeChat user. */
async function scannedByUnboundUser() {
  vi.useFakeTimers();
  renderModal();
  await settle();
  api.checkAnswer = () => ({ code: 200, isLogin: '2' });
  await advance(3000);
}

/** A click on `refresh` fetches a second ticket, whose QR the dialog then shows. */
async function expectRefreshToSecondTicket(refresh: HTMLElement) {
  fireEvent.click(refresh);
  await settle();
  expect(api.calls.tickets).toBe(2);
  expect(within(dialog()).getByRole('img', { name: '微信扫码登录' })).toHaveAttribute(
    'src',
    `${QR_PREFIX}T2`,
  );
}

/** With fake timers: the modal open and polling, and a code sent in phone mode (counting down). */
async function pollingAndCountingDown() {
  vi.useFakeTimers();
  const modal = renderModal();
  await settle();
  click('切换登录方式');
  type('手机号', '13800138000');
  click('获取验证码');
  await settle();
  return modal;
}

describe('LoginModal WeChat scan', () => {
  it('polls the scan every 3 s; isLogin 1 stores the token and goes home', async () => {
    vi.useFakeTimers();
    const router = renderModal();
    await settle();
    expect(api.calls.checks).toEqual([]);
    await advance(3000);
    expect(api.calls.checks).toEqual(['U1']);
    api.checkAnswer = () => ({ code: 200, isLogin: '1', token: 'tok-wx' });
    await advance(3000);
    expect(api.calls.checks).toEqual(['U1', 'U1']);
    expect(getToken()).toBe('tok-wx');
    expect(router.state.location.pathname).toBe('/ucenter');
    await advance(30_000);
    expect(api.calls.checks).toHaveLength(2);
  });

  it('isLogin 2 switches to bind mode; binding sends the SMS uuid and the scan uuid as wxCode', async () => {
    await scannedByUnboundUser();
    expect(title()).toHaveTextContent('绑定已有账号');
    expect(within(dialog()).getByText('微信扫码成功，请绑定已有账号')).toBeInTheDocument();
    const check = within(dialog()).getByRole('img', { name: '扫码成功' });
    expect(check).toHaveAttribute('width', '175');
    expect(check).toHaveAttribute('height', '175');
    expect(within(dialog()).queryByRole('img', { name: '微信扫码登录' })).toBeNull();
    await advance(9000);
    expect(api.calls.checks).toHaveLength(1);
    type('手机号', '13800138000');
    click('获取验证码');
    await settle();
    expect(api.calls.sms).toEqual([{ path: 'bindWxPhoneCode', phoneNumber: '13800138000' }]);
    type('验证码', '123456');
    click('绑定并登录');
    await settle();
    expect(api.calls.posts).toEqual([
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
    await scannedByUnboundUser();
    api.checkAnswer = () => ({ code: 200, isLogin: '0' });
    click('切换登录方式');
    expect(title()).toHaveTextContent('手机免密登录');
    await settle();
    expect(api.calls.tickets).toBe(2);
    await advance(3000);
    expect(api.calls.checks.at(-1)).toBe('U2');
  });

  it('an expired ticket shows 二维码已过期，点击刷新, which fetches a new one', async () => {
    vi.useFakeTimers();
    api.checkAnswer = () => ({ code: 200, isLogin: '0', expired: true });
    renderModal();
    await settle();
    await advance(3000);
    const refresh = within(dialog()).getByRole('button', { name: '二维码已过期，点击刷新' });
    api.checkAnswer = () => ({ code: 200, isLogin: '0' });
    await expectRefreshToSecondTicket(refresh);
  });

  it('closing the modal stops the polling and the countdown', async () => {
    await pollingAndCountingDown();
    fireEvent.click(screen.getByRole('button', { name: /close|关闭/i }));
    await advance(10_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.checks).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a ticket nobody scanned expires locally after 2 minutes: 二维码已过期，点击刷新 fetches a new one', async () => {
    vi.useFakeTimers();
    renderModal();
    await settle();
    expect(api.calls.tickets).toBe(1);
    await advance(117_000);
    expect(api.calls.checks).toHaveLength(39);
    expect(within(dialog()).queryByRole('button', { name: '二维码已过期，点击刷新' })).toBeNull();
    await advance(3000);
    const refresh = within(dialog()).getByRole('button', { name: '二维码已过期，点击刷新' });
    expect(api.calls.checks).toHaveLength(39);
    await advance(30_000);
    expect(api.calls.checks).toHaveLength(39);
    await expectRefreshToSecondTicket(refresh);
    expect(within(dialog()).queryByRole('button', { name: '二维码已过期，点击刷新' })).toBeNull();
    await advance(3000);
    expect(api.calls.checks.at(-1)).toBe('U2');
  });

  it('a ticket that cannot be fetched toasts 网络异常，请稍后重试 and offers a retry', async () => {
    api.ticketFails = true;
    renderModal();
    const retry = await within(dialog()).findByRole('button', { name: '二维码获取失败，点击重试' });
    expect(await screen.findByText('网络异常，请稍后重试')).toBeInTheDocument();
    api.ticketFails = false;
    fireEvent.click(retry);
    expect(await within(dialog()).findByRole('img', { name: '微信扫码登录' })).toHaveAttribute(
      'src',
      `${QR_PREFIX}T2`,
    );
  });

  it('unmounting the whole page with the poll and the countdown running sends nothing more', async () => {
    const { unmount } = await pollingAndCountingDown();
    expect(within(dialog()).getByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    await advance(3000);
    expect(api.calls.checks).toEqual(['U1']);
    const before = JSON.stringify(api.calls);
    unmount();
    await advance(120_000);
    expect(JSON.stringify(api.calls)).toBe(before);
    expect(vi.getTimerCount()).toBe(0);
  });
});
