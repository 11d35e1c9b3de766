import { company } from '@/config/company';
import { SERIES } from '@/config/series';
import { MODEL_COUNT } from '../catalogue/model-count.generated';

/**
 * THE company's figures: every page that states one reads it here (claims.test.ts fails on a
 * second copy typed anywhere else in src/). Deployment facts (name, address, phones, the year it
 * was founded) stay in src/config/company.ts; these are the claims the copy makes about them.
 */
export const facts = {
  founded: company.founded,
  /** The year the figures are counted to (the site's copyright year). */
  asOf: 2026,
  /** The first rented workshop in 伦教, ㎡, and the people who started there. */
  firstWorkshopM2: 1200,
  founders: 12,
  /** The plant in 澄川工业园: its first phase (2012) and all of it since 2018, ㎡. */
  plantPhaseOneM2: 28000,
  plantAreaM2: 52000,
  workshops: 6,
  productionStaff: 420,
  assemblyLines: 4,
  weldingRobots: 8,
  rdStaff: 120,
  seniorEngineers: 18,
  labs: 4,
  /** Research spending, at least this share of revenue, %. */
  rdSharePct: 4,
  /** Standard models: the catalogue's length, written from it by `npm run add-model`. */
  models: MODEL_COUNT,
  customers: 6000,
  kitchenProjects: 1100,
  firstAcceptancePct: 98,
  servicePoints: 28,
  partners: 260,
  designInstitutes: 40,
} as const;

/** Whole years since the founding, as of the figures' year (20). */
export const yearsInBusiness = facts.asOf - facts.founded;

const DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1–99 in Chinese numerals: 4 → 四, 20 → 二十, 12 → 十二. */
export function chineseNumber(n: number): string {
  if (!Number.isInteger(n) || !(n >= 1 && n <= 99)) throw new RangeError(`${n}: 1–99 only`);
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  if (tens === 0) return DIGITS[ones]!;
  return `${tens === 1 ? '' : DIGITS[tens]}十${DIGITS[ones]}`;
}

/** 二十年: the company's age as the copy writes it. */
export const yearsText = `${chineseNumber(yearsInBusiness)}年`;

const NB = '\u00a0';

/** The plant's area with its unit, as the copy writes it. */
export const plantAreaText = `${facts.plantAreaM2}${NB}㎡`;

/** 营业收入的 4% 以上. */
export const rdSharePhrase = `营业收入的${NB}${facts.rdSharePct}%${NB}以上`;

/** The series as the copy counts them (N 大系列), from src/config/series.ts. */
export const seriesCountText = `${chineseNumber(SERIES.length)}大系列`;

const seriesNames = SERIES.map((series) => series.name);

/** 保温台、冷柜……与商用净水机: every series by name, in navigation order. */
export const seriesListText = `${seriesNames.slice(0, -1).join('、')}与${seriesNames[seriesNames.length - 1]}`;

/** The range in one phrase: the series and the number of standard models. */
export const rangePhrase = `${seriesCountText}${NB}${facts.models}${NB}个标准型号`;
