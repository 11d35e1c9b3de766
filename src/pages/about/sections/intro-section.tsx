import { Section } from '@/components/ui/section';
import styles from './intro-section.module.less';

export function IntroSection({ paragraphs }: { paragraphs: string[] }) {
  return (
    <Section id="intro" title="澄川厨装">
      <div className={styles.text}>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    </Section>
  );
}
