import DxfParser from 'dxf-parser';
import { findModel } from '../src/content/catalogue';
import { expect, gotoReady, test } from './fixtures';

const MODELS = ['CC-LG-4D', 'CC-ZT-2C', 'CC-JS-400'];

for (const number of MODELS) {
  test(`${number}: the 尺寸图 gives the catalogue's mm, 下载 CAD 图 serves its DXF`, async ({
    page,
    request,
  }) => {
    const model = findModel(number)!;
    const { width, depth, height } = model.dimensionsMm;
    await gotoReady(page, `/product/${model.ctype}/${number.toLowerCase()}`);
    const figure = page.locator('figure', {
      has: page.locator('figcaption', { hasText: '尺寸图' }),
    });
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('svg')).toBeVisible();
    await expect(figure.locator('svg text')).toContainText([
      String(width),
      String(depth),
      String(height),
    ]);

    const link = page.getByRole('link', { name: '下载 CAD 图' });
    await expect(link).toHaveAttribute('download', '');
    const answer = await request.get((await link.getAttribute('href'))!);
    expect(answer.status()).toBe(200);
    const dxf = new DxfParser().parseSync(await answer.text()) as unknown as {
      entities: { layer: string; vertices?: { x: number; y: number }[] }[];
    };
    const plan = dxf.entities.find((e) => e.layer === 'PLAN')!.vertices!;
    const xs = plan.map((p) => p.x);
    const ys = plan.map((p) => p.y);
    expect([Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)]).toEqual([
      width,
      depth,
    ]);
  });
}
