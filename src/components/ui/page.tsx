import type { ReactNode } from 'react';
import { routeTitle, type RouteKey } from '@/config/routes';
import { PageBanner, type PageBannerProps } from './page-banner';
import { PageMeta } from './page-meta';

interface PageFrameProps {
  /** The route manifest entry: its title names the page in <title> and, by default, in the banner. */
  route: RouteKey;
  /** The page's own name where one route has many pages (a model, a case, a series). */
  title?: string;
  description?: string;
  keywords?: string;
  className?: string;
  children: ReactNode;
}

/** The standard head: the dark banner with the page's <h1>. */
export interface BannerPageProps extends PageFrameProps {
  /** The banner's own heading when it differs from the page's name, its subtitle and art. */
  banner?: Partial<PageBannerProps>;
  /**
   * A `<Breadcrumb>` under the banner, for a page that sits below another. An element rather than
   * its items: pages without one (and /home) do not load its chunk and styles.
   */
  breadcrumb?: ReactNode;
  hero?: never;
}

/** A head of the page's own in place of the banner (the home hero, a model, the legal terms). */
interface HeroPageProps extends PageFrameProps {
  /** Holds the page's one <h1>. */
  hero: ReactNode;
  banner?: never;
  breadcrumb?: never;
}

type PageProps = BannerPageProps | HeroPageProps;

/**
 * The scaffold every page shares: the <main> landmark, the SEO head from the manifest entry, the
 * banner (or the page's own hero) with the page's one <h1>, the breadcrumb when the page sits below
 * another. Pages declare their sections only.
 */
export function Page(props: PageProps) {
  const { route, title = routeTitle(route), description, keywords, className, children } = props;
  return (
    <main id="main" className={className}>
      <PageMeta title={title} description={description} keywords={keywords} />
      {props.hero ?? <PageBanner title={title} {...props.banner} />}
      {props.breadcrumb}
      {children}
    </main>
  );
}
