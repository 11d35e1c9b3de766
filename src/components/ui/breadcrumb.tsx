import { Fragment } from 'react';
import { Link } from './link';
import styles from './breadcrumb.module.less';

export interface Crumb {
  title: string;
  /** Omitted for the current page (the last crumb). */
  href?: string;
}

/** `<nav aria-label="面包屑">`: links up the tree, the current page last. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="面包屑" className={`container ${styles.crumbs}`}>
      <ol>
        {items.map((item, index) => (
          <Fragment key={item.title}>
            <li>
              {item.href ? (
                <Link to={item.href}>{item.title}</Link>
              ) : (
                <span aria-current="page">{item.title}</span>
              )}
            </li>
            {index < items.length - 1 ? (
              <li aria-hidden="true" className={styles.sep}>
                /
              </li>
            ) : null}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
