import type { Honour } from '@/content/qualifications';
import type { Illustration } from '@/content/types';
import styles from './honour-timeline.module.less';
import { Picture } from '@/components/ui/picture';

export function HonourTimeline({ items, art }: { items: Honour[]; art: Illustration }) {
  return (
    <div className={styles.layout}>
      <Picture image={art} className={styles.art} loading="lazy" />
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
