import type { SeriesCtype } from '../../config/series';

/**
 * Each series' recommended maintenance, the company's advice (UI-CONTRACT.md, "Customer centre"):
 * the centre counts `下次保养` from a unit's last record of this task, or its install date.
 */
export const MAINTENANCE: Record<SeriesCtype, { task: string; everyDays: number }> = {
  youyanjinghua: { task: '清洗', everyDays: 30 },
  shangyongjingshuiji: { task: '更换滤芯', everyDays: 90 },
  xiaoduji: { task: '检查', everyDays: 180 },
  lenggui: { task: '冷凝器清洁', everyDays: 90 },
  shangyongzaotai: { task: '检查', everyDays: 180 },
  baowentai: { task: '除垢', everyDays: 90 },
  zhengfangui: { task: '除垢', everyDays: 90 },
};
