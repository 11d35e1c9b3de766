import { settled, type Settled } from '@/lib/async/settled';

type LaterModule = typeof import('./model-later');

/** Its source file, for the prerender: its CSS is inlined, its code left out of a first visit. */
export const MODEL_LATER_MODULE = 'src/pages/model/model-later.tsx';

let loading: Settled<LaterModule> | null = null;

/**
 * The model page's part below the first screen (./model-later.tsx), fetched once (again after a
 * failure): about 6 KB of brotli a first visit's slow line no longer carries before hydration
 * (src/app/page-data.ts loads it after; on a visit within the app, with the page).
 */
export function loadModelLater(): Promise<LaterModule> {
  if (loading) return loading;
  const promise = settled(import('./model-later'));
  promise.catch(() => {
    if (loading === promise) loading = null;
  });
  loading = promise;
  return promise;
}
