import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { LEFT_OUT, leftOut, withoutStyleFunctions } from './antd-trim';

const antdFile = (path: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`antd/es/${path}`), 'utf8');

describe('withoutStyleFunctions', () => {
  it('empties the style function of every style-hook maker and keeps the rest of the call', () => {
    const code = [
      '// 注释: non-ASCII text before the calls moves no offset',
      "export const a = genStyleHooks('Input', (token) => [big(token)], initToken, { resetFont: false });",
      "export default genSubStyleComponent(['Form', 'item'], function (t) { return huge(t); });",
      "const c = genComponentStyleHook('Grid', genGridStyle, prepareToken);",
    ].join('\n');
    expect(withoutStyleFunctions(code)).toBe(
      [
        '// 注释: non-ASCII text before the calls moves no offset',
        "export const a = genStyleHooks('Input', () => [], initToken, { resetFont: false });",
        "export default genSubStyleComponent(['Form', 'item'], () => []);",
        "const c = genComponentStyleHook('Grid', () => [], prepareToken);",
      ].join('\n'),
    );
  });

  it('leaves a module without such a call alone', () => {
    expect(withoutStyleFunctions('export const genInputStyle = (t) => ({ a: t });')).toBeNull();
    expect(withoutStyleFunctions("other('Input', (t) => t);")).toBeNull();
  });

  it("empties antd's own style modules, keeping their component tokens", () => {
    const input = withoutStyleFunctions(antdFile('input/style/index.js'))!;
    expect(input).not.toContain('genInputStyle(inputToken)');
    expect(
      input.match(/genStyleHooks\(\[[^\]]+\], \(\) => \[\], initComponentToken/g),
    ).toHaveLength(2);
    const button = withoutStyleFunctions(antdFile('button/style/index.js'))!;
    expect(button).toMatch(/genStyleHooks\('Button', \(\) => \[\], prepareComponentToken/);
  });
});

describe('leftOut', () => {
  it('replaces only the named import of the named antd module', () => {
    const label = '/site/node_modules/antd/es/form/FormItemLabel.js';
    expect(leftOut('../tooltip', label)).toBe("Form.Item's tooltip");
    expect(leftOut('../grid/col', label)).toBeUndefined();
    expect(
      leftOut('../tooltip', '/site/node_modules/antd/es/table/hooks/useSorter.js'),
    ).toBeUndefined();
    expect(leftOut('../tooltip', '/site/src/features/form.tsx')).toBeUndefined();
    expect(leftOut('../skeleton', 'C:\\site\\node_modules\\antd\\es\\modal\\Modal.js')).toBe(
      "Modal's loading",
    );
  });

  it('names imports the installed antd makes (an upgrade that moves one fails here)', () => {
    for (const [file, imports] of Object.entries(LEFT_OUT))
      for (const source of Object.keys(imports))
        expect(antdFile(file), file).toContain(`from '${source}';`);
  });
});
