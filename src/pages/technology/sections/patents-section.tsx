import { useState } from 'react';
import { facts } from '@/content/claims/facts';
import { patentCounts, type Patent, type PatentKind } from '@/content/claims/patents';
import { Section } from '@/components/ui/section';
import styles from './patents-section.module.less';

type Filter = '全部' | PatentKind;

const FILTERS: Filter[] = ['全部', '发明专利', '实用新型专利'];

/** Representative patents, filterable by type. */
export function PatentsSection({ patents }: { patents: Patent[] }) {
  const [filter, setFilter] = useState<Filter>('全部');
  const shown = filter === '全部' ? patents : patents.filter((p) => p.kind === filter);
  const count = (f: Filter) =>
    f === '全部' ? patents.length : patents.filter((p) => p.kind === f).length;
  return (
    <Section
      id="patents"
      title="专利成果"
      lead={`截至 ${facts.asOf} 年累计获得授权专利 ${patentCounts.total} 项，以下为已应用于量产产品的代表性专利。`}
    >
      <div className={styles.filters} role="group" aria-label="按专利类型筛选">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className={styles.filter}
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
          >
            {f}
            <span className={styles.count}>{count(f)}</span>
          </button>
        ))}
      </div>
      <ul className={styles.list} aria-label="代表性专利">
        {shown.map((patent) => (
          <li key={patent.title} className={styles.item}>
            <span
              className={`${styles.type} ${patent.kind === '发明专利' ? styles.invention : ''}`}
            >
              {patent.kind}
            </span>
            <div className={styles.body}>
              <p className={styles.title}>{patent.title}</p>
              <p className={styles.meta}>
                {patent.code} · {patent.year} 年授权 · 应用于{patent.usedIn}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
