import type { ReactNode } from 'react';
import { routeTitle, type RouteKey } from '@/config/routes';
import { Breadcrumb, type Crumb } from './breadcrumb';
import { PageBanner, type PageBannerProps } from './page-banner';
import { PageMeta } from './page-meta';

export interface PageProps {
  /** The route manifest entry: its title names the page in <title> and, by default, in the banner. */
  route: RouteKey;
  description?: string;
  keywords?: string;
  /** The banner's own heading when it differs from the manifest title, its subtitle and art. */
  banner?: Partial<PageBannerProps>;
  breadcrumb?: Crumb[];
  className?: string;
  children: ReactNode;
}

/**
 * The scaffold every inner page shares: the <main> landmark, the SEO head from the manifest entry,
 * the banner with the page's one <h1>, the breadcrumb when the page sits below another. Pages
 * declare their sections only.
 */
export function Page({
  route,
  description,
  keywords,
  banner,
  breadcrumb,
  className,
  children,
}: PageProps) {
  const title = routeTitle(route);
  return (
    <main id="main" className={className}>
      <PageMeta title={title} description={description} keywords={keywords} />
      <PageBanner {...banner} title={banner?.title ?? title} />
      {breadcrumb ? <Breadcrumb items={breadcrumb} /> : null}
      {children}
    </main>
  );
}
