import type { Figure, Illustration } from '@/content/types';
import { FigureGrid } from '@/components/ui/figure-grid';
import { MediaSplit } from '@/components/ui/media-split';
import { Section } from '@/components/ui/section';
import styles from './today-section.module.less';

interface TodaySectionProps {
  paragraphs: string[];
  figures: Figure[];
  image: Illustration;
}

export function TodaySection({ paragraphs, figures, image }: TodaySectionProps) {
  return (
    <Section id="today" title="今天的澄川" tone="soft">
      <MediaSplit image={image}>
        {paragraphs.map((text) => (
          <p key={text} className={styles.text}>
            {text}
          </p>
        ))}
        <div className={styles.figures}>
          <FigureGrid figures={figures} columns={2} />
        </div>
      </MediaSplit>
    </Section>
  );
}
