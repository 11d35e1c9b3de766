import type { MaintenanceBody, RepairBody, RepairStatus } from '@/contract';

/**
 * The after-sales data of the store: every unit the factory made (a customer's once registered),
 * repairs and maintenance records, and their demo seed. The seed's dates count back from the
 * store's clock when it is seeded, so the demo looks the same whatever day it runs.
 */

/** A unit as the factory's install record knows it; customerNo once a customer registered it. */
export interface StoredUnit {
  serialNo: string;
  model: string;
  name: string;
  site: string;
  installedAt: string;
  warrantyUntil: string;
  customerNo: string | null;
  /** When it was registered (the list's order, newest first). */
  registeredAt: number | null;
}
export type Engineer = { nickName: string; phonenumber: string };
export type StoredRepair = Omit<RepairBody, 'visitDate'> & {
  id: string;
  customerNo: string;
  model: string;
  status: RepairStatus;
  /** 'YYYY-MM-DD HH:mm' in Asia/Shanghai; receivedAt is the same moment in ms. */
  createdAt: string;
  receivedAt: number;
  engineer: Engineer | null;
  visitDate: string;
};
export type StoredMaintenance = MaintenanceBody & { customerNo: string; receivedAt: number };

const DAY_MS = 86_400_000;
/** China keeps UTC+8 all year: Asia/Shanghai without Intl. */
const SHANGHAI_MS = 8 * 3_600_000;
/** 'YYYY-MM-DD HH:mm' in Asia/Shanghai. */
export const shanghaiTime = (ms: number) =>
  new Date(ms + SHANGHAI_MS).toISOString().slice(0, 16).replace('T', ' ');
/** 'YYYY-MM-DD' in Asia/Shanghai: today by default. */
export const shanghaiDay = (ms = Date.now()) => shanghaiTime(ms).slice(0, 10);
/** The same date a year later (29 February gives 1 March): the whole unit's one-year warranty. */
const yearAfter = (day: string) => {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
};

export const ENGINEERS: Engineer[] = [
  { nickName: '刘建华', phonenumber: '13622223333' },
  { nickName: '周志强', phonenumber: '13622225555' },
];

/**
 * Each series' recommended maintenance, by model prefix (UI-CONTRACT.md; the catalogue's own
 * table is src/content/catalogue/maintenance.ts on main): the seed's records use these tasks.
 */
const SEED_TASKS: Record<string, { task: string; days: number }> = {
  'CC-YJ': { task: '清洗', days: 30 },
  'CC-JS': { task: '更换滤芯', days: 90 },
  'CC-XD': { task: '检查', days: 180 },
  'CC-LG': { task: '冷凝器清洁', days: 90 },
  'CC-ZT': { task: '检查', days: 180 },
  'CC-BWT': { task: '除垢', days: 90 },
  'CC-ZF': { task: '除垢', days: 90 },
};
export const seedTask = (model: string) => SEED_TASKS[/^CC-[A-Z]+/.exec(model)?.[0] ?? '']!;

/** Serial number, model, catalogue name, site, days since installed, and records (days ago). */
type SeedUnit = [string, string, string, string, number, number[]];
const UNITS: Record<string, SeedUnit[]> = {
  C10086: [
    // Cleaned 38 days ago with a 30-day interval: 已逾期 8 天 (the only overdue unit).
    ['CCYJ120318', 'CC-YJ-12K', '静电式油烟净化器 12000 型', '一楼中央厨房', 300, [38, 69, 99]],
    ['CCYJ080726', 'CC-YJ-8K', '静电式油烟净化器 8000 型', '二楼粤菜档口', 150, [9, 40]],
    ['CCZT020511', 'CC-ZT-2C', '双头猛火炒灶', '一楼中央厨房', 300, [100]],
    ['CCZT010942', 'CC-ZT-1D', '单头大锅灶', '一楼中央厨房', 800, [120, 300]],
    ['CCXD020687', 'CC-XD-2R', '双门热风循环消毒柜', '一楼洗消间', 800, [60, 240]],
    ['CCLG060133', 'CC-LG-6D', '六门双温冰箱', '一楼中央厨房', 60, []],
  ],
  C10087: [
    ['CCZF240415', 'CC-ZF-24E', '二十四盘双门电蒸饭柜', '学生食堂一楼后厨', 500, [30, 120]],
    ['CCJS080902', 'CC-JS-800', '立式商用 RO 净水机', '教学楼一楼饮水间', 200, [70]],
  ],
  // Made and installed, not registered yet: /dev lists them for a demo registration.
  '': [
    ['CCBW060301', 'CC-BWT-6S', '六格水浴保温台', '二楼自选餐售卖区', 20, []],
    ['CCZF120302', 'CC-ZF-12E', '十二盘电蒸饭柜', '员工食堂后厨', 35, []],
    ['CCJS060303', 'CC-JS-KW60', '温开水一体直饮机 60 型', '一楼就餐区', 12, []],
    ['CCYJ060304', 'CC-YJ-6K', '静电式油烟净化器 6000 型', '三楼火锅档口', 5, []],
    ['CCXD010305', 'CC-XD-1G', '单门高温消毒柜', '员工食堂洗消间', 400, []],
  ],
};
const BY: Record<string, [string, string]> = {
  C10086: ['陈国强', '按保养规程完成'],
  C10087: ['食堂后勤 黄师傅', '已完成，运行正常'],
};

export function seedAfterSales(now: number) {
  const day = (daysAgo: number) => shanghaiDay(now - daysAgo * DAY_MS);
  const units: StoredUnit[] = [];
  const maintenance: StoredMaintenance[] = [];
  for (const [owner, list] of Object.entries(UNITS)) {
    for (const [serialNo, model, name, site, installed, records] of list) {
      const installedAt = day(installed);
      units.push({
        ...{ serialNo, model, name, site, installedAt, warrantyUntil: yearAfter(installedAt) },
        ...{ customerNo: owner || null, registeredAt: owner ? now - installed * DAY_MS : null },
      });
      const [by, note] = BY[owner] ?? ['', ''];
      for (const daysAgo of records) {
        const { task } = seedTask(model);
        const fields = { serialNo, task, doneAt: day(daysAgo), by, note, customerNo: owner };
        maintenance.push({ ...fields, requestId: crypto.randomUUID(), receivedAt: now });
      }
    }
  }
  const zhang = { customerNo: 'C10086', contactName: '张建国', phoneNumber: '13800138000' };
  const repair = (daysAgo: number, serialNo: string, fault: string) => {
    const receivedAt = now - daysAgo * DAY_MS - 3 * 3_600_000;
    const createdAt = shanghaiTime(receivedAt);
    const id = `BX${createdAt.slice(0, 10).replaceAll('-', '')}0001`;
    const { model } = units.find((u) => u.serialNo === serialNo)!;
    return { ...zhang, id, serialNo, model, fault, createdAt, receivedAt, photos: [] as string[] };
  };
  const repairs: StoredRepair[] = [
    {
      ...repair(1, 'CCZT020511', '右侧炉头点火困难，火力明显偏小'),
      ...{ status: 'repairing', engineer: ENGINEERS[0]!, visitDate: day(0) },
      requestId: crypto.randomUUID(),
    },
    {
      ...repair(150, 'CCXD020687', '柜内温度升不上去，消毒结束指示灯不亮'),
      ...{ status: 'done', engineer: ENGINEERS[1]!, visitDate: '' },
      requestId: crypto.randomUUID(),
    },
  ];
  return { units, repairs, maintenance };
}
