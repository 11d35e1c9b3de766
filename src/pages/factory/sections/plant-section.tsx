import type { Figure, Illustration } from '@/content/types';
import { FigureGrid } from '@/components/ui/figure-grid';
import { MediaSplit } from '@/components/ui/media-split';
import { Section } from '@/components/ui/section';
import styles from './plant-section.module.less';

interface PlantSectionProps {
  paragraphs: string[];
  facts: Figure[];
  image: Illustration;
}

export function PlantSection({ paragraphs, facts, image }: PlantSectionProps) {
  return (
    <Section id="plant" title="生产基地">
      <MediaSplit image={image} lazy={false}>
        {paragraphs.map((text) => (
          <p key={text} className={styles.text}>
            {text}
          </p>
        ))}
        <div className={styles.facts}>
          <FigureGrid figures={facts} columns={3} />
        </div>
      </MediaSplit>
    </Section>
  );
}
