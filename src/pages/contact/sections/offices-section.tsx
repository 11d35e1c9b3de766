import { officesLead, type ServiceOffice } from '@/content/contact';
import { Section } from '@/components/ui/section';
import styles from './offices-section.module.less';
import { telHref } from '@/config/tel';

/** Regional service offices: city, address, provinces covered and a phone. */
export function OfficesSection({ offices }: { offices: ServiceOffice[] }) {
  return (
    <Section id="offices" title="区域服务中心" lead={officesLead}>
      <ul className={styles.grid}>
        {offices.map((office) => (
          <li key={office.region} className={styles.card}>
            <div className={styles.head}>
              <h3 className={styles.region}>{office.region}</h3>
              <span className={styles.city}>{office.city}</span>
            </div>
            <p className={styles.address}>{office.address}</p>
            <p className={styles.coverage}>
              <span className={styles.coverageLabel}>服务范围</span>
              {office.coverage}
            </p>
            <a className={styles.phone} href={telHref(office.phone)}>
              {office.phone}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
