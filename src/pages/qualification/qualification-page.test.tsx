import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { certificates, honours } from '@/content/qualifications';
import { renderWithRouter } from '@/test/render';
import { QualificationPage } from './qualification-page';

describe('QualificationPage', () => {
  it('has one main with one h1, anchored sections and the title', () => {
    const { container } = renderWithRouter(<QualificationPage />, { url: '/qualification' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: '资质荣誉' })).toBeInTheDocument();
    for (const id of ['certificates', 'honours', 'patents']) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    expect(document.title).toBe('资质荣誉 - 澄川厨装 — 商用厨房设备整体解决方案');
  });

  it('lists the certificates with issuer and number', () => {
    const { container } = renderWithRouter(<QualificationPage />, { url: '/qualification' });
    const section = container.querySelector('section#certificates') as HTMLElement;
    for (const name of [
      // A no-break space keeps "ISO 9001" on one line on phones.
      'ISO\u00a09001',
      'ISO\u00a014001',
      'ISO\u00a045001',
      'CCC',
      '节能产品认证',
      '高新技术企业证书',
    ]) {
      expect(
        within(section).getByRole('heading', { level: 3, name: new RegExp(name) }),
      ).toBeInTheDocument();
    }
    for (const cert of certificates) {
      expect(within(section).getByText(cert.code)).toBeInTheDocument();
    }
  });

  it('draws every certificate with its own picture and specific alt text', () => {
    const { container } = renderWithRouter(<QualificationPage />, { url: '/qualification' });
    const section = container.querySelector('section#certificates') as HTMLElement;
    const images = within(section).getAllByRole('img');
    expect(images).toHaveLength(certificates.length);
    expect(new Set(certificates.map((cert) => cert.image.src)).size).toBe(certificates.length);
    certificates.forEach((cert, index) => {
      const img = images[index]!;
      expect(img).toHaveAttribute('src', cert.image.src);
      expect(img).toHaveAttribute('alt', cert.image.alt);
      expect(img).toHaveAttribute('width', String(cert.image.width));
      expect(img).toHaveAttribute('height', String(cert.image.height));
    });
    expect(
      within(section).getByRole('img', {
        name: 'CCC 中国强制性产品认证证书示意图：带边框的文书，印有证书编号 CCKE-3C-2024-000004、有效期与中标联合认证中心的红色公章',
      }),
    ).toBeInTheDocument();
  });

  it('lists the honours with their year, newest first', () => {
    const { container } = renderWithRouter(<QualificationPage />, { url: '/qualification' });
    const section = container.querySelector('section#honours') as HTMLElement;
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(honours.length);
    expect(items[0]).toHaveTextContent(`${honours[0]!.year}${honours[0]!.title}`);
    const years = honours.map((h) => h.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });
});
