import { Link } from '@/components/ui/link';
import {
  clearCompare,
  compareHref,
  COMPARE_LIMIT,
  removeFromCompare,
  useCompareList,
} from './compare-list';
import styles from './compare.module.less';

/** The bar at the bottom of every other page while models are ticked for comparison. */
export function CompareTray() {
  const models = useCompareList();
  if (models.length === 0) return null;
  const ready = models.length >= 2;
  return (
    <>
      {/* Room at the end of the page, so the fixed bar never hides the footer's last line. */}
      <div className={styles.spacer} aria-hidden="true" />
      <aside className={styles.tray} aria-label="对比栏">
        <div className={`container ${styles.trayInner}`}>
          <p className={styles.trayTitle}>
            对比栏 <span className={styles.count}>{`${models.length}/${COMPARE_LIMIT}`}</span>
          </p>
          <ul className={styles.chips}>
            {models.map((model) => (
              <li key={model} className={styles.chip}>
                {model}
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={`从对比栏移除 ${model}`}
                  onClick={() => removeFromCompare(model)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <div className={styles.trayActions}>
            <button type="button" className={styles.clear} onClick={clearCompare}>
              清空
            </button>
            {ready ? (
              <Link className={styles.start} to={compareHref(models)}>
                开始对比
              </Link>
            ) : (
              <span className={styles.hint}>再选 1 个即可对比</span>
            )}
          </div>
        </div>
      </aside>
    </>
  );
}
