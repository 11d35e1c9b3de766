import { loadOnce } from '@/lib/async/load-once';

/** Its source file, for the prerender: listed as a later part, its code left out of a first visit. */
export const FOOTER_MODULE = 'src/components/layout/site-footer/site-footer.tsx';

/**
 * The footer (./site-footer.tsx), fetched once (again after a failure): a layout part below every
 * page's first screen, read inside HydrateLater (src/app/root-layout.tsx). src/app/page-data.ts
 * loads it as hydration starts on a first visit, and before a fresh render or the prerender.
 */
export const loadFooter = loadOnce(() => import('./site-footer'));
