// @vitest-environment node
import { expect, it } from 'vitest';
import { element, voidTag } from './html.ts';
import { pageTemplate, withoutImagePreloads } from './page-template.ts';
import { splitHead } from './rendered-head.ts';

const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

it("moves React's <title> and <meta> to the head, and reads the page's title and description", () => {
  const page = splitHead(
    '<title>关于 &amp; 我们</title><meta name="description" content="a &quot;b&quot;"/>' +
      '<main><svg><title>图标</title></svg><p>正文</p></main>',
  );
  expect(page.head).toEqual([
    '<title>关于 &amp; 我们</title>',
    '<meta name="description" content="a &quot;b&quot;"/>',
  ]);
  // An SVG's <title> is its accessible name, not the page's.
  expect(page.body).toBe('<main><svg><title>图标</title></svg><p>正文</p></main>');
  expect(page).toMatchObject({ title: '关于 & 我们', description: 'a "b"' });
});

it('fills the template: no stylesheet link, the tags before </head>, #root between the brand', () => {
  const fill = pageTemplate(TEMPLATE, { masthead: '<header>M</header>', colophon: '<p>C</p>' });
  const html = fill({
    head: [
      element('title', [], '页'),
      voidTag('meta', [
        ['property', 'og:title'],
        ['content', '"页"'],
      ]),
    ],
    root: [['data-prerendered', '/a?b=1&c=2']],
    body: '<main>页</main>',
  });
  expect(html).toBe(`<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index.js"></script>
      <title>页</title>
    <meta property="og:title" content="&quot;页&quot;" />
  </head>
  <body>
    <header>M</header><div id="root" data-prerendered="/a?b=1&amp;c=2"><main>页</main></div><p>C</p>
  </body>
</html>
`);
});

it("drops React's image preloads and nothing else", () => {
  const html =
    '<html><head></head><body><link rel="preload" as="image" href="/a.avif" fetchPriority="high"/>' +
    '<link rel="preload" as="font" href="/f.woff2"/><img src="/a.avif"></body></html>';
  expect(withoutImagePreloads(html)).toBe(
    '<html><head></head><body><link rel="preload" as="font" href="/f.woff2"/><img src="/a.avif"></body></html>',
  );
});
