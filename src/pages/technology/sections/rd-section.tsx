import { chineseNumber } from '@/content/claims/facts';
import type { Figure, Illustration, TitledText } from '@/content/types';
import { CardGrid } from '@/components/ui/card-grid';
import { FigureGrid } from '@/components/ui/figure-grid';
import { MediaSplit } from '@/components/ui/media-split';
import { Section } from '@/components/ui/section';
import styles from './rd-section.module.less';

interface RdSectionProps {
  paragraphs: string[];
  figures: Figure[];
  labs: TitledText[];
  image: Illustration;
}

export function RdSection({ paragraphs, figures, labs, image }: RdSectionProps) {
  return (
    <Section id="rd" title="研发中心">
      <MediaSplit image={image} lazy={false}>
        {paragraphs.map((text) => (
          <p key={text} className={styles.text}>
            {text}
          </p>
        ))}
        <div className={styles.figures}>
          <FigureGrid figures={figures} columns={4} />
        </div>
      </MediaSplit>
      <h3 className={styles.subhead}>{chineseNumber(labs.length)}大专业实验室</h3>
      <CardGrid items={labs} columns={4} />
    </Section>
  );
}
