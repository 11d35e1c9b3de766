import type { StaticRouteKey } from '@/config/routes';
import type { SeriesCtype } from '@/config/series';
import { modelSlug } from '@/content/catalogue/slug';

/**
 * Where the site serves the documents generated from the catalogue (`npm run documents` writes
 * them under public/): one definition for the script, the pages and the tests.
 */
export const cadPath = (modelNumber: string) => `/files/cad/${modelSlug(modelNumber)}.dxf`;

/** A model's spec sheet: its model page, printed. */
export const specSheetPath = (modelNumber: string) => `/files/spec/${modelSlug(modelNumber)}.pdf`;

/** A series' 产品手册, or the whole range's ('all'). */
export const cataloguePath = (ctype: SeriesCtype | 'all') => `/files/catalogue/${ctype}.pdf`;

/** The whole range's 产品手册 by name. */
export const wholeRangeTitle = '全系列产品手册';

/** The 企业画册. */
export const companyProfilePath = '/files/company-profile.pdf';

/** The pages the 企业画册 is printed from, in order. */
export const companyProfilePages: StaticRouteKey[] = ['about', 'factory', 'qualification'];
