import { paths } from '@/config/paths';
import { SERIES } from '@/config/series';
import { site } from '@/config/site';
import { telHref } from '@/config/tel';
import { SERIES_FAULTS } from '@/content/service/faults';
import { faultsHeading, faultsHelp } from '@/content/service/page';
import { cx } from '@/lib/cx';
import { Section } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import styles from './faults-section.module.less';

/** 常见故障: per series, each question a fold that opens on its answer; then where to turn. */
export function FaultsSection() {
  const { hotline } = site.company;
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
        <li className={cx(styles.card, styles.help)}>
          <h3 className={styles.series}>{faultsHelp.title}</h3>
          <p className={styles.helpText}>{faultsHelp.text}</p>
          <p className={styles.helpActions}>
            <a href={telHref(hotline)}>{hotline}</a>
            <SmartLink href={`${paths.ucenter}#repair`}>{faultsHelp.linkText}</SmartLink>
          </p>
        </li>
      </ul>
    </Section>
  );
}
