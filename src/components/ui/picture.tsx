import type { ImgHTMLAttributes } from 'react';
import type { Illustration } from '@/content/types';
import { firstPicture } from './first-picture';

type PictureProps = { image: Illustration } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height'
>;

/**
 * An illustration from the content files: its URL, Chinese alt text and intrinsic size (no layout
 * shift). `sizes` applies only beside a srcset (a render): on a plain drawing it is dropped, as
 * `sizes` without `srcset` is invalid HTML.
 */
export function Picture({ image, sizes, ...rest }: PictureProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      {...rest}
      {...firstPicture(rest.fetchPriority === 'high')}
    />
  );
}
