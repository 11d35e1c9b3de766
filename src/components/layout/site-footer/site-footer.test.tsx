import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectLink } from '@/test/links';
import { siteFooter } from '@/config/site-footer';
import { renderWithRouter } from '@/test/render';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('renders the four columns from the site configuration', () => {
    renderWithRouter(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    for (const title of ['产品中心', '工程案例', '技术研发', '关于我们']) {
      expect(within(footer).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expectLink('冷柜', '/product?ctype=lenggui', within(footer));
    expectLink('售后服务', '/service', within(footer));
  });

  it('folds each column on a phone behind a disclosure named after it, its links right after', () => {
    renderWithRouter(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    for (const column of siteFooter.columns) {
      const heading = within(footer).getByRole('heading', { name: column.title });
      // Title, disclosure, list: the CSS shows the list after an open disclosure (details[open] + ul).
      const fold = heading.nextElementSibling!;
      expect(fold.tagName).toBe('DETAILS');
      expect(fold).not.toHaveAttribute('open');
      expect(fold.querySelector('summary')).toHaveTextContent(column.title);
      const list = fold.nextElementSibling!;
      expect(list.tagName).toBe('UL');
      expect(
        within(list as HTMLElement)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(column.items.map((item) => item.title));
    }
  });

  it('shows both QR codes with their titles as alt', () => {
    renderWithRouter(<SiteFooter />);
    expect(screen.getByRole('img', { name: '官方公众号' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '短视频号' })).toBeInTheDocument();
  });

  it('opens friendly links in a new tab safely', () => {
    renderWithRouter(<SiteFooter />);
    for (const friend of siteFooter.friendships) {
      const link = screen.getByRole('link', { name: friend.title });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('has the protocols, copyright and beian', () => {
    renderWithRouter(<SiteFooter />);
    expectLink('用户服务协议', '/argument/register');
    expectLink('隐私政策', '/argument/private');
    expect(screen.getByText(/澄川商用厨房设备有限公司 版权所有/)).toBeInTheDocument();
    expectLink('粤ICP备00000000号-1', 'https://beian.miit.gov.cn/');
  });

  it('客户中心 opens the login modal instead of navigating when anonymous', async () => {
    const openLogin = vi.fn();
    renderWithRouter(<SiteFooter />, { session: { openLogin } });
    const link = screen.getByRole('link', { name: '客户中心' });
    expect(link).toHaveAttribute('href', 'https://ucenter-test.chengchuan.example');
    await userEvent.click(link);
    expect(openLogin).toHaveBeenCalledTimes(1);
  });

  it('客户中心 navigates normally with a token', async () => {
    const openLogin = vi.fn();
    renderWithRouter(<SiteFooter />, { session: { openLogin, loggedIn: true } });
    const link = screen.getByRole('link', { name: '客户中心' });
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    expect(openLogin).not.toHaveBeenCalled();
  });
});
