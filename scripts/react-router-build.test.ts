import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import { reactRouterProductionBuild } from './react-router-build';

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
