import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectLink } from '@/test/links';
import {
  QR_PREFIX,
  click,
  dialog,
  field,
  renderModal,
  setupLoginApi,
  title,
  type,
} from '@/test/login-modal';

vi.mock('@/config/env', () => import('@/test/env-home-ucenter'));

const api = setupLoginApi();

describe('LoginModal modes', () => {
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
    await waitFor(() => expect(api.calls.tickets).toBe(2));
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
    expect(api.calls.posts).toHaveLength(0);
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
});
