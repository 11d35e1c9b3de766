import { figures } from './claims/figures';
import { renderedScene, WIDE_SCENE_WIDTHS } from './rendered-scene';
import type { Figure, Illustration, TitledText } from './types';

import { CASE_SECTORS, type CaseSector, type CaseSummary } from './case-summaries';

// The stories (case-studies.ts) are not re-exported here: the home page reads this file for its
// case cards and should not download them.
export { CASE_SECTORS, caseSummaries, type CaseSector, type CaseSummary } from './case-summaries';

export function isCaseSector(value: string | null | undefined): value is CaseSector {
  return CASE_SECTORS.some((sector) => sector === value);
}

export interface SectorInfo {
  key: CaseSector;
  /** Short label for the filter bar. */
  label: string;
}

export const sectors: Record<CaseSector, SectorInfo> = {
  school: {
    key: 'school',
    label: '学校',
  },
  hospital: {
    key: 'hospital',
    label: '医院',
  },
  enterprise: {
    key: 'enterprise',
    label: '企业食堂',
  },
  hotel: {
    key: 'hotel',
    label: '酒店',
  },
  chain: {
    key: 'chain',
    label: '连锁餐饮',
  },
};

/**
 * The render of a case's own kitchen line: the models it installed, at their true sizes (which
 * ones: case-line.ts; drawn by `npm run renders`).
 */
export const caseRender = (study: CaseSummary): Illustration =>
  renderedScene(
    `case-${study.id}`,
    `${study.name}设备布置效果图：按交付型号的实际尺寸排布的出餐线`,
    WIDE_SCENE_WIDTHS,
  );

/** The same kitchen before the refit: worn, stained equipment and clutter (改造前的难题). */
export const caseBeforeRender = (study: CaseSummary): Illustration =>
  renderedScene(
    `case-${study.id}-before`,
    `${study.name}改造前示意图：设备老化、油污积存、通道堆放杂物的旧厨房`,
  );

/** The close of a case page: ask for the same kitchen. */
export const caseQuote = {
  title: '做一个类似的项目',
  text: '按本案的交付清单询价：每个型号按交付数量加入询价单，到询价单里再按您的就餐人数调整；也可以直接联系项目工程师，约现场勘测。',
  quote: '按本案清单询价',
  contact: '联系项目工程师',
};

export const casesBanner = {
  title: '工程案例',
  subtitle: '从一所学校到一家连锁品牌的几十家门店，每个项目都由同一支团队设计、制造、安装与维保。',
};

export const caseFigures: Figure[] = [
  figures.customers,
  figures.kitchenProjects,
  figures.servicePoints,
  figures.firstAcceptance,
];

export const caseProcess: TitledText[] = [
  { title: '现场勘测', text: '工程师上门测量，了解就餐人数、菜系、能源条件与排烟路径。' },
  { title: '方案设计', text: '出具平面布局、设备清单与水电气排烟图纸，免费修改至确认。' },
  { title: '生产与安装', text: '顺德工厂排产，项目经理驻场安装，燃气与电气同步调试。' },
  { title: '验收与培训', text: '配合食药监、消防与环保验收，对厨师和管理员进行操作培训。' },
];
