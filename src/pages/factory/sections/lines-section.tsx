import { linesHeading, type ProductionLine } from '@/content/factory';
import { Section } from '@/components/ui/section';
import styles from './lines-section.module.less';
import { Picture } from '@/components/ui/picture';

const LINE_IMAGE_SIZES =
  '(max-width: 767.98px) calc(100vw - 60px), (max-width: 1100px) 50vw, 380px';

interface LinesSectionProps {
  /** The production steps in order; each card shows the step's own picture on top. */
  lines: ProductionLine[];
}

export function LinesSection({ lines }: LinesSectionProps) {
  return (
    <Section {...linesHeading} tone="soft">
      <ol className={styles.lines}>
        {lines.map((line, index) => (
          <li key={line.name} className={styles.line}>
            <div className={styles.media}>
              <Picture image={line.image} loading="lazy" sizes={LINE_IMAGE_SIZES} />
            </div>
            <div className={styles.body}>
              <p className={styles.step}>工序 {String(index + 1).padStart(2, '0')}</p>
              <h3 className={styles.name}>{line.name}</h3>
              <p className={styles.text}>{line.text}</p>
              <ul className={styles.specs}>
                {line.specs.map((spec) => (
                  <li key={spec}>{spec}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
