import * as THREE from 'three';
import { materials } from './kit/materials';
import { canvas2d, random } from './kit/textures';

/**
 * The finishes of the factory's machines and hall, in the product renders' language: satin
 * industrial enamel (RAL 9002 grey-white, 7035 light grey, 7016 anthracite, one restrained steel
 * blue), the catalogue's brushed stainless, rubber, smoked safety glass, wire mesh, and an epoxy
 * floor and panelled wall with a drawn texture. Only the render script's factory scenes use them
 * (the 3D viewer never loads this module). Without a 2D canvas (jsdom) the textures are null.
 */
export interface Paints {
  /** Brushed stainless: machine parts, tooling, the cabinets being made. */
  steel: THREE.Material;
  /** The catalogue's brighter stainless: sheet on the bed, bent parts. */
  sheet: THREE.Material;
  /** Ground and chromed steel: piston rods, columns, linear rails. */
  chrome: THREE.Material;
  /** Anodised aluminium profile. */
  aluminium: THREE.Material;
  /** Mill-finish carbon steel: laser slats, die blocks. */
  mild: THREE.Material;
  white: THREE.Material;
  grey: THREE.Material;
  graphite: THREE.Material;
  accent: THREE.Material;
  /** Safety yellow, toned down: guards, fence posts, pedal covers. */
  yellow: THREE.Material;
  black: THREE.Material;
  rubber: THREE.Material;
  copper: THREE.Material;
  /** Smoked laser-safety glass. */
  glass: THREE.Material;
  /** Wire mesh: see-through, dark. */
  mesh: THREE.Material;
  screen: THREE.Material;
  wood: THREE.Material;
  spark: THREE.Material;
  arc: THREE.Material;
  lamp: THREE.Material;
  green: THREE.Material;
  red: THREE.Material;
}

function texture(ctx: CanvasRenderingContext2D, repeat: [number, number], color = false) {
  const t = new THREE.CanvasTexture(ctx.canvas);
  t.wrapS = t.wrapT = THREE.RepeatWrapping;
  t.repeat.set(...repeat);
  t.anisotropy = 8;
  if (color) t.colorSpace = THREE.SRGBColorSpace;
  return t;
}

/**
 * Epoxy over concrete: broad, faint trowel clouds (no grit: noise costs
 * WebP bytes and reads as grain, not concrete); one tile per 4 m.
 */
function floorTexture(size: number): THREE.CanvasTexture | null {
  const ctx = canvas2d(512, 512);
  if (!ctx) return null;
  const rnd = random(11);
  ctx.fillStyle = '#8a8d8c';
  ctx.fillRect(0, 0, 512, 512);
  for (let i = 0; i < 140; i += 1) {
    const x = rnd() * 512;
    const y = rnd() * 512;
    const r = 30 + rnd() * 110;
    const v = rnd() > 0.5 ? 255 : 0;
    for (const dx of [-512, 0, 512])
      for (const dy of [-512, 0, 512]) {
        const gradient = ctx.createRadialGradient(x + dx, y + dy, 0, x + dx, y + dy, r);
        gradient.addColorStop(0, `rgba(${v},${v},${v},${0.035 + rnd() * 0.03})`);
        gradient.addColorStop(1, `rgba(${v},${v},${v},0)`);
        ctx.fillStyle = gradient;
        ctx.fillRect(x + dx - r, y + dy - r, r * 2, r * 2);
      }
  }
  return texture(ctx, [size / 4, size / 4], true);
}

/** Insulated wall panels 1 m wide with a shallow rib every 200 mm: a bump map. */
function panelTexture(width: number, height: number): THREE.CanvasTexture | null {
  const ctx = canvas2d(256, 16);
  if (!ctx) return null;
  ctx.fillStyle = '#808080';
  ctx.fillRect(0, 0, 256, 16);
  for (let x = 0; x < 256; x += 51.2) {
    ctx.fillStyle = '#b0b0b0';
    ctx.fillRect(x, 0, 4, 16);
    ctx.fillStyle = '#5a5a5a';
    ctx.fillRect(x + 4, 0, 3, 16);
  }
  ctx.fillStyle = '#202020';
  ctx.fillRect(254, 0, 2, 16);
  return texture(ctx, [width, height / 4]);
}

/** Welded wire: about 25 mm cells, as an alpha map (white is wire); far off, a dark haze. */
function meshTexture(cellsX: number, cellsY: number): THREE.CanvasTexture | null {
  const ctx = canvas2d(64, 64);
  if (!ctx) return null;
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, 64, 64);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 64, 10);
  ctx.fillRect(0, 0, 10, 64);
  return texture(ctx, [cellsX, cellsY]);
}

/** A control screen: a dark UI with a header, a part drawing and a few readouts. */
function screenTexture(): THREE.CanvasTexture | null {
  const ctx = canvas2d(256, 160);
  if (!ctx) return null;
  ctx.fillStyle = '#15202a';
  ctx.fillRect(0, 0, 256, 160);
  ctx.fillStyle = '#2b4c6a';
  ctx.fillRect(0, 0, 256, 16);
  ctx.strokeStyle = '#8fc3e0';
  ctx.lineWidth = 2;
  ctx.strokeRect(14, 28, 140, 100);
  ctx.strokeRect(30, 44, 50, 34);
  ctx.strokeRect(92, 44, 48, 70);
  ctx.beginPath();
  ctx.arc(55, 104, 12, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = '#4a6f86';
  for (let y = 30; y < 130; y += 18) ctx.fillRect(168, y, 74, 10);
  ctx.fillStyle = '#5fbf7a';
  ctx.fillRect(168, 138, 36, 12);
  return texture(ctx, [1, 1], true);
}

let cached: Paints | null = null;

export function paints(): Paints {
  if (cached) return cached;
  // Industrial enamel: satin, a little orange peel in the clear coat.
  const paint = (color: number, roughness = 0.5) =>
    new THREE.MeshPhysicalMaterial({
      color,
      roughness,
      metalness: 0,
      clearcoat: 0.25,
      clearcoatRoughness: 0.35,
    });
  const metal = (color: number, roughness: number) =>
    new THREE.MeshStandardMaterial({ color, roughness, metalness: 1 });
  const kit = materials();
  const glow = (color: number, intensity: number) =>
    new THREE.MeshStandardMaterial({ color, emissive: color, emissiveIntensity: intensity });
  const display = screenTexture();
  const wire = new THREE.MeshStandardMaterial({
    color: 0x1c1f22,
    roughness: 0.6,
    metalness: 0.4,
    transparent: true,
    opacity: display ? 0.7 : 0.3,
    alphaMap: meshTexture(150, 110),
    side: THREE.DoubleSide,
    depthWrite: false,
  });
  cached = {
    steel: kit.brushed,
    sheet: kit.steel,
    chrome: metal(0xe4e7ea, 0.12),
    aluminium: metal(0xc4c8cc, 0.38),
    mild: metal(0x6c6f70, 0.55),
    white: paint(0xd8dad5, 0.45),
    grey: paint(0xa9aeab, 0.5),
    graphite: paint(0x3a3f44, 0.55),
    accent: paint(0x2d4a66, 0.42),
    yellow: paint(0xc99a2e, 0.5),
    black: new THREE.MeshStandardMaterial({ color: 0x1a1c1e, roughness: 0.55 }),
    rubber: kit.rubber,
    copper: metal(0xb87a4b, 0.3),
    glass: new THREE.MeshPhysicalMaterial({
      color: 0x3d4a3a,
      roughness: 0.05,
      metalness: 0,
      transparent: true,
      opacity: 0.62,
      envMapIntensity: 1.8,
      depthWrite: false,
    }),
    mesh: wire,
    screen: new THREE.MeshStandardMaterial({
      color: display ? 0xffffff : 0x15202a,
      map: display,
      emissive: 0xffffff,
      emissiveMap: display,
      emissiveIntensity: display ? 0.7 : 0,
      roughness: 0.2,
    }),
    wood: new THREE.MeshStandardMaterial({ color: 0x9c7a52, roughness: 0.85 }),
    spark: glow(0xffb060, 3),
    arc: glow(0xe6f2ff, 5),
    lamp: glow(0xf4f6f8, 1.6),
    green: glow(0x3fae62, 1.4),
    red: new THREE.MeshPhysicalMaterial({ color: 0xa8231f, roughness: 0.3, clearcoat: 1 }),
  };
  return cached;
}

/** The hall: epoxy floor `size` m square, the panelled wall, its anthracite dado. */
export function hallFinishes(floorSize: number, wallWidth: number, wallHeight: number) {
  const floorMap = floorTexture(floorSize);
  const ribs = panelTexture(wallWidth, wallHeight);
  return {
    floor: new THREE.MeshStandardMaterial({
      color: floorMap ? 0xffffff : 0x9b9f9d,
      map: floorMap,
      roughnessMap: floorMap,
      roughness: 0.62,
      metalness: 0,
      envMapIntensity: 0.8,
    }),
    wall: new THREE.MeshStandardMaterial({
      color: 0xc8cccc,
      roughness: 0.6,
      bumpMap: ribs,
      bumpScale: 0.6,
    }),
    dado: new THREE.MeshStandardMaterial({ color: 0x6d7275, roughness: 0.75 }),
    line: new THREE.MeshStandardMaterial({ color: 0xc4a24a, roughness: 0.55 }),
    column: new THREE.MeshPhysicalMaterial({ color: 0xb5b9b8, roughness: 0.5, clearcoat: 0.2 }),
  };
}

/** Sparks: short glowing rods fanned out from `at`. */
export function sparks(at: THREE.Vector3, material: THREE.Material, count: number, reach: number) {
  const group = new THREE.Group();
  for (let i = 0; i < count; i += 1) {
    const length = reach * (0.45 + ((i * 37) % 11) / 20);
    const rod = new THREE.Mesh(new THREE.CylinderGeometry(0.002, 0.002, length, 5), material);
    const angle = (i / count) * Math.PI * 2;
    const direction = new THREE.Vector3(
      Math.cos(angle),
      0.15 + ((i * 13) % 5) / 12,
      Math.sin(angle),
    ).normalize();
    rod.position.copy(at).addScaledVector(direction, length / 2 + 0.01);
    rod.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), direction);
    group.add(rod);
  }
  return group;
}
