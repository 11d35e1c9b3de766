import { milestonesHeading } from '@/content/about';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { Milestone } from '@/content/progress';
import { Section } from '@/components/ui/section';
import styles from './milestone-rail.module.less';

/** A few of the company's milestones on a rail (a column on phones), leading to 发展历程. */
export function MilestoneRail({ milestones }: { milestones: Milestone[] }) {
  return (
    <Section {...milestonesHeading}>
      <ol className={styles.rail}>
        {milestones.map((milestone) => (
          <li key={milestone.year} className={styles.stop}>
            <span className={styles.year}>{milestone.year}</span>
            <span className={styles.tag}>{milestone.tag}</span>
            <span className={styles.title}>{milestone.title}</span>
          </li>
        ))}
      </ol>
      <p className={styles.more}>
        <Link to={paths.progress}>查看完整发展历程</Link>
      </p>
    </Section>
  );
}
