import { useSyncExternalStore } from 'react';

/**
 * A value kept in localStorage under one key, shared by every component that reads it, in this
 * tab and (through the `storage` event) in others. Reads are validated: a value written by an
 * older build, or edited by hand, falls back to `initial` instead of breaking the page. The server
 * render (prerender) always sees `initial`.
 */
export interface StoredValue<T> {
  /** What the server render and hydration see: never the visitor's storage. */
  initial: T;
  get: () => T;
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
}

export function storedValue<T>(
  key: string,
  initial: T,
  parse: (raw: unknown) => T | null,
): StoredValue<T> {
  const listeners = new Set<() => void>();
  // useSyncExternalStore needs the same object while nothing changed: cache by the raw string.
  let cachedRaw: string | null | undefined;
  let cached = initial;

  const read = (): T => {
    if (typeof window === 'undefined') return initial;
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return cached; // storage blocked (private mode, in-app browser settings)
    }
    if (raw === cachedRaw) return cached;
    cachedRaw = raw;
    try {
      cached = raw === null ? initial : (parse(JSON.parse(raw)) ?? initial);
    } catch {
      cached = initial;
    }
    return cached;
  };

  const notify = () => listeners.forEach((listener) => listener());

  return {
    initial,
    get: read,
    set(next) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(read()) : next;
      const raw = JSON.stringify(value);
      try {
        window.localStorage.setItem(key, raw);
        cachedRaw = raw;
      } catch {
        cachedRaw = undefined; // kept in memory for this visit only
      }
      cached = value;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The current value of a stored value; re-renders when any tab changes it. */
export function useStoredValue<T>(store: StoredValue<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
