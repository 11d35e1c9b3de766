// `npm run documents`, second step: prints the PDFs of src/content/printed-documents.ts from a
// production build (dist/, `npm run build`) in Debian's Chromium, committed like the renders:
// public/files/spec/{model}.pdf, public/files/catalogue/{series|all}.pdf and the 企业画册, plus
// src/content/documents-manifest.json (pages and bytes of the 产品手册 and the 画册, which
// /download and the series pages show).
// PDF_ONLY=catalogue (a part of the served path) prints only those.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { printedDocuments, type PrintedDocument } from '../../src/content/printed-documents';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-flags.mjs';
import { finishPdf } from './pdf-files';
import { printPage } from './print-page';
import { serveBuild } from './serve-build';
import { readManifest, writeManifest, type FileFacts } from './write-manifest';

const DIST = process.argv[2] ?? 'dist';
const ONLY = process.env.PDF_ONLY ?? '';
const MANIFEST = 'src/content/documents-manifest.json';
type Kind = PrintedDocument['kind'];

/**
 * Per kind: the layout's scale on A4, and the width of the screen the page is loaded on, which
 * picks each picture's size from its srcset (a 480 px render is plenty for a spec sheet).
 */
const SETTINGS: Record<Kind, { scale: number; width: number }> = {
  'spec-sheet': { scale: 0.8, width: 520 },
  catalogue: { scale: 0.7, width: 1000 },
  'company-profile': { scale: 0.7, width: 1000 },
};
const KINDS = Object.keys(SETTINGS) as Kind[];

/** Prints one document's pages and writes the finished PDF under public/. */
async function writeDocument(browser: Browser, origin: string, document: PrintedDocument) {
  const { scale, width } = SETTINGS[document.kind];
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    deviceScaleFactor: 1,
    locale: 'zh-CN',
  });
  const printed = [];
  for (const url of document.pages) printed.push(await printPage(context, origin + url, scale));
  await context.close();
  const { pdf, pages } = await finishPdf(
    printed.map((part) => part.pdf),
    { title: document.title(printed[0]!.heading), author: printed[0]!.siteName },
  );
  const file = join('public', document.path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, pdf);
  return { pages, bytes: pdf.length };
}

if (!existsSync(join(DIST, 'index.html'))) {
  console.error(`${DIST}/index.html is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const started = performance.now();
const todo = printedDocuments.filter((document) => document.path.includes(ONLY));
const printed = new Map<PrintedDocument, FileFacts>();

const server = await serveBuild(DIST);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  // Two at a time, one per core.
  const queue = [...todo];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift())
      printed.set(next, await writeDocument(browser, server.origin, next));
  };
  await Promise.all([worker(), worker()]);
} finally {
  await browser.close();
  await server.close();
}

// The site lists the 产品手册 and the 画册 with their pages and size; a spec sheet is just linked.
const listed = (document: PrintedDocument) => document.kind !== 'spec-sheet';
const files = readManifest(MANIFEST).files;
for (const [document, facts] of printed) if (listed(document)) files[document.path] = facts;
const known = new Set(printedDocuments.filter(listed).map((document) => document.path));
for (const path of Object.keys(files)) if (!known.has(path)) delete files[path];
writeManifest(MANIFEST, files);

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
for (const kind of KINDS) {
  const sizes = [...printed].filter(([document]) => document.kind === kind).map(([, f]) => f);
  if (!sizes.length) continue;
  const bytes = sizes.map((size) => size.bytes);
  const pages = sizes.reduce((sum, size) => sum + size.pages, 0);
  console.log(
    `${kind}: ${sizes.length} PDFs, ${pages} pages, ${kb(bytes.reduce((a, b) => a + b, 0))} (largest ${kb(Math.max(...bytes))})`,
  );
}
console.log(
  `printed ${todo.length} PDFs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
