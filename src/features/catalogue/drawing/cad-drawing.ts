import type { CatalogueModel } from '@/content/catalogue/types';
import { rectangle, type CadDrawing, type CadPoint } from '@/lib/cad/dxf';
import { frontDetails } from './front-details';
import type { Mark } from './marks';
import { sideDetails } from './side-details';

/** Gap between the views on the DXF sheet, in mm. */
const VIEW_GAP = 300;

/**
 * A view's marks (mm from its top left, y down, as the page's 尺寸图 draws them) in CAD's
 * coordinates (y up), for a view whose lower left corner is at `origin` and which is `height` tall.
 */
function cadMarks(marks: Mark[], layer: string, origin: CadPoint, height: number) {
  const at = (x: number, y: number) => ({ x: origin.x + x, y: origin.y + height - y });
  const outlines: CadDrawing['outlines'][number][] = [];
  const lines: NonNullable<CadDrawing['lines']>[number][] = [];
  const circles: NonNullable<CadDrawing['circles']>[number][] = [];
  for (const mark of marks) {
    if (mark.kind === 'rect') {
      const { x, y } = at(mark.x, mark.y + mark.height);
      outlines.push({ layer, points: rectangle(x, y, mark.width, mark.height) });
    } else if (mark.kind === 'line')
      lines.push({ layer, from: at(mark.x1, mark.y1), to: at(mark.x2, mark.y2) });
    else circles.push({ layer, centre: at(mark.cx, mark.cy), radius: mark.r });
  }
  return { outlines, lines, circles };
}

/**
 * A model's CAD block for a kitchen designer, at 1:1 in millimetres: the plan (top view, width ×
 * depth) with the model number in it, the front view (width × height) above it and the side view
 * (depth × height, the model's front on its right, as on the page) beside that. The views carry
 * the doors, panels, knobs and vents the page's 尺寸图 draws, from the same functions.
 */
export function modelCadDrawing(model: CatalogueModel): CadDrawing {
  const { width, depth, height } = model.dimensionsMm;
  const frontY = depth + VIEW_GAP;
  const sideX = width + VIEW_GAP;
  const textHeight = Math.max(20, Math.round(Math.min(width, depth) / 8));
  const front = cadMarks(frontDetails(model), 'FRONT', { x: 0, y: frontY }, height);
  const side = cadMarks(sideDetails(model), 'SIDE', { x: sideX, y: frontY }, height);
  return {
    layers: [
      { name: 'PLAN', colour: 7 },
      { name: 'FRONT', colour: 5 },
      { name: 'SIDE', colour: 4 },
      { name: 'TEXT', colour: 3 },
    ],
    outlines: [
      { layer: 'PLAN', points: rectangle(0, 0, width, depth) },
      { layer: 'FRONT', points: rectangle(0, frontY, width, height) },
      { layer: 'SIDE', points: rectangle(sideX, frontY, depth, height) },
      ...front.outlines,
      ...side.outlines,
    ],
    lines: [...front.lines, ...side.lines],
    circles: [...front.circles, ...side.circles],
    texts: [
      {
        layer: 'TEXT',
        at: { x: width / 2, y: depth / 2 },
        height: textHeight,
        text: model.model,
        align: 'centre',
      },
      {
        layer: 'TEXT',
        at: { x: 0, y: frontY + height + textHeight },
        height: textHeight,
        text: `${model.model} ${width}x${depth}x${height} mm`,
      },
    ],
  };
}
