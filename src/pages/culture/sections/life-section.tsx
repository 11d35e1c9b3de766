import { lifeHeading } from '@/content/culture';
import type { Illustration, TitledText } from '@/content/types';
import { MediaSplit } from '@/components/ui/media-split';
import { Section } from '@/components/ui/section';
import styles from './life-section.module.less';

interface LifeSectionProps {
  items: TitledText[];
  image: Illustration;
}

export function LifeSection({ items, image }: LifeSectionProps) {
  return (
    <Section {...lifeHeading}>
      <MediaSplit image={image} reverse>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.title} className={styles.item}>
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.text}>{item.text}</p>
            </li>
          ))}
        </ul>
      </MediaSplit>
    </Section>
  );
}
