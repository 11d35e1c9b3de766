import type { Certificate } from '@/content/qualifications';
import styles from './qualification-strip.module.less';
import { Picture } from '@/components/ui/picture';

/** A few certificates, small, for the home page; each with its own drawing. */
export function QualificationStrip({ items }: { items: Certificate[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <Picture image={item.image} loading="lazy" />
          <div>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.issuer}>{item.issuer}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
