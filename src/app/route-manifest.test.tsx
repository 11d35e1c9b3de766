import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadPage } from '@/app/page-loader';
import { buildRouteTable } from '@/app/router-table';
import { SessionProvider } from '@/lib/session/session';
import { resolvePrerendered } from '../../scripts/prerendered-files.ts';
import { robotsTxt, sitemapXml } from '../../scripts/site-files.ts';
import { navOf } from '@/config/nav';
import { prerenderedPages, shellPaths } from '@/config/route-pages';
import { ROUTES, type RouteEntry } from '@/config/routes';
import { routeLocations, withRoutes } from '../../scripts/nginx-routes';
import { structuredData } from '@/seo/structured-data';
import { loadLayoutParts } from './page-data';

/**
 * A new top-nav page, as README's recipe adds one: one manifest entry (its folder reuses /about's).
 * Its id and title are ones no real page would take, so a page added by the recipe (README's own
 * example too) leaves these checks passing.
 */
const added: RouteEntry = {
  id: 'manifest-fixture',
  path: 'manifest-fixture',
  module: 'about/about-page.tsx',
  component: 'AboutPage',
  render: 'prerender',
  priority: 0.5,
  title: '清单测试页',
  nav: 'link',
};
const withAdded = [...ROUTES.slice(0, -1), added, ROUTES.at(-1)!];

let dist = '';
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
});

// The app loads the layout's later parts (the footer) before a fresh render (src/app/router.tsx).
beforeAll(() => loadLayoutParts());

describe('route manifest', () => {
  it('names every page folder once and only page modules that exist', () => {
    const pageFiles = readdirSync('src/pages', { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('-page.tsx'));
    const modules = new Set(ROUTES.map((route) => route.module));
    expect([...modules].sort()).toEqual(pageFiles.sort());
    expect(() => buildRouteTable()).not.toThrow();
  });

  it('gives every prerendered URL its own file, with no URL or file twice', () => {
    const pages = prerenderedPages();
    const files = pages.map((page) => page.file);
    expect(new Set(files).size).toBe(files.length);
    const listed = pages.filter((page) => page.file !== '').map((page) => page.url);
    expect(new Set(listed).size).toBe(listed.length);
    for (const page of pages) expect(page.h1, page.url).not.toBe('');
  });

  it('a new entry is routed, prerendered, in the sitemap and served by the file mapping', async () => {
    await loadPage(added);
    const router = createMemoryRouter(buildRouteTable(withAdded), {
      initialEntries: ['/manifest-fixture'],
    });
    render(
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: '公司简介' })).toBeInTheDocument();

    const page = prerenderedPages(withAdded).find((p) => p.url === '/manifest-fixture');
    expect(page).toMatchObject({ file: 'manifest-fixture', title: '清单测试页', priority: 0.5 });
    // The breadcrumb JSON-LD the prerender writes into its head: 首页 › its title.
    const [crumbs] = structuredData({ ...page!, module: added.module });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(JSON.stringify(crumbs)).toContain('"name":"清单测试页"');
    expect(sitemapXml(prerenderedPages(withAdded), 'https://x.example')).toContain(
      '<loc>https://x.example/manifest-fixture</loc>',
    );
    expect(sitemapXml(prerenderedPages(), 'https://x.example')).not.toContain('/manifest-fixture');

    // What the prerender writes for it is what `vite preview` and nginx (same rule) answer with.
    dist = mkdtempSync(join(tmpdir(), 'routes-'));
    mkdirSync(join(dist, page!.file), { recursive: true });
    writeFileSync(join(dist, page!.file, 'index.html'), '<html></html>');
    expect(resolvePrerendered(dist, '/manifest-fixture')).toEqual({
      file: join(dist, 'manifest-fixture', 'index.html'),
      status: 200,
    });
    expect(resolvePrerendered(dist, '/manifest-fixture/')?.status).toBe(200);
    expect(resolvePrerendered(dist, '/no-such-page')?.status).toBe(404);
  });

  it('a new entry is in the navigation under its manifest title, in manifest order', () => {
    const titles = (routes: readonly RouteEntry[]) => navOf(routes).map((entry) => entry.title);
    expect(titles(ROUTES)).not.toContain('清单测试页');
    expect(titles(withAdded)).toEqual([...titles(ROUTES), '清单测试页']);
    expect(navOf(withAdded).at(-1)).toEqual({ title: '清单测试页', href: '/manifest-fixture' });
  });

  it('a new entry gets its nginx location, and the committed deploy/nginx.conf has them all', () => {
    const location =
      'location ~ ^/manifest-fixture/*$ { try_files $clean_uri/index.html @app_shell; }';
    expect(routeLocations(ROUTES)).not.toContain(location);
    expect(routeLocations(withAdded)).toContain(location);
    const conf = readFileSync('deploy/nginx.conf', 'utf8');
    expect(withRoutes(conf, withAdded)).toContain(`        ${location}\n`);
    // `npm run nginx-conf` writes these lines; a manifest change without it fails here.
    expect(withRoutes(conf, ROUTES)).toBe(conf);
    for (const route of ROUTES.filter((r) => r.render !== 'not-found'))
      expect(conf, route.id).toContain(`location ~ ^/${route.path.replace(/:\w+/g, '[^/]+')}/*$`);
  });

  it('keeps app-only pages out of the sitemap and disallows them in robots.txt', () => {
    expect(shellPaths()).toEqual(expect.arrayContaining(['/ucenter', '/compare', '/search']));
    expect(sitemapXml(prerenderedPages(), 'https://x.example')).not.toContain('/ucenter');
    expect(robotsTxt(shellPaths(), 'https://x.example')).toContain('Disallow: /ucenter\n');
  });
});
