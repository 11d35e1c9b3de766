import { partnersHeading, type PartnerType } from '@/content/teamwork';
import type { Figure } from '@/content/types';
import { FigureGrid } from '@/components/ui/figure-grid';
import { Section } from '@/components/ui/section';
import styles from './partners-section.module.less';

interface PartnersSectionProps {
  types: PartnerType[];
  figures: Figure[];
}

export function PartnersSection({ types, figures }: PartnersSectionProps) {
  return (
    <Section {...partnersHeading} tone="soft">
      <div className={styles.figures}>
        <FigureGrid figures={figures} columns={3} />
      </div>
      <ul className={styles.grid}>
        {types.map((type) => (
          <li key={type.title} className={styles.card}>
            <h3 className={styles.title}>{type.title}</h3>
            <p className={styles.text}>{type.text}</p>
            <ul className={styles.benefits} aria-label={`${type.title}可获得的支持`}>
              {type.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
