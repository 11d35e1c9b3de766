import { standardsHeading, type StandardRef } from '@/content/technology';
import { Section } from '@/components/ui/section';
import styles from './standards-section.module.less';

interface StandardsSectionProps {
  drafted: StandardRef[];
  followed: StandardRef[];
  systems: string[];
}

export function StandardsSection({ drafted, followed, systems }: StandardsSectionProps) {
  return (
    <Section {...standardsHeading} tone="soft">
      <div className={styles.columns}>
        <div className={styles.column}>
          <h3 className={styles.heading}>参编标准</h3>
          <ul className={styles.drafted}>
            {drafted.map((item) => (
              <li key={item.name}>
                <p className={styles.name}>{item.name}</p>
                <p className={styles.scope}>{item.scope}</p>
              </li>
            ))}
          </ul>
          <h3 className={styles.heading}>管理体系认证</h3>
          <ul className={styles.systems}>
            {systems.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
        <div className={styles.column}>
          <h3 className={styles.heading}>执行的主要国家标准</h3>
          <ul className={styles.followed}>
            {followed.map((item) => (
              <li key={item.name}>
                <span className={styles.code}>{item.code}</span>
                <div>
                  <p className={styles.name}>{item.name}</p>
                  <p className={styles.scope}>{item.scope}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
