import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { isSeriesCtype } from '@/config/series';
import { site } from '@/config/site';
import { seriesContent } from '@/content/products';
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

function breadcrumb(route: PublicRoute): JsonLd {
  const items: { name: string; url: string }[] = [
    { name: site.routes.home.title, url: paths.home },
  ];
  const ctype = new URL(route.url, 'http://x').searchParams.get('ctype');
  if (ctype) items.push({ name: site.routes.product.title, url: paths.productOverview });
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

function products(ctype: string): JsonLd[] {
  if (!isSeriesCtype(ctype)) return [];
  const series = seriesContent[ctype];
  return series.models.map((model) => ({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${series.name} ${model.specs.model}`,
    model: model.specs.model,
    description: `${model.name}：${series.tagline}`,
    category: series.name,
    image: absolute(series.illustration.src),
    brand: { '@type': 'Brand', name: site.company.shortName },
    manufacturer: { '@type': 'Organization', name: site.company.name },
    additionalProperty: series.specColumns
      .filter((column) => column.key !== 'model')
      .map((column) => ({
        '@type': 'PropertyValue',
        name: column.label,
        value: model.specs[column.key as keyof typeof model.specs],
      })),
  }));
}

/** JSON-LD blocks for a prerendered page: Organization on home, BreadcrumbList inside, Product per model. */
export function structuredData(route: PublicRoute): JsonLd[] {
  const isHome = route.url === paths.home;
  if (isHome) return [organization()];
  const ctype = new URL(route.url, 'http://x').searchParams.get('ctype');
  return [breadcrumb(route), ...(ctype ? products(ctype) : [])];
}
