// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { loadOnce, loadOnceEach } from './load-once';

describe('loadOnce', () => {
  it('calls the loader once and marks its promise with the value, as React’s use reads it', async () => {
    const load = vi.fn(async () => 'part');
    const get = loadOnce(load);
    const first = get();
    expect(get()).toBe(first);
    await expect(first).resolves.toBe('part');
    expect(first).toMatchObject({ status: 'fulfilled', value: 'part' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so the next call loads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('part');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('part');
    expect(load).toHaveBeenCalledTimes(2);
    expect(get()).toMatchObject({ status: 'fulfilled' });
  });
});

describe('loadOnceEach', () => {
  it('keeps one promise per key', async () => {
    const load = vi.fn(async (key: string) => key.toUpperCase());
    const get = loadOnceEach(load);
    expect(get('a')).toBe(get('a'));
    expect(get('b')).not.toBe(get('a'));
    await expect(get('b')).resolves.toBe('B');
    expect(load.mock.calls).toEqual([['a'], ['b']]);
  });

  it('forgets only the key that failed', async () => {
    let fail = true;
    const load = vi.fn(async (key: string) => {
      if (key === 'b' && fail) throw new Error('offline');
      return key;
    });
    const get = loadOnceEach(load);
    const a = get('a');
    await expect(get('b')).rejects.toThrow('offline');
    fail = false;
    await expect(get('b')).resolves.toBe('b');
    expect(get('a')).toBe(a);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
