// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { catalogue, findModel } from '@/content/catalogue';
import { PUBLIC_ROUTES } from './public-routes';
import { structuredData } from './structured-data';

const routeOf = (url: string) => PUBLIC_ROUTES.find((route) => route.url === url)!;

describe('structured data', () => {
  it('gives each model page a Product with its own raster render and its dimensions', () => {
    const model = findModel('CC-LG-6D')!;
    const blocks = structuredData(routeOf(paths.model(model)));
    const product = blocks.find((block) => block['@type'] === 'Product')!;
    expect(product).toMatchObject({ model: 'CC-LG-6D', category: '冷柜' });
    expect(product.image).toBe(`${env.siteOrigin}/renders/cc-lg-6d-1200.webp`);
    expect(product.additionalProperty).toContainEqual(
      expect.objectContaining({ name: '宽度', value: model.dimensionsMm.width, unitCode: 'MMT' }),
    );
  });

  it("lists each series page's models as links to their own pages", () => {
    const blocks = structuredData(routeOf(paths.series('lenggui')));
    expect(blocks.map((block) => block['@type'])).toEqual(['BreadcrumbList', 'ItemList']);
    const items = blocks[1]!.itemListElement as { position: number; url: string }[];
    const models = catalogue.filter((model) => model.ctype === 'lenggui');
    expect(items.map((item) => item.url)).toEqual(
      models.map((model) => `${env.siteOrigin}${paths.model(model)}`),
    );
    expect(items.map((item) => item.position)).toEqual(models.map((_, index) => index + 1));
  });

  it('points every Product image at a file the build serves', () => {
    for (const model of catalogue) {
      const [product] = structuredData(routeOf(paths.model(model))).filter(
        (block) => block['@type'] === 'Product',
      );
      const path = new URL(String(product!.image)).pathname;
      expect(path, model.model).toMatch(/\.webp$/);
      expect(existsSync(join(process.cwd(), 'public', path)), path).toBe(true);
    }
  });
});
