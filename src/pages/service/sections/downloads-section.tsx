import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/routes';
import { SERIES } from '@/config/series';
import { modelsOf } from '@/content/catalogue';
import { specSheetPath } from '@/content/documents';
import { brochures } from '@/content/download';
import { downloadsHeading } from '@/content/service/page';
import { Section } from '@/components/ui/section';
import styles from './downloads-section.module.less';

/** 资料下载: each series' 产品手册 as /download lists it, and each of its models' spec sheet. */
export function DownloadsSection() {
  return (
    <Section {...downloadsHeading} tone="soft">
      <ul className={styles.grid}>
        {SERIES.map(({ ctype, name }) => {
          const manual = brochures.find((b) => b.key === ctype)!;
          return (
            <li key={ctype} className={styles.card}>
              <h3 className={styles.series}>{name}</h3>
              <a className={styles.manual} href={manual.href} download>
                <span className={styles.badge} aria-hidden="true">
                  PDF
                </span>
                <span>
                  <span className={styles.manualTitle}>{manual.title}</span>
                  <span className={styles.meta}>
                    {manual.pages}&nbsp;页 · {manual.size}
                  </span>
                </span>
              </a>
              <p className={styles.sheetsTitle}>规格书</p>
              <ul className={styles.sheets}>
                {modelsOf(ctype).map((model) => (
                  <li key={model.model}>
                    <a href={specSheetPath(model.model)} download>
                      <span className={styles.model}>{model.model}</span>{' '}
                      <span className={styles.modelName}>{model.name}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <p className={styles.more}>
        全系列合订本与企业画册，请到
        <Link to={paths.download}>{routeTitle('download')}</Link>页下载。
      </p>
    </Section>
  );
}
