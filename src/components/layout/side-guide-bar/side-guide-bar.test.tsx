import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SideGuideBar } from './side-guide-bar';

const bar = () => screen.getByRole('complementary', { name: '侧边导航' });

describe('SideGuideBar', () => {
  afterEach(() => vi.useRealTimers());

  it('anonymous: only 返回顶部, which scrolls smoothly to the top', () => {
    render(<SideGuideBar />);
    expect(
      within(bar())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['返回顶部']);
    fireEvent.click(screen.getByRole('button', { name: '返回顶部' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('logged in without a salesman QR: 电话 but no 微信', () => {
    render(<SideGuideBar salesman={{ nickName: '王经理', phone: '13912345678' }} />);
    expect(screen.queryByRole('button', { name: '微信' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '电话' }));
    expect(screen.getByText('13912345678')).toBeInTheDocument();
    expect(screen.getByText(/王经理/)).toBeInTheDocument();
  });

  it('logged in with a QR: 微信 shows it at 80×80', () => {
    render(
      <SideGuideBar
        salesman={{ nickName: '王经理', phone: '13912345678', wxQrUrl: 'https://f/qr.png?w=80' }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '微信' }));
    const img = screen.getByRole('img', { name: /王经理的微信二维码/ });
    expect(img).toHaveAttribute('width', '80');
    expect(img).toHaveAttribute('height', '80');
    expect(img).toHaveAttribute('src', 'https://f/qr.png?w=80');
  });

  it('copies the phone number and says 已复制 for 3 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    render(<SideGuideBar salesman={{ nickName: '王经理', phone: '13912345678' }} />);
    fireEvent.click(screen.getByRole('button', { name: '电话' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '复制业务员电话' }));
    });
    expect(writeText).toHaveBeenCalledWith('13912345678');
    expect(screen.getByRole('button', { name: '已复制' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByRole('button', { name: '已复制' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: '复制业务员电话' })).toBeInTheDocument();
  });
});
