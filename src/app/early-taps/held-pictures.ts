import { PICTURES_HELD_GLOBAL } from '@/config/start-up';

/**
 * Lets the lazy pictures load (src/app/early-taps/hold-pictures.ts holds them from the first
 * paint). src/main.tsx calls it once the app's files and the login island's first wave have
 * arrived (prefetchIslands, while the page hydrates), so that a press on 登录/注册 right after
 * hydration does not share a slow line with pictures below the fold.
 */
export const releaseHeldPictures = () => window[PICTURES_HELD_GLOBAL]?.release();
