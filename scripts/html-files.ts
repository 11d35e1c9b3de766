import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every HTML file under `dir`, as paths relative to it. */
export function htmlFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path, root);
    return entry.name.endsWith('.html') ? [relative(root, path)] : [];
  });
}
