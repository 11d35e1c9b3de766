import { useLayoutEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, expect, it } from 'vitest';
import { markHydrated } from '@/lib/layout/hydration';
import { HydrateLater } from './hydrate-later';

let commits: string[] = [];

/** A page whose first screen notes, as it commits, whether its later part came in the same commit. */
function Page({ name }: { name: string }) {
  useLayoutEffect(() => {
    commits.push(`${name}: ${document.querySelector('[data-part]') ? 'with' : 'without'} part`);
  }, [name]);
  return (
    <main>
      <h1>{name}</h1>
      <HydrateLater>
        <p data-part>{`${name}的更多内容`}</p>
      </HydrateLater>
    </main>
  );
}

const router = () =>
  createMemoryRouter(
    [
      { path: '/a', element: <Page key="a" name="甲" /> },
      { path: '/b', element: <Page key="b" name="乙" /> },
    ],
    { initialEntries: ['/a'] },
  );

beforeAll(() => markHydrated());

it('shows a page reached by a tap first, then its part below the first screen', async () => {
  commits = [];
  const pages = router();
  render(<RouterProvider router={pages} />);
  await act(() => pages.navigate('/b'));
  expect(await screen.findByText('乙的更多内容')).toBeInTheDocument();
  // The first page opened the app (no tap): whole.
  expect(commits).toEqual(['甲: with part', '乙: without part']);
});

it('shows a page reached by back whole, so a restored scroll lands where it was', async () => {
  const pages = router();
  render(<RouterProvider router={pages} />);
  await act(() => pages.navigate('/b'));
  await screen.findByText('乙的更多内容');
  commits = [];
  await act(() => pages.navigate(-1));
  expect(commits).toEqual(['甲: with part']);
});
