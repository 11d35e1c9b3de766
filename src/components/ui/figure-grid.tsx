import type { Figure } from '@/content/types';
import styles from './figure-grid.module.less';

/** Big numbers with a caption (年份, 面积, 数量…). */
export function FigureGrid({ figures }: { figures: Figure[] }) {
  return (
    <ul className={styles.grid}>
      {figures.map((figure) => (
        <li key={figure.label} className={styles.item}>
          <p className={styles.value}>
            {figure.value}
            {figure.unit ? <span className={styles.unit}>{figure.unit}</span> : null}
          </p>
          <p className={styles.label}>{figure.label}</p>
        </li>
      ))}
    </ul>
  );
}
