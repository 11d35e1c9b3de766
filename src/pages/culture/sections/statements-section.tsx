import type { Statement } from '@/content/culture';
import styles from './statements-section.module.less';

interface StatementsSectionProps {
  mission: Statement;
  vision: Statement;
}

/** Mission and vision side by side: two anchored sections in one band. */
export function StatementsSection({ mission, vision }: StatementsSectionProps) {
  const blocks = [
    { id: 'mission', label: '企业使命', statement: mission, tone: styles.dark },
    { id: 'vision', label: '企业愿景', statement: vision, tone: styles.light },
  ];
  return (
    <div className={styles.band}>
      <div className={`container ${styles.pair}`}>
        {blocks.map(({ id, label, statement, tone }) => (
          <section
            key={id}
            id={id}
            className={`${styles.block} ${tone}`}
            aria-labelledby={`${id}-title`}
          >
            <h2 id={`${id}-title`} className={styles.label}>
              {label}
            </h2>
            <p className={styles.headline}>{statement.headline}</p>
            <p className={styles.text}>{statement.text}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
