// @vitest-environment node
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { shortClassNames } from './short-class-names';

const root = resolve(__dirname, '..');
const header = resolve(root, 'src/components/layout/site-header/site-header.module.less');
const footer = resolve(root, 'src/components/layout/site-footer/site-footer.module.less');

it('names a class by its file and its order there, the same in every build', () => {
  const client = shortClassNames(root);
  const names = ['header', 'inner', 'header'].map((local) => client(local, `${header}?used`));
  expect(names[0]).toMatch(/^_[0-9a-z]{2}0$/);
  expect(names[1]).toBe(`${names[0]!.slice(0, 3)}1`);
  expect(names[2]).toBe(names[0]);
  // Another file: another prefix, so the same local name never collides.
  expect(client('header', footer).slice(0, 3)).not.toBe(names[0]!.slice(0, 3));
  // The server build, a separate run, meets the same file's classes in the same order.
  const server = shortClassNames(root);
  expect(['header', 'inner'].map((local) => server(local, header))).toEqual(names.slice(0, 2));
});

it('refuses a module file outside src/', () => {
  expect(() => shortClassNames(root)('x', resolve(root, 'elsewhere.module.less'))).toThrow(
    /not under src/,
  );
});
