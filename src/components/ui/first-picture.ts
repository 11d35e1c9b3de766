/**
 * Element Timing's name for a page's first picture: src/app/first-pictures.ts holds the app's
 * files until it is painted; on a slow line src/app/early-taps/ask-app.js (a plain script, which
 * writes the name out; its test builds the picture with this constant) asks for them at its
 * arrival.
 */
export const FIRST_PICTURE_MARK = 'first-picture';

/**
 * The attributes of a page's first picture (its largest paint): fetched before the rest, and
 * reported when painted. Nothing for any other picture.
 */
export const firstPicture = (first: boolean) =>
  first ? ({ fetchPriority: 'high', elementtiming: FIRST_PICTURE_MARK } as const) : {};
