import type { Certificate } from '@/content/qualifications';
import type { Illustration } from '@/content/types';
import styles from './qualification-strip.module.less';

/** A few certificates, small, for the home page. */
export function QualificationStrip({ items, art }: { items: Certificate[]; art: Illustration }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <img
            src={art.src}
            alt={`${item.title}证书示意图`}
            width={art.width}
            height={art.height}
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
