import type { Certificate } from '@/content/qualifications';
import styles from './qualification-strip.module.less';

/** A few certificates, small, for the home page; each with its own drawing. */
export function QualificationStrip({ items }: { items: Certificate[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <img
            src={item.image.src}
            alt={item.image.alt}
            width={item.image.width}
            height={item.image.height}
            loading="lazy"
          />
          <div>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.issuer}>{item.issuer}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
