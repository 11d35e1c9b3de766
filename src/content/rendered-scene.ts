import type { Illustration } from './types';

/**
 * The widths `npm run renders` writes a scene at (1280 × 840 at the widest). 800 and 960 are for
 * phones: a 340–380 px card at a device pixel ratio of 1.75–2 takes the 800 file (a 960 file is a
 * quarter heavier, and past the first round trip of a new connection for the home page's hero);
 * at 2.5–3 the 960 or 1280 file.
 */
const SCENE_IMAGE_WIDTHS = [640, 800, 960, 1280] as const;
/** The company's scenes and the cases' kitchens also at 1920 × 1260: a full-bleed band spans 1920 px. */
export const WIDE_SCENE_WIDTHS = [...SCENE_IMAGE_WIDTHS, 1920] as const;

/** A rendered scene, `/renders/<file>-<width>.webp` at each of `widths`. */
export function renderedScene(
  file: string,
  alt: string,
  widths: readonly number[] = SCENE_IMAGE_WIDTHS,
): Illustration {
  const url = (width: number) => `/renders/${file}-${width}.webp`;
  return {
    src: url(1280),
    srcSet: widths.map((width) => `${url(width)} ${width}w`).join(', '),
    alt,
    width: 1280,
    height: 840,
  };
}
