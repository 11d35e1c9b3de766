import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import styles from './page-banner.module.less';

export interface PageBannerProps {
  title: string;
  subtitle?: string;
  /** Decorative illustration URL (alt is empty: the heading says it all). */
  image?: string;
  /** The page's subject (a series' product render), framed on the right; under the text on phones. */
  picture?: ReactNode;
  /** Short, with a small picture beside the title even on phones: the page's list starts high. */
  compact?: boolean;
}

/** The dark banner every inner page opens with; holds the page's one <h1>. */
export function PageBanner({ title, subtitle, image, picture, compact }: PageBannerProps) {
  return (
    <section
      className={cx(styles.banner, compact ? styles.compact : null)}
      aria-labelledby="page-title"
    >
      {image ? <img className={styles.art} src={image} alt="" width={640} height={360} /> : null}
      <div className={cx('container', styles.inner, picture ? styles.withPicture : null)}>
        <div>
          <h1 id="page-title" className={styles.title}>
            {title}
          </h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {picture ? <figure className={styles.picture}>{picture}</figure> : null}
      </div>
    </section>
  );
}
