/**
 * Figures the series copy states about its models, computed from the catalogue so the copy and
 * the spec tables cannot disagree (series-copy.test.ts reads every number back).
 */
const NB = '\u00a0';

/** The smallest and largest value of a field over a series' models. */
export function span<T>(models: T[], pick: (model: T) => number): { min: number; max: number } {
  const values = models.map(pick);
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** '4000 至 20000' or, when all models agree, '95'. */
export function spanText<T>(models: T[], pick: (model: T) => number): string {
  const { min, max } = span(models, pick);
  return min === max ? String(min) : `${min}${NB}至${NB}${max}`;
}

/** The distinct values of a field, in catalogue order. */
export const distinct = <T, V>(models: T[], pick: (model: T) => V): V[] => [
  ...new Set(models.map(pick)),
];
