import { loadOnce } from '@/lib/async/load-once';

/** Its source file, for the prerender: its CSS is inlined, its code left out of a first visit. */
export const HOME_LATER_MODULE = 'src/pages/home/home-later.tsx';

/**
 * The home page below its hero (./home-later.tsx), fetched once (again after a failure):
 * src/app/page-data.ts loads it after hydration on a first visit, with the page on a visit within
 * the app.
 */
export const loadHomeLater = loadOnce(() => import('./home-later'));
