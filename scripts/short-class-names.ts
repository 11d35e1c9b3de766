// Production CSS-module class names: `_` + the file's number (two base-36 digits, from the sorted
// list of module files) + the class's number in that file, e.g. `_0k3`. Vite's default
// (`_title_1u4xx_12`) costs about a kilobyte of gzip per page, and every prerendered page inlines
// its CSS: a page must fit a new connection's first round trip (docs/benchmarks.md). The client
// and the server build are separate runs, so a name depends only on the sorted file list and the
// order of the classes in the file's own CSS, the same in both. Development keeps the readable names.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

export function shortClassNames(root: string) {
  const files = readdirSync(resolve(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.less'))
    .map((file) => resolve(root, 'src', file))
    .sort();
  if (files.length > 36 * 36) throw new Error('short-class-names: more than 1296 module files');
  const fileIds = new Map(files.map((file, i) => [file, i.toString(36).padStart(2, '0')]));
  const names = new Map<string, Map<string, string>>();
  return (local: string, filename: string): string => {
    const file = resolve(filename.split('?')[0]!);
    const fileId = fileIds.get(file);
    if (fileId === undefined) throw new Error(`short-class-names: ${file} is not under src/`);
    let inFile = names.get(file);
    if (!inFile) names.set(file, (inFile = new Map<string, string>()));
    let name = inFile.get(local);
    if (!name) inFile.set(local, (name = `_${fileId}${inFile.size.toString(36)}`));
    return name;
  };
}
