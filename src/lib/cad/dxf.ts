import {
  DxfWriter,
  LWPolylineFlags,
  TextHorizontalAlignment,
  TextVerticalAlignment,
  Units,
  point2d,
  point3d,
} from '@tarikjabiri/dxf';

/** A 2D drawing in millimetres, y up (CAD's convention), on named layers. */
export interface CadDrawing {
  layers: readonly CadLayer[];
  /** Closed outlines (rectangles, room walls, unit footprints). */
  outlines: readonly { layer: string; points: readonly CadPoint[] }[];
  /** Open strokes (dimension lines, door swings, burner marks). */
  lines?: readonly { layer: string; from: CadPoint; to: CadPoint }[];
  circles?: readonly { layer: string; centre: CadPoint; radius: number }[];
  texts?: readonly {
    layer: string;
    at: CadPoint;
    height: number;
    text: string;
    align?: 'left' | 'centre';
  }[];
}

export interface CadPoint {
  x: number;
  y: number;
}

/** AutoCAD colour index: 1 red, 2 yellow, 3 green, 4 cyan, 5 blue, 7 white/black. */
interface CadLayer {
  name: string;
  colour: number;
}

/**
 * Writes the drawing as an ASCII DXF with millimetre units ($INSUNITS 4), so a kitchen designer's
 * CAD inserts it at 1:1. The writer is @tarikjabiri/dxf (a maintained DXF writer) rather than
 * hand-written group codes.
 */
export function writeDxf(drawing: CadDrawing): string {
  const dxf = new DxfWriter();
  dxf.setUnits(Units.Millimeters);
  for (const layer of drawing.layers) dxf.addLayer(layer.name, layer.colour, 'CONTINUOUS');
  for (const outline of drawing.outlines) {
    dxf.addLWPolyline(
      outline.points.map((p) => ({ point: point2d(p.x, p.y) })),
      { flags: LWPolylineFlags.Closed, layerName: outline.layer },
    );
  }
  for (const line of drawing.lines ?? []) {
    dxf.addLine(point3d(line.from.x, line.from.y), point3d(line.to.x, line.to.y), {
      layerName: line.layer,
    });
  }
  for (const circle of drawing.circles ?? []) {
    dxf.addCircle(point3d(circle.centre.x, circle.centre.y), circle.radius, {
      layerName: circle.layer,
    });
  }
  for (const text of drawing.texts ?? []) {
    const at = point3d(text.at.x, text.at.y);
    dxf.addText(at, text.height, text.text, {
      layerName: text.layer,
      ...(text.align === 'centre'
        ? {
            horizontalAlignment: TextHorizontalAlignment.Center,
            verticalAlignment: TextVerticalAlignment.Middle,
            secondAlignmentPoint: at,
          }
        : {}),
    });
  }
  return dxf.stringify();
}

/** The four corners of an axis-aligned rectangle, anticlockwise from its lower left. */
export function rectangle(x: number, y: number, width: number, depth: number): CadPoint[] {
  return [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + depth },
    { x, y: y + depth },
  ];
}
