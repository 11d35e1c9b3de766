import { fridgeDoorGrid } from '../fridge-doors';
import type { CatalogueModel } from '@/content/catalogue/types';
import { cells, circle, footOf, line, louvres, rect, type Fill, type Mark } from './marks';

/** Doors in a grid over an area, each with a vertical handle by its inner edge. */
function doors(
  area: { x: number; y: number; width: number; height: number },
  columns: number,
  rows: number,
  fill: Fill,
): Mark[] {
  const gap = Math.min(area.width / columns, area.height / rows) * 0.03;
  const rowHeight = area.height / rows;
  return cells(area.x, area.width, columns, gap).flatMap((cell, column) =>
    Array.from({ length: rows }, (_, row) => {
      const y = area.y + row * rowHeight + gap;
      const h = rowHeight - 2 * gap;
      // Handles meet in the middle of a pair: left door's on its right, right door's on its left.
      const handleX = column % 2 === 0 ? cell.x + cell.width * 0.9 : cell.x + cell.width * 0.1;
      return [
        rect(cell.x, y, cell.width, h, fill),
        line(handleX, y + h * 0.3, handleX, y + h * 0.7),
      ];
    }).flat(),
  );
}

/**
 * What the front view of a 尺寸图 shows inside its outline, in mm from the outline's top left
 * corner (y down): doors, handles, panels, knobs, glass, so that the drawing reads as the model
 * (a four-door fridge, a two-burner stove) and not as a box. Drawn from the same catalogue data
 * as the 3D model (door, burner and pan counts, glass doors, sneeze guard).
 */
export function frontDetails(model: CatalogueModel): Mark[] {
  const { width: W, height: H } = model.dimensionsMm;
  const foot = footOf(H);
  const plinth = foot ? [line(0, H - foot, W, H - foot)] : [];
  switch (model.ctype) {
    case 'lenggui': {
      const glass = model.glassDoors ? 'glass' : 'panel';
      const { upright, rows, columns } = fridgeDoorGrid(model);
      if (!upright) {
        // A counter fridge: worktop, doors in a row, the compressor bay at the right end.
        const bay = W * 0.22;
        const top = 50;
        return [
          line(0, top, W, top),
          ...doors({ x: 0, y: top, width: W - bay, height: H - top - foot }, columns, rows, glass),
          ...louvres(W - bay + 20, top + 40, bay - 40, H - top - foot - 80, 6),
          ...plinth,
        ];
      }
      const top = H * 0.12;
      return [
        line(0, top, W, top),
        rect(W * 0.68, top * 0.3, W * 0.22, top * 0.4, 'dark'),
        ...louvres(W * 0.08, top * 0.2, W * 0.5, top * 0.6, 3),
        ...doors({ x: 0, y: top, width: W, height: H - top - foot }, columns, rows, glass),
        ...plinth,
      ];
    }
    case 'xiaoduji':
    case 'zhengfangui': {
      // A cabinet: control panel on top (steamer: at the side, with its knobs), doors with windows.
      const steamer = model.ctype === 'zhengfangui';
      const panel = steamer ? W * 0.2 : 0;
      const top = steamer ? H * 0.05 : H * 0.1;
      const body = { x: 0, y: top, width: W - panel, height: H - top - foot };
      const marks = [line(0, top, W, top), ...doors(body, model.doors, 1, 'panel')];
      for (const cell of cells(0, W - panel, model.doors, W * 0.03)) {
        if (steamer) marks.push(circle(cell.x + cell.width / 2, top + body.height / 2, W * 0.05));
        else
          marks.push(
            rect(
              cell.x + cell.width * 0.2,
              top + body.height * 0.1,
              cell.width * 0.6,
              body.height * 0.35,
              'glass',
            ),
          );
      }
      if (steamer) {
        marks.push(line(W - panel, top, W - panel, H - foot));
        for (let i = 0; i < 3; i += 1)
          marks.push(circle(W - panel / 2, top + 120 + i * 120, panel * 0.18));
      } else marks.push(rect(W * 0.35, top * 0.3, W * 0.3, top * 0.4, 'dark'));
      return [...marks, ...plinth];
    }
    case 'shangyongzaotai': {
      // The worktop's drip rail; per burner two knobs and a flame window; the shelf of the base.
      const rail = H * 0.08;
      const band = H * 0.2;
      const burners = cells(0, W, model.burners, W * 0.04);
      return [
        line(0, rail, W, rail),
        line(0, rail + band, W, rail + band),
        ...burners.flatMap((cell) => [
          circle(cell.x + cell.width * 0.3, rail + band / 2, band * 0.18),
          rect(cell.x + cell.width * 0.45, rail + band * 0.3, cell.width * 0.1, band * 0.4, 'dark'),
          circle(cell.x + cell.width * 0.7, rail + band / 2, band * 0.18),
        ]),
        line(W * 0.03, H * 0.62, W * 0.97, H * 0.62),
        ...plinth,
      ];
    }
    case 'baowentai': {
      // The counter's edge, a door per well below; a guard drawn in the height (taller than a
      // counter) stands over the wells.
      const counter = model.sneezeGuard && H > 1100 ? H - 860 : 0;
      const wells = cells(0, W, model.pans, W * 0.015);
      const marks: Mark[] = [line(0, counter + 40, W, counter + 40)];
      if (counter > 0) marks.push(rect(W * 0.03, counter * 0.1, W * 0.94, counter * 0.7, 'glass'));
      marks.push(
        ...wells.map((cell) =>
          circle(cell.x + cell.width / 2, counter + 100, Math.min(18, cell.width * 0.08)),
        ),
      );
      marks.push(
        ...doors(
          { x: 0, y: counter + 160, width: W, height: H - counter - 160 - foot },
          model.pans,
          1,
          'panel',
        ),
      );
      return [...marks, ...plinth];
    }
    case 'youyanjinghua':
      // A purifier box: the grille of the inlet, the display on the service panel.
      return [
        rect(W * 0.06, H * 0.12, W * 0.6, H * 0.76),
        ...louvres(W * 0.06, H * 0.12, W * 0.6, H * 0.76, 8),
        rect(W * 0.74, H * 0.2, W * 0.18, H * 0.16, 'dark'),
        circle(W * 0.83, H * 0.6, Math.min(W, H) * 0.05),
      ];
    case 'shangyongjingshuiji':
      // A water station: display on top, the taps over the drip tray, the vented base.
      return [
        rect(W * 0.25, H * 0.06, W * 0.5, H * 0.07, 'dark'),
        ...cells(W * 0.1, W * 0.8, 2, 0).map((cell) =>
          circle(cell.x + cell.width / 2, H * 0.24, W * 0.04),
        ),
        rect(W * 0.12, H * 0.42, W * 0.76, H * 0.03, 'dark'),
        ...louvres(W * 0.1, H * 0.55, W * 0.8, H * 0.3, 5),
        ...plinth,
      ];
  }
}
