/**
 * THE route manifest: every page of the site, once. The router (src/app/router-table.tsx), the
 * prerender and sitemap (scripts/prerender.ts via src/entry-server.tsx), the static-file mapping
 * of `vite preview` and nginx (scripts/prerendered-files.ts), the size report and the browser
 * tests all read it. Adding a page is one entry here plus its folder in src/pages
 * (docs/ARCHITECTURE.md, "How to add a page").
 *
 * Plain data with no asset imports: Node scripts and Playwright load this file directly. It is
 * also in every first visit (the router reads it), so the URLs of routes with parameters (model
 * and case pages, from the catalogue) are listed in src/config/route-pages.ts, which only the
 * build and the tests load.
 */

export interface RouteEntry {
  /** Unique key; static pages use it for `paths` and routeTitle(). */
  id: string;
  /** React Router path under the layout route: 'about', 'product/:ctype/:model', '*' (index: ''). */
  path: string;
  /** The page module under src/pages and its named export. */
  module: string;
  component: string;
  /** How the server answers: prerendered HTML, the app shell (200), or the shell with 404. */
  render: 'prerender' | 'shell' | 'not-found';
  /** Sitemap priority (prerendered pages). */
  priority: number;
  /** Page name (titles; for pages with one URL also its <h1>). */
  title: string;
  /** The <h1>, when it differs from the title. */
  h1?: string;
  /** Also serves the site root (`/`). */
  index?: boolean;
  /**
   * Its place in the top navigation (src/config/nav.ts), in manifest order: 'link' a top-level
   * entry, 'series' a dropdown of the product series, { group } an entry of that dropdown
   * (consecutive routes with one group share it). Without it the page is not in the navigation.
   */
  nav?: 'link' | 'series' | { group: string };
  /**
   * A query parameter whose values have prerendered files of their own
   * (/product?ctype=lenggui → product/lenggui/index.html; nginx maps it, deploy/nginx.conf).
   */
  query?: string;
}

const catalogueRoutes = [
  {
    id: 'product',
    path: 'product',
    module: 'product/product-page.tsx',
    component: 'ProductPage',
    render: 'prerender',
    priority: 0.9,
    title: '产品系列',
    nav: 'series',
    query: 'ctype',
  },
  {
    id: 'model',
    path: 'product/:ctype/:model',
    module: 'model/model-page.tsx',
    component: 'ModelPage',
    render: 'prerender',
    priority: 0.8,
    title: '产品型号',
  },
  {
    id: 'caseStudy',
    path: 'case/:id',
    module: 'case-study/case-study-page.tsx',
    component: 'CaseStudyPage',
    render: 'prerender',
    priority: 0.6,
    title: '案例详情',
  },
  {
    id: 'compare',
    path: 'compare',
    module: 'compare/compare-page.tsx',
    component: 'ComparePage',
    // The models come from ?models= in the browser: the shell answers, nothing for crawlers.
    render: 'shell',
    priority: 0,
    title: '型号对比',
  },
] as const satisfies readonly RouteEntry[];

const aboutUs = { group: '关于我们' } as const;
const ecosystem = { group: '生态合作' } as const;

/** Every route in router order ('*' last). */
export const ROUTES = [
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
    nav: 'link',
  },
  page('about', '公司简介', 0.8, aboutUs),
  page('progress', '发展历程', 0.6, aboutUs),
  page('culture', '企业文化', 0.6, aboutUs),
  page('factory', '工厂实力', 0.7, aboutUs),
  ...catalogueRoutes,
  page('inquiry', '询价单', 0.4),
  page('selector', '选型助手', 0.7),
  page('planner', '厨房布局规划', 0.6),
  // Results depend on ?q=: the shell answers, nothing for crawlers to index.
  { ...page('search', '搜索结果', 0), render: 'shell' },
  page('technology', '技术研发', 0.7),
  page('qualification', '资质荣誉', 0.7, 'link'),
  page('case', '工程案例', 0.8, 'link'),
  page('teamwork', '合作共赢', 0.6, ecosystem),
  page('joinus', '加入我们', 0.6, ecosystem),
  page('service', '售后服务', 0.7, ecosystem),
  page('contact', '联系我们', 0.8, 'link'),
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
] as const satisfies readonly RouteEntry[];

/** A route of the manifest, with its literal id and path. */
type Route = (typeof ROUTES)[number];

/** Every route id, derived from the manifest. */
export type RouteKey = Route['id'];

/** App-only routes (render 'shell'): the server answers with the app shell at their path. */
export type ShellRouteKey = Extract<Route, { render: 'shell' }>['id'];

/** Routes with one URL (no parameter, not the catch-all): `paths` has one string for each. */
type StaticRoute = Exclude<Route, { path: `${string}:${string}` | '*' }>;
export type StaticRouteKey = StaticRoute['id'];

/** Route id → its URL, for every route with one URL: { about: '/about', register: '/argument/register', … }. */
export type StaticPaths = { [R in StaticRoute as R['id']]: `/${R['path']}` };

/** A page with one URL, `/<id>`, whose module is src/pages/<id>/<id>-page.tsx. */
function page<const Id extends string, const Nav extends RouteEntry['nav'] = undefined>(
  id: Id,
  title: string,
  priority = 0.6,
  nav?: Nav,
) {
  return {
    id,
    path: id,
    module: `${id}/${id}-page.tsx`,
    component: `${id[0]!.toUpperCase()}${id.slice(1)}Page`,
    render: 'prerender',
    priority,
    title,
    ...(nav === undefined ? {} : { nav }),
  } as const satisfies RouteEntry;
}

/** The page name of a route (titles, navigation, footer, breadcrumbs); its type says it exists. */
export const routeTitle = (id: RouteKey): string => ROUTES.find((r) => r.id === id)!.title;

const isStatic = (route: RouteEntry): boolean => !route.path.includes(':') && route.path !== '*';

function isStaticPaths(value: Record<string, string>): value is StaticPaths {
  return ROUTES.filter(isStatic).every((route) => value[route.id] === `/${route.path}`);
}

/** The URL of every route with one URL, keyed by route id (src/config/paths.ts adds the rest). */
export const staticPaths: StaticPaths = (() => {
  const built = Object.fromEntries(
    ROUTES.filter(isStatic).map((route) => [route.id, `/${route.path}`]),
  );
  if (!isStaticPaths(built)) throw new Error('src/config/routes.ts: static paths do not add up');
  return built;
})();
