import type { CSSProperties } from 'react';
import type { TitledText } from '@/content/types';
import { Section } from '@/components/ui/section';
import styles from './process-section.module.less';

/** Cooperation steps as a connected flow: a row on desktop, a column on phones. */
export function ProcessSection({ steps }: { steps: TitledText[] }) {
  return (
    <Section
      id="process"
      title="合作流程"
      lead="从第一次沟通到第一个项目落地，通常只需要 2 到 4 周。"
      tone="soft"
    >
      <ol className={styles.flow} style={{ '--steps': steps.length } as CSSProperties}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.badge}>{index + 1}</span>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
