import type { SeriesContent } from '@/content/products';
import { Section } from '@/components/ui/section';
import styles from './series-intro.module.less';

export function SeriesIntro({ series }: { series: SeriesContent }) {
  return (
    <Section id="intro" title="产品介绍">
      <div className={styles.text}>
        {series.intro.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    </Section>
  );
}
