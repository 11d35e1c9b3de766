import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render';

// The index's chunk, failing when a test says so (as a fetch of a chunk that did not arrive).
const chunk = vi.hoisted(() => ({ failures: 0 }));
vi.mock('./site-index', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./site-index')>();
  return {
    ...actual,
    buildSiteIndex: () =>
      chunk.failures-- > 0
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : actual.buildSiteIndex(),
  };
});

/** The panel and its index loader, fresh: the index is built once per visit (module state). */
async function freshPanel() {
  vi.resetModules();
  const { default: SearchPanel } = await import('./search-panel');
  renderWithRouter(<SearchPanel onClose={() => {}} />, { url: '/home' });
}

const type = (value: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: '站内搜索' }), { target: { value } });

describe('SearchPanel', () => {
  beforeEach(() => (chunk.failures = 0));

  it('says it is preparing the index after opening, then lists results', async () => {
    await freshPanel();
    type('lg-4d');
    expect(screen.getByText('正在准备搜索…')).toBeInTheDocument();
    // jsdom has no Worker: the index is built on the page (./site-index.test.ts has both ways).
    expect(await screen.findByText('CC-LG-4D', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('正在准备搜索…')).not.toBeInTheDocument();
  });

  it('says so when the index did not arrive, keeps the words typed, and 重试 loads it', async () => {
    chunk.failures = 1;
    await freshPanel();
    type('lg-4d');
    const status = screen.getByRole('status');
    expect(
      await screen.findByText('搜索未能加载，可能是网络不稳定。', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '站内搜索' })).toHaveValue('lg-4d');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(status).toHaveTextContent('正在准备搜索…');
    expect(await screen.findByText('CC-LG-4D', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});
