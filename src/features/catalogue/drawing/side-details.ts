import { fridgeDoorGrid } from '../fridge-doors';
import type { CatalogueModel } from '@/content/catalogue/types';
import { footOf, line, louvres, rect, type Mark } from './marks';

/** How thick a door or a control panel reads from the side, mm. */
const slabOf = (depth: number) => Math.min(70, depth * 0.08);

/**
 * What the side view of a 尺寸图 shows inside its outline (depth × height), in mm from the
 * outline's top left corner (y down). The view sits to the right of the front view, so, as in a
 * Chinese (first-angle) drawing's 左视图, its right edge is the model's front and its left edge
 * the back. Its horizontal lines (worktop, top panel, shelf, plinth) are the front view's, at the
 * same heights; the doors and panels show as slabs on the front edge, vents near the back.
 */
export function sideDetails(model: CatalogueModel): Mark[] {
  const { depth: D, height: H } = model.dimensionsMm;
  const foot = footOf(H);
  const plinth = foot ? [line(0, H - foot, D, H - foot)] : [];
  const slab = slabOf(D);
  /** A slab on the front edge, from `top` to `bottom`. */
  const front = (top: number, bottom: number, fill: 'panel' | 'glass' = 'panel') =>
    rect(D - slab, top, slab, bottom - top, fill);
  switch (model.ctype) {
    case 'lenggui': {
      const glass = model.glassDoors ? 'glass' : 'panel';
      if (!fridgeDoorGrid(model).upright) {
        // A counter fridge: worktop, the doors' edge, the compressor's vent at the back.
        const top = 50;
        return [
          line(0, top, D, top),
          front(top, H - foot, glass),
          ...louvres(D * 0.06, top + 40, D * 0.3, H - top - foot - 80, 6),
          ...plinth,
        ];
      }
      // An upright fridge: the compressor head and its vent, the doors' edge below it.
      const top = H * 0.12;
      return [
        line(0, top, D, top),
        ...louvres(D * 0.08, top * 0.2, D * 0.5, top * 0.6, 3),
        front(top, H - foot, glass),
        ...plinth,
      ];
    }
    case 'xiaoduji':
    case 'zhengfangui': {
      // A cabinet: the top panel, the doors' edge, the steam or air vent high at the back.
      const top = model.ctype === 'zhengfangui' ? H * 0.05 : H * 0.1;
      return [
        line(0, top, D, top),
        front(top, H - foot),
        ...louvres(D * 0.08, top + H * 0.05, D * 0.3, H * 0.15, 3),
        ...plinth,
      ];
    }
    case 'shangyongzaotai': {
      // The worktop's drip rail, the knob panel on the front edge, the base's shelf.
      const rail = H * 0.08;
      const band = H * 0.2;
      return [
        line(0, rail, D, rail),
        front(rail, rail + band),
        line(0, rail + band, D - slab, rail + band),
        line(D * 0.03, H * 0.62, D * 0.97, H * 0.62),
        ...plinth,
      ];
    }
    case 'baowentai': {
      // The counter's edge and, under it, a well's pan; a guard over the wells on a tall counter.
      const counter = model.sneezeGuard && H > 1100 ? H - 860 : 0;
      const marks: Mark[] = [line(0, counter + 40, D, counter + 40)];
      if (counter > 0) marks.push(rect(D * 0.45, counter * 0.1, D * 0.06, counter * 0.9, 'glass'));
      marks.push(rect(D * 0.15, counter + 40, D * 0.6, 100));
      marks.push(front(counter + 160, H - foot));
      return [...marks, ...plinth];
    }
    case 'youyanjinghua':
      // A purifier box: the service door on its side, with two latches.
      return [
        rect(D * 0.1, H * 0.12, D * 0.8, H * 0.76),
        line(D * 0.82, H * 0.3, D * 0.82, H * 0.4),
        line(D * 0.82, H * 0.6, D * 0.82, H * 0.7),
      ];
    case 'shangyongjingshuiji':
      // A water station: the display and the drip tray on the front edge, the vented base.
      return [
        rect(D - slab, H * 0.06, slab, H * 0.07, 'dark'),
        rect(D * 0.55, H * 0.42, D * 0.45, H * 0.03, 'dark'),
        ...louvres(D * 0.1, H * 0.55, D * 0.8, H * 0.3, 5),
        ...plinth,
      ];
  }
}
