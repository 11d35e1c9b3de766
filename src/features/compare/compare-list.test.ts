import { afterEach, describe, expect, it } from 'vitest';
import {
  compareHref,
  compareList,
  COMPARE_LIMIT,
  removeFromCompare,
  toggleCompare,
} from './compare-list';

afterEach(() => {
  compareList.set([]);
  localStorage.clear();
});

describe('compare list', () => {
  it('ticks and unticks models in order', () => {
    expect(toggleCompare('CC-LG-4D')).toBe('added');
    expect(toggleCompare('CC-LG-6D')).toBe('added');
    expect(compareList.get()).toEqual(['CC-LG-4D', 'CC-LG-6D']);
    expect(toggleCompare('CC-LG-4D')).toBe('removed');
    expect(compareList.get()).toEqual(['CC-LG-6D']);
    removeFromCompare('CC-LG-6D');
    expect(compareList.get()).toEqual([]);
  });

  it('refuses a fifth model and keeps the four', () => {
    for (const model of ['A-1', 'A-2', 'A-3', 'A-4']) expect(toggleCompare(model)).toBe('added');
    expect(COMPARE_LIMIT).toBe(4);
    expect(toggleCompare('A-5')).toBe('full');
    expect(compareList.get()).toEqual(['A-1', 'A-2', 'A-3', 'A-4']);
  });

  it('survives a reload (localStorage) and ignores a tampered list beyond four', () => {
    toggleCompare('CC-XD-1G');
    expect(JSON.parse(localStorage.getItem('cc-compare')!)).toEqual(['CC-XD-1G']);
    localStorage.setItem('cc-compare', JSON.stringify(['A', 'B', 'C', 'D', 'E']));
    expect(compareList.get()).toEqual(['A', 'B', 'C', 'D']);
  });

  it('writes the compare address with lower-case model numbers', () => {
    expect(compareHref(['CC-LG-4D', 'CC-LG-6D'])).toBe('/compare?models=cc-lg-4d,cc-lg-6d');
  });
});
