import { env } from '@/config/env';
import { site } from '@/config/site';
import styles from './print-brand.module.less';

/**
 * The company's letterhead over a printed page (spec sheets, 产品手册, 画册): logo, name, hotline
 * and web address. Print only: on screen the site header says all of it.
 */
export function PrintMasthead() {
  const { company } = site;
  return (
    <div className={styles.masthead}>
      <img className={styles.logo} src={site.logo} alt="" width={40} height={40} />
      <p className={styles.name}>
        <strong>{company.name}</strong>
        <span>{site.title}</span>
      </p>
      <p className={styles.contact}>
        <strong>{`服务热线 ${company.hotline}`}</strong>
        <span>{new URL(env.siteOrigin).host}</span>
      </p>
    </div>
  );
}
