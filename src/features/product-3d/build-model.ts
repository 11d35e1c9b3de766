import * as THREE from 'three';
import type { CatalogueModel } from '@/content/catalogue/types';
import { box, cylinder } from './shapes';

/**
 * A model's 3D form from its catalogue data, in metres, standing on y = 0 and centred on x/z.
 * Shared by the product renders (scripts/renders) and the 3D 查看 viewer, so both show the same
 * dimensionally true object: a six-door fridge is built 1.82 m wide, a four-door 1.22 m.
 */

interface Materials {
  steel: THREE.Material;
  brushed: THREE.Material;
  dark: THREE.Material;
  glass: THREE.Material;
  black: THREE.Material;
  accent: THREE.Material;
  white: THREE.Material;
  blue: THREE.Material;
}

function materials(): Materials {
  return {
    steel: new THREE.MeshPhysicalMaterial({ color: 0xd9dee4, metalness: 1, roughness: 0.32 }),
    brushed: new THREE.MeshPhysicalMaterial({ color: 0xc3c9d0, metalness: 1, roughness: 0.45 }),
    dark: new THREE.MeshStandardMaterial({ color: 0x2b3440, metalness: 0.2, roughness: 0.5 }),
    glass: new THREE.MeshPhysicalMaterial({
      color: 0x9fb4c8,
      metalness: 0,
      roughness: 0.05,
      transmission: 0.6,
      transparent: true,
      opacity: 0.45,
    }),
    black: new THREE.MeshStandardMaterial({ color: 0x111418, roughness: 0.6 }),
    accent: new THREE.MeshStandardMaterial({ color: 0xf5a623, roughness: 0.4 }),
    white: new THREE.MeshStandardMaterial({ color: 0xf2f4f7, roughness: 0.5 }),
    blue: new THREE.MeshStandardMaterial({ color: 0x2f7fd1, roughness: 0.35 }),
  };
}

const mm = (value: number) => value / 1000;

function feet(group: THREE.Group, w: number, d: number, m: Materials, height = 0.1) {
  for (const sx of [-1, 1])
    for (const sz of [-1, 1])
      group.add(cylinder(0.022, height, m.black, sx * (w / 2 - 0.05), 0, sz * (d / 2 - 0.05)));
}

/** A door panel on the front face (z = front) with a vertical handle bar. */
function door(
  group: THREE.Group,
  m: Materials,
  opts: {
    x: number;
    y: number;
    w: number;
    h: number;
    front: number;
    glass?: boolean;
    handleLeft?: boolean;
  },
) {
  const { x, y, w, h, front } = opts;
  group.add(box(w - 0.012, h - 0.012, 0.02, m.steel, x, y + 0.006, front + 0.01));
  if (opts.glass) group.add(box(w * 0.7, h * 0.62, 0.006, m.glass, x, y + h * 0.22, front + 0.022));
  const hx = x + (opts.handleLeft ? -1 : 1) * (w / 2 - 0.05);
  group.add(box(0.018, Math.min(0.42, h * 0.5), 0.03, m.brushed, hx, y + h * 0.3, front + 0.035));
}

function controlStrip(group: THREE.Group, m: Materials, w: number, y: number, front: number) {
  group.add(box(w, 0.11, 0.02, m.dark, 0, y, front + 0.01));
  group.add(box(0.12, 0.04, 0.01, m.blue, -w / 2 + 0.15, y + 0.035, front + 0.022));
  group.add(cylinder(0.012, 0.01, m.accent, w / 2 - 0.1, y + 0.05, front + 0.02));
}

function cabinet(model: CatalogueModel, m: Materials, doors: number, glass: boolean) {
  const { width, depth, height } = model.dimensionsMm;
  const w = mm(width);
  const d = mm(depth);
  const h = mm(height);
  const g = new THREE.Group();
  const leg = 0.1;
  const front = d / 2;
  g.add(box(w, h - leg, d, m.steel, 0, leg, 0));
  feet(g, w, d, m, leg);
  const tall = h > 1.2;
  const panel = tall ? 0.12 : 0;
  const doorTop = h - panel - 0.02;
  if (tall) controlStrip(g, m, w, h - panel, front);
  const rows = tall && doors >= 4 ? 2 : 1;
  const cols = Math.max(1, Math.round(doors / rows));
  const dw = (w - 0.02) / cols;
  const dh = (doorTop - leg - 0.02) / rows;
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < cols; c += 1)
      door(g, m, {
        x: -w / 2 + 0.01 + dw * (c + 0.5),
        y: leg + 0.01 + dh * r,
        w: dw,
        h: dh,
        front,
        glass,
        handleLeft: c % 2 === 1,
      });
  if (!tall) g.add(box(w + 0.02, 0.04, d + 0.02, m.brushed, 0, h - 0.04, 0)); // work top
  return g;
}

function warmingCounter(model: Extract<CatalogueModel, { ctype: 'baowentai' }>, m: Materials) {
  const { width, depth, height } = model.dimensionsMm;
  const w = mm(width);
  const d = mm(depth);
  const tabletop = height < 500;
  const h = mm(tabletop ? height : Math.min(height, 900));
  const g = new THREE.Group();
  g.add(box(w, h, d, m.steel));
  if (!tabletop) {
    g.add(box(w - 0.04, h * 0.55, 0.01, m.brushed, 0, h * 0.2, d / 2 + 0.005));
    feet(g, w, d, m, 0.08);
  }
  const rows = model.pans >= 8 ? 2 : 1;
  const cols = Math.ceil(model.pans / rows);
  const pw = (w - 0.08) / cols;
  const pd = (d - 0.1) / rows;
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < cols; c += 1) {
      const x = -w / 2 + 0.04 + pw * (c + 0.5);
      const z = -d / 2 + 0.05 + pd * (r + 0.5);
      g.add(box(pw - 0.02, 0.012, pd - 0.02, m.brushed, x, h, z));
      g.add(box(pw - 0.05, 0.006, pd - 0.05, c % 2 ? m.accent : m.white, x, h + 0.008, z));
    }
  if (model.sneezeGuard) {
    const glassH = mm(height) - h;
    for (const sx of [-1, 1])
      g.add(box(0.02, glassH, 0.02, m.brushed, sx * (w / 2 - 0.02), h, d / 2 - 0.12));
    g.add(box(w, 0.01, 0.32, m.glass, 0, h + glassH * 0.55, d / 2 - 0.05));
    g.add(box(w, 0.05, 0.12, m.steel, 0, h + glassH - 0.05, d / 2 - 0.12));
  }
  return g;
}

function stove(model: Extract<CatalogueModel, { ctype: 'shangyongzaotai' }>, m: Materials) {
  const { width, depth, height } = model.dimensionsMm;
  const w = mm(width);
  const d = mm(depth);
  const h = mm(height);
  const g = new THREE.Group();
  g.add(box(w, h, d, m.steel));
  g.add(box(w, 0.35, 0.04, m.steel, 0, h, -d / 2 + 0.02)); // splash back
  const r = Math.min(mm(model.wokDiameterMm) / 2, (w / model.burners) * 0.42, d * 0.38);
  for (let i = 0; i < model.burners; i += 1) {
    const x = -w / 2 + (w / model.burners) * (i + 0.5);
    const wok = new THREE.Mesh(
      new THREE.SphereGeometry(r, 40, 16, 0, Math.PI * 2, Math.PI / 2, Math.PI / 2),
      model.fuel === '电磁' ? m.brushed : m.dark,
    );
    wok.position.set(x, h + r * 0.55, 0.02);
    wok.castShadow = true;
    g.add(wok);
    g.add(cylinder(0.03, 0.03, m.black, x, h * 0.55, d / 2 + 0.005));
    g.add(box(0.05, 0.012, 0.012, m.accent, x, h * 0.55 + 0.015, d / 2 + 0.03));
  }
  g.add(cylinder(0.012, 0.28, m.brushed, w / 2 - 0.12, h, -d / 2 + 0.08)); // tap
  feet(g, w, d, m, 0.08);
  return g;
}

function fumePurifier(model: Extract<CatalogueModel, { ctype: 'youyanjinghua' }>, m: Materials) {
  const { width, depth, height } = model.dimensionsMm;
  const w = mm(width);
  const d = mm(depth);
  const h = mm(height);
  const g = new THREE.Group();
  const hood = model.method === '运水烟罩';
  const base = hood ? 0 : 0.12;
  g.add(box(w, h, d, m.steel, 0, base, 0));
  if (!hood) {
    const duct = Math.min(h, d) * 0.32;
    for (const sx of [-1, 1]) {
      const pipe = new THREE.Mesh(new THREE.CylinderGeometry(duct, duct, 0.25, 32), m.brushed);
      pipe.rotation.z = Math.PI / 2;
      pipe.position.set(sx * (w / 2 + 0.12), base + h / 2, 0);
      g.add(pipe);
    }
    for (let i = 0; i < 6; i += 1)
      g.add(box(w * 0.7, 0.01, 0.006, m.dark, 0, base + h * (0.2 + i * 0.11), d / 2 + 0.004));
    g.add(box(0.18, 0.14, 0.04, m.dark, w / 2 - 0.14, base + h * 0.72, d / 2 + 0.02));
    g.add(box(w, 0.12, d * 0.9, m.black, 0, 0, 0));
  } else {
    for (let i = 0; i < 5; i += 1)
      g.add(box(w * 0.92, 0.02, 0.02, m.blue, 0, h * 0.25, -d / 2 + 0.2 + i * 0.2));
  }
  return g;
}

function purifier(model: Extract<CatalogueModel, { ctype: 'shangyongjingshuiji' }>, m: Materials) {
  const { width, depth, height } = model.dimensionsMm;
  const w = mm(width);
  const d = mm(depth);
  const h = mm(height);
  const g = new THREE.Group();
  g.add(box(w, h, 0.03, m.steel, 0, 0, -d / 2 + 0.015)); // back plate
  g.add(box(w, 0.06, d, m.steel, 0, 0, 0)); // base
  g.add(box(w, 0.05, d, m.steel, 0, h - 0.05, 0)); // top
  const n = model.stages;
  const r = Math.min(0.055, (w - 0.08) / n / 2.4);
  for (let i = 0; i < n; i += 1) {
    const x = -w / 2 + 0.04 + ((w - 0.08) / n) * (i + 0.5);
    g.add(cylinder(r, h * 0.55, i === n - 1 ? m.blue : m.white, x, 0.12, 0.02));
    g.add(cylinder(r * 1.1, 0.04, m.dark, x, 0.12 + h * 0.55, 0.02));
  }
  g.add(cylinder(0.04, 0.02, m.white, -w / 4, h * 0.82, d / 2 - 0.05));
  g.add(cylinder(0.04, 0.02, m.white, w / 4, h * 0.82, d / 2 - 0.05));
  if (model.boilingLph) {
    g.add(box(w, h * 0.2, d, m.steel, 0, h * 0.72, 0));
    for (const sx of [-1, 0, 1])
      g.add(cylinder(0.012, 0.08, m.black, sx * w * 0.25, h * 0.68, d / 2 - 0.04));
  }
  return g;
}

/** The model's form; the group's bounding box equals its catalogue dimensions (feet included). */
export function buildModel(model: CatalogueModel): THREE.Group {
  const m = materials();
  switch (model.ctype) {
    case 'lenggui':
      return cabinet(model, m, model.doors, false);
    case 'xiaoduji':
      return cabinet(model, m, model.doors, true);
    case 'zhengfangui':
      return cabinet(model, m, Math.max(1, Math.round(model.dimensionsMm.width / 620)), false);
    case 'baowentai':
      return warmingCounter(model, m);
    case 'shangyongzaotai':
      return stove(model, m);
    case 'youyanjinghua':
      return fumePurifier(model, m);
    case 'shangyongjingshuiji':
      return purifier(model, m);
  }
}
