import type { TitledText } from '@/content/types';
import styles from './card-grid.module.less';

interface CardGridProps {
  items: TitledText[];
  /** Cards per row on desktop. */
  columns?: 2 | 3 | 4;
  /** Number the cards (01, 02…), e.g. for process steps. */
  numbered?: boolean;
}

/** Titled text cards in a responsive grid. */
export function CardGrid({ items, columns = 3, numbered = false }: CardGridProps) {
  return (
    <ul className={`${styles.grid} ${styles[`cols${columns}`]}`}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.card}>
          {numbered ? (
            <span className={styles.number}>{String(index + 1).padStart(2, '0')}</span>
          ) : null}
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
