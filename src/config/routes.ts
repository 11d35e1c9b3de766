import { SERIES } from './series';

/**
 * THE route manifest: every page of the site, once. The router (src/app/router-table.tsx), the
 * prerender and sitemap (scripts/prerender.mjs via src/entry-server.tsx), the static-file mapping
 * of `vite preview` and nginx (scripts/prerendered-files.mjs), the size report and the browser
 * tests all read it. Adding a page is one entry here plus its folder in src/pages
 * (docs/ARCHITECTURE.md, "How to add a page").
 *
 * Plain data with no asset imports: Node scripts and Playwright load this file directly.
 */

/** One concrete URL of a route, as the prerender writes it and the tests visit it. */
export interface PageInstance {
  /** The URL visitors use (with its query for product series). */
  url: string;
  /** Where its HTML goes under dist/, without `/index.html` ('' for the site root). */
  file: string;
  /** The <h1> the page shows (tests look for it; the breadcrumb and og:title use the title). */
  h1: string;
  /** Page name for the breadcrumb JSON-LD and og:title. */
  title: string;
  priority: number;
}

export interface RouteEntry {
  /** Unique key; static pages use it for `paths` and `site.routes` titles. */
  id: string;
  /** React Router path under the layout route: 'about', 'product/:ctype/:model', '*' (index: ''). */
  path: string;
  /** The page module under src/pages and its named export. */
  module: string;
  component: string;
  /** How the server answers: prerendered HTML, the empty app shell (200), or the shell with 404. */
  render: 'prerender' | 'shell' | 'not-found';
  /** Sitemap priority (prerendered pages). */
  priority: number;
  /** Page name (titles; for pages with one URL also its <h1>). */
  title: string;
  /** The <h1>, when it differs from the title. */
  h1?: string;
  /** Also serves the site root (`/`). */
  index?: boolean;
  /** Concrete URLs of a route with parameters or variants; default: the one URL of `path`. */
  instances?: () => PageInstance[];
}

const seriesPages = (): PageInstance[] =>
  SERIES.map((s) => ({
    url: `/product?ctype=${s.ctype}`,
    file: `product/${s.ctype}`,
    h1: s.name,
    title: s.name,
    priority: 0.9,
  }));

const catalogue: RouteEntry[] = [
  {
    id: 'product',
    path: 'product',
    module: 'product/product-page.tsx',
    component: 'ProductPage',
    render: 'prerender',
    priority: 0.9,
    title: '产品系列',
    instances: () => [
      { url: '/product', file: 'product', h1: '产品系列', title: '产品系列', priority: 0.9 },
      ...seriesPages(),
    ],
  },
];

/** Every route in router order ('*' last). */
export const ROUTES: RouteEntry[] = [
  {
    id: 'home',
    path: 'home',
    index: true,
    module: 'home/home-page.tsx',
    component: 'HomePage',
    render: 'prerender',
    priority: 1,
    title: '首页',
    h1: '商用厨房设备整体解决方案',
    instances: () => [
      // The site root serves the home page too (dist/index.html); the sitemap lists /home only.
      { url: '/home', file: '', h1: '商用厨房设备整体解决方案', title: '首页', priority: 1 },
      { url: '/home', file: 'home', h1: '商用厨房设备整体解决方案', title: '首页', priority: 1 },
    ],
  },
  page('about', '公司简介', 0.8),
  page('progress', '发展历程'),
  page('culture', '企业文化'),
  page('factory', '工厂实力', 0.7),
  ...catalogue,
  page('technology', '技术研发', 0.7),
  page('qualification', '资质荣誉', 0.7),
  page('case', '工程案例', 0.8),
  page('teamwork', '合作共赢'),
  page('joinus', '加入我们'),
  page('contact', '联系我们', 0.8),
  page('download', '下载APP'),
  {
    id: 'register',
    path: 'argument/register',
    module: 'argument/register-page.tsx',
    component: 'RegisterTermsPage',
    render: 'prerender',
    priority: 0.3,
    title: '用户服务协议',
  },
  {
    id: 'private',
    path: 'argument/private',
    module: 'argument/private-page.tsx',
    component: 'PrivateTermsPage',
    render: 'prerender',
    priority: 0.3,
    title: '隐私政策',
  },
  {
    id: 'ucenter',
    path: 'ucenter',
    module: 'ucenter/ucenter-page.tsx',
    component: 'UcenterPage',
    // It needs the visitor's login: nothing to prerender, the shell answers 200.
    render: 'shell',
    priority: 0,
    title: '客户中心',
  },
  {
    id: 'notFound',
    path: '*',
    module: 'not-found/not-found-page.tsx',
    component: 'NotFoundPage',
    render: 'not-found',
    priority: 0,
    title: '页面不存在',
  },
];

/** A page with one URL, `/<id>`, whose module is src/pages/<id>/<id>-page.tsx. */
function page(id: string, title: string, priority = 0.6): RouteEntry {
  const component = `${id[0]!.toUpperCase()}${id.slice(1)}Page`;
  return {
    id,
    path: id,
    module: `${id}/${id}-page.tsx`,
    component,
    render: 'prerender',
    priority,
    title,
  };
}

/** The concrete URLs of one route. */
export function instancesOf(route: RouteEntry): PageInstance[] {
  if (route.instances) return route.instances();
  const url = `/${route.path}`;
  return [
    {
      url,
      file: route.path,
      h1: route.h1 ?? route.title,
      title: route.title,
      priority: route.priority,
    },
  ];
}

/** Every URL the build prerenders, with its route. */
export function prerenderedPages(routes: RouteEntry[] = ROUTES) {
  return routes
    .filter((route) => route.render === 'prerender')
    .flatMap((route) => instancesOf(route).map((instance) => ({ ...instance, route })));
}

/** Paths that answer the empty app shell with 200 (pages that need the visitor's login). */
export function shellPaths(routes: RouteEntry[] = ROUTES): string[] {
  return routes.filter((route) => route.render === 'shell').map((route) => `/${route.path}`);
}

/** The route a static page id names (throws at start-up when the manifest lacks it). */
export function routeById(id: string): RouteEntry {
  const route = ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`no route "${id}" in src/config/routes.ts`);
  return route;
}
