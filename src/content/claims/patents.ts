import type { Figure } from '../types';

export type PatentKind = '发明专利' | '实用新型专利' | '外观设计专利';

export interface Patent {
  kind: PatentKind;
  title: string;
  /** Patent number (fictional). */
  code: string;
  /** Year granted. */
  year: number;
  /** The product series it is used in. */
  usedIn: string;
}

/** Granted patents by kind; the total is their sum (claims.test.ts). */
export const patentCounts = {
  total: 86,
  invention: 12,
  utility: 58,
  design: 16,
} as const;

/**
 * THE list of representative patents, used in production: /technology and /qualification both
 * show it (claims.test.ts fails on a patent title or number typed anywhere else in src/).
 */
export const patents: Patent[] = [
  {
    kind: '发明专利',
    title: '一种预混式商用炒灶节能燃烧器及其控制方法',
    code: 'ZL 2019 1 0000001.X',
    year: 2019,
    usedIn: '商用灶台',
  },
  {
    kind: '发明专利',
    title: '一种两级高压静电油烟净化电场及其清洗方法',
    code: 'ZL 2020 1 0000002.X',
    year: 2020,
    usedIn: '油烟净化',
  },
  {
    kind: '发明专利',
    title: '一种热风循环消毒柜的均温风道结构',
    code: 'ZL 2020 1 0000003.X',
    year: 2020,
    usedIn: '消毒柜',
  },
  {
    kind: '发明专利',
    title: '一种商用冷柜变频压缩机负荷自适应控制方法',
    code: 'ZL 2021 1 0000004.X',
    year: 2021,
    usedIn: '冷柜',
  },
  {
    kind: '发明专利',
    title: '一种多点测温的电热保温售饭台温度控制系统',
    code: 'ZL 2024 1 0000005.X',
    year: 2024,
    usedIn: '保温台',
  },
  {
    kind: '实用新型专利',
    title: '一种便于拆洗的蜂窝式油烟集尘极板组件',
    code: 'ZL 2017 2 0000006.X',
    year: 2017,
    usedIn: '油烟净化',
  },
  {
    kind: '实用新型专利',
    title: '一种带熄火保护与自动点火的商用大锅灶',
    code: 'ZL 2018 2 0000007.X',
    year: 2018,
    usedIn: '商用灶台',
  },
  {
    kind: '实用新型专利',
    title: '一种手轮压紧式蒸饭柜门体密封与泄压结构',
    code: 'ZL 2019 2 0000008.X',
    year: 2019,
    usedIn: '蒸饭柜',
  },
  {
    kind: '实用新型专利',
    title: '一种商用净水机的滤芯快换与漏水保护结构',
    code: 'ZL 2021 2 0000009.X',
    year: 2021,
    usedIn: '商用净水机',
  },
  {
    kind: '实用新型专利',
    title: '一种带缺水保护的分格保温售饭台',
    code: 'ZL 2022 2 0000010.X',
    year: 2022,
    usedIn: '保温台',
  },
  {
    kind: '实用新型专利',
    title: '一种风冷无霜冷藏工作台的回风导流结构',
    code: 'ZL 2023 2 0000011.X',
    year: 2023,
    usedIn: '冷柜',
  },
  {
    kind: '实用新型专利',
    title: '一种步进式开水器的分段加热装置',
    code: 'ZL 2023 2 0000012.X',
    year: 2023,
    usedIn: '商用净水机',
  },
];

/** The patents in four figures (/qualification). */
export const patentFigures: Figure[] = [
  { value: String(patentCounts.total), unit: '项', label: '授权专利' },
  { value: String(patentCounts.invention), unit: '项', label: '发明专利' },
  { value: String(patentCounts.utility), unit: '项', label: '实用新型专利' },
  { value: String(patentCounts.design), unit: '项', label: '外观设计专利' },
];
