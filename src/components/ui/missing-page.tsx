import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageBanner } from './page-banner';
import { PageMeta } from './page-meta';
import styles from './missing-page.module.less';

interface MissingPageProps {
  /** The h1 and, unless `metaTitle` is given, the document title. */
  title: string;
  metaTitle?: string;
  /** What happened and what to do, in one sentence. */
  text: string;
  /** Where to go next; the first is the main way on. */
  links: { to: string; label: string }[];
  /** More ways on below the links (the 404 page's series cards). */
  children?: ReactNode;
}

/** A page for an address with nothing behind it: an unknown path, model or case. */
export function MissingPage({ title, metaTitle, text, links, children }: MissingPageProps) {
  return (
    <main id="main">
      <PageMeta title={metaTitle ?? title} />
      <PageBanner title={title} subtitle={text} />
      <section id="suggestions" className={`container ${styles.links}`} aria-label="继续浏览">
        {links.map((link, index) => (
          <Link key={link.to} className={index === 0 ? styles.primary : undefined} to={link.to}>
            {link.label}
          </Link>
        ))}
      </section>
      {children}
    </main>
  );
}
