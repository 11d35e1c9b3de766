// The tags that describe a page to search engines and link previews: its canonical URL, the Open
// Graph tags with the page's raster share card, and the touch icon.
import { existsSync } from 'node:fs';
import { voidTag } from './html.ts';

/**
 * The share image of a page (public/share, made by scripts/share-cards.ts): its series' card for
 * series and model pages, the case card for case pages, the company card otherwise.
 */
function shareCard(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://x');
  const series = searchParams.get('ctype') ?? /^\/product\/([a-z]+)\//.exec(pathname)?.[1];
  if (series && existsSync(new URL(`../../public/share/${series}.jpg`, import.meta.url)))
    return `/share/${series}.jpg`;
  if (pathname.startsWith('/case')) return '/share/case.jpg';
  return '/share/default.jpg';
}

/** The site's name, and the title and description of a page that sets none. */
export interface SiteText {
  name: string;
  title: string;
  description: string;
}

/** The page at `url`: its title and description (the site's unless it sets its own). */
export interface SharedPage {
  url: string;
  canonical: string;
  title?: string;
  description?: string;
}

export function shareTags(site: SiteText, siteOrigin: string, page: SharedPage): string[] {
  const { url, canonical, title = site.title, description = site.description } = page;
  const og = (property: string, content: string) =>
    voidTag('meta', [
      ['property', `og:${property}`],
      ['content', content],
    ]);
  return [
    voidTag('link', [
      ['rel', 'canonical'],
      ['href', canonical],
    ]),
    og('type', 'website'),
    og('site_name', site.name),
    og('locale', 'zh_CN'),
    og('title', title),
    og('description', description),
    og('url', canonical),
    og('image', `${siteOrigin}${shareCard(url)}`),
    og('image:type', 'image/jpeg'),
    og('image:width', '1200'),
    og('image:height', '630'),
    voidTag('link', [
      ['rel', 'apple-touch-icon'],
      ['href', '/share/icon.png'],
    ]),
  ];
}
