import type { CatalogueModel } from '@/content/catalogue/types';
import { rectangle, type CadDrawing } from '@/lib/cad/dxf';

/** Gap between the plan and the front view on the DXF sheet, in mm. */
const VIEW_GAP = 300;

/**
 * A model's CAD block for a kitchen designer: the plan (top view, width × depth) with the front
 * view (width × height) above it, both at 1:1 in millimetres, the model number in the plan.
 */
export function modelCadDrawing(model: CatalogueModel): CadDrawing {
  const { width, depth, height } = model.dimensionsMm;
  const frontY = depth + VIEW_GAP;
  const textHeight = Math.max(20, Math.round(Math.min(width, depth) / 8));
  return {
    layers: [
      { name: 'PLAN', colour: 7 },
      { name: 'FRONT', colour: 5 },
      { name: 'TEXT', colour: 3 },
    ],
    outlines: [
      { layer: 'PLAN', points: rectangle(0, 0, width, depth) },
      { layer: 'FRONT', points: rectangle(0, frontY, width, height) },
    ],
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
