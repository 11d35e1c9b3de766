import { useLocation } from 'react-router-dom';
import { APP_ONLY_PAGES, type ShellFrame } from '@/config/app-only-pages';
import { ROUTES, type ShellRouteKey } from '@/config/routes';
import { site } from '@/config/site';
import { PageBanner } from '@/components/ui/page-banner';
import { PageMeta } from '@/components/ui/page-meta';

const bars = (count: number, className: string) =>
  Array.from({ length: count }, (_, i) => <span key={i} className={className} />);

/** Grey blocks where the page's table, results or panels will be: no text, no layout jump. */
function Frame({ kind }: { kind: ShellFrame }) {
  if (kind === 'table')
    return <div className="shell-frame shell-frame--table">{bars(24, 'shell-frame__cell')}</div>;
  if (kind === 'results')
    return (
      <div className="shell-frame">
        <span className="shell-frame__field" />
        {[0, 1, 2].map((group) => (
          <div key={group} className="shell-frame__group">
            <span className="shell-frame__heading" />
            {bars(3, 'shell-frame__line')}
          </div>
        ))}
      </div>
    );
  return <div className="shell-frame shell-frame--panels">{bars(3, 'shell-frame__panel')}</div>;
}

const isShellRoute = (id: string): id is ShellRouteKey => id in APP_ONLY_PAGES;

/**
 * What the prerendered app shell shows between the header and the footer until the app has
 * rendered the real page. At an app-only page's own path (/compare, /search, /ucenter) it is that
 * page's banner, head and a frame of its content, so the heading paints from the HTML; elsewhere
 * (spa.html, unknown paths) a loading line. Only the prerender imports it; its styles are global
 * (src/styles/shell-frame.less), since the shell inlines the app's stylesheet only.
 */
export function ShellPage() {
  const { pathname } = useLocation();
  const route = ROUTES.find((r) => `/${r.path}` === pathname && isShellRoute(r.id));
  if (!route || !isShellRoute(route.id))
    return (
      <main id="main">
        <PageBanner title={site.name} subtitle="正在加载…" />
        {/* Room for the page, so the footer does not sit right under the banner meanwhile. */}
        <div style={{ minHeight: '60vh' }} />
      </main>
    );
  const page = APP_ONLY_PAGES[route.id];
  return (
    <main id="main">
      <PageMeta title={route.title} description={page.description} />
      <PageBanner title={route.title} subtitle={page.lead} />
      <div className="container" style={{ minHeight: '60vh' }}>
        <Frame kind={page.frame} />
      </div>
    </main>
  );
}
