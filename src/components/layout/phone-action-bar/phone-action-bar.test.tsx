import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectLink } from '@/test/links';
import { site } from '@/config/site';
import { renderWithRouter } from '@/test/render';
import { PhoneActionBar } from './phone-action-bar';
import { company } from '@/config/company';
import { telHref } from '@/config/tel';

const bar = () => screen.getByRole('navigation', { name: '快捷联系' });

describe('PhoneActionBar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('calls the hotline, asks for a price with the count', () => {
    renderWithRouter(<PhoneActionBar inquiryCount={3} />, { url: '/home' });
    expectLink('电话', telHref(company.hotline), within(bar()));
    expectLink('询价单 (3)', '/inquiry', within(bar()));
  });

  it('微信 shows the QR and copies the WeChat ID', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithRouter(<PhoneActionBar />, { url: '/home' });
    await userEvent.click(within(bar()).getByRole('button', { name: '微信' }));
    expect(within(bar()).getByRole('img', { name: '客服微信二维码' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(site.business.wechatId);
    expect(await within(bar()).findByText(/微信号已复制/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(within(bar()).queryByRole('img')).toBeNull();
  });

  it('marks the page while a text field has focus (the bar steps aside for the keyboard)', () => {
    renderWithRouter(
      <>
        <input aria-label="联系人" />
        <input type="checkbox" aria-label="同意" />
        <PhoneActionBar />
      </>,
      { url: '/home' },
    );
    const root = document.documentElement;
    fireEvent.focusIn(screen.getByLabelText('联系人'));
    expect(root.dataset.typing).toBe('true');
    fireEvent.focusIn(screen.getByLabelText('同意'));
    expect(root.dataset.typing).toBeUndefined();
    fireEvent.focusIn(screen.getByLabelText('联系人'));
    fireEvent.focusOut(screen.getByLabelText('联系人'), { relatedTarget: null });
    expect(root.dataset.typing).toBeUndefined();
  });
});
