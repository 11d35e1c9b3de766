import { routeTitle } from '@/config/routes';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { isSeriesCtype } from '@/config/series';
import { site } from '@/config/site';
import { findModel, modelsOf } from '@/content/catalogue';
import { PRODUCT_IMAGE_WIDTHS, productImages } from '@/content/catalogue/product-images';
import type { CatalogueModel } from '@/content/catalogue/types';
import { seriesContent } from '@/content/products';
import { specRows } from '@/features/catalogue/format';
import type { PublicRoute } from './public-routes';

type JsonLd = Record<string, unknown>;

const absolute = (path: string) => (/^https?:/.test(path) ? path : `${env.siteOrigin}${path}`);

function organization(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.company.name,
    alternateName: site.company.shortName,
    url: absolute(paths.home),
    logo: absolute(site.favicon),
    foundingDate: String(site.company.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.company.address,
      addressCountry: 'CN',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        telephone: site.company.hotline,
        contactType: 'customer service',
        areaServed: 'CN',
      },
      {
        '@type': 'ContactPoint',
        telephone: site.company.phone,
        contactType: 'sales',
        areaServed: 'CN',
      },
    ],
  };
}

function breadcrumb(route: PublicRoute, model?: CatalogueModel): JsonLd {
  const items: { name: string; url: string }[] = [{ name: routeTitle('home'), url: paths.home }];
  const ctype = new URL(route.url, 'http://x').searchParams.get('ctype');
  if (ctype || model) items.push({ name: routeTitle('product'), url: paths.product });
  if (model) items.push({ name: seriesContent[model.ctype].name, url: paths.series(model.ctype) });
  items.push({ name: route.title, url: route.url });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(item.url),
    })),
  };
}

/**
 * A series page's models as an ItemList of their pages (each model page carries its full Product):
 * seven Product blocks in every series page cost a kilobyte of gzip on the page's first round trip.
 */
function modelList(ctype: string): JsonLd[] {
  if (!isSeriesCtype(ctype)) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: `${seriesContent[ctype].name}型号`,
      itemListElement: modelsOf(ctype).map((model, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: `${model.model} ${model.name}`,
        url: absolute(paths.model(model)),
      })),
    },
  ];
}

const property = (name: string, value: number, unitCode: string, unitText: string): JsonLd => ({
  '@type': 'PropertyValue',
  name,
  value,
  unitCode,
  unitText,
});

/** The Product block of a model page, from the catalogue's typed values. */
function modelProduct(model: CatalogueModel): JsonLd {
  const series = seriesContent[model.ctype];
  const { width, depth, height } = model.dimensionsMm;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${model.model} ${model.name}`,
    model: model.model,
    sku: model.model,
    description: model.summary,
    category: series.name,
    url: absolute(paths.model(model)),
    // The model's own render or photo, widest size: search engines take raster images only.
    image: absolute(
      `${productImages[model.model]!.base}-${Math.max(...PRODUCT_IMAGE_WIDTHS)}.webp`,
    ),
    brand: { '@type': 'Brand', name: site.company.shortName },
    manufacturer: { '@type': 'Organization', name: site.company.name },
    additionalProperty: [
      property('宽度', width, 'MMT', 'mm'),
      property('深度', depth, 'MMT', 'mm'),
      property('高度', height, 'MMT', 'mm'),
      property('净重', model.weightKg, 'KGM', 'kg'),
      ...specRows(model)
        .filter((row) => !['model', 'dimensions', 'weight'].includes(row.key))
        .map((row) => ({ '@type': 'PropertyValue', name: row.label, value: row.value })),
    ],
  };
}

/** The model a model page's URL names (/product/{ctype}/{model}), if any. */
function modelOf(url: string): CatalogueModel | undefined {
  const match = /^\/product\/([a-z]+)\/([a-z0-9-]+)$/.exec(new URL(url, 'http://x').pathname);
  const model = match ? findModel(match[2]!) : undefined;
  return model && model.ctype === match![1] ? model : undefined;
}

/**
 * JSON-LD blocks for a prerendered page: Organization on home, BreadcrumbList inside, a Product on
 * each model page and the list of its models on each series page.
 */
export function structuredData(route: PublicRoute): JsonLd[] {
  const isHome = route.url === paths.home;
  if (isHome) return [organization()];
  const model = modelOf(route.url);
  if (model) return [breadcrumb(route, model), modelProduct(model)];
  const ctype = new URL(route.url, 'http://x').searchParams.get('ctype');
  return [breadcrumb(route), ...(ctype ? modelList(ctype) : [])];
}
