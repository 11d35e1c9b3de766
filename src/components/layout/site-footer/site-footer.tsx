import { site } from '@/config/site';
import { siteFooter as footer } from '@/config/site-footer';
import { SmartLink } from '@/components/ui/smart-link';
import styles from './site-footer.module.less';
import { telHref } from '@/config/tel';

/** Site footer; every word comes from the site configuration (./site-footer.ts and ./site.ts). */
export function SiteFooter() {
  const { company } = site;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.columns}>
          {footer.columns.map((column) => (
            <section
              key={column.title}
              className={styles.column}
              aria-labelledby={`footer-${column.title}`}
            >
              <h2 id={`footer-${column.title}`} className={styles.columnTitle}>
                {column.title}
              </h2>
              {/* On a phone the column folds: this disclosure, laid over its title, shows the
                  list that follows (CSS: details[open] + ul). The browser opens it, so it works
                  before the app has hydrated, and no script decides what the page paints; from
                  768 px it is not shown and the lists always are. Opened before hydration, its
                  `open` is the visitor's, not a mismatch. */}
              <details className={styles.fold} suppressHydrationWarning>
                <summary>
                  <span className="visually-hidden">{column.title}</span>
                </summary>
              </details>
              <ul>
                {column.items.map((item) => (
                  <li key={item.title}>
                    <SmartLink href={item.link}>{item.title}</SmartLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div className={styles.side}>
          <p className={styles.hotline}>
            <span>全国服务热线</span>
            <a href={telHref(company.hotline)}>{company.hotline}</a>
          </p>
          <p className={styles.address}>地址：{company.address}</p>
          <ul className={styles.qrCodes}>
            {footer.qrCodes.map((qr) => (
              <li key={qr.title}>
                <figure>
                  <img src={qr.src} alt={qr.title} width={96} height={96} loading="lazy" />
                  {/* The image's alt already says the title to screen readers. */}
                  <figcaption aria-hidden="true">{qr.title}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={`container ${styles.links}`}>
        <span className={styles.linksLabel}>友情链接：</span>
        <ul>
          {footer.friendships.map((item) => (
            <li key={item.title}>
              <a href={item.link} target="_blank" rel="noopener noreferrer">
                {item.title}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <ul className={styles.protocols}>
            {footer.protocols.map((item) => (
              <li key={item.title}>
                <SmartLink href={item.link}>{item.title}</SmartLink>
              </li>
            ))}
          </ul>
          <p className={styles.copyright}>
            {footer.copyright}
            <span className={styles.sep} aria-hidden="true">
              |
            </span>
            <a href={footer.beian.link} target="_blank" rel="noopener noreferrer">
              {footer.beian.title}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
