import { PRODUCT_IMAGE_WIDTHS } from '@/content/catalogue/product-images';
import { seriesImages } from '@/content/catalogue/series-images';
import type { SeriesContent } from '@/content/products';
import { Section } from '@/components/ui/section';
import styles from './series-intro.module.less';

export function SeriesIntro({ series }: { series: SeriesContent }) {
  const base = seriesImages[series.ctype];
  return (
    <Section id="intro" title="产品介绍">
      <div className={styles.layout}>
        <div className={styles.text}>
          {series.intro.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
        <figure className={styles.figure}>
          <img
            src={`${base}-800.webp`}
            srcSet={PRODUCT_IMAGE_WIDTHS.map((w) => `${base}-${w}.webp ${w}w`).join(', ')}
            sizes="(max-width: 767.98px) calc(100vw - 32px), 560px"
            width={1200}
            height={900}
            alt={`${series.name}产品图：${series.tagline}`}
          />
        </figure>
      </div>
    </Section>
  );
}
