/**
 * The names a prerendered page's parts share: #root's data attributes that the prerender
 * (scripts/prerender.ts) writes, the globals the inline start-up scripts of every page's <head>
 * (src/app/early-taps: capture.ts, hold-pictures.ts, ask-app.ts) set, and the Element Timing name
 * of the first picture; the entry (src/main.tsx) and the app read them.
 *
 * Each name is a constant of its own, not a property of an object: the builds write an imported
 * constant's value where it is used (vite.config.ts: the app's `inlineConst`, and the inline
 * scripts' own bundling), so the names cost the page and the entry no byte. No imports, and no DOM
 * at run time: the Node scripts (the prerender, the link check) import this file too.
 */

// #root's data attributes, by their `dataset` key (the attribute is `data-` and the key).

/** The URL the page was rendered for: the app hydrates it only there (src/app/prerendered.ts). */
export const ROOT_PRERENDERED = 'prerendered';
/** The app's and the page's chunks, space-separated, asked for after the first paint. */
export const ROOT_MODULES = 'modules';
/** The page's CSS in full, one file, linked with the app (the page inlines what it uses). */
export const ROOT_CSS = 'css';
/** The JSON list of the header islands' files, preloaded in waves (src/app/island-prefetch.ts). */
export const ROOT_ISLANDS = 'islands';

export type RootData =
  typeof ROOT_PRERENDERED | typeof ROOT_MODULES | typeof ROOT_CSS | typeof ROOT_ISLANDS;

/** The attribute a #root data key is written as: `data-modules` for ROOT_MODULES. */
export const rootAttribute = (key: RootData) => `data-${key}`;

// The globals of the start-up scripts (Window, below, types them).

/** Set by capture.ts: the presses caught before hydration (src/app/early-taps/replay.ts). */
export const EARLY_TAPS_GLOBAL = '__earlyTaps';
/** Set by hold-pictures.ts: lets the lazy pictures load (src/app/early-taps/held-pictures.ts). */
export const PICTURES_HELD_GLOBAL = '__picturesHeld';
/** Set by src/main.tsx: the islands' first wave has arrived; what is fetched ahead waits for it. */
export const ISLANDS_ARRIVED_GLOBAL = '__islandsArrived';

/**
 * The Element Timing name (`elementtiming`, PerformanceElementTiming.identifier) of a page's first
 * picture: src/app/first-pictures.ts holds the app's files until it is painted; on a slow line
 * ask-app.ts asks for them at its arrival.
 */
export const FIRST_PICTURE_TIMING = 'first-picture';

/**
 * The DOM's element type where the DOM's types are loaded (the browser code and its tests); never in
 * the Node scripts, which have no DOM types and hold no element.
 */
type PageElement = typeof globalThis extends { HTMLElement: { prototype: infer E } } ? E : never;

/** A press capture.ts caught before the app hydrated. */
export interface EarlyTap {
  element: PageElement;
  /** Child indexes from #root to the element, to find its twin if the app re-rendered it. */
  path: number[] | null;
  /** Its text when pressed: a twin must read the same, or the press is dropped. */
  text: string | null;
  /** What showed that the press was received (a pressed ring, or a dialog frame). */
  mark: PageElement | null;
  /** A disclosure the capture opened itself (then there is no mark): closes it as it was. */
  close?: () => void;
}

declare global {
  interface Window {
    [EARLY_TAPS_GLOBAL]?: {
      /** Stops catching and hands over what was caught (once the app has hydrated). */
      take: () => EarlyTap[];
      /** The app will not come: drops the presses kept and shows why, with 重新加载. */
      fail: () => void;
    };
    [PICTURES_HELD_GLOBAL]?: { release: () => void };
    [ISLANDS_ARRIVED_GLOBAL]?: Promise<void>;
  }
}
