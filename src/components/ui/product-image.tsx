import { firstPicture } from './first-picture';
import { productImages } from '@/content/catalogue/product-images';
import { renderIllustration } from '@/content/catalogue/render-image';

interface RenderImageProps {
  alt: string;
  /** The `sizes` of the layout it sits in. */
  sizes: string;
  /** Above the fold (the page's LCP image): load at once, high priority. */
  priority?: boolean;
  className?: string;
}

/** A render or photo from the renders' indexes by its base path (`/renders/cc-lg-4d`). */
export function RenderImage({
  base,
  alt,
  sizes,
  priority,
  className,
}: RenderImageProps & { base: string }) {
  const image = renderIllustration(base, alt);
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...firstPicture(Boolean(priority))}
    />
  );
}

/** A model's studio render (or its photo, once public/photos has one). */
export function ProductImage({ model, ...props }: RenderImageProps & { model: string }) {
  const image = productImages[model];
  return image ? <RenderImage base={image.base} {...props} /> : null;
}
