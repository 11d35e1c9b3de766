import type { Illustration } from '../types';
import { PRODUCT_IMAGE_RATIO, PRODUCT_IMAGE_WIDTHS, productImages } from './product-images';

const WIDEST = PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1] ?? 1200;

/** A render or photo by its base path (`/renders/cc-lg-4d`): WebP at every width on offer. */
export const renderIllustration = (base: string, alt: string): Illustration => ({
  src: `${base}-800.webp`,
  srcSet: PRODUCT_IMAGE_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(', '),
  alt,
  width: WIDEST,
  height: Math.round(WIDEST * PRODUCT_IMAGE_RATIO),
});

/** A model's studio render (or its photo, once public/photos has one), if it has one. */
export function modelIllustration(model: string, alt: string): Illustration | undefined {
  const image = productImages[model];
  return image ? renderIllustration(image.base, alt) : undefined;
}
