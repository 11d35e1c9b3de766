import { SERIES } from '@/config/series';
import { modelsOf } from '@/content/catalogue';
import { cadPath, specSheetPath } from '@/content/documents';
import { sheetsHeading } from '@/content/download';
import { Section } from '@/components/ui/section';
import styles from './sheets-section.module.less';

/** 规格书与 CAD 图: each series' models, each with its spec sheet (PDF) and drawing (DXF). */
export function SheetsSection() {
  return (
    <Section {...sheetsHeading} tone="soft">
      <ul className={styles.grid}>
        {SERIES.map(({ ctype, name }) => (
          <li key={ctype} className={styles.card}>
            <h3 className={styles.series}>{name}</h3>
            <ul className={styles.models}>
              {modelsOf(ctype).map((model) => (
                <li key={model.model} className={styles.row}>
                  <span className={styles.model}>{model.model}</span>
                  <span className={styles.name}>{model.name}</span>
                  <a className={styles.file} href={specSheetPath(model.model)} download>
                    <span className="visually-hidden">下载 {model.model}</span> 规格书
                  </a>
                  <a className={styles.file} href={cadPath(model.model)} download>
                    <span className="visually-hidden">下载 {model.model}</span> CAD 图
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
