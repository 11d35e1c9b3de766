import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SERIES } from '@/config/series';
import { site } from '@/config/site';
import { formatBytes } from '@/content/document-files';
import manifest from '@/content/documents-manifest.json';
import { cadPath, cataloguePath, companyProfilePath, specSheetPath } from '@/content/documents';
import { catalogue, findModel } from '@/content/catalogue';
import { appScreen } from '@/content/download';
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
    // The documents lead, the app comes second.
    expect([...container.querySelectorAll('main section[id]')].map((s) => s.id)).toEqual([
      'brochures',
      'sheets',
      'app',
    ]);
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

  it("draws the app's home screen as one image, naming real models of the catalogue", () => {
    render();
    const phone = screen.getByRole('img', { name: appScreen.alt });
    expect(phone).toHaveTextContent(appScreen.order.label);
    expect(phone.querySelector('[aria-hidden="true"]')).toContainElement(
      screen.getByText(appScreen.greeting),
    );
    const shown = [appScreen.order.items, ...appScreen.messages.map((m) => m.text)].join(' ');
    const models = shown.match(/CC-[A-Z0-9-]+/g) ?? [];
    expect(models.length).toBeGreaterThan(0);
    for (const model of models) {
      const known = findModel(model);
      expect(known, model).toBeDefined();
      if (shown.includes(`${model} ×`)) expect(shown).toContain(`${known!.name} ${model}`);
    }
  });

  it('links the three stores, each searching for the app by the company name', () => {
    render();
    const name = encodeURIComponent(site.name);
    const expected = [
      ['App Store', `https://apps.apple.com/cn/iphone/search?term=${name}`],
      ['安卓下载', `https://sj.qq.com/search?q=${name}`],
      ['鸿蒙版', `https://appgallery.huawei.com/search/${name}`],
    ] as const;
    for (const [label, href] of expected) {
      const link = screen.getByRole('link', { name: new RegExp(`^${label}`) });
      expect(link).toHaveAttribute('href', href);
      expect(link).not.toHaveAttribute('download');
    }
  });

  it('offers the whole range, one 产品手册 per series and the 画册, served by the site', () => {
    const { container } = render();
    const section = container.querySelector<HTMLElement>('#brochures')!;
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(SERIES.length + 2);
    expect(within(section).getByRole('link', { name: '下载全系列产品手册 PDF' })).toHaveAttribute(
      'href',
      cataloguePath('all'),
    );
    for (const series of SERIES) {
      const link = within(section).getByRole('link', { name: `下载${series.name}产品手册 PDF` });
      expect(link).toHaveAttribute('href', cataloguePath(series.ctype));
    }
    expect(
      within(section).getByRole('link', { name: `下载${site.name}企业画册 PDF` }),
    ).toHaveAttribute('href', companyProfilePath);
    for (const link of links) expect(link).toHaveAttribute('download');
    // Pages and size as the script measured them (documents-manifest.json), not typed by hand;
    // the text matcher reads the no-break space as a space.
    const files: Record<string, { pages: number; bytes: number }> = manifest.files;
    const { pages, bytes } = files[cataloguePath('lenggui')]!;
    // Within the fridges' card: two series' files may round to the same size.
    const fridges = within(section)
      .getByRole('link', { name: '下载冷柜产品手册 PDF' })
      .closest('li')!;
    expect(
      within(fridges).getByText(
        new RegExp(`^${pages} 页 · ${formatBytes(bytes).replace('\u00a0', ' ')} ·`),
      ),
    ).toBeInTheDocument();
    expect(within(section).getAllByText(/\d+ 页 · [\d.]+\s(KB|MB)/)).toHaveLength(
      SERIES.length + 2,
    );
  });

  it("links every model's spec sheet and CAD drawing, by series, served by the site", () => {
    const { container } = render();
    const section = container.querySelector<HTMLElement>('#sheets')!;
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('规格书与 CAD 图');
    for (const { name } of SERIES)
      expect(within(section).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    expect(within(section).getAllByRole('link')).toHaveLength(catalogue.length * 2);
    for (const { model } of catalogue) {
      const sheet = within(section).getByRole('link', { name: `下载 ${model} 规格书` });
      expect(sheet).toHaveAttribute('href', specSheetPath(model));
      expect(sheet).toHaveAttribute('download');
      const cad = within(section).getByRole('link', { name: `下载 ${model} CAD 图` });
      expect(cad).toHaveAttribute('href', cadPath(model));
    }
  });
});
