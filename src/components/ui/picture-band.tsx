import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { CaseSummary } from '@/content/case-summaries';
import { caseRender } from '@/content/cases';
import { Picture } from '@/components/ui/picture';
import styles from './picture-band.module.less';

/** A full-bleed picture of one delivered kitchen, with its result and a link to its story. */
export function PictureBand({ study }: { study: CaseSummary }) {
  return (
    <section id="delivered" className={styles.band} aria-labelledby="delivered-title">
      <Picture image={caseRender(study)} sizes="100vw" loading="lazy" className={styles.image} />
      <div className={`container ${styles.caption}`}>
        <p className={styles.kicker}>
          澄川交付 · {study.city} · {study.year} 年
        </p>
        <h2 id="delivered-title" className={styles.title}>
          {study.name}
        </h2>
        <p className={styles.text}>{study.result}</p>
        <Link className={styles.link} to={paths.caseStudy(study.id)}>
          查看案例详情
        </Link>
      </div>
    </section>
  );
}
