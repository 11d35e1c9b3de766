// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inlineCriticalCss } from './critical-css.ts';

const page = (styles: string, body: string) =>
  `<html><head>${styles}</head><body><div id="root">${body}</div></body></html>`;

describe('inlineCriticalCss', () => {
  it("keeps the rules the page's markup uses, and only the style contents change", async () => {
    const html = page(
      '<style data-href="/assets/a.css">._a0{color:red}._a1{color:blue}._a0:hover{color:green}</style>' +
        '<style data-href="/assets/b.css">._b0[data-open]{display:block}</style>',
      '<button class="_a0" aria-expanded="false">菜单</button>',
    );
    const out = await inlineCriticalCss(html);
    expect(out).toContain('<style data-href="/assets/a.css">');
    expect(out).toMatch(/\._a0\{color:red\}/);
    // A state of an element that is there (hover) stays; a class nobody wears goes.
    expect(out).toMatch(/\._a0:hover/);
    expect(out).not.toMatch(/\._a1/);
    // A file none of whose rules match keeps its (empty) tag: the app links it in full.
    expect(out).toContain('<style data-href="/assets/b.css"></style>');
    expect(out.replace(/<style[^>]*>[^<]*<\/style>/g, '')).toBe(
      html.replace(/<style[^>]*>[^<]*<\/style>/g, ''),
    );
  });

  it('keeps what the scripts before the app draw, though no markup wears it yet', async () => {
    const out = await inlineCriticalCss(
      page(
        '<style data-href="/assets/i.css">.early-tap-ring{position:absolute}' +
          ".pictures-held img[loading='lazy']{transform:translate(-10000px)}" +
          '[aria-expanded=true]+._m0{display:flex}._m1{color:red}</style>',
        '<p>正文</p><button aria-expanded="false">菜单</button><div class="_m0"></div>',
      ),
    );
    expect(out).toContain('.early-tap-ring');
    expect(out).toContain('.pictures-held');
    // A disclosure the capture script opens before the app (菜单 and its menu).
    expect(out).toContain('[aria-expanded=true]+._m0');
    expect(out).not.toContain('._m1');
  });
});
