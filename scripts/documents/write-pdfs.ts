// `npm run documents`, second step: prints the PDFs of src/content/printed-documents.ts from a
// production build (dist/, `npm run build`) in Debian's Chromium, committed like the renders:
// public/files/spec/{model}.pdf, public/files/catalogue/{series|all}.pdf and the 企业画册, plus
// src/content/documents-manifest.json (pages and bytes of the 产品手册 and the 画册, which
// /download and the series pages show). The same build prints the same bytes: a file whose
// bytes did not change is not written (docs/documents.md, "Deterministic").
// PDF_ONLY=catalogue (a part of the served path) prints only those.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { printedDocuments, type PrintedDocument } from '../../src/content/printed-documents';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-flags.ts';
import { manualContext } from './manual/context';
import { finishPdf } from './pdf-files';
import { partPrinter } from './print-parts';
import { serveBuild } from './serve-build';
import { readManifest, writeManifest, type FileFacts } from './write-manifest';

const DIST = process.argv[2] ?? 'dist';
const ONLY = process.env.PDF_ONLY ?? '';
const MANIFEST = 'src/content/documents-manifest.json';
type Kind = PrintedDocument['kind'];
const KINDS: Kind[] = ['spec-sheet', 'manual', 'catalogue', 'company-profile'];

/** Writes a file only when its bytes differ from what is there: an unchanged one keeps its mtime. */
function writeIfChanged(file: string, bytes: Uint8Array): boolean {
  if (existsSync(file) && Buffer.from(bytes).equals(readFileSync(file))) return false;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return true;
}

if (!existsSync(join(DIST, 'index.html'))) {
  console.error(`${DIST}/index.html is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const started = performance.now();
const todo = printedDocuments.filter((document) => document.path.includes(ONLY));
const printed = new Map<PrintedDocument, FileFacts & { changed: boolean }>();

const server = await serveBuild(DIST);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const printer = partPrinter(browser, server.origin, manualContext(DIST, server.origin));
/** Prints one document's parts and writes the finished PDF under public/. */
async function writeDocument(document: PrintedDocument) {
  const parts = [];
  for (const part of document.parts) parts.push(await printer.print(part));
  const named = parts.find((part) => part.heading !== undefined);
  const { pdf, pages } = await finishPdf(
    parts.map((part) => part.pdf),
    { title: document.title(named?.heading ?? ''), author: named?.siteName ?? '' },
  );
  const changed = writeIfChanged(join('public', document.path), pdf);
  return { pages, bytes: pdf.length, changed };
}
try {
  // Two at a time, one per core.
  const queue = [...todo];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift())
      printed.set(next, await writeDocument(next));
  };
  await Promise.all([worker(), worker()]);
} finally {
  await browser.close();
  await server.close();
}

// The site lists the 产品手册 and the 画册 with their pages and size; a spec sheet is just linked.
const listed = (document: PrintedDocument) => document.kind !== 'spec-sheet';
const manifest = readManifest(MANIFEST);
const files = { ...manifest.files };
for (const [document, { pages, bytes }] of printed)
  if (listed(document)) files[document.path] = { pages, bytes };
const known = new Set(printedDocuments.filter(listed).map((document) => document.path));
for (const path of Object.keys(files)) if (!known.has(path)) delete files[path];
// The manifest's date is the day a listed document last changed, not the day of the run.
const changed = [...printed].some(([document, facts]) => listed(document) && facts.changed);
writeManifest(MANIFEST, files, changed ? undefined : manifest.generated);

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
for (const kind of KINDS) {
  const sizes = [...printed].filter(([document]) => document.kind === kind).map(([, f]) => f);
  if (!sizes.length) continue;
  const bytes = sizes.map((size) => size.bytes);
  const pages = sizes.reduce((sum, size) => sum + size.pages, 0);
  const rewritten = sizes.filter((size) => size.changed).length;
  console.log(
    `${kind}: ${sizes.length} PDFs, ${pages} pages, ${kb(bytes.reduce((a, b) => a + b, 0))} (largest ${kb(Math.max(...bytes))}), ${rewritten} rewritten`,
  );
}
console.log(
  `printed ${todo.length} PDFs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
