// `npm run documents`: writes what the catalogue's data makes for kitchen designers, committed
// like the renders: public/files/cad/{model}.dxf (plan and front at 1:1 mm) for every model.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { catalogue } from '../../src/content/catalogue';
import { cadPath } from '../../src/content/documents';
import { modelCadDrawing } from '../../src/features/catalogue/drawing/cad-drawing';
import { writeDxf } from '../../src/lib/cad/dxf';

const started = performance.now();
let bytes = 0;
for (const model of catalogue) {
  const file = join('public', cadPath(model.model));
  mkdirSync(dirname(file), { recursive: true });
  const dxf = writeDxf(modelCadDrawing(model));
  writeFileSync(file, dxf);
  bytes += dxf.length;
}
console.log(
  `wrote ${catalogue.length} DXF files (${(bytes / 1024).toFixed(0)} KB) in ${Math.round(performance.now() - started)} ms`,
);
