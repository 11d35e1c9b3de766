import { documentFile } from '@/content/document-files';
import styles from './brochure-link.module.less';

/** A 产品手册 to download, with its pages and size; not printed (it is what the print makes). */
export function BrochureLink({ path, title }: { path: string; title: string }) {
  const file = documentFile(path);
  return (
    <p className={`${styles.line} no-print`}>
      <a className={styles.link} href={file.href} download>
        下载{title}
      </a>
      <span className={styles.facts}>
        PDF · {file.pages} 页 · {file.size}
      </span>
    </p>
  );
}
