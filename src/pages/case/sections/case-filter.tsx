import { CASE_SECTORS, sectors, type CaseSector } from '@/content/cases';
import styles from './case-filter.module.less';

interface CaseFilterProps {
  /** The chosen sector, or null for all. */
  value: CaseSector | null;
  onChange: (sector: CaseSector | null) => void;
}

const OPTIONS: { key: CaseSector | null; label: string }[] = [
  { key: null, label: '全部' },
  ...CASE_SECTORS.map((key) => ({ key, label: sectors[key].label })),
];

/** Toggle buttons (全部 + five sectors); the pressed one is the filter in force. */
export function CaseFilter({ value, onChange }: CaseFilterProps) {
  return (
    <div className={styles.bar} role="group" aria-label="按行业筛选案例">
      {OPTIONS.map((option) => (
        <button
          key={option.label}
          type="button"
          className={styles.button}
          aria-pressed={option.key === value}
          onClick={() => onChange(option.key)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
