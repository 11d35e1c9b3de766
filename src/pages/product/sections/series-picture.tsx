import { PRODUCT_IMAGE_WIDTHS } from '@/content/catalogue/product-images';
import { seriesImages } from '@/content/catalogue/series-images';
import type { SeriesContent } from '@/content/products';

/** The series' render (its face model, from `npm run renders`): the page's first, high-priority image. */
export function SeriesPicture({ series }: { series: SeriesContent }) {
  const base = seriesImages[series.ctype];
  return (
    <img
      src={`${base}-800.webp`}
      srcSet={PRODUCT_IMAGE_WIDTHS.map((w) => `${base}-${w}.webp ${w}w`).join(', ')}
      sizes="(max-width: 767.98px) calc(100vw - 48px), 376px"
      width={1200}
      height={900}
      alt={`${series.name}产品图：${series.tagline}`}
      fetchPriority="high"
    />
  );
}
