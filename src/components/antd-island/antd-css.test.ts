// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANTD_COMPONENTS, antdCss } from './antd-css';

const SRC = join(process.cwd(), 'src');
const GENERATED = join(SRC, 'components/antd-island/antd.generated.css');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The value imports from 'antd' across the app (types and the provider need no styles). */
function antdImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from 'antd';/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ') && name !== 'ConfigProvider') names.add(name);
      }
    }
  }
  return names;
}

describe('antd static styles (npm run antd-css)', () => {
  it('cover every antd component the islands import', () => {
    const imported = antdImports();
    expect(imported.size).toBeGreaterThan(5);
    for (const name of imported) expect(ANTD_COMPONENTS, name).toContain(name);
  });

  it('are up to date with the theme, the component list and the antd version', () => {
    // Stale? Run `npm run antd-css` and commit the file.
    expect(readFileSync(GENERATED, 'utf8') === antdCss()).toBe(true);
  });

  it("hold the islands' components and no rule that would restyle the rest of the page", () => {
    const css = readFileSync(GENERATED, 'utf8');
    expect(css).toContain('.ant-btn');
    expect(css).toContain('.ant-form-item');
    expect(css).toContain('.ant-message');
    expect(css).not.toMatch(/(^|})a[{:[]/);
    expect(css).not.toMatch(/(^|})\.css-var-/);
  });
});
