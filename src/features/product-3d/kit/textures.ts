import * as THREE from 'three';

/**
 * Textures drawn on a canvas at run time (nothing is downloaded): the brushed grain of stainless
 * steel, the soft contact shadow under a unit, and text plates (nameplate, panel markings). Where
 * there is no 2D canvas (jsdom in the unit tests) each returns null and the finish stays plain.
 */
export function canvas2d(width: number, height: number): CanvasRenderingContext2D | null {
  if (typeof document === 'undefined' || /jsdom/i.test(navigator.userAgent)) return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas.getContext('2d');
}

/** A tiny deterministic random sequence, so every render draws the same grain (or floor). */
export function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

let grain: THREE.CanvasTexture | null | undefined;

/**
 * Brushed grain: fine horizontal streaks of varying length and brightness over a mid grey, used
 * as roughness and bump map, so highlights stretch along the brushing like on a real panel.
 */
export function brushedGrain(): THREE.CanvasTexture | null {
  if (grain !== undefined) return grain;
  const ctx = canvas2d(256, 256);
  if (!ctx) return (grain = null);
  const rnd = random(7);
  ctx.fillStyle = '#e0e0e0';
  ctx.fillRect(0, 0, 256, 256);
  for (let i = 0; i < 3000; i += 1) {
    const v = Math.round(185 + rnd() * 70);
    ctx.fillStyle = `rgba(${v},${v},${v},${0.3 + rnd() * 0.5})`;
    const y = rnd() * 256;
    const x = rnd() * 256;
    const length = 20 + rnd() * 200;
    ctx.fillRect(x, y, length, 0.6 + rnd() * 0.8);
    // Wrap round, so the tile repeats without a seam.
    if (x + length > 256) ctx.fillRect(x - 256, y, length, 0.6 + rnd() * 0.8);
  }
  grain = new THREE.CanvasTexture(ctx.canvas);
  grain.wrapS = grain.wrapT = THREE.RepeatWrapping;
  grain.repeat.set(3, 6);
  grain.anisotropy = 4;
  return grain;
}

let shadow: THREE.CanvasTexture | null | undefined;

/** A blurred dark rectangle on transparent: the contact shadow under a unit's footprint. */
export function contactShadowTexture(): THREE.CanvasTexture | null {
  if (shadow !== undefined) return shadow;
  const ctx = canvas2d(128, 128);
  if (!ctx) return (shadow = null);
  ctx.filter = 'blur(9px)';
  ctx.fillStyle = 'rgba(0,0,0,0.85)';
  ctx.fillRect(26, 26, 76, 76);
  shadow = new THREE.CanvasTexture(ctx.canvas);
  return shadow;
}

export interface TextPlate {
  /** Lines of text, top to bottom; the first is drawn larger. */
  lines: string[];
  background: string;
  color: string;
  /** Pixels per metre of the plate (its sharpness). */
  resolution?: number;
  /** A 1 px rule under the first line (a nameplate). */
  rule?: boolean;
  align?: 'center' | 'left';
}

const FONT = '"Noto Sans CJK SC", "Noto Serif CJK SC", "Microsoft YaHei", sans-serif';

/** Text drawn on a plate w × h metres: nameplates, panel markings, warning labels. */
export function textTexture(w: number, h: number, plate: TextPlate): THREE.CanvasTexture | null {
  const scale = plate.resolution ?? 2400;
  const ctx = canvas2d(Math.round(w * scale), Math.round(h * scale));
  if (!ctx) return null;
  const { width, height } = ctx.canvas;
  ctx.fillStyle = plate.background;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = plate.color;
  ctx.strokeStyle = plate.color;
  ctx.textBaseline = 'middle';
  ctx.textAlign = plate.align ?? 'center';
  const n = plate.lines.length;
  const x = plate.align === 'left' ? width * 0.06 : width / 2;
  plate.lines.forEach((line, i) => {
    const size = (height / (n + 0.6)) * (i === 0 ? 0.95 : 0.62);
    ctx.font = `${i === 0 ? 700 : 500} ${Math.round(size)}px ${FONT}`;
    const y = (height / (n + 0.6)) * (i + 0.8);
    ctx.fillText(line, x, y, width * 0.9);
    if (plate.rule && i === 0) ctx.fillRect(width * 0.08, y + size * 0.62, width * 0.84, 1.5);
  });
  const texture = new THREE.CanvasTexture(ctx.canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
}
