import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStagedMount } from './use-staged-mount';

function Probe() {
  return <p>stage {useStagedMount(3)}</p>;
}

describe('useStagedMount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds one stage per task, each after the previous one committed, and stops at the last', async () => {
    render(<Probe />);
    expect(screen.getByText('stage 1')).toBeInTheDocument();
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(screen.getByText('stage 2')).toBeInTheDocument();
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(screen.getByText('stage 3')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });
});
