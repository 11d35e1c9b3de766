import type { Patent } from '@/content/qualifications';
import styles from './patent-list.module.less';

export function PatentList({ items }: { items: Patent[] }) {
  return (
    <>
      <h3 className={styles.heading}>代表性专利</h3>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.code} className={styles.item}>
            <span className={styles.kind}>{item.kind}</span>
            <span className={styles.title}>{item.title}</span>
            <span className={styles.code}>{item.code}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
