// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANTD_CSS_GROUPS, antdCss, antdCssFile, type AntdCssGroup } from './antd-css';

const SRC = join(process.cwd(), 'src');
const HERE = join(SRC, 'components/antd-island');
const GROUPS = Object.keys(ANTD_CSS_GROUPS) as AntdCssGroup[];
const generated = (group: AntdCssGroup) => readFileSync(join(HERE, antdCssFile(group)), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Per folder: the antd components its files import as values (types and the provider need no
 * styles), and the groups whose CSS file its files import.
 */
interface FolderUse {
  names: Set<string>;
  groups: Set<AntdCssGroup>;
}

function antdUse(): Map<string, FolderUse> {
  const folders = new Map<string, FolderUse>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const use = folders.get(dirname(file)) ?? { names: new Set(), groups: new Set() };
    for (const match of text.matchAll(/import \{([^}]+)\} from 'antd';/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ') && name !== 'ConfigProvider') use.names.add(name);
      }
    }
    // '@/components/antd-island/<file>' and './<file>' both end in '/<file>'.
    for (const group of GROUPS) if (text.includes(`/${antdCssFile(group)}'`)) use.groups.add(group);
    folders.set(dirname(file), use);
  }
  return folders;
}

describe('antd static styles (npm run antd-css)', () => {
  it('reach every island with the styles of the components it imports', () => {
    const folders = antdUse();
    const names = [...folders.values()].flatMap((use) => [...use.names]);
    expect(names.length).toBeGreaterThan(5);
    // Every island has the form group (antd-island.tsx imports it); other groups where imported.
    expect(folders.get(HERE)?.groups.has('form')).toBe(true);
    for (const [folder, use] of folders) {
      const styled = new Set<string>(
        [...use.groups, 'form' as const].flatMap((group) => ANTD_CSS_GROUPS[group]),
      );
      for (const name of use.names) expect([...styled], `${name} in ${folder}`).toContain(name);
    }
  });

  it('are up to date with the theme, the component groups and the antd version', () => {
    // Stale? Run `npm run antd-css` and commit the files.
    const css = antdCss();
    for (const group of GROUPS) expect(generated(group) === css[group], group).toBe(true);
  });

  it("hold the islands' components and no rule that would restyle the rest of the page", () => {
    expect(generated('form')).toContain('.ant-btn');
    expect(generated('form')).toContain('.ant-form-item');
    expect(generated('form')).toContain('.ant-message');
    expect(generated('modal')).toContain('.ant-modal');
    expect(generated('centre')).toContain('.ant-card');
    for (const group of GROUPS) {
      expect(generated(group)).not.toMatch(/(^|})a[{:[]/);
      expect(generated(group)).not.toMatch(/(^|})\.css-var-/);
    }
    // The form group's rules are not repeated in the others.
    expect(generated('modal')).not.toMatch(/(^|})\.ant-btn\{/);
    expect(generated('form')).toMatch(/(^|})\.ant-btn\{/);
  });
});
