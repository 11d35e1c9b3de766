import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { company } from '@/config/company';
import { expectLink } from '@/test/links';
import { renderWithRouter } from '@/test/render';
import { SiteHeader } from './site-header';

// The header's contact, menu and account controls (site-header.test.tsx: its nav and scroll).
describe('SiteHeader controls', () => {
  it('shows the hotline, the WeChat QR and a 菜单 button', () => {
    renderWithRouter(<SiteHeader />, { url: '/home' });
    expect(screen.getByText(company.hotline)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '微信二维码' })).toBeInTheDocument();
    const menu = screen.getByRole('button', { name: '菜单' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    // Open, it says 关闭 and keeps 菜单 in its name.
    expect(menu).toHaveAccessibleName('关闭菜单');
    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAccessibleName('菜单');
  });

  it('closes the open menu on Escape (focus back on the button) and on a press outside', async () => {
    renderWithRouter(
      <>
        <SiteHeader />
        <main>
          <p>页面内容</p>
        </main>
      </>,
      { url: '/home' },
    );
    const menu = screen.getByRole('button', { name: '菜单' });
    await userEvent.click(menu);
    await userEvent.click(screen.getByRole('button', { name: '产品系列' }));
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('页面内容'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('dims the page under the open menu with a backdrop of its own; a press on it only closes', async () => {
    const { router } = renderWithRouter(<SiteHeader />, { url: '/home' });
    const menu = screen.getByRole('button', { name: '菜单' });
    // The backdrop follows the panel (CSS shows both from the button's aria-expanded, so the
    // menu opened before hydration dims the page too) and is hidden from assistive technology.
    const backdrop = document.getElementById('site-menu')!.nextElementSibling as HTMLElement;
    expect(backdrop).toHaveAttribute('aria-hidden', 'true');
    expect(backdrop.className).toMatch(/backdrop/);
    expect(backdrop.className).not.toMatch(/backdropOpen/);
    await userEvent.click(menu);
    expect(backdrop.className).toMatch(/backdropOpen/);
    await userEvent.click(backdrop);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(backdrop.className).not.toMatch(/backdropOpen/);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('keeps the account controls named by their words beside their phone icons', () => {
    const { unmount } = renderWithRouter(<SiteHeader />, { url: '/home' });
    const login = screen.getByRole('button', { name: '登录/注册' });
    expect(login.textContent).toBe('登录/注册');
    expect(login.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    unmount();
    renderWithRouter(<SiteHeader />, { url: '/home', session: { loggedIn: true } });
    expect(screen.getByRole('link', { name: '客户中心' }).textContent).toBe('客户中心');
    expect(screen.getByRole('button', { name: '退出登录' }).textContent).toBe('退出登录');
  });

  it('anonymous: 登录/注册 opens the login modal through the account hook', async () => {
    const openLogin = vi.fn();
    renderWithRouter(<SiteHeader />, { url: '/home', session: { openLogin } });
    await userEvent.click(screen.getByRole('button', { name: '登录/注册' }));
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
  });

  it('logged in: 客户中心 link and 退出登录 button', async () => {
    const logout = vi.fn();
    renderWithRouter(<SiteHeader />, { url: '/home', session: { loggedIn: true, logout } });
    expect(screen.queryByRole('button', { name: '登录/注册' })).toBeNull();
    expectLink('客户中心', 'https://ucenter-test.chengchuan.example');
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('holds 获取报价 → /inquiry, with the count once the list holds models', async () => {
    const first = renderWithRouter(<SiteHeader />, { url: '/about' });
    expectLink('获取报价', '/inquiry');
    first.unmount();
    const { router } = renderWithRouter(<SiteHeader inquiryCount={2} />, { url: '/about' });
    expectLink('获取报价 (2)', '/inquiry');
    await userEvent.click(screen.getByRole('link', { name: '获取报价 (2)' }));
    expect(router.state.location.pathname).toBe('/inquiry');
  });
});
