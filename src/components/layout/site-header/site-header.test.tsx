import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectLink } from '@/test/links';
import { NAV } from '@/config/nav';
import { SERIES } from '@/config/series';
import { seriesImages } from '@/content/catalogue/series-images';
import { renderWithRouter } from '@/test/render';
import { SiteHeader } from './site-header';

function setDesktop(matches: boolean) {
  vi.mocked(window.matchMedia).mockImplementation(
    (query: string) =>
      ({
        matches,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }) as unknown as MediaQueryList,
  );
}

function nav() {
  return screen.getByRole('navigation', { name: '主导航' });
}

describe('SiteHeader', () => {
  afterEach(() => {
    setDesktop(false);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('lists the top entries in order', () => {
    renderWithRouter(<SiteHeader />, { url: '/home' });
    const names = within(nav())
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild?.textContent);
    // The manifest's entries: a top-nav page added there (README's recipe) shows up here too…
    expect(names).toEqual(NAV.map((entry) => entry.title));
    // …and the UI contract's seven keep their order among them.
    const contract = [
      '首页',
      '关于我们',
      '产品系列',
      '资质荣誉',
      '工程案例',
      '生态合作',
      '联系我们',
    ];
    expect(names.filter((name) => contract.includes(name!))).toEqual(contract);
    expect(within(nav()).getByRole('link', { name: '首页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).queryByRole('link', { name: '技术研发' })).toBeNull();
    expect(within(nav()).queryByRole('link', { name: '下载APP' })).toBeNull();
  });

  it('opens a dropdown on click and marks only the product with the current ctype active', async () => {
    renderWithRouter(<SiteHeader />, { url: '/product?ctype=lenggui' });
    const trigger = within(nav()).getByRole('button', { name: '产品系列' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: '冷柜' })).toBeNull();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: '冷柜' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expectLink('冷柜', '/product?ctype=lenggui', within(nav()));
    expect(within(nav()).getByRole('link', { name: '保温台' })).not.toHaveAttribute('aria-current');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a picture of each series in the 产品系列 menu, and none in the others', async () => {
    renderWithRouter(<SiteHeader />, { url: '/home' });
    await userEvent.click(within(nav()).getByRole('button', { name: '产品系列' }));
    const links = within(nav())
      .getAllByRole('link')
      .filter((a) => a.closest('ul ul'));
    expect(links.map((a) => a.textContent)).toEqual(SERIES.map((s) => s.name));
    for (const [i, link] of links.entries()) {
      const image = link.querySelector('img');
      expect(image, SERIES[i]!.name).not.toBeNull();
      expect(image).toHaveAttribute('src', `${seriesImages[SERIES[i]!.ctype]}-480.webp`);
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('loading', 'lazy');
    }
    await userEvent.click(within(nav()).getByRole('button', { name: '关于我们' }));
    expect(within(nav()).getByRole('link', { name: '公司简介' }).querySelector('img')).toBeNull();
  });

  it('closes the dropdown on Escape and on navigation', async () => {
    const { router } = renderWithRouter(<SiteHeader />, { url: '/home' });
    const trigger = within(nav()).getByRole('button', { name: '关于我们' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await userEvent.click(within(nav()).getByRole('link', { name: '企业文化' }));
    expect(router.state.location.pathname).toBe('/culture');
    expect(within(nav()).getByRole('button', { name: '关于我们' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('lists 合作共赢, 加入我们 and 售后服务 under 生态合作', async () => {
    renderWithRouter(<SiteHeader />, { url: '/home' });
    await userEvent.click(within(nav()).getByRole('button', { name: '生态合作' }));
    const menu = within(nav()).getByRole('link', { name: '售后服务' }).closest('ul')!;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['合作共赢', '加入我们', '售后服务']);
    expectLink('售后服务', '/service', within(nav()));
  });

  it('opens on mouse hover on desktop, and the click that follows keeps it open', () => {
    setDesktop(true);
    renderWithRouter(<SiteHeader />, { url: '/home' });
    const trigger = within(nav()).getByRole('button', { name: '生态合作' });
    fireEvent.pointerEnter(trigger.parentElement!, { pointerType: 'mouse' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(trigger.parentElement!, { pointerType: 'mouse' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores hover on mobile and touch', () => {
    setDesktop(false);
    renderWithRouter(<SiteHeader />, { url: '/home' });
    const trigger = within(nav()).getByRole('button', { name: '生态合作' });
    fireEvent.pointerEnter(trigger.parentElement!, { pointerType: 'mouse' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  function scrollWindow(y: number) {
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
  }

  it('is transparent at the top and at exactly 20 px, solid from 21 px (past 20 px), transparent again back at the top', () => {
    renderWithRouter(<SiteHeader />, { url: '/home' });
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-solid', 'false');
    scrollWindow(20);
    expect(header).toHaveAttribute('data-solid', 'false');
    scrollWindow(21);
    expect(header).toHaveAttribute('data-solid', 'true');
    scrollWindow(20);
    expect(header).toHaveAttribute('data-solid', 'false');
    scrollWindow(0);
    expect(header).toHaveAttribute('data-solid', 'false');
  });

  it('reads the scroll position on mount: a page opened at 21 px is solid at once', () => {
    Object.defineProperty(window, 'scrollY', { value: 21, configurable: true });
    renderWithRouter(<SiteHeader />, { url: '/about' });
    expect(screen.getByRole('banner')).toHaveAttribute('data-solid', 'true');
  });

  it.each(['/argument/private', '/argument/register'])(
    'is solid on %s at the top and stays solid when scrolled back to 0',
    (url) => {
      renderWithRouter(<SiteHeader />, { url });
      const header = screen.getByRole('banner');
      expect(header).toHaveAttribute('data-solid', 'true');
      scrollWindow(100);
      scrollWindow(0);
      expect(header).toHaveAttribute('data-solid', 'true');
    },
  );

  it.each(['/home', '/about', '/product?ctype=lenggui', '/contact'])(
    'is transparent on %s at the top (only /argument pages are always solid)',
    (url) => {
      renderWithRouter(<SiteHeader />, { url });
      expect(screen.getByRole('banner')).toHaveAttribute('data-solid', 'false');
    },
  );
});
