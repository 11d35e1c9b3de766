import { paths } from '@/config/paths';
import { SERIES } from '@/config/series';
import { catalogue } from '@/content/catalogue';
import {
  cataloguePath,
  companyProfilePages,
  companyProfilePath,
  specSheetPath,
  wholeRangeTitle,
} from './documents';

/** A PDF the script prints: the site pages it is made of, in order (several are merged). */
export interface PrintedDocument {
  path: string;
  pages: string[];
  kind: 'spec-sheet' | 'catalogue' | 'company-profile';
  /** Its title (the PDF's document property), from the first page's <h1>. */
  title: (heading: string) => string;
}

/** Every generated PDF: one spec sheet per model, a 产品手册 per series and for all, the 画册. */
export const printedDocuments: PrintedDocument[] = [
  ...catalogue.map((model) => ({
    path: specSheetPath(model.model),
    pages: [paths.model(model)],
    kind: 'spec-sheet' as const,
    title: (heading: string) => `${heading} 规格书`,
  })),
  ...SERIES.map(({ ctype }) => ({
    path: cataloguePath(ctype),
    pages: [paths.series(ctype)],
    kind: 'catalogue' as const,
    title: (heading: string) => `${heading}产品手册`,
  })),
  {
    path: cataloguePath('all'),
    // The overview of the seven series is the cover, each series' page a chapter.
    pages: [paths.product, ...SERIES.map(({ ctype }) => paths.series(ctype))],
    kind: 'catalogue',
    title: () => wholeRangeTitle,
  },
  {
    path: companyProfilePath,
    pages: companyProfilePages.map((id) => paths[id]),
    kind: 'company-profile',
    title: () => '企业画册',
  },
];
