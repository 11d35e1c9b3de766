import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { SERIES } from '@/config/series';
import { renderWithRouter } from '@/test/render';
import { DownloadPage } from './download-page';

function render() {
  return renderWithRouter(<DownloadPage />, { url: '/download' });
}

describe('DownloadPage', () => {
  it('has one main with one h1 and anchored sections', () => {
    const { container } = render();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: '下载APP' })).toBeInTheDocument();
    for (const id of ['app', 'brochures']) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    expect(document.title).toBe('下载APP - 澄川厨装 — 商用厨房设备整体解决方案');
  });

  it('shows the app QR code inside #app and the core features', () => {
    const { container } = render();
    const qr = screen.getByRole('img', { name: '扫码下载澄川厨装APP' });
    expect(container.querySelector('#app')).toContainElement(qr);
    for (const feature of ['订单进度查询', '设备报修', '维保提醒', '专属业务员']) {
      expect(screen.getByRole('heading', { level: 3, name: feature })).toBeInTheDocument();
    }
    expect(screen.getByText('V3.2.0')).toBeInTheDocument();
  });

  it('links the three platforms to the static host with a ?v= version', () => {
    render();
    const expected = [
      ['App Store', '/app/chengchuan-ios.html'],
      ['安卓下载', '/app/chengchuan-android-3.2.0.apk'],
      ['鸿蒙版', '/app/chengchuan-harmony.html'],
    ] as const;
    for (const [label, path] of expected) {
      const link = screen.getByRole('link', { name: new RegExp(`^${label}`) });
      expect(link).toHaveAttribute(
        'href',
        `${env.staticHost}${path}?v=${encodeURIComponent(env.version)}`,
      );
    }
    expect(screen.getByRole('link', { name: /^安卓下载/ })).toHaveAttribute('download');
  });

  it('offers one brochure per series plus the company profile, each a versioned download', () => {
    const { container } = render();
    const section = container.querySelector<HTMLElement>('#brochures')!;
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(SERIES.length + 1);
    for (const series of SERIES) {
      const link = within(section).getByRole('link', { name: `下载${series.name}产品手册 PDF` });
      expect(link.getAttribute('href')).toBe(
        `${env.staticHost}/brochures/${series.ctype}-2026.pdf?v=${encodeURIComponent(env.version)}`,
      );
    }
    for (const link of links) {
      expect(link).toHaveAttribute('download');
      expect(new URL(link.getAttribute('href')!).searchParams.get('v')).toBe(env.version);
    }
    expect(
      within(section).getByRole('link', { name: '下载澄川厨装企业画册 PDF' }),
    ).toBeInTheDocument();
    expect(within(section).getAllByText(/\d+ 页 · [\d.]+ MB/)).toHaveLength(SERIES.length + 1);
  });
});
