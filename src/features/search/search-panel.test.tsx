import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { loadIndexModule } from './load-index';
import SearchPanel from './search-panel';

describe('SearchPanel', () => {
  afterEach(() => vi.useRealTimers());

  it('builds the index in tasks after opening: says so meanwhile, then lists results', async () => {
    vi.useFakeTimers();
    renderWithRouter(<SearchPanel onClose={() => {}} />, { url: '/home' });
    fireEvent.change(screen.getByRole('searchbox', { name: '站内搜索' }), {
      target: { value: 'lg-4d' },
    });
    expect(screen.getByText('正在准备搜索…')).toBeInTheDocument();
    // The index's chunk (MiniSearch and the site's text) arrives, then the index is built in
    await act(async () => {
      await loadIndexModule();
      await Promise.resolve();
    });
    // several timer tasks, one chunk of documents each.
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    await act(() => vi.runAllTimersAsync());
    expect(screen.getByText('CC-LG-4D', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('正在准备搜索…')).not.toBeInTheDocument();
  });
});
