import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { SERIES } from '@/config/series';
import { warrantyHeading } from '@/content/service/page';
import { SERIES_WARRANTY, WARRANTY_PERIODS, WARRANTY_TERMS } from '@/content/service/warranty';
import { Section } from '@/components/ui/section';
import styles from './warranty-section.module.less';

const [, core, wear] = WARRANTY_PERIODS;

/** 保修政策: the periods, each series' core and wear parts, and the terms all series share. */
export function WarrantySection() {
  return (
    <Section {...warrantyHeading}>
      <ul className={styles.periods}>
        {WARRANTY_PERIODS.map((period) => (
          <li key={period.label}>
            <span className={styles.value}>
              {period.value}
              <small>{period.unit}</small>
            </span>
            <span className={styles.label}>{period.label}</span>
          </li>
        ))}
      </ul>
      <ul className={styles.series}>
        {SERIES.map(({ ctype, name }) => {
          const warranty = SERIES_WARRANTY[ctype];
          return (
            <li key={ctype} className={styles.card}>
              <h3 className={styles.name}>
                <Link to={paths.series(ctype)}>{name}</Link>
              </h3>
              <dl className={styles.parts}>
                <div>
                  <dt>
                    核心部件 {core.value}&nbsp;{core.unit}
                  </dt>
                  <dd>{warranty.coreParts}</dd>
                </div>
                <div>
                  <dt>
                    易损件 {wear.value}&nbsp;{wear.unit}
                  </dt>
                  <dd>{warranty.wearParts}</dd>
                </div>
              </dl>
              <p className={styles.note}>{warranty.note}</p>
            </li>
          );
        })}
      </ul>
      <dl className={styles.terms}>
        {WARRANTY_TERMS.map((term) => (
          <div key={term.title}>
            <dt>{term.title}</dt>
            <dd>{term.text}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
