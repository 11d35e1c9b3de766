import { seriesOfModel, type SeriesCtype } from '../config/series';
import { caseInstalls, type InstalledItem } from './case-installs';
import { caseSummaries, type CaseId, type CaseSummary } from './case-summaries';
import { companyHotelAndChainStories } from './case-stories/companies-hotels-and-chains';
import { schoolAndHospitalStories } from './case-stories/schools-and-hospitals';
import type { CaseDetail } from './types';

/**
 * Each case's story, keyed by the id of its summary (case-summaries.ts): the kitchen's problem and
 * the result in figures, written in case-stories/ (a file per group of sectors), with what was
 * installed (case-installs.ts). Plain data, no images (the route list of case pages reads this
 * file in Node). Scenes per sector and the page copy are in cases.ts.
 */

export type { CaseSector } from './case-summaries';
export type { InstalledItem } from './case-installs';

export interface CaseStudy extends CaseSummary, CaseDetail {
  /** What was installed (catalogue models). */
  installed: InstalledItem[];
  /** The series delivered, from the installed models, in catalogue order. */
  equipment: SeriesCtype[];
}

/**
 * Typed by the summaries' ids: a case without its story does not compile, nor (through each
 * file's `satisfies`) a story without a case.
 */
const caseDetails: Record<CaseId, CaseDetail> = {
  ...schoolAndHospitalStories,
  ...companyHotelAndChainStories,
};

const seriesOf = (item: InstalledItem) => seriesOfModel(item.model);

export const caseStudies: CaseStudy[] = caseSummaries.map((summary) => {
  const installed = caseInstalls[summary.id];
  const equipment = installed.map(seriesOf).filter((c): c is SeriesCtype => Boolean(c));
  return { ...summary, ...caseDetails[summary.id], installed, equipment: [...new Set(equipment)] };
});
