import styles from './page-banner.module.less';

interface PageBannerProps {
  title: string;
  subtitle?: string;
  /** Decorative illustration URL (alt is empty: the heading says it all). */
  image?: string;
}

/** The dark banner every inner page opens with; holds the page's one <h1>. */
export function PageBanner({ title, subtitle, image }: PageBannerProps) {
  return (
    <section className={styles.banner} aria-labelledby="page-title">
      {image ? <img className={styles.art} src={image} alt="" width={640} height={360} /> : null}
      <div className={`container ${styles.inner}`}>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
    </section>
  );
}
