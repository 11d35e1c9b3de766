import type { Honour } from '@/content/qualifications';
import type { Illustration } from '@/content/types';
import styles from './honour-timeline.module.less';

export function HonourTimeline({ items, art }: { items: Honour[]; art: Illustration }) {
  return (
    <div className={styles.layout}>
      <img
        className={styles.art}
        src={art.src}
        alt={art.alt}
        width={art.width}
        height={art.height}
        loading="lazy"
      />
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={`${item.year}-${item.title}`} className={styles.item}>
            <span className={styles.year}>{item.year}</span>
            <div>
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.issuer}>{item.issuer}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
