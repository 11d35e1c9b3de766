import { loadOnce } from '@/lib/async/load-once';

/** Its source file, for the prerender: its CSS is inlined, its code left out of a first visit. */
export const MODEL_LATER_MODULE = 'src/pages/model/model-later.tsx';

/**
 * The model page's part below the first screen (./model-later.tsx), fetched once (again after a
 * failure): about 6 KB of brotli a first visit's slow line no longer carries before hydration
 * (src/app/page-data.ts loads it after; on a visit within the app, with the page).
 */
export const loadModelLater = loadOnce(() => import('./model-later'));
