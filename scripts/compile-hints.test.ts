import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { addCompileHint, COMPILE_HINT, hintedChunk } from './compile-hints';

const chunk = (name: string, moduleIds: string[], code = 'const a=1;\n', mappings = 'AAAA') =>
  ({
    type: 'chunk',
    name,
    fileName: `${name}.js`,
    moduleIds,
    code,
    map: { mappings },
  }) as unknown as Rollup.OutputChunk;

describe('compile hints', () => {
  it('go to the app chunk and to the chunks that carry antd', () => {
    expect(hintedChunk(chunk('boot', ['/site/src/app/boot.tsx']))).toBe(true);
    expect(hintedChunk(chunk('antd-island', ['/site/node_modules/antd/es/button/Button.js']))).toBe(
      true,
    );
    expect(hintedChunk(chunk('viewer', ['/site/node_modules/three/build/three.module.js']))).toBe(
      false,
    );
    expect(hintedChunk(chunk('home-page', ['/site/src/pages/home/home-page.tsx']))).toBe(false);
  });

  it('start the code, once, and move the source map down a line', () => {
    const hinted = chunk('boot', [], 'const __vite__mapDeps=1;\nimport"x";', 'AAAA;CACA');
    const mapFile = {
      type: 'asset',
      source: JSON.stringify({ version: 3, mappings: 'AAAA;CACA' }),
    };
    const bundle = { 'boot.js': hinted, 'boot.js.map': mapFile } as unknown as Rollup.OutputBundle;
    addCompileHint(hinted, bundle);
    addCompileHint(hinted, bundle);
    expect(hinted.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;\nimport"x";`);
    expect(hinted.map?.mappings).toBe(';AAAA;CACA');
    expect(JSON.parse(mapFile.source)).toEqual({ version: 3, mappings: ';AAAA;CACA' });
  });
});
