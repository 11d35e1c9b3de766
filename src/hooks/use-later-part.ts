import { use } from 'react';

/** Never settles: React keeps waiting on it, and asks for nothing more. */
const NEVER = new Promise<never>(() => {});
const guarded = new WeakMap<Promise<unknown>, Promise<unknown>>();

/** `promise`, or, if it fails, one that never settles; the same wrapper for the same promise. */
function failingNever<T>(promise: Promise<T>): Promise<T> {
  if ((promise as { status?: string }).status === 'fulfilled') return promise;
  let wrapped = guarded.get(promise) as Promise<T> | undefined;
  if (!wrapped) {
    wrapped = promise.catch(() => NEVER);
    guarded.set(promise, wrapped);
  }
  return wrapped;
}

/**
 * A page's later part (src/app/page-data.ts), read inside HydrateLater: what `load` gives. If the
 * chunk fails on a first visit, the part stays suspended, so React keeps its prerendered HTML (its
 * links still work: a later part has no button) instead of client-rendering it again and again,
 * each time asking for the chunk anew. A visit within the app has waited for the part with the
 * page (LazyPage), and a failure there shows the page's error.
 */
export function useLaterPart<T>(load: () => Promise<T>): T {
  return use(failingNever(load()));
}
