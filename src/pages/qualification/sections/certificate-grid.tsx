import type { Certificate } from '@/content/qualifications';
import styles from './certificate-grid.module.less';
import { Fact } from '@/components/ui/fact';
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
              <Fact term="发证机构">{item.issuer}</Fact>
              <Fact term="证书编号" className={styles.code}>
                {item.code}
              </Fact>
              <Fact term="有效期至">{item.validUntil}</Fact>
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}
