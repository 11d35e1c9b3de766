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
      'ISO 9001',
      'ISO 14001',
      'ISO 45001',
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
    expect(
      within(section).getByRole('img', { name: 'ISO 9001 质量管理体系认证证书示意图' }),
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
