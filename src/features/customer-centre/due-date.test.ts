// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, nextDue, todayIn } from './due-date';

describe('maintenance due dates in calendar days', () => {
  it.each([
    ['a plain month', '2026-11-01', 30, '2026-12-01'],
    ['across a 31-day month end', '2026-01-31', 30, '2026-03-02'],
    ['into a leap February', '2024-01-31', 30, '2024-03-01'],
    ['from a leap day, a year on', '2024-02-29', 365, '2025-02-28'],
    ['across the year end', '2026-12-15', 30, '2027-01-14'],
    ['across a European clock change', '2026-03-20', 10, '2026-03-30'],
    ['180 days', '2026-06-01', 180, '2026-11-28'],
  ])('%s: %s + %i days = %s', (_, from, days, expected) => {
    expect(addDays(from, days)).toBe(expected);
    expect(daysBetween(from, expected)).toBe(days);
  });

  it.each([
    ['due later', '2026-11-20', 30, '2026-11-28', { due: '2026-12-20', overdueDays: 0 }],
    ['due today', '2026-10-29', 30, '2026-11-28', { due: '2026-11-28', overdueDays: 0 }],
    ['a day over', '2026-10-28', 30, '2026-11-28', { due: '2026-11-27', overdueDays: 1 }],
    ['a leap year over', '2024-01-01', 30, '2024-03-01', { due: '2024-01-31', overdueDays: 30 }],
    ['a common year over', '2025-01-01', 30, '2025-03-01', { due: '2025-01-31', overdueDays: 29 }],
  ])('%s', (_, since, every, today, expected) => {
    expect(nextDue(since, every, today)).toEqual(expected);
  });

  it("takes today from the visitor's calendar, in their time zone", () => {
    // 2026-11-27 20:30 in London is already 2026-11-28 04:30 in Shanghai.
    const now = new Date('2026-11-27T20:30:00Z');
    expect(todayIn(now, 'Asia/Shanghai')).toBe('2026-11-28');
    expect(todayIn(now, 'Europe/London')).toBe('2026-11-27');
    expect(todayIn(now, 'America/Los_Angeles')).toBe('2026-11-27');
    // The same unit, cleaned on 2026-10-28: overdue in Shanghai, not yet in London.
    expect(nextDue('2026-10-28', 30, todayIn(now, 'Asia/Shanghai')).overdueDays).toBe(1);
    expect(nextDue('2026-10-28', 30, todayIn(now, 'Europe/London')).overdueDays).toBe(0);
  });
});
