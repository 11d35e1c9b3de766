// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_ID_PATTERN } from '@/contract';
import { newRequestId } from './request-id';

describe('newRequestId', () => {
  it('uses crypto.randomUUID where it exists', () => {
    const randomUUID = vi.fn(() => '11111111-2222-4333-8444-555555555555' as const);
    const id = newRequestId({ randomUUID, getRandomValues: (a) => a });
    expect(id).toBe('11111111-2222-4333-8444-555555555555');
    expect(randomUUID).toHaveBeenCalledOnce();
  });

  it('makes a version-4 UUID from getRandomValues where randomUUID is missing (Chromium 87, iOS 14)', () => {
    const fill = <T extends ArrayBufferView | null>(array: T) => {
      new Uint8Array(array!.buffer).fill(0xff);
      return array;
    };
    const id = newRequestId({ getRandomValues: fill });
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(id).toMatch(REQUEST_ID_PATTERN);
    const real = newRequestId({ getRandomValues: (a) => crypto.getRandomValues(a) });
    expect(real).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(real).not.toBe(newRequestId({ getRandomValues: (a) => crypto.getRandomValues(a) }));
  });
});
