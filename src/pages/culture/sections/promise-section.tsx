import type { ServicePromise } from '@/content/culture';
import { Section } from '@/components/ui/section';
import styles from './promise-section.module.less';

interface PromiseSectionProps {
  lead: string;
  promises: ServicePromise[];
}

/** The service promise on a dark band, each with its big number. */
export function PromiseSection({ lead, promises }: PromiseSectionProps) {
  return (
    <Section id="promise" title="服务承诺" lead={lead} tone="dark">
      <ul className={styles.list}>
        {promises.map((item) => (
          <li key={item.title} className={styles.item}>
            <p className={styles.value}>
              {item.value}
              {item.unit ? <span className={styles.unit}>{item.unit}</span> : null}
            </p>
            <h3 className={styles.name}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
