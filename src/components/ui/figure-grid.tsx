import type { Figure } from '@/content/types';
import { cx } from '@/lib/cx';
import styles from './figure-grid.module.less';

interface FigureGridProps {
  figures: Figure[];
  /**
   * Fixed columns instead of as many as fit: 2; 3 (kept on one row on phones, set tighter);
   * 4 (two per row below 1100 px).
   */
  columns?: 2 | 3 | 4;
}

/** Big numbers with a caption (年份, 面积, 数量…). */
export function FigureGrid({ figures, columns }: FigureGridProps) {
  return (
    <ul className={cx(styles.grid, columns ? styles[`cols${columns}`] : null)}>
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
