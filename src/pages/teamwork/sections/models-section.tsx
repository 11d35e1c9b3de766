import type { CooperationModel } from '@/content/teamwork';
import { Section } from '@/components/ui/section';
import styles from './models-section.module.less';

export function ModelsSection({ models }: { models: CooperationModel[] }) {
  return (
    <Section id="models" title="合作模式" lead="按项目、按区域、按品牌，总有一种方式适合您。">
      <ul className={styles.grid}>
        {models.map((model, index) => (
          <li key={model.title} className={styles.card}>
            <span className={styles.index} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.title}>{model.title}</h3>
            <p className={styles.fits}>适合：{model.fitsFor}</p>
            <p className={styles.text}>{model.text}</p>
            <ul className={styles.points}>
              {model.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
