import { yearsText } from '@/content/claims/facts';
import type { Milestone } from '@/content/progress';
import { Section } from '@/components/ui/section';
import styles from './timeline-section.module.less';

interface TimelineSectionProps {
  milestones: Milestone[];
  lead: string;
}

/** Milestones on a rail: alternating sides on desktop, one column on phones. */
export function TimelineSection({ milestones, lead }: TimelineSectionProps) {
  return (
    <Section id="timeline" title={`${yearsText}足迹`} lead={lead}>
      <ol className={styles.timeline}>
        {milestones.map((item) => (
          <li key={`${item.year}-${item.title}`} className={styles.item}>
            <span className={styles.dot} aria-hidden="true" />
            <article className={styles.card}>
              <p className={styles.head}>
                <time className={styles.year} dateTime={item.year}>
                  {item.year}
                </time>
                <span className={styles.tag}>{item.tag}</span>
              </p>
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.text}>{item.text}</p>
            </article>
          </li>
        ))}
      </ol>
    </Section>
  );
}
