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
    <Section
      id="life"
      title="员工生活"
      lead="好设备是人做出来的。我们希望每一位澄川人在这里学到手艺，也过得开心。"
    >
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
