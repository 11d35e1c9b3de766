import styles from './model-hero.module.less';

/** Opens the browser's print dialog; the page's print styles turn it into a one-page spec sheet. */
export function PrintButton() {
  return (
    <button type="button" className={styles.print} onClick={() => window.print()}>
      打印规格书
    </button>
  );
}
