import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectLink } from '@/test/links';
import { SERIES } from '@/config/series';
import { featuredCaseIds, featuredCertificateIds, homeFactoryBand } from '@/content/home';
import { caseStudies as cases } from '@/content/case-studies';
import { certificates } from '@/content/qualifications';
import { renderWithRouter } from '@/test/render';
import { HomePage } from './home-page';
import { loadHomeLater } from './home-later-part';
import { company } from '@/config/company';
import { telHref } from '@/config/tel';

function section(container: HTMLElement, id: string): HTMLElement {
  const el = container.querySelector(`section#${id}`);
  expect(el, `section#${id}`).not.toBeNull();
  return el as HTMLElement;
}

describe('HomePage', () => {
  // Loaded with the page (src/app/page-data.ts): the part below the hero then renders at once.
  beforeAll(() => loadHomeLater());

  it.each(['/', '/home'])(
    'has one main with one h1, anchored sections and the title at %s',
    (url) => {
      const { container } = renderWithRouter(<HomePage />, { url });
      expect(screen.getAllByRole('main')).toHaveLength(1);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(
        screen.getByRole('heading', { level: 1, name: '商用厨房设备整体解决方案' }),
      ).toBeInTheDocument();
      for (const id of ['hero', 'series', 'advantages', 'cases', 'qualifications', 'contact'])
        section(container, id);
      expect(document.title).toBe('首页 - 澄川厨装 — 商用厨房设备整体解决方案');
    },
  );

  it('puts the h1 and both calls to action in the hero', () => {
    const { container } = renderWithRouter(<HomePage />, { url: '/home' });
    const hero = section(container, 'hero');
    expect(within(hero).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expectLink('查看产品', '/product', within(hero));
    expectLink('联系我们', '/contact', within(hero));
  });

  it('links a card to each of the seven series', () => {
    const { container } = renderWithRouter(<HomePage />, { url: '/home' });
    const series = section(container, 'series');
    for (const s of SERIES) {
      expectLink(s.name, `/product?ctype=${s.ctype}`, within(series));
    }
    expect(within(series).getAllByRole('img')).toHaveLength(SERIES.length);
  });

  it('features 3-4 cases and a few certificates from the content files', () => {
    expect(featuredCaseIds.length).toBeGreaterThanOrEqual(3);
    expect(featuredCaseIds.length).toBeLessThanOrEqual(4);
    const { container } = renderWithRouter(<HomePage />, { url: '/home' });
    const casesSection = section(container, 'cases');
    for (const id of featuredCaseIds) {
      const item = cases.find((c) => c.id === id)!;
      expect(item, id).toBeDefined();
      expectLink(item.name, `/case/${item.id}`, within(casesSection));
    }
    expectLink(/查看全部工程案例/, '/case', within(casesSection));

    const quals = section(container, 'qualifications');
    for (const id of featuredCertificateIds) {
      const cert = certificates.find((c) => c.id === id)!;
      expect(cert, id).toBeDefined();
      expect(within(quals).getByRole('heading', { name: cert.title })).toBeInTheDocument();
    }
    expectLink(/查看全部资质荣誉/, '/qualification', within(quals));
  });

  it('breaks the card sections with the factory full width, its picture lazy', () => {
    const { container } = renderWithRouter(<HomePage />, { url: '/home' });
    const band = screen.getByRole('region', { name: homeFactoryBand.title });
    expect(band.previousElementSibling).toBe(section(container, 'advantages'));
    expect(band.nextElementSibling).toBe(section(container, 'cases'));
    const picture = within(band).getByRole('img', { name: /^总装线效果图/ });
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture.getAttribute('srcset')).toContain('/renders/scene-assembly-640.webp 640w');
    expect(picture).toHaveAttribute('sizes', '100vw');
    expectLink(homeFactoryBand.cta, '/factory', within(band));
  });

  it('ends with the hotline, the selector and the enquiry list', () => {
    const { container } = renderWithRouter(<HomePage />, { url: '/home' });
    const contact = section(container, 'contact');
    expectLink(company.hotline, telHref(company.hotline), within(contact));
    expectLink('用选型助手配一套', '/selector', within(contact));
    expectLink('填写询价单', '/inquiry', within(contact));
  });
});
