import { checkLinks } from '../scripts/check-links.ts';
import { expect, test } from './fixtures';

// The build the browser tests serve (playwright.config.ts builds it before the first test).
const BUILD = 'dist-e2e';

test.skip(({ isMobile }) => isMobile, 'one build, checked once');

test('no page of the build links a file or page it does not serve', () => {
  const { pages, links, dead } = checkLinks(BUILD);
  expect(pages).toBeGreaterThan(80);
  expect(links).toBeGreaterThan(1000);
  expect(dead).toEqual([]);
});
