import type { ImgHTMLAttributes } from 'react';
import type { Illustration } from '@/content/types';

type PictureProps = { image: Illustration } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height'
>;

/** An illustration from the content files: its URL, Chinese alt text and intrinsic size (no layout shift). */
export function Picture({ image, ...rest }: PictureProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      alt={image.alt}
      width={image.width}
      height={image.height}
      {...rest}
    />
  );
}
