// `npm run renders`: a studio render of every catalogue model, built from its typed dimensions by
// the same three.js code as the 3D viewer (src/features/product-3d), drawn by Debian's Chromium
// through SwiftShader, written as WebP at three widths into public/renders/ like photographs, with
// a typed index (src/content/catalogue/product-images.ts). Not part of the build or the tests.
//
// Real photos: put public/photos/<model in lower case>-<240|480|800|1200>.webp (e.g.
// cc-lg-4d-800.webp) and run `npm run renders` again: that model's render is skipped and the
// index points at the photos.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import ts from 'typescript';
import { SERIES } from '../../src/config/series';
import { catalogue, findModel, modelSlug } from '../../src/content/catalogue';
import { productViews } from '../../src/content/catalogue/product-views';
import { caseLine } from '../../src/content/case-line';
import { caseStudies } from '../../src/content/case-studies';
import { caseBeforeRender, caseRender } from '../../src/content/cases';
import { kitchenScenes, SCENE_MODELS, type SceneName } from '../../src/content/kitchen-scenes';
import type { Illustration } from '../../src/content/types';
import { CHROMIUM_PATH } from '../chromium-flags.ts';
import { hasPhoto, INDEXED_OUT, writeImageIndex } from './image-index';

// 240: the thumbnails (gallery, related models, lists: 80–132 px on screen, twice that in pixels).
const WIDTHS = [240, 480, 800, 1200] as const;
/**
 * RENDER_ONLY=CC-LG-8D renders only that model (a list: CC-LG-8D,CC-LG-4D), RENDER_ONLY=scenes
 * only the kitchen scenes; either way the index (every catalogue model) is written. With
 * RENDER_OUT=/tmp/x (the smoke test) the files go to that folder and no index is written.
 * RENDER_SCENES=laser,welding (with RENDER_ONLY=scenes) draws only those scenes of
 * src/content/kitchen-scenes.ts, and no case: for working on one picture.
 */
const ONLY = process.env.RENDER_ONLY;
const SCENES_ONLY = ONLY === 'scenes';
const OUT = process.env.RENDER_OUT ?? INDEXED_OUT;
const SCENE_FILTER = process.env.RENDER_SCENES?.split(',');
const named = SCENES_ONLY ? [] : (ONLY?.split(',') ?? []);
const unknown = named.filter((m) => !findModel(m));
if (unknown.length) {
  console.error(`RENDER_ONLY names no catalogue model: ${unknown.join(', ')}`);
  process.exit(1);
}
const toRender = ONLY ? named.map((m) => findModel(m)!) : catalogue;
const HEIGHT_RATIO = 0.75;
/**
 * Scenes: 1280 × 840 (the home hero's 640 × 420 art at twice its size), or 1920 × 1260 for those
 * whose picture lists a 1920 px file (src/content/rendered-scene.ts): each is drawn at the widest
 * width of its srcset and written at every width the srcset names.
 */
const SCENE_SIZE = [1920, 1260] as const;
const ORIGIN = 'http://renders.local';
const root = new URL('../../', import.meta.url);
const file = (path: string) => new URL(path, root);

/** The files a scene's picture names in its srcset ('/renders/<file> <width>w'), with their widths. */
const srcSetFiles = (image: Illustration) =>
  image.srcSet!.split(', ').map((entry) => {
    const [url = '', width = ''] = entry.split(' ');
    return { file: url.replace(/^\/renders\//, ''), width: parseInt(width, 10) };
  });

/** The frame width (m) per series: models of one series share a scale, so size differences show. */
const SPAN: Record<string, number> = {};
for (const model of catalogue)
  SPAN[model.ctype] = Math.max(SPAN[model.ctype] ?? 0, model.dimensionsMm.width / 1000 + 0.5);

const page = `<!doctype html><html><body style="margin:0">
<script type="importmap">{"imports":{"three":"/three/build/three.module.js","three/addons/":"/three/examples/jsm/"}}</script>
<canvas id="c" width="1200" height="900"></canvas>
<canvas id="s" width="${SCENE_SIZE[0]}" height="${SCENE_SIZE[1]}"></canvas>
<script type="module">
  import { buildModel } from '/src/features/product-3d/build-model.ts';
  import { buildScene, sceneView, SCENE_ZOOM } from '/src/features/product-3d/build-scene.ts';
  import { createStage } from '/src/features/product-3d/stage.ts';
  import { VIEW_DIRECTIONS } from '/src/content/catalogue/product-views.ts';
  import { EffectComposer } from 'three/addons/postprocessing/EffectComposer.js';
  import { RenderPass } from 'three/addons/postprocessing/RenderPass.js';
  import { GTAOPass } from 'three/addons/postprocessing/GTAOPass.js';
  import { OutputPass } from 'three/addons/postprocessing/OutputPass.js';
  const stage = createStage(document.getElementById('c'), 1200, 900);
  const sceneStage = createStage(document.getElementById('s'), ${SCENE_SIZE[0]}, ${SCENE_SIZE[1]});
  const webp = (source, widths, ratio) =>
    widths.map((w) => {
      const out = document.createElement('canvas');
      out.width = w;
      out.height = Math.round(w * ratio);
      const ctx = out.getContext('2d');
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(source, 0, 0, out.width, out.height);
      return out.toDataURL('image/webp', 0.82);
    });
  const key = sceneStage.scene.children.find((o) => o.isDirectionalLight);
  const c = key.shadow.camera;
  const keyShadow = { left: c.left, right: c.right, top: c.top, bottom: c.bottom, far: c.far };
  const keyLight = { intensity: key.intensity, radius: key.shadow.radius };
  /**
   * A factory scene's look (build-scene.ts: FactoryLook): its own camera direction and zoom, the
   * hall round it added after framing, a key light whose shadow spans the hall, and ambient
   * occlusion where parts meet, as in a photograph of a real bay.
   */
  const drawFactory = (built, look) => {
    const cam = key.shadow.camera;
    Object.assign(cam, { left: -8, right: 8, top: 8, bottom: -8, far: 40 });
    cam.updateProjectionMatrix();
    key.intensity = look.key;
    key.shadow.radius = 10;
    built.add(look.backdrop);
    const { width, height } = sceneStage.renderer.domElement;
    const composer = new EffectComposer(sceneStage.renderer);
    composer.setPixelRatio(1);
    composer.setSize(width, height);
    composer.addPass(new RenderPass(sceneStage.scene, sceneStage.camera));
    const ao = new GTAOPass(sceneStage.scene, sceneStage.camera, width, height);
    ao.updateGtaoMaterial({ radius: 0.35, distanceFallOff: 1, thickness: 1, samples: 16 });
    ao.blendIntensity = look.ao;
    composer.addPass(ao);
    composer.addPass(new OutputPass());
    composer.render();
    composer.dispose();
    ao.dispose();
    Object.assign(cam, keyShadow);
    cam.updateProjectionMatrix();
    key.intensity = keyLight.intensity;
    key.shadow.radius = keyLight.radius;
  };
  window.renderScene = (models, setting, widths) => {
    const width = Math.max(...widths);
    // A room reflects more light than the studio: less exposure, so white walls and steel keep their shading.
    sceneStage.renderer.toneMappingExposure = 0.82;
    sceneStage.renderer.setSize(width, Math.round((width * ${SCENE_SIZE[1]}) / ${SCENE_SIZE[0]}), false);
    const built = buildScene(models, setting);
    const look = built.userData.look;
    // A span of 0: the frame fits what is built (wall, floor and units).
    sceneStage.show(built, 0, look?.view ?? sceneView(setting));
    sceneStage.camera.zoom = look?.zoom ?? SCENE_ZOOM;
    sceneStage.camera.updateProjectionMatrix();
    if (look) {
      sceneStage.renderer.toneMappingExposure = look.exposure;
      drawFactory(built, look);
    } else sceneStage.render();
    return webp(sceneStage.renderer.domElement, widths, ${SCENE_SIZE[1] / SCENE_SIZE[0]});
  };
  window.renderModel = (model, span, widths, view) => {
    // Straight on, the key light washes the front out: a little less exposure there.
    stage.renderer.toneMappingExposure = view === 'front' ? 0.8 : 1.05;
    // The main view keeps the series' shared scale; the others fill the frame with the model,
    // with a margin for the parts nearest the camera.
    stage.show(buildModel(model, { open: view === 'open' }), view === 'main' ? span : (Math.max(model.dimensionsMm.width, model.dimensionsMm.depth) / 1000) * 1.4 + 0.2, VIEW_DIRECTIONS[view]);
    stage.render();
    return webp(stage.renderer.domElement, widths, ${HEIGHT_RATIO});
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
  if (pathname.startsWith('/src/')) {
    // Relative imports inside src/ carry no extension.
    const path = pathname.endsWith('.ts') ? pathname : `${pathname}.ts`;
    const source = readFileSync(file(path.slice(1)), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    return route.fulfill({ contentType: 'text/javascript', body: outputText });
  }
  return route.fulfill({ status: 404, body: '' });
});
// Two studios compile their shaders before `ready`: slow on a software GPU, so no 30 s limit.
await tab.goto(`${ORIGIN}/`, { waitUntil: 'commit' });
await tab.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true, null, {
  timeout: 180_000,
});

mkdirSync(OUT, { recursive: true });
let bytes = 0;
let rendered = 0;
for (const model of toRender) {
  const slug = modelSlug(model.model);
  if (hasPhoto(model.model, WIDTHS)) continue;
  const sizes: number[] = [];
  for (const { view, suffix } of productViews(model)) {
    const images = await tab.evaluate(
      ([m, span, widths, v]) =>
        (window as unknown as { renderModel: (...a: unknown[]) => string[] }).renderModel(
          m,
          span,
          widths,
          v,
        ),
      // The series' scale, unless the model is far smaller than its series' widest (a hood).
      [
        model,
        Math.min(SPAN[model.ctype]!, model.dimensionsMm.width / 625 + 0.5),
        WIDTHS,
        view,
      ] as const,
    );
    images.forEach((url, i) => {
      const path = `${OUT}/${slug}${suffix}-${WIDTHS[i]}.webp`;
      writeFileSync(path, Buffer.from(url.split(',')[1]!, 'base64'));
      bytes += statSync(path).size;
      sizes.push(Math.round((url.length * 0.75) / 1024));
    });
    rendered += 1;
  }
  console.log(`${model.model}: ${sizes.join(' / ')} KB`);
}
if (!ONLY || SCENES_ONLY) {
  // The kitchen and factory scenes, then each case's own line of the models it installed.
  const scenes = [
    ...Object.entries(SCENE_MODELS)
      .filter(([name]) => !SCENE_FILTER || SCENE_FILTER.includes(name))
      .map(([name, scene]) => [kitchenScenes[name as SceneName], scene] as const),
    ...(SCENE_FILTER ? [] : caseStudies).flatMap((study) => {
      const line = caseLine(study.installed, study.sector);
      // After the refit, a zone sign over each unit names its series and the number delivered.
      const signs = line.models.map((name) => {
        const model = findModel(name)!;
        const series = SERIES.find((s) => s.ctype === model.ctype)!.name;
        const quantity = study.installed.find((item) => item.model === name)!.quantity;
        return `${series} ×${quantity}`;
      });
      // The kitchen as it was (改造前的难题) and as the case left it.
      return [
        [caseRender(study), { ...line, signs }],
        [caseBeforeRender(study), { ...line, worn: true }],
      ] as const;
    }),
  ];
  for (const [image, scene] of scenes) {
    const files = srcSetFiles(image);
    const widths = files.map((f) => f.width);
    const models = scene.models.map((n) => findModel(n)!);
    const images = await tab.evaluate(
      ([m, setting, widths]) =>
        (window as unknown as { renderScene: (...a: unknown[]) => string[] }).renderScene(
          m,
          setting,
          widths,
        ),
      // The scene's entry is its setting (hood, room, machine).
      [models, scene, widths] as const,
    );
    images.forEach((url, i) => {
      const path = `${OUT}/${files[i]!.file}`;
      writeFileSync(path, Buffer.from(url.split(',')[1]!, 'base64'));
      bytes += statSync(path).size;
    });
    const name = files[0]!.file.replace(/-\d+\.webp$/, '');
    console.log(
      `${name}: ${images.map((u) => Math.round((u.length * 0.75) / 1024)).join(' / ')} KB`,
    );
  }
}
await browser.close();

if (OUT === INDEXED_OUT) writeImageIndex(WIDTHS, HEIGHT_RATIO);
console.log(
  `rendered ${rendered} model views × ${WIDTHS.length} widths into ${OUT}, ${Math.round(bytes / 1024)} KB in all, ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
