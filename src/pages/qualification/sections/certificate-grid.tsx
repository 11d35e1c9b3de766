import type { Certificate } from '@/content/qualifications';
import type { Illustration } from '@/content/types';
import styles from './certificate-grid.module.less';

interface CertificateGridProps {
  items: Certificate[];
  /** The certificate drawing shown at the top of each card. */
  art: Illustration;
}

export function CertificateGrid({ items, art }: CertificateGridProps) {
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <li key={item.id} className={styles.card}>
          <div className={styles.media}>
            <img
              src={art.src}
              alt={`${item.title}证书示意图`}
              width={art.width}
              height={art.height}
              loading={index < 4 ? undefined : 'lazy'}
            />
          </div>
          <div className={styles.body}>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.scope}>{item.scope}</p>
            <dl className={styles.facts}>
              <div>
                <dt>发证机构</dt>
                <dd>{item.issuer}</dd>
              </div>
              <div>
                <dt>证书编号</dt>
                <dd className={styles.code}>{item.code}</dd>
              </div>
              <div>
                <dt>有效期至</dt>
                <dd>{item.validUntil}</dd>
              </div>
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}
