import type { ReactNode } from 'react';
import type { Illustration } from '@/content/types';
import { Picture } from '@/components/ui/picture';

interface KitchenFigureProps {
  className?: string;
  image: Illustration;
  /** Across the page (the delivered kitchen) rather than beside the problem's text. */
  wide?: boolean;
  /** The caption. */
  children: ReactNode;
}

/** A render of the case's kitchen, loaded lazily, with its caption. */
export function KitchenFigure({ className, image, wide = false, children }: KitchenFigureProps) {
  const desktop = wide ? '90vw, 1200px' : '40vw, 480px';
  return (
    <figure className={className}>
      <Picture
        image={image}
        sizes={`(max-width: 767.98px) calc(100vw - 40px), (max-width: 1280px) ${desktop}`}
        loading="lazy"
        decoding="async"
      />
      <figcaption>{children}</figcaption>
    </figure>
  );
}
