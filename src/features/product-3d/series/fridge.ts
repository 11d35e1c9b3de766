import * as THREE from 'three';
import type { ModelOf } from '@/content/catalogue/types';
import { fridgeDoorGrid } from '../../catalogue/fridge-doors';
import { backDetails } from '../kit/back';
import { display, door, feet, louvre } from '../kit/parts';
import { type Materials, startModel } from '../kit/materials';
import { label, nameplate } from '../kit/plates';
import { box } from '../shapes';
import { OPEN_ANGLE, type BuildOptions } from './options';

/**
 * 冷柜: an upright reach-in (compressor housing on top with the display, two rows of doors with
 * full-height handles, on adjustable feet) or a counter fridge (worktop, compressor bay at one end).
 * Door count and glass doors follow the model's data.
 */

/** Opening, liner, and shelves stocked with food boxes: what an open door shows. */
function interior(
  g: THREE.Group,
  m: Materials,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  front: number,
) {
  const back = front - d + 0.08;
  g.add(box(w, h, 0.01, m.white, x, y, back));
  // The side liners stop short of the front, inside the door's gasket.
  for (const sx of [-1, 1])
    g.add(box(0.01, h, d - 0.12, m.white, x + (sx * w) / 2, y, back + (d - 0.12) / 2));
  const shelves = Math.max(1, Math.round(h / 0.38));
  for (let i = 0; i < shelves; i += 1) {
    const sy = y + (h / (shelves + 0.4)) * (i + 0.3);
    for (let k = 0; k < 7; k += 1)
      g.add(
        box(
          0.004,
          0.006,
          d - 0.14,
          m.brushed,
          x - w / 2 + 0.03 + ((w - 0.06) / 6) * k,
          sy,
          back + (d - 0.08) / 2,
        ),
      );
    g.add(box(w - 0.02, 0.008, 0.008, m.brushed, x, sy, front - 0.06));
    for (let k = 0; k < Math.floor(w / 0.2); k += 1) {
      const fill = [m.food, m.greens, m.white][(i + k) % 3]!;
      g.add(
        box(
          0.15,
          0.08 + ((i + k) % 2) * 0.06,
          0.22,
          fill,
          x - w / 2 + 0.12 + k * 0.2,
          sy + 0.006,
          front - 0.2,
        ),
      );
    }
  }
}

export function buildFridge(model: ModelOf<'lenggui'>, options: BuildOptions = {}): THREE.Group {
  const { m, g, w, d, h } = startModel(model.dimensionsMm);
  const { upright, rows, columns: cols } = fridgeDoorGrid(model);
  const leg = upright ? 0.15 : 0.12;
  const front = d / 2;
  feet(g, w, d, m, leg);
  backDetails(g, m, w, h, d / 2);
  // Shell: sides, back, top and bottom; the front is open behind the doors.
  for (const sx of [-1, 1]) g.add(box(0.03, h - leg, d, m.steel, sx * (w / 2 - 0.015), leg, 0));
  g.add(box(w, h - leg, 0.03, m.steel, 0, leg, -d / 2 + 0.015));
  const housing = upright ? 0.17 : 0;
  const top = h - housing;
  g.add(box(w, 0.05, d, m.steel, 0, leg, 0));
  g.add(box(w, housing || 0.04, d, m.steel, 0, top - (housing ? 0 : 0.04), 0));
  const counterBay = upright ? 0 : 0.42;
  const doorsW = w - counterBay - 0.04;
  const doorsX = -w / 2 + 0.02 + doorsW / 2;
  const bottom = leg + 0.05;
  const openH = top - bottom - (upright ? 0.02 : 0.04);
  interior(g, m, doorsX, bottom, doorsW - 0.04, openH, d, front);
  // Mullions between the openings.
  for (let c = 1; c < cols; c += 1)
    g.add(
      box(
        0.04,
        openH,
        0.03,
        m.steel,
        doorsX - doorsW / 2 + (doorsW / cols) * c,
        bottom,
        front - 0.015,
      ),
    );
  if (rows === 2)
    g.add(box(doorsW, 0.04, 0.03, m.steel, doorsX, bottom + openH / 2 - 0.02, front - 0.015));
  const dw = doorsW / cols;
  const dh = openH / rows;
  const glass = model.glassDoors === true;
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < cols; c += 1) {
      const hinge = c < cols / 2 || cols === 1 ? 'left' : 'right';
      door(g, m, {
        x: doorsX - doorsW / 2 + dw * (c + 0.5),
        y: bottom + dh * r + 0.004,
        w: dw,
        h: dh - 0.008,
        front,
        hinge,
        glass,
        handle: 'full',
        open: options.open && (r === rows - 1 || !upright) && c === 0 ? OPEN_ANGLE : 0,
      });
    }
  if (upright) {
    // Compressor housing: louvres across, the display and a lamp switch at the right.
    louvre(g, m, -0.1, top + housing / 2 + 0.005, front, w - 0.5, housing * 0.55);
    display(g, m, w / 2 - 0.16, top + housing / 2 + 0.03, front);
    g.add(
      label(
        0.1,
        0.02,
        { lines: ['设定  °C'], background: '#1f252c', color: '#dfe5ea' },
        w / 2 - 0.16,
        top + housing / 2 - 0.045,
        front + 0.01,
      ),
    );
    nameplate(g, m, model.model, -w / 2 + 0.2, top + housing / 2 + 0.005, front + 0.001, 0.16);
    g.add(box(w, 0.01, 0.01, m.brushed, 0, top, front + 0.005));
  } else {
    // Worktop with a back upstand; the compressor bay at the right end.
    g.add(box(w + 0.02, 0.04, d + 0.02, m.brushed, 0, h - 0.04, 0.01));
    g.add(box(w + 0.02, 0.1, 0.02, m.brushed, 0, h, -d / 2));
    const bx = w / 2 - counterBay / 2 - 0.01;
    g.add(box(counterBay, top - leg - 0.05, 0.01, m.steel, bx, leg + 0.05, front));
    louvre(g, m, bx, leg + 0.35, front + 0.01, counterBay - 0.08, 0.3);
    display(g, m, bx, top - 0.12, front + 0.01);
    g.add(
      label(
        0.1,
        0.02,
        { lines: ['设定  °C'], background: '#1f252c', color: '#dfe5ea' },
        bx,
        top - 0.195,
        front + 0.02,
      ),
    );
    nameplate(g, m, model.model, bx, top - 0.26, front + 0.01, 0.14);
  }
  return g;
}
