import { Link } from './link';
import type { RouteKey } from '@/config/routes';
import { Page } from './page';
import { Section } from './section';
import { SeriesCards } from './series-cards';
import styles from './missing-page.module.less';

export interface MissingPageProps {
  /** The route whose address has nothing behind it. */
  route: RouteKey;
  /** The h1 and document title, when not the route's own title. */
  title?: string;
  /** What happened and what to do, in one sentence. */
  text: string;
  /** Where to go next; the first is the main way on. */
  links: { to: string; label: string }[];
  /** Offer the product series below the links. */
  withSeries?: boolean;
}

/** A page for an address with nothing behind it: an unknown path, model or case. */
export function MissingPage({ route, title, text, links, withSeries }: MissingPageProps) {
  return (
    <Page route={route} title={title} banner={{ subtitle: text }}>
      <section id="suggestions" className={`container ${styles.links}`} aria-label="继续浏览">
        {links.map((link, index) => (
          <Link key={link.to} className={index === 0 ? styles.primary : undefined} to={link.to}>
            {link.label}
          </Link>
        ))}
      </section>
      {withSeries ? (
        <Section id="series" title="浏览产品系列" tone="soft">
          <SeriesCards />
        </Section>
      ) : null}
    </Page>
  );
}
