import type { SeriesContent } from '@/content/products';
import { Section } from '@/components/ui/section';
import styles from './series-intro.module.less';
import { Picture } from '@/components/ui/picture';

export function SeriesIntro({ series }: { series: SeriesContent }) {
  const { illustration: art } = series;
  return (
    <Section id="intro" title="产品介绍">
      <div className={styles.layout}>
        <div className={styles.text}>
          {series.intro.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
        <figure className={styles.figure}>
          <Picture image={art} />
        </figure>
      </div>
    </Section>
  );
}
