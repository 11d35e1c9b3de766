import type { Certificate } from '@/content/qualifications';
import styles from './certificate-grid.module.less';
import { Picture } from '@/components/ui/picture';

interface CertificateGridProps {
  /** Each certificate is shown with its own drawing (`item.image`). */
  items: Certificate[];
}

export function CertificateGrid({ items }: CertificateGridProps) {
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <li key={item.id} className={styles.card}>
          <div className={styles.media}>
            <Picture image={item.image} loading={index < 4 ? undefined : 'lazy'} />
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
