import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyError } from '@/lib/http/notifier';
import { AntdIsland } from './antd-island';
import { useIslandMessage } from './island-message';
import { advance } from '@/test/timers';

function Toaster() {
  const message = useIslandMessage();
  return (
    <button type="button" onClick={() => void message.success('发送成功！')}>
      提示
    </button>
  );
}

describe('AntdIsland', () => {
  afterEach(() => vi.useRealTimers());

  it('a toast stays for 3 s: still shown at 2.9 s, gone after 3 s', async () => {
    vi.useFakeTimers();
    render(
      <AntdIsland theme={{ token: { motion: false } }}>
        <Toaster />
      </AntdIsland>,
    );
    fireEvent.click(screen.getByRole('button', { name: '提示' }));
    await advance(0);
    expect(screen.getByText('发送成功！')).toBeInTheDocument();
    await advance(2900);
    expect(screen.getByText('发送成功！')).toBeInTheDocument();
    await advance(600);
    expect(screen.queryByText('发送成功！')).toBeNull();
  });

  it("routes the http client's error toasts to its message API while mounted", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount } = render(
      <AntdIsland theme={{ token: { motion: false } }}>
        <p>岛</p>
      </AntdIsland>,
    );
    act(() => notifyError('网络异常，请稍后重试'));
    expect(await screen.findByText('网络异常，请稍后重试')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
    unmount();
    notifyError('无岛时只记日志');
    expect(warn).toHaveBeenCalledWith('无岛时只记日志');
    warn.mockRestore();
  });
});
