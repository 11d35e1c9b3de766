import { brochuresHeading, type Brochure } from '@/content/download';
import { Section } from '@/components/ui/section';
import styles from './brochures-section.module.less';

/** One PDF per series plus the company profile, each with pages, size and date. */
export function BrochuresSection({ brochures }: { brochures: Brochure[] }) {
  return (
    <Section {...brochuresHeading}>
      <ul className={styles.grid}>
        {brochures.map((brochure) => (
          <li key={brochure.key} className={styles.card}>
            <span className={styles.badge} aria-hidden="true">
              PDF
            </span>
            <h3 className={styles.title}>{brochure.title}</h3>
            <p className={styles.summary}>{brochure.summary}</p>
            <p className={styles.meta}>
              {brochure.pages} 页 · {brochure.size} ·{' '}
              <time dateTime={brochure.date}>{brochure.date}</time>
            </p>
            <a className={styles.link} href={brochure.href} download>
              下载<span className="visually-hidden">{brochure.title}</span> PDF
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
