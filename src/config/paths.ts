import { staticPaths } from './routes';
import type { SeriesCtype } from './series';

/**
 * Every in-app URL, once. One string per route of the manifest with one URL (`paths.about`,
 * `paths.register`: derived from src/config/routes.ts, keyed by route id), plus the URLs with
 * parameters or queries.
 */
export const paths = {
  ...staticPaths,
  /** A series on the product page: /product?ctype=lenggui. */
  series: (ctype: SeriesCtype) => `${staticPaths.product}?ctype=${ctype}`,
  /** A model's own page: /product/lenggui/cc-lg-4d. */
  model: ({ ctype, model }: { ctype: SeriesCtype; model: string }) =>
    `${staticPaths.product}/${ctype}/${model.toLowerCase()}`,
  caseSector: (sector: string) => `${staticPaths.case}?sector=${sector}`,
  caseStudy: (id: string) => `${staticPaths.case}/${id}`,
} as const;
