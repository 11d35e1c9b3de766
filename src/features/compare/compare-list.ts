import { storedValue, useStoredValue } from '@/lib/storage/stored-value';

/** At most this many models side by side (the UI contract). */
export const COMPARE_LIMIT = 4;
export const COMPARE_FULL_MESSAGE = `最多对比 ${COMPARE_LIMIT} 个型号`;

const isModelList = (raw: unknown): string[] | null =>
  Array.isArray(raw) && raw.every((item) => typeof item === 'string')
    ? raw.slice(0, COMPARE_LIMIT)
    : null;

/** The compare tray: model numbers as the catalogue writes them, in the order they were ticked. */
export const compareList = storedValue<string[]>('cc-compare', [], isModelList);

export type ToggleResult = 'added' | 'removed' | 'full';

/** Ticks or unticks a model; a fifth tick is refused. */
export function toggleCompare(model: string): ToggleResult {
  const current = compareList.get();
  if (current.includes(model)) {
    compareList.set(current.filter((m) => m !== model));
    return 'removed';
  }
  if (current.length >= COMPARE_LIMIT) return 'full';
  compareList.set([...current, model]);
  return 'added';
}

export function removeFromCompare(model: string) {
  compareList.set((current) => current.filter((m) => m !== model));
}

export function clearCompare() {
  compareList.set([]);
}

export const useCompareList = () => useStoredValue(compareList);

/** /compare?models=a,b: lower-case model numbers, as the UI contract writes the address. */
export const compareHref = (models: string[]) =>
  `/compare?models=${models.map((m) => m.toLowerCase()).join(',')}`;
