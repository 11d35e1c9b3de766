import { useState } from 'react';
import type { Position } from '@/content/joinus';
import { Section } from '@/components/ui/section';
import styles from './positions-section.module.less';

interface PositionsSectionProps {
  positions: Position[];
  email: string;
}

/** Open positions; each one's duties and requirements fold open under its header button. */
export function PositionsSection({ positions, email }: PositionsSectionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const total = positions.reduce((sum, p) => sum + Number.parseInt(p.count, 10), 0);
  return (
    <Section
      id="positions"
      title="热招岗位"
      lead={`${positions.length} 个岗位、${total} 个名额正在招聘，点击岗位查看职责与任职要求。`}
    >
      <ul className={styles.list}>
        {positions.map((job) => {
          const expanded = open.has(job.id);
          const panelId = `job-${job.id}`;
          return (
            <li key={job.id} className={`${styles.job} ${expanded ? styles.open : ''}`}>
              <h3 className={styles.heading}>
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(job.id)}
                >
                  <span className={styles.title}>{job.title}</span>
                  <span className={styles.meta}>
                    <span>{job.department}</span>
                    <span>{job.location}</span>
                    <span className={styles.count}>招 {job.count}</span>
                  </span>
                  <span className={styles.chevron} aria-hidden="true" />
                </button>
              </h3>
              <div id={panelId} className={styles.panel} hidden={!expanded}>
                <div className={styles.columns}>
                  <div>
                    <h4 className={styles.subhead}>岗位职责</h4>
                    <ol className={styles.points}>
                      {job.duties.map((duty) => (
                        <li key={duty}>{duty}</li>
                      ))}
                    </ol>
                  </div>
                  <div>
                    <h4 className={styles.subhead}>任职要求</h4>
                    <ol className={styles.points}>
                      {job.requirements.map((req) => (
                        <li key={req}>{req}</li>
                      ))}
                    </ol>
                  </div>
                </div>
                <a
                  className={styles.apply}
                  href={`mailto:${email}?subject=${encodeURIComponent(`应聘${job.title}`)}`}
                >
                  投递{job.title}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
