import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadedAfterHydration } from './use-loaded-after-hydration';

function Probe({ load }: { load: () => Promise<unknown> }) {
  return <p>{useLoadedAfterHydration(load) ? 'loaded' : 'waiting'}</p>;
}

describe('useLoadedAfterHydration', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts the load in a later task, not during the render, and flips once it resolves', async () => {
    let resolve: () => void = () => {};
    const load = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(<Probe load={load} />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => resolve());
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('flips on a failed load too, so the lazy component can report the failure', async () => {
    render(<Probe load={() => Promise.reject(new Error('chunk'))} />);
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('never starts a load for a page left before its task ran', async () => {
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = render(<Probe load={load} />);
    unmount();
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(load).not.toHaveBeenCalled();
  });
});
