import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Moves fake time on by `ms` inside act, running the timers and promises that fall due. */
export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Runs what is already due (pending promises, zero-delay timers) without moving time. */
export const flush = () => advance(0);

/** Two turns: a mocked answer arrives, then the render it causes. */
export async function settle() {
  await flush();
  await flush();
}
