import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { click, dialog, field, renderModal, setupLoginApi, type } from '@/test/login-modal';
import { advance, flush, settle } from '@/test/timers';

vi.mock('@/config/env', () => import('@/test/env-home-ucenter'));

const api = setupLoginApi();

describe('LoginModal SMS code', () => {
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
      expect(api.calls.sms).toHaveLength(0);
      type('手机号', '13800138000');
      click('获取验证码');
      await settle();
      expect(api.calls.sms).toEqual([{ path: 'loginCode', phoneNumber: '13800138000' }]);
      expect(screen.getByText('发送成功！')).toBeInTheDocument();
      const counting = within(dialog()).getByRole('button', { name: '60秒后重新获取' });
      expect(counting).toBeDisabled();
      fireEvent.click(counting);
      await flush();
      expect(api.calls.sms).toHaveLength(1);
      await advance(1000);
      expect(within(dialog()).getByRole('button', { name: '59秒后重新获取' })).toBeDisabled();
      await advance(59_000);
      expect(within(dialog()).getByRole('button', { name: '获取验证码' })).toBeEnabled();
    },
  );

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

    api.smsAnswer = () => ({ code: 500, msg: '该手机号发送过于频繁' });
    fireEvent.click(sendButton);
    await settle();
    expect(screen.getByText('该手机号发送过于频繁')).toBeInTheDocument();
    unchanged();
    expect(screen.queryByText('发送成功！')).toBeNull();

    api.smsAnswer = () => ({ code: 500 });
    fireEvent.click(sendButton);
    await settle();
    expect(screen.getByText('发送失败！')).toBeInTheDocument();
    unchanged();

    api.smsAnswer = () => 'network';
    fireEvent.click(sendButton);
    await settle();
    expect(screen.getByText('网络异常，请稍后重试')).toBeInTheDocument();
    unchanged();
    expect(api.calls.sms).toHaveLength(3);

    // No uuid was kept: logging in now asks for a code instead of posting.
    type('验证码', '123456');
    click('登录');
    await settle();
    expect(screen.getByText('请先获取验证码')).toBeInTheDocument();
    expect(api.calls.posts).toHaveLength(0);
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
      expect(api.calls.sms).toHaveLength(0);
    }
    fireEvent.change(input, { target: { value: '19912345678' } });
    fireEvent.click(send);
    await settle();
    expect(api.calls.sms).toEqual([{ path: 'loginCode', phoneNumber: '19912345678' }]);
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });
});
