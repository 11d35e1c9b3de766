import type { ReactNode } from 'react';
import styles from './section.module.less';

interface SectionProps {
  /** Anchor id so `/page#id` links can point here. */
  id: string;
  title: string;
  lead?: string;
  tone?: 'plain' | 'soft' | 'dark';
  /** Tight: less room above, for a section that must start high (a series' model list). */
  tight?: boolean;
  children: ReactNode;
}

/** A titled page section with an anchor id. */
export function Section({ id, title, lead, tone = 'plain', tight, children }: SectionProps) {
  return (
    <section
      id={id}
      className={`${styles.section} ${tone === 'plain' ? '' : styles[tone]} ${tight ? styles.tight : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <div className="container">
        <div className={styles.head}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
