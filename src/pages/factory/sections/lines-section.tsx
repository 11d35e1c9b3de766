import type { ProductionLine } from '@/content/factory';
import type { Illustration } from '@/content/types';
import { Section } from '@/components/ui/section';
import styles from './lines-section.module.less';

interface LinesSectionProps {
  lines: ProductionLine[];
  images: Illustration[];
}

export function LinesSection({ lines, images }: LinesSectionProps) {
  return (
    <Section
      id="lines"
      title="生产线"
      lead="从钣金下料到整机老化测试，六大工序在同一园区内完成。"
      tone="soft"
    >
      <ul className={styles.gallery}>
        {images.map((image) => (
          <li key={image.src}>
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
      <ol className={styles.lines}>
        {lines.map((line, index) => (
          <li key={line.name} className={styles.line}>
            <p className={styles.step}>工序 {String(index + 1).padStart(2, '0')}</p>
            <h3 className={styles.name}>{line.name}</h3>
            <p className={styles.text}>{line.text}</p>
            <ul className={styles.specs}>
              {line.specs.map((spec) => (
                <li key={spec}>{spec}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Section>
  );
}
