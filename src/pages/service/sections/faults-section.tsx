import { SERIES } from '@/config/series';
import { SERIES_FAULTS } from '@/content/service/faults';
import { faultsHeading } from '@/content/service/page';
import { Section } from '@/components/ui/section';
import styles from './faults-section.module.less';

/** 常见故障: per series, each question a fold that opens on its answer. */
export function FaultsSection() {
  return (
    <Section {...faultsHeading}>
      <ul className={styles.grid}>
        {SERIES.map(({ ctype, name }) => (
          <li key={ctype} className={styles.card}>
            <h3 className={styles.series}>{name}</h3>
            {SERIES_FAULTS[ctype].map(({ question, answer }) => (
              <details key={question} className={styles.fault}>
                <summary className={styles.question}>{question}</summary>
                <p className={styles.answer}>{answer}</p>
              </details>
            ))}
          </li>
        ))}
      </ul>
    </Section>
  );
}
