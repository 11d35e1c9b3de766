import { screen } from '@testing-library/react';
import { expect } from 'vitest';

type Queries = Pick<typeof screen, 'getByRole'>;

/** The link named `name` (within `scope`, the whole screen by default) points at `href`. */
export function expectLink(name: string | RegExp, href: string, scope: Queries = screen) {
  expect(scope.getByRole('link', { name })).toHaveAttribute('href', href);
}
