import * as THREE from 'three';
import { box, cylinder } from './shapes';

/**
 * The Shunde plant seen from above the road, as an architect's model at 1:20 (so the studio's
 * shadow covers it): the sheet-metal centre under its saw-tooth roof, the glass office block, the
 * gabled assembly hall, trees, the road and two lorries, in the plant's own muted finishes
 * (grey metal roofs, smoked glass, concrete, asphalt). For /factory's 生产基地; not a product.
 */
const paint = (color: number, roughness = 0.6) =>
  new THREE.MeshStandardMaterial({ color, roughness, metalness: 0.05 });

/** Profiled metal roofing: grey, a little sheen. */
const metalRoof = (color: number) =>
  new THREE.MeshStandardMaterial({ color, roughness: 0.45, metalness: 0.5 });

/** A prism of `profile` (points in x/y) extruded `depth` along z, centred on z. */
function prism(profile: [number, number][], depth: number, material: THREE.Material) {
  const shape = new THREE.Shape(profile.map(([x, y]) => new THREE.Vector2(x, y)));
  const geometry = new THREE.ExtrudeGeometry(shape, { depth, bevelEnabled: false });
  geometry.translate(0, 0, -depth / 2);
  const mesh = new THREE.Mesh(geometry, material);
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  return mesh;
}

function sawToothWorkshop(x: number, z: number): THREE.Group {
  const g = new THREE.Group();
  const [w, h, d] = [2.7, 0.5, 1.5];
  const wall = paint(0xd9dbd8, 0.55);
  const roof = metalRoof(0x8b9196);
  const glass = new THREE.MeshPhysicalMaterial({
    color: 0x56636c,
    roughness: 0.12,
    metalness: 0.6,
  });
  g.add(box(w, h, d, wall, 0, 0, 0));
  g.add(box(w + 0.01, 0.06, d + 0.01, roof, 0, h - 0.12, 0));
  // Five north-light teeth: a sloping metal roof and a glazed upright face each.
  const teeth = 5;
  const tooth = w / teeth;
  for (let i = 0; i < teeth; i += 1) {
    const left = -w / 2 + i * tooth;
    g.add(
      prism(
        [
          [left, h],
          [left + tooth, h],
          [left + tooth, h + 0.22],
        ],
        d,
        roof,
      ),
    );
    g.add(box(0.01, 0.2, d * 0.96, glass, left + tooth - 0.006, h, 0));
  }
  // Roller doors and a strip of windows on the front.
  const door = paint(0x9ea3a6, 0.5);
  for (const dx of [-0.9, -0.3, 0.3]) g.add(box(0.42, 0.3, 0.01, door, dx, 0, d / 2 + 0.005));
  g.add(box(w * 0.8, 0.06, 0.01, glass, 0.1, 0.36, d / 2 + 0.005));
  g.position.set(x, 0, z);
  return g;
}

function officeBlock(x: number, z: number): THREE.Group {
  const g = new THREE.Group();
  const [w, h, d] = [0.62, 1.35, 0.55];
  const glass = new THREE.MeshPhysicalMaterial({
    color: 0x3b4852,
    roughness: 0.1,
    metalness: 0.6,
  });
  g.add(box(w, h, d, glass, 0, 0, 0));
  const band = paint(0xc9ccca, 0.5);
  for (let y = 0.17; y < h; y += 0.17) g.add(box(w + 0.012, 0.025, d + 0.012, band, 0, y, 0));
  g.add(box(w + 0.04, 0.05, d + 0.04, paint(0x2d3338, 0.5), 0, h, 0));
  g.add(box(0.2, 0.14, 0.012, paint(0x2d4a66, 0.4), 0, 0, d / 2 + 0.006));
  g.position.set(x, 0, z);
  return g;
}

function assemblyHall(x: number, z: number): THREE.Group {
  const g = new THREE.Group();
  const [w, h, d] = [2.0, 0.52, 1.5];
  g.add(box(w, h, d, paint(0xd9dbd8, 0.55), 0, 0, 0));
  // The gable runs front to back: the ridge along z.
  const roof = prism(
    [
      [-w / 2 - 0.04, 0],
      [w / 2 + 0.04, 0],
      [0, 0.32],
    ],
    d + 0.08,
    metalRoof(0x7f868c),
  );
  roof.position.y = h;
  g.add(roof);
  const door = paint(0x9ea3a6, 0.5);
  for (const dx of [-0.6, 0, 0.6]) g.add(box(0.4, 0.34, 0.01, door, dx, 0, d / 2 + 0.005));
  // Roof-top solar panels on the sunny slope.
  const solar = new THREE.MeshPhysicalMaterial({ color: 0x1b2f4a, roughness: 0.2, metalness: 0.5 });
  for (const sz of [-0.45, 0, 0.45]) {
    const panel = box(0.8, 0.01, 0.36, solar, 0, 0, 0);
    panel.position.set(0.5, h + 0.185, sz);
    panel.rotation.z = -Math.atan2(0.32, w / 2);
    g.add(panel);
  }
  g.position.set(x, 0, z);
  return g;
}

function tree(x: number, z: number, size = 1): THREE.Group {
  const g = new THREE.Group();
  g.add(cylinder(0.025 * size, 0.14 * size, paint(0x7a5a3a), 0, 0, 0));
  const crown = new THREE.Mesh(
    new THREE.SphereGeometry(0.13 * size, 20, 14),
    paint(0x566f45, 0.85),
  );
  crown.position.y = 0.24 * size;
  crown.castShadow = true;
  g.add(crown);
  g.position.set(x, 0, z);
  return g;
}

function lorry(x: number, z: number, trailer: number, cab: number, stripe?: number): THREE.Group {
  const g = new THREE.Group();
  g.add(box(0.56, 0.2, 0.2, paint(trailer, 0.45), -0.08, 0.04, 0));
  if (stripe) g.add(box(0.4, 0.03, 0.005, paint(stripe, 0.45), -0.08, 0.14, 0.103));
  g.add(box(0.16, 0.16, 0.19, paint(cab, 0.4), 0.3, 0.04, 0));
  g.add(box(0.02, 0.07, 0.16, paint(0x56636c, 0.1), 0.385, 0.12, 0));
  const wheel = paint(0x15181c, 0.7);
  for (const wx of [-0.26, 0.1, 0.3])
    for (const side of [-1, 1]) {
      const w = new THREE.Mesh(new THREE.CylinderGeometry(0.04, 0.04, 0.03, 16), wheel);
      w.rotation.x = Math.PI / 2;
      w.position.set(wx, 0.04, side * 0.09);
      g.add(w);
    }
  g.position.set(x, 0, z);
  return g;
}

export function buildCampus(): THREE.Group {
  const g = new THREE.Group();
  // Ground: lawn around a paved yard, the road along the front with its dashed line.
  const ground = box(7.6, 0.01, 4.6, paint(0x7c8f63, 0.95), 0, -0.01, 0.3);
  ground.castShadow = false;
  g.add(ground);
  g.add(box(7.2, 0.004, 2.4, paint(0xb4b7b5, 0.85), 0, 0, -0.1));
  g.add(box(7.6, 0.006, 0.7, paint(0x4c4f52, 0.85), 0, 0, 1.6));
  for (let x = -3.4; x < 3.6; x += 0.5)
    g.add(box(0.24, 0.002, 0.03, paint(0xd8d6cc, 0.6), x, 0.006, 1.6));
  g.add(sawToothWorkshop(-2.0, -0.35));
  g.add(officeBlock(0, 0.1));
  g.add(assemblyHall(1.75, -0.35));
  for (const [x, z, s] of [
    [-3.5, 0.85, 1],
    [-0.55, 0.85, 0.9],
    [0.55, 0.85, 0.9],
    [3.3, 0.85, 1],
    [-3.5, -1.0, 1.1],
    [3.3, -1.0, 1.1],
  ] as const)
    g.add(tree(x, z, s));
  g.add(lorry(-1.3, 1.45, 0xe4e5e2, 0x2d4a66, 0xc99a2e));
  g.add(lorry(1.6, 0.75, 0xb9bcbd, 0x5d6468));
  return g;
}
