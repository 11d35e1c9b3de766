// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unitSchedule } from './unit-schedule';

const purifier = {
  serialNo: 'CC2023YJ0815A',
  model: 'CC-YJ-8K',
  installedAt: '2023-08-15',
};

describe('unitSchedule', () => {
  it("counts from the last record of the series' task, not from other tasks", () => {
    const records = [
      { serialNo: 'CC2023YJ0815A', task: '清洗', doneAt: '2026-10-01' },
      { serialNo: 'CC2023YJ0815A', task: '清洗', doneAt: '2026-09-01' },
      { serialNo: 'CC2023YJ0815A', task: '更换滤网', doneAt: '2026-11-20' },
      { serialNo: 'CC2099LG0001A', task: '清洗', doneAt: '2026-11-25' },
    ];
    expect(unitSchedule(purifier, records, '2026-11-28')).toMatchObject({
      task: '清洗',
      everyDays: 30,
      due: '2026-10-31',
      overdueDays: 28,
    });
    expect(unitSchedule(purifier, records, '2026-11-28')?.records.map((r) => r.doneAt)).toEqual([
      '2026-11-20',
      '2026-10-01',
      '2026-09-01',
    ]);
  });

  it('counts from the install date when there is no record; null for a model not in the catalogue', () => {
    const stove = { serialNo: 'CC2026ZT0101B', model: 'CC-ZT-2C', installedAt: '2026-06-01' };
    expect(unitSchedule(stove, [], '2026-11-28')).toMatchObject({
      task: '检查',
      due: '2026-11-28',
      overdueDays: 0,
    });
    expect(unitSchedule({ ...stove, model: 'XX-1' }, [], '2026-11-28')).toBeNull();
    expect(unitSchedule({ ...stove, installedAt: undefined }, [], '2026-11-28')).toBeNull();
  });
});
