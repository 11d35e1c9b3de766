import { useState } from 'react';
import { COMPARE_FULL_MESSAGE, toggleCompare, useCompareList } from './compare-list';
import styles from './compare.module.less';

/** The `对比 {MODEL}` checkbox of series tables and model pages; a fifth tick is refused. */
export function CompareCheckbox({ model, className }: { model: string; className?: string }) {
  const list = useCompareList();
  const [refused, setRefused] = useState(false);
  const checked = list.includes(model);
  return (
    <span className={[styles.check, className].filter(Boolean).join(' ')}>
      <label>
        <input
          type="checkbox"
          aria-label={`对比 ${model}`}
          checked={checked}
          onChange={() => setRefused(toggleCompare(model) === 'full')}
        />
        对比
      </label>
      {refused && !checked ? (
        <span role="alert" className={styles.refused}>
          {COMPARE_FULL_MESSAGE}
        </span>
      ) : null}
    </span>
  );
}
