// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import type { Plugin } from 'rolldown';
import { reactRouterProductionBuild, reactRouterTreeShaking } from './react-router-build';

const aliases = reactRouterProductionBuild();
const target = (specifier: string) =>
  aliases.find(({ find }) => (find as RegExp).test(specifier))?.replacement;

it('sends react-router and react-router/dom, and nothing else, to the production build', () => {
  expect(target('react-router')).toMatch(/react-router\/dist\/production\/index\.mjs$/);
  expect(target('react-router/dom')).toMatch(/react-router\/dist\/production\/dom-export\.mjs$/);
  expect(target('react-router-dom')).toBeUndefined();
  expect(target('react-router/internal')).toBeUndefined();
});

it('points at files the installed package has, built without its development warnings', () => {
  // A new React Router that renames these files, or drops the production build, fails here.
  const folder = dirname(target('react-router')!);
  const code = readdirSync(folder)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => readFileSync(join(folder, name), 'utf8'))
    .join('\n');
  expect(readFileSync(target('react-router/dom')!, 'utf8')).toContain('react-router');
  expect(code).toContain('var ENABLE_DEV_WARNINGS = false;');
  expect(code).not.toContain('var ENABLE_DEV_WARNINGS = true;');
});

it('lets the bundler leave out the React Router components the site never renders', async () => {
  const { build } = await import('rolldown');
  const bundle = async (plugins: Plugin[]) => {
    const { output } = await build({
      input: 'entry',
      external: ['react', 'react-dom', 'cookie', 'set-cookie-parser'],
      plugins: [
        {
          name: 'entry',
          resolveId: (id) => (id === 'entry' ? id : null),
          load: (id) =>
            id === 'entry'
              ? `export { BrowserRouter, Link, useRoutes } from ${JSON.stringify(target('react-router'))};`
              : null,
        },
        ...plugins,
      ],
      write: false,
      logLevel: 'silent',
    });
    return output[0].code;
  };
  const as = await bundle([]);
  const shaken = await bundle([reactRouterTreeShaking() as Plugin]);
  // Kept as the package ships it; gone once its displayName lines and unmarked calls are handled.
  expect(as).toContain('NavLinkWithRef');
  expect(shaken).not.toContain('NavLinkWithRef');
  expect(shaken).not.toContain('function useSubmit');
  expect(shaken).toContain('function BrowserRouter');
  // Its console warnings for developers go, with their messages; what throws stays.
  expect(as).toContain('You should call navigate() in a React.useEffect()');
  expect(shaken).not.toContain('You should call navigate() in a React.useEffect()');
  expect(shaken).not.toMatch(/\bwarning\(/);
  expect(shaken).toContain('throw new Error(');
  expect(shaken.length).toBeLessThan(as.length * 0.95);
});
