import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { contactShadow } from '../kit/contact-shadow';

/**
 * Shapes the factory machines are built of: boxes with rounded edges (a folded or cast part
 * catches a highlight along its edge, a plain box reads as a diagram), rods between two points,
 * tubes along a path, and named groups, so a test can find a machine's laser head or light
 * curtain by name. Positions in metres; boxes stand on their bottom centre.
 */
export function rbox(
  w: number,
  h: number,
  d: number,
  material: THREE.Material,
  x = 0,
  y = 0,
  z = 0,
  r = 0.012,
) {
  const radius = Math.min(r, w / 2.2, h / 2.2, d / 2.2);
  const mesh = new THREE.Mesh(new RoundedBoxGeometry(w, h, d, 2, radius), material);
  mesh.position.set(x, y + h / 2, z);
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  return mesh;
}

/** A round bar from `a` to `b`. */
export function rod(
  a: THREE.Vector3Like,
  b: THREE.Vector3Like,
  r: number,
  material: THREE.Material,
  segments = 20,
) {
  const from = new THREE.Vector3().copy(a);
  const to = new THREE.Vector3().copy(b);
  const mesh = new THREE.Mesh(
    new THREE.CylinderGeometry(r, r, from.distanceTo(to), segments),
    material,
  );
  return spanned(mesh, from, to);
}

/** `mesh` (made along y, as long as from–to) placed from `from` to `to`, casting shadows. */
function spanned(mesh: THREE.Mesh, from: THREE.Vector3, to: THREE.Vector3) {
  mesh.position.copy(from).lerp(to, 0.5);
  mesh.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), to.clone().sub(from).normalize());
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  return mesh;
}

/** A box from `a` to `b`, `w` × `d` in section (`up` keeps its faces level). */
export function beam(
  a: THREE.Vector3Like,
  b: THREE.Vector3Like,
  w: number,
  d: number,
  material: THREE.Material,
  r = 0.02,
) {
  const from = new THREE.Vector3().copy(a);
  const to = new THREE.Vector3().copy(b);
  const length = from.distanceTo(to);
  const mesh = new THREE.Mesh(
    new RoundedBoxGeometry(w, length, d, 2, Math.min(r, w / 2.2, d / 2.2)),
    material,
  );
  return spanned(mesh, from, to);
}

/** A cylinder lying along x (axis) or z, centred at x, y, z. */
export function drum(
  r: number,
  length: number,
  material: THREE.Material,
  axis: 'x' | 'y' | 'z',
  x: number,
  y: number,
  z: number,
  segments = 32,
) {
  const mesh = new THREE.Mesh(new THREE.CylinderGeometry(r, r, length, segments), material);
  if (axis === 'x') mesh.rotation.z = Math.PI / 2;
  if (axis === 'z') mesh.rotation.x = Math.PI / 2;
  mesh.position.set(x, y, z);
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  return mesh;
}

/** A hose or cable through `points`. */
export function hose(points: [number, number, number][], r: number, material: THREE.Material) {
  const curve = new THREE.CatmullRomCurve3(
    points.map(([x, y, z]) => new THREE.Vector3(x, y, z)),
    false,
    'centripetal',
  );
  const mesh = new THREE.Mesh(new THREE.TubeGeometry(curve, 64, r, 10), material);
  mesh.castShadow = true;
  return mesh;
}

/**
 * A corrugated hose (a robot's dress pack, an extraction arm): rings along the path, each a
 * flat torus, so the light ripples along it.
 */
export function corrugated(
  points: [number, number, number][],
  r: number,
  material: THREE.Material,
  pitch = 0.03,
) {
  const g = new THREE.Group();
  const curve = new THREE.CatmullRomCurve3(
    points.map(([x, y, z]) => new THREE.Vector3(x, y, z)),
    false,
    'centripetal',
  );
  const core = new THREE.Mesh(new THREE.TubeGeometry(curve, 64, r * 0.86, 10), material);
  core.castShadow = true;
  g.add(core);
  const ring = new THREE.TorusGeometry(r * 0.9, r * 0.14, 6, 14);
  const count = Math.round(curve.getLength() / pitch);
  const up = new THREE.Vector3(0, 0, 1);
  for (let i = 0; i <= count; i += 1) {
    const t = i / count;
    const mesh = new THREE.Mesh(ring, material);
    mesh.position.copy(curve.getPointAt(t));
    mesh.quaternion.setFromUnitVectors(up, curve.getTangentAt(t));
    g.add(mesh);
  }
  return g;
}

/** A named group: what a test looks a part up by. */
export function named(name: string, ...children: THREE.Object3D[]): THREE.Group {
  const g = new THREE.Group();
  g.name = name;
  if (children.length > 0) g.add(...children);
  return g;
}

/** The soft dark patch where a machine stands on the floor (w × d centred at x, z). */
export function footprint(
  g: THREE.Group,
  w: number,
  d: number,
  x: number,
  z: number,
  strength = 0.5,
) {
  const shadow = contactShadow(w, d, strength);
  if (!shadow) return;
  shadow.position.x = x;
  shadow.position.z = z;
  g.add(shadow);
}

/** A flat part of `outline` (x/z points, holes as further outlines), `t` thick, its top at `y`. */
export function plate(
  outline: [number, number][],
  holes: [number, number][][],
  t: number,
  material: THREE.Material,
  y: number,
) {
  // Shape in x/-z, extruded up: rotate the x/y plane onto the floor.
  const shape = new THREE.Shape(outline.map(([x, z]) => new THREE.Vector2(x, -z)));
  for (const hole of holes)
    shape.holes.push(new THREE.Path(hole.map(([x, z]) => new THREE.Vector2(x, -z))));
  const geometry = new THREE.ExtrudeGeometry(shape, { depth: t, bevelEnabled: false });
  geometry.rotateX(-Math.PI / 2);
  const mesh = new THREE.Mesh(geometry, material);
  mesh.position.y = y - t;
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  return mesh;
}

/** A rectangle's outline, centred at x, z, w × d. */
export const rect = (x: number, z: number, w: number, d: number): [number, number][] => [
  [x - w / 2, z - d / 2],
  [x + w / 2, z - d / 2],
  [x + w / 2, z + d / 2],
  [x - w / 2, z + d / 2],
];

/** A profile (points in z/y) extruded `t` along x from x0: side frames, dies, brackets. */
export function profile(
  points: [number, number][],
  t: number,
  material: THREE.Material,
  x0: number,
) {
  const shape = new THREE.Shape(points.map(([z, y]) => new THREE.Vector2(z, y)));
  const geometry = new THREE.ExtrudeGeometry(shape, {
    depth: t,
    bevelEnabled: true,
    bevelSize: 0.006,
    bevelThickness: 0.006,
    bevelSegments: 2,
  });
  // Extruded along +z with the profile in x/y: turn it so the profile lies in z/y.
  geometry.rotateY(-Math.PI / 2);
  const mesh = new THREE.Mesh(geometry, material);
  mesh.position.x = x0 + t;
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  return mesh;
}
