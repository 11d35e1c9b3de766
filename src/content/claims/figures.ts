import type { Figure } from '../types';
import { facts, yearsInBusiness } from './facts';

// A file of its own: the home page's first screen reads ./facts.ts, and these labelled figures
// are for the parts below it, which a first visit fetches after hydration.
const figure = (value: number | string, unit: string, label: string): Figure => ({
  value: String(value),
  unit,
  label,
});

/** Each figure once, with its one label; pages pick the ones they show. */
export const figures = {
  founded: figure(facts.founded, '年', '创立于佛山顺德'),
  years: figure(yearsInBusiness, '年', '专注商用厨房'),
  plantArea: figure(facts.plantAreaM2, '㎡', '自有生产基地'),
  workshops: figure(facts.workshops, '大', '功能车间'),
  productionStaff: figure(facts.productionStaff, '人', '一线生产员工'),
  assemblyLines: figure(facts.assemblyLines, '条', '柔性总装线'),
  weldingRobots: figure(facts.weldingRobots, '台', '焊接机器人'),
  rdStaff: figure(facts.rdStaff, '人', '研发与设计团队'),
  labs: figure(facts.labs, '个', '专业实验室'),
  rdShare: figure(facts.rdSharePct, '%+', '研发投入占营收'),
  models: figure(facts.models, '款', '标准设备型号'),
  customers: figure(facts.customers, '+', '服务客户'),
  kitchenProjects: figure(facts.kitchenProjects, '+', '整厨工程项目'),
  firstAcceptance: figure(facts.firstAcceptancePct, '%', '一次验收通过率'),
  servicePoints: figure(facts.servicePoints, '个', '省级服务网点'),
  partners: figure(facts.partners, '+', '合作经销商与工程商'),
  designInstitutes: figure(facts.designInstitutes, '+', '长期合作设计单位'),
} satisfies Record<string, Figure>;
