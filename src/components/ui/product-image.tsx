import {
  PRODUCT_IMAGE_RATIO,
  PRODUCT_IMAGE_WIDTHS,
  productImages,
} from '@/content/catalogue/product-images';

interface RenderImageProps {
  alt: string;
  /** The `sizes` of the layout it sits in. */
  sizes: string;
  /** Above the fold (the page's LCP image): load at once, high priority. */
  priority?: boolean;
  className?: string;
}

/**
 * A render or photo from the renders' indexes by its base path (`/renders/cc-lg-4d`): WebP at
 * three widths.
 */
export function RenderImage({
  base,
  alt,
  sizes,
  priority,
  className,
}: RenderImageProps & { base: string }) {
  const widest = PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1] ?? 1200;
  return (
    <img
      className={className}
      src={`${base}-800.webp`}
      srcSet={PRODUCT_IMAGE_WIDTHS.map((w) => `${base}-${w}.webp ${w}w`).join(', ')}
      sizes={sizes}
      width={widest}
      height={Math.round(widest * PRODUCT_IMAGE_RATIO)}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}

/** A model's studio render (or its photo, once public/photos has one). */
export function ProductImage({ model, ...props }: RenderImageProps & { model: string }) {
  const image = productImages[model];
  return image ? <RenderImage base={image.base} {...props} /> : null;
}
