import {
  PRODUCT_IMAGE_RATIO,
  PRODUCT_IMAGE_WIDTHS,
  productImages,
} from '@/content/catalogue/product-images';

interface ProductImageProps {
  /** Model number as the catalogue writes it. */
  model: string;
  alt: string;
  /** The `sizes` of the layout it sits in. */
  sizes: string;
  /** Above the fold (the page's LCP image): load at once, high priority. */
  priority?: boolean;
  className?: string;
}

/** A model's studio render (or its photo, once public/photos has one): WebP at three widths. */
export function ProductImage({ model, alt, sizes, priority, className }: ProductImageProps) {
  const image = productImages[model];
  if (!image) return null;
  const widest = PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1] ?? 1200;
  return (
    <img
      className={className}
      src={`${image.base}-800.webp`}
      srcSet={PRODUCT_IMAGE_WIDTHS.map((w) => `${image.base}-${w}.webp ${w}w`).join(', ')}
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
