import { paths } from '@/config/paths';
import { SERIES, seriesName, type SeriesCtype } from '@/config/series';
import { catalogue, modelsOf } from '@/content/catalogue';
import {
  cataloguePath,
  companyProfilePages,
  companyProfilePath,
  specSheetPath,
  wholeRangeTitle,
} from './documents';

/** How a site page is laid out on A4 (scripts/documents/write-pdfs.ts has each one's scale). */
export type PrintLayout = 'spec-sheet' | 'catalogue' | 'company-profile';

/** The pages of a 产品手册 the script composes from the catalogue and content (no site page). */
type ManualSection = 'cover' | 'model' | 'options' | 'installation' | 'service';

/** One part of a PDF: a site page printed, or a section of a 产品手册 composed by the script. */
export type DocumentPart =
  | { url: string; layout: PrintLayout }
  | { section: ManualSection; ctype: SeriesCtype; model?: string };

/** A PDF the script prints: its parts, in order (merged into one file). */
export interface PrintedDocument {
  path: string;
  parts: DocumentPart[];
  kind: 'spec-sheet' | 'manual' | 'catalogue' | 'company-profile';
  /** Its title (the PDF's document property), from the first site page's <h1>. */
  title: (heading: string) => string;
}

const sitePage = (url: string, layout: PrintLayout): DocumentPart => ({ url, layout });

/**
 * A series' 产品手册: a cover; the series page (its story, models, advantages and uses); per
 * model a page of its views and figures, then its model page (the spec sheet: spec table and
 * 尺寸图); options; installation needs; warranty and service.
 */
export function manualParts(ctype: SeriesCtype): DocumentPart[] {
  return [
    { section: 'cover', ctype },
    sitePage(paths.series(ctype), 'catalogue'),
    ...modelsOf(ctype).flatMap((model): DocumentPart[] => [
      { section: 'model', ctype, model: model.model },
      sitePage(paths.model(model), 'spec-sheet'),
    ]),
    { section: 'options', ctype },
    { section: 'installation', ctype },
    { section: 'service', ctype },
  ];
}

/** Every generated PDF: one spec sheet per model, a 产品手册 per series and for all, the 画册. */
export const printedDocuments: PrintedDocument[] = [
  ...catalogue.map((model) => ({
    path: specSheetPath(model.model),
    parts: [sitePage(paths.model(model), 'spec-sheet')],
    kind: 'spec-sheet' as const,
    title: (heading: string) => `${heading} 规格书`,
  })),
  ...SERIES.map(({ ctype }) => ({
    path: cataloguePath(ctype),
    parts: manualParts(ctype),
    kind: 'manual' as const,
    title: () => `${seriesName(ctype)}产品手册`,
  })),
  {
    path: cataloguePath('all'),
    // The overview of the series is the cover, each series' page a chapter.
    parts: [paths.product, ...SERIES.map(({ ctype }) => paths.series(ctype))].map((url) =>
      sitePage(url, 'catalogue'),
    ),
    kind: 'catalogue',
    title: () => wholeRangeTitle,
  },
  {
    path: companyProfilePath,
    parts: companyProfilePages.map((id) => sitePage(paths[id], 'company-profile')),
    kind: 'company-profile',
    title: () => '企业画册',
  },
];
