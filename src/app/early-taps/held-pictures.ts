declare global {
  interface Window {
    /** src/app/early-taps/hold-pictures.js */
    __picturesHeld?: { release: () => void };
  }
}

/**
 * Lets the lazy pictures load (src/app/early-taps/hold-pictures.js holds them from the first
 * paint). Called once the app has hydrated and the login island has arrived, so that a press on
 * 登录/注册 right after hydration does not share a slow line with pictures below the fold.
 */
export const releaseHeldPictures = () => window.__picturesHeld?.release();
