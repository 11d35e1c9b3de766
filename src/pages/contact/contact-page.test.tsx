import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectLink } from '@/test/links';
import { site } from '@/config/site';
import { renderWithRouter } from '@/test/render';
import { ContactPage } from './contact-page';
import { company } from '@/config/company';
import { telHref } from '@/config/tel';

describe('ContactPage', () => {
  it('has one main with one h1 and anchored sections', () => {
    const { container } = renderWithRouter(<ContactPage />, { url: '/contact' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: '联系我们' })).toBeInTheDocument();
    for (const id of ['info', 'wechat', 'offices', 'visit']) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    expect(document.title).toBe('联系我们 - 澄川厨装 — 商用厨房设备整体解决方案');
  });

  it('shows the company, the phone lines as tel: links and the service WeChat QR', () => {
    const { container } = renderWithRouter(<ContactPage />, { url: '/contact' });
    expect(screen.getByText(site.company.name)).toBeInTheDocument();
    expect(screen.getAllByText(site.company.address, { exact: false }).length).toBeGreaterThan(0);
    expectLink(company.hotline, telHref(company.hotline));
    expectLink('0757-2883-1234', 'tel:075728831234');
    expectLink('138-0000-1234', 'tel:13800001234');
    const qr = screen.getByRole('img', { name: '客服微信二维码' });
    expect(qr).toHaveAttribute('src', site.business.wechatQr);
    expect(container.querySelector('#wechat')).toContainElement(qr);
    expect(container.querySelectorAll('#offices li').length).toBeGreaterThanOrEqual(5);
  });

  describe('copy button', () => {
    const writeText = vi.fn<(text: string) => Promise<void>>();
    let secure: PropertyDescriptor | undefined;

    beforeEach(() => {
      vi.useFakeTimers();
      writeText.mockReset().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
      secure = Object.getOwnPropertyDescriptor(window, 'isSecureContext');
      Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    });

    afterEach(() => {
      vi.useRealTimers();
      Reflect.deleteProperty(navigator, 'clipboard');
      if (secure) Object.defineProperty(window, 'isSecureContext', secure);
      else Reflect.deleteProperty(window, 'isSecureContext');
    });

    it('copies the business phone and says 已复制 for 3 s', async () => {
      renderWithRouter(<ContactPage />, { url: '/contact' });
      const button = screen.getByRole('button', { name: '复制业务洽谈电话' });
      expect(button).toHaveTextContent('复制');

      await act(async () => {
        fireEvent.click(button);
      });
      expect(writeText).toHaveBeenCalledWith(site.business.contactPhones[0]);
      expect(button).toHaveTextContent('已复制');

      // Literal 3000 ms (spec §9: copy feedback lasts 3 seconds), not the component's constant.
      act(() => {
        vi.advanceTimersByTime(2999);
      });
      expect(button).toHaveTextContent('已复制');

      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(button).not.toHaveTextContent('已复制');
      expect(screen.getByRole('button', { name: '复制业务洽谈电话' })).toBe(button);
    });
  });
});
