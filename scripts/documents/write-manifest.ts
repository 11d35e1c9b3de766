import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** What /download shows of a generated file: its pages and bytes. */
export interface FileFacts {
  pages: number;
  bytes: number;
}

export interface DocumentsManifest {
  /** The day the PDFs were last printed (ISO date). */
  generated: string;
  files: Record<string, FileFacts>;
}

/** The manifest as last written, or an empty one. */
export function readManifest(file: string): DocumentsManifest {
  if (!existsSync(file)) return { generated: '', files: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as DocumentsManifest;
}

/**
 * The JSON the site imports (src/content/documents-manifest.json): served path → facts, dated
 * `generated` (kept from the last run when no listed document changed), else today.
 */
export function writeManifest(file: string, files: Record<string, FileFacts>, generated?: string) {
  const date = generated || new Date().toISOString().slice(0, 10);
  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify({ generated: date, files: sorted }, null, 2)}\n`);
}
