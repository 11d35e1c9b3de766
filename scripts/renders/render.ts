// `npm run renders`: a studio render of every catalogue model, built from its typed dimensions by
// the same three.js code as the 3D viewer (src/features/product-3d), drawn by Debian's Chromium
// through SwiftShader, written as WebP at three widths into public/renders/ like photographs, with
// a typed index (src/content/catalogue/product-images.ts). Not part of the build or the tests.
//
// Real photos: put public/photos/<model in lower case>-<480|800|1200>.webp (e.g.
// cc-lg-4d-800.webp) and run `npm run renders` again: that model's render is skipped and the
// index points at the photos.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import ts from 'typescript';
import { SERIES } from '../../src/config/series';
import { catalogue, modelSlug } from '../../src/content/catalogue';
import { CHROMIUM_PATH } from '../chromium-flags.mjs';

const WIDTHS = [480, 800, 1200] as const;
/** RENDER_ONLY=CC-LG-4D RENDER_OUT=/tmp/x renders one model into a folder (the smoke test) and writes no index. */
const ONLY = process.env.RENDER_ONLY;
const OUT = process.env.RENDER_OUT ?? 'public/renders';
const HEIGHT_RATIO = 0.75;
const ORIGIN = 'http://renders.local';
const root = new URL('../../', import.meta.url);
const file = (path: string) => new URL(path, root);

/** The frame width (m) per series: models of one series share a scale, so size differences show. */
const SPAN: Record<string, number> = {};
for (const model of catalogue)
  SPAN[model.ctype] = Math.max(SPAN[model.ctype] ?? 0, model.dimensionsMm.width / 1000 + 0.5);

const page = `<!doctype html><html><body style="margin:0">
<script type="importmap">{"imports":{"three":"/three/build/three.module.js","three/addons/":"/three/examples/jsm/"}}</script>
<canvas id="c" width="1200" height="900"></canvas>
<script type="module">
  import { buildModel } from '/src/features/product-3d/build-model.ts';
  import { createStage } from '/src/features/product-3d/stage.ts';
  const stage = createStage(document.getElementById('c'), 1200, 900);
  window.renderModel = (model, span, widths) => {
    stage.show(buildModel(model), span);
    stage.render();
    return widths.map((w) => {
      const out = document.createElement('canvas');
      out.width = w;
      out.height = Math.round(w * ${HEIGHT_RATIO});
      const ctx = out.getContext('2d');
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(stage.renderer.domElement, 0, 0, out.width, out.height);
      return out.toDataURL('image/webp', 0.82);
    });
  };
  window.ready = true;
</script></body></html>`;

const started = Date.now();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--ignore-gpu-blocklist',
    '--disable-background-networking',
    '--no-first-run',
  ],
});
const tab = await browser.newPage({ viewport: { width: 1200, height: 900 } });
tab.on('pageerror', (error) => console.error('page error:', error.message));
await tab.route(`${ORIGIN}/**`, async (route) => {
  const { pathname } = new URL(route.request().url());
  if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: page });
  if (pathname.startsWith('/three/'))
    return route.fulfill({
      contentType: 'text/javascript',
      body: readFileSync(file(`node_modules${pathname}`), 'utf8'),
    });
  if (pathname.startsWith('/src/') && pathname.endsWith('.ts')) {
    const source = readFileSync(file(pathname.slice(1)), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    return route.fulfill({ contentType: 'text/javascript', body: outputText });
  }
  return route.fulfill({ status: 404, body: '' });
});
await tab.goto(`${ORIGIN}/`);
await tab.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);

mkdirSync(OUT, { recursive: true });
const index: Record<string, { base: string; photo: boolean }> = {};
let bytes = 0;
let rendered = 0;
for (const model of catalogue.filter((m) => !ONLY || m.model === ONLY)) {
  const slug = modelSlug(model.model);
  const photo = WIDTHS.every((w) => existsSync(file(`public/photos/${slug}-${w}.webp`)));
  index[model.model] = { base: photo ? `/photos/${slug}` : `/renders/${slug}`, photo };
  if (photo) continue;
  const images = await tab.evaluate(
    ([m, span, widths]) =>
      (window as unknown as { renderModel: (...a: unknown[]) => string[] }).renderModel(
        m,
        span,
        widths,
      ),
    [model, SPAN[model.ctype], WIDTHS] as const,
  );
  images.forEach((url, i) => {
    const path = `${OUT}/${slug}-${WIDTHS[i]}.webp`;
    writeFileSync(path, Buffer.from(url.split(',')[1]!, 'base64'));
    bytes += statSync(path).size;
  });
  rendered += 1;
  console.log(
    `${model.model}: ${images.map((u) => Math.round((u.length * 0.75) / 1024)).join(' / ')} KB`,
  );
}
await browser.close();
if (ONLY) {
  console.log(`rendered ${ONLY} into ${OUT}`);
  process.exit(0);
}

/** The model that stands for each series on cards and in the 产品系列 menu. */
const SERIES_FACE: Record<string, string> = {
  baowentai: 'CC-BWT-8G',
  lenggui: 'CC-LG-4D',
  shangyongzaotai: 'CC-ZT-2C',
  xiaoduji: 'CC-XD-2R',
  youyanjinghua: 'CC-YJ-8K',
  zhengfangui: 'CC-ZF-24E',
  shangyongjingshuiji: 'CC-JS-KW90',
};
const series = Object.fromEntries(SERIES.map((s) => [s.ctype, index[SERIES_FACE[s.ctype]!]!.base]));

writeFileSync(
  file('src/content/catalogue/product-images.ts'),
  `// Generated by \`npm run renders\` (scripts/renders/render.ts): do not edit by hand.\n` +
    `/** Image of each model: \`<base>-<width>.webp\` for every width; photo when public/photos has one. */\n` +
    `export const PRODUCT_IMAGE_WIDTHS = [${WIDTHS.join(', ')}] as const;\n` +
    `export const PRODUCT_IMAGE_RATIO = ${HEIGHT_RATIO};\n` +
    `export const productImages: Record<string, { base: string; photo: boolean }> = ${JSON.stringify(index, null, 2)};\n`,
);
// Apart from the model index, so the home page's series cards do not load all 49 entries.
writeFileSync(
  file('src/content/catalogue/series-images.ts'),
  `// Generated by \`npm run renders\` (scripts/renders/render.ts): do not edit by hand.\n` +
    `/** The picture (base path) that stands for each series: cards and the 产品系列 menu. */\n` +
    `export const seriesImages: Record<string, string> = ${JSON.stringify(series, null, 2)};\n`,
);
console.log(
  `rendered ${rendered} models × ${WIDTHS.length} widths, ${Math.round(bytes / 1024)} KB in all, ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
