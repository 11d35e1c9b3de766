import { site } from '@/config/site';
import { PageBanner } from '@/components/ui/page-banner';

/**
 * What the prerendered app shell (spa.html, /compare, /search, /ucenter) shows between the header
 * and the footer until the app has rendered the real page: these pages depend on the address's
 * query, the visitor's browser or their login, so the HTML cannot hold them, but the header and a
 * banner can paint at once instead of a blank screen. Only the prerender imports it; the banner's
 * CSS is in the app's stylesheet, which the shell inlines.
 */
export function ShellPage() {
  return (
    <main id="main">
      <PageBanner title={site.name} subtitle="正在加载…" />
      {/* Room for the page, so the footer does not sit right under the banner meanwhile. */}
      <div style={{ minHeight: '60vh' }} />
    </main>
  );
}
