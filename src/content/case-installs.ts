import type { CaseId, CaseSummary } from './case-summaries';
import { caseSummaries } from './case-summaries';

export interface InstalledItem {
  /** Model number as the catalogue writes it. */
  model: string;
  quantity: number;
}

/**
 * What each case installed (catalogue models and how many), keyed by the id of its summary. Apart
 * from the stories (case-stories/), so a model page finds the cases that used it without loading
 * them. Typed by the summaries' ids: a case without its list does not compile.
 */
export const caseInstalls: Record<CaseId, InstalledItem[]> = {
  'shunde-middle-school': [
    { model: 'CC-BWT-12D', quantity: 6 },
    { model: 'CC-ZF-36E', quantity: 4 },
    { model: 'CC-ZT-3C', quantity: 3 },
    { model: 'CC-ZT-1D', quantity: 2 },
    { model: 'CC-XD-TC4', quantity: 2 },
    { model: 'CC-YJ-20KU', quantity: 2 },
    { model: 'CC-LG-LY2', quantity: 2 },
  ],
  'changsha-primary-school': [
    { model: 'CC-ZF-24E', quantity: 3 },
    { model: 'CC-XD-2R', quantity: 2 },
    { model: 'CC-LG-6D', quantity: 2 },
    { model: 'CC-LG-LY2', quantity: 1 },
    { model: 'CC-JS-KW90', quantity: 4 },
  ],
  'nanning-vocational-college': [
    { model: 'CC-BWT-10D', quantity: 8 },
    { model: 'CC-ZT-3C', quantity: 6 },
    { model: 'CC-ZT-2C', quantity: 4 },
    { model: 'CC-YJ-16K', quantity: 4 },
    { model: 'CC-LG-6D', quantity: 6 },
    { model: 'CC-JS-2T', quantity: 1 },
  ],
  'guangzhou-general-hospital': [
    { model: 'CC-ZF-24S', quantity: 4 },
    { model: 'CC-BWT-8G', quantity: 6 },
    { model: 'CC-XD-ZQ2', quantity: 3 },
    { model: 'CC-LG-4D', quantity: 6 },
    { model: 'CC-LG-LY2', quantity: 2 },
  ],
  'nanchang-maternity-hospital': [
    { model: 'CC-ZT-2C', quantity: 3 },
    { model: 'CC-YJ-12K', quantity: 2 },
    { model: 'CC-XD-2R', quantity: 2 },
    { model: 'CC-JS-KW60', quantity: 8 },
  ],
  'chengdu-district-hospital': [
    { model: 'CC-ZF-24E', quantity: 3 },
    { model: 'CC-ZT-2C', quantity: 4 },
    { model: 'CC-LG-6D', quantity: 4 },
    { model: 'CC-XD-TC2', quantity: 2 },
    { model: 'CC-YJ-16K', quantity: 2 },
  ],
  'dongguan-electronics': [
    { model: 'CC-BWT-12D', quantity: 10 },
    { model: 'CC-ZF-48S', quantity: 3 },
    { model: 'CC-ZT-3C', quantity: 6 },
    { model: 'CC-ZT-1D', quantity: 4 },
    { model: 'CC-XD-TC4', quantity: 3 },
    { model: 'CC-YJ-20KU', quantity: 3 },
    { model: 'CC-LG-6D', quantity: 8 },
  ],
  'suzhou-biopharma': [
    { model: 'CC-BWT-8G', quantity: 4 },
    { model: 'CC-LG-4D', quantity: 4 },
    { model: 'CC-ZT-DC25', quantity: 2 },
    { model: 'CC-ZT-DC15', quantity: 4 },
    { model: 'CC-JS-1T', quantity: 1 },
  ],
  'wuhan-auto-parts': [
    { model: 'CC-ZT-1D', quantity: 6 },
    { model: 'CC-ZT-3C', quantity: 4 },
    { model: 'CC-ZF-48S', quantity: 4 },
    { model: 'CC-LG-6D', quantity: 10 },
    { model: 'CC-XD-TC4', quantity: 2 },
    { model: 'CC-YJ-20KU', quantity: 3 },
  ],
  'sanya-resort-hotel': [
    { model: 'CC-ZT-2C', quantity: 4 },
    { model: 'CC-BWT-5T', quantity: 6 },
    { model: 'CC-LG-PT18', quantity: 6 },
    { model: 'CC-LG-4D', quantity: 4 },
    { model: 'CC-YJ-YS30', quantity: 2 },
    { model: 'CC-XD-2M', quantity: 2 },
  ],
  'hangzhou-business-hotel': [
    { model: 'CC-ZT-3C', quantity: 4 },
    { model: 'CC-ZT-2A', quantity: 2 },
    { model: 'CC-ZF-24G', quantity: 2 },
    { model: 'CC-BWT-8G', quantity: 2 },
    { model: 'CC-YJ-YS30', quantity: 2 },
    { model: 'CC-YJ-16K', quantity: 1 },
  ],
  'zhuhai-convention-hotel': [
    { model: 'CC-BWT-5T', quantity: 8 },
    { model: 'CC-BWT-3T', quantity: 6 },
    { model: 'CC-LG-PT18', quantity: 4 },
    { model: 'CC-XD-2M', quantity: 2 },
    { model: 'CC-JS-KW90', quantity: 4 },
  ],
  'cantonese-dim-sum-chain': [
    { model: 'CC-ZF-6E', quantity: 36 },
    { model: 'CC-ZT-DC15', quantity: 36 },
    { model: 'CC-LG-PT12', quantity: 72 },
    { model: 'CC-JS-400', quantity: 36 },
  ],
  'fast-food-central-kitchen': [
    { model: 'CC-ZT-1D', quantity: 8 },
    { model: 'CC-ZF-48S', quantity: 6 },
    { model: 'CC-LG-4F', quantity: 12 },
    { model: 'CC-LG-6D', quantity: 10 },
    { model: 'CC-XD-TC4', quantity: 2 },
    { model: 'CC-YJ-20KU', quantity: 4 },
  ],
  'chongqing-hotpot-chain': [
    { model: 'CC-LG-6D', quantity: 3 },
    { model: 'CC-LG-PT18', quantity: 2 },
    { model: 'CC-YJ-8K', quantity: 2 },
    { model: 'CC-XD-2M', quantity: 2 },
    { model: 'CC-JS-800', quantity: 1 },
  ],
};

/** A case that installed a model, with how many. */
export interface CaseUsingModel extends CaseSummary {
  quantity: number;
}

/** The cases that installed a model (model number as the catalogue writes it). */
export function casesUsingModel(model: string): CaseUsingModel[] {
  return caseSummaries.flatMap((summary) => {
    const item = caseInstalls[summary.id].find((installed) => installed.model === model);
    return item ? [{ ...summary, quantity: item.quantity }] : [];
  });
}
