import type { APIRequestContext } from '@playwright/test';
import { findModel } from '../src/content/catalogue';
import { expect, gotoReady, isMobile, test } from './fixtures';
import { pdfText } from './pdf-text';

// A file is the same at every width: the phone project only checks that the links are there.
const MODELS = ['CC-ZF-24E', 'CC-XD-TC4'];

/** The PDF `href` serves: 200, application/pdf, a body that starts with %PDF and ends with %%EOF. */
async function servedPdfBytes(request: APIRequestContext, href: string) {
  const answer = await request.get(href);
  expect(answer.status(), href).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  const body = await answer.body();
  expect(body.subarray(0, 4).toString('latin1'), href).toBe('%PDF');
  expect(body.subarray(-8).toString('latin1'), href).toContain('%%EOF');
  return body;
}

/** The text of the PDF `href` serves. */
async function servedPdf(request: APIRequestContext, href: string) {
  return pdfText(await servedPdfBytes(request, href));
}

for (const number of MODELS) {
  test(`${number}: 下载规格书 serves its spec sheet, a PDF that names it`, async ({
    page,
    request,
  }, testInfo) => {
    const model = findModel(number)!;
    await gotoReady(page, `/product/${model.ctype}/${number.toLowerCase()}`);
    const link = page.getByRole('link', { name: '下载规格书' });
    await expect(link).toHaveAttribute('download', '');
    await expect(page.getByRole('link', { name: '下载 CAD 图' })).toBeVisible();
    if (isMobile(testInfo.project.name)) return;
    // The text a reader selects and copies: number, name (ideographs, not look-alike radicals)
    // and the 尺寸图's dimensions.
    const text = await servedPdf(request, (await link.getAttribute('href'))!);
    expect(text).toContain(number);
    expect(text).toContain(model.name);
    expect(text).toContain('服务热线');
    const { width, depth, height } = model.dimensionsMm;
    expect(text).toContain(`宽 ${width} × 深 ${depth} × 高 ${height}`);
  });
}

test('a series page and /download link 产品手册 PDFs the site serves', async ({
  page,
  request,
}, testInfo) => {
  await gotoReady(page, '/product?ctype=lenggui');
  const series = page.getByRole('main').getByRole('link', { name: /冷柜产品手册/ });
  await expect(series).toHaveAttribute('download', '');
  const seriesHref = (await series.getAttribute('href'))!;

  await gotoReady(page, '/download');
  const brochures = page.locator('#brochures').getByRole('link', { name: /产品手册|企业画册/ });
  await expect(brochures).toHaveCount(9);
  const hrefs = await brochures.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(hrefs).toContain(seriesHref);
  if (isMobile(testInfo.project.name)) return;
  // One manual read to text (20 pages); the others only checked whole, since reading nine
  // 20-page PDFs to text took over 60 s in a CI run; document-files.test.ts parses each whole.
  expect(await servedPdf(request, seriesHref)).toContain('CC-LG-4D');
  for (const href of hrefs) await servedPdfBytes(request, href);
});
