import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifyError } from '@/lib/http/notifier';
import { AntdIsland } from './antd-island';
import { useIslandMessage } from './island-message';
import { advance } from '@/test/timers';
import { useEffect } from 'react';

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
  // The island's toast chunk, as a browser has it once fetched: the fake-timer test below then
  // sees the toast in the same turn.
  beforeAll(() => import('./toast-holder'));

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

  it("a toast asked for as the island mounts waits for antd's message code, then shows once", async () => {
    function ToastOnMount() {
      const message = useIslandMessage();
      useEffect(() => message.error('提交失败，请稍后重试'), [message]);
      return null;
    }
    render(
      <AntdIsland theme={{ token: { motion: false } }}>
        <ToastOnMount />
      </AntdIsland>,
    );
    // Asked for in the first effect, before the toast chunk's holder mounted: kept, shown once.
    expect(await screen.findAllByText('提交失败，请稍后重试')).toHaveLength(1);
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
