import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storedValue, useStoredValue } from './stored-value';

const numbers = (raw: unknown) =>
  Array.isArray(raw) && raw.every((n) => typeof n === 'number') ? raw : null;

afterEach(() => localStorage.clear());

describe('storedValue', () => {
  it('starts from the initial value and persists what is set', () => {
    const store = storedValue<number[]>('test-list', [], numbers);
    expect(store.get()).toEqual([]);
    store.set([1, 2]);
    expect(JSON.parse(localStorage.getItem('test-list')!)).toEqual([1, 2]);
    // A new page load (a new store over the same key) reads it back.
    expect(storedValue<number[]>('test-list', [], numbers).get()).toEqual([1, 2]);
  });

  it('falls back to the initial value for broken or foreign data', () => {
    localStorage.setItem('test-list', '{not json');
    expect(storedValue<number[]>('test-list', [], numbers).get()).toEqual([]);
    localStorage.setItem('test-list', '["a"]');
    expect(storedValue<number[]>('test-list', [], numbers).get()).toEqual([]);
  });

  it('re-renders readers on set, with a stable snapshot between changes', () => {
    const store = storedValue<number[]>('test-list', [], numbers);
    const { result } = renderHook(() => useStoredValue(store));
    const first = result.current;
    expect(store.get()).toBe(first);
    act(() => store.set((current) => [...current, 3]));
    expect(result.current).toEqual([3]);
  });

  it('follows changes made in another tab (storage event)', () => {
    const store = storedValue<number[]>('test-list', [], numbers);
    const { result } = renderHook(() => useStoredValue(store));
    act(() => {
      localStorage.setItem('test-list', '[7]');
      window.dispatchEvent(new StorageEvent('storage', { key: 'test-list' }));
    });
    expect(result.current).toEqual([7]);
  });
});
