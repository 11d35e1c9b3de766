import { Link } from '@/components/ui/link';
import type { TitledText } from '@/content/types';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { Section } from '@/components/ui/section';
import styles from './dealer-section.module.less';

interface DealerSectionProps {
  intro: string;
  conditions: string[];
  support: TitledText[];
}

export function DealerSection({ intro, conditions, support }: DealerSectionProps) {
  return (
    <Section id="dealer" title="经销商招募" lead={intro} tone="soft">
      <div className={styles.columns}>
        <div className={styles.conditions}>
          <h3 className={styles.heading}>合作条件</h3>
          <ol className={styles.list}>
            {conditions.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </div>
        <div>
          <h3 className={styles.heading}>厂家支持</h3>
          <ul className={styles.support}>
            {support.map((item) => (
              <li key={item.title}>
                <h4 className={styles.title}>{item.title}</h4>
                <p className={styles.text}>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className={styles.cta}>
        <span>
          经销合作热线 <strong>{site.company.hotline}</strong>
        </span>
        <Link to={paths.teamwork} className={styles.link}>
          了解更多合作模式
        </Link>
      </p>
    </Section>
  );
}
