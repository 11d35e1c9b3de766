// `npm run documents` and `npm run add-model`, first step: writes the catalogue's length into
// src/content/catalogue/model-count.generated.ts, which the copy reads (src/content/claims/facts.ts)
// rather than importing the whole catalogue into every page that states the number.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { catalogue } from '../src/content/catalogue';

const FILE = new URL('../src/content/catalogue/model-count.generated.ts', import.meta.url);
const source =
  '// Generated from the catalogue by `npm run add-model` or `npm run documents` (scripts/model-count.ts).\n' +
  '/** How many standard models the catalogue holds (claims-data.test.ts checks it). */\n' +
  `export const MODEL_COUNT = ${catalogue.length};\n`;

if (!existsSync(FILE) || readFileSync(FILE, 'utf8') !== source) {
  writeFileSync(FILE, source);
  console.log(`model count: ${catalogue.length}`);
}
