import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnce } from '@/lib/async/load-once';
import { useLaterPart } from './use-later-part';

type Chunk = { text: string };

function Part({ load }: { load: () => Promise<Chunk> }) {
  return <p>{useLaterPart(load).text}</p>;
}

/** As a first visit: the prerendered part, hydrated with `load` (HydrateLater is a Suspense). */
async function hydrateWith(load: () => Promise<Chunk>) {
  const ready = loadOnce(async () => ({ text: '其他型号' }));
  await ready();
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Suspense>
      <Part load={ready} />
    </Suspense>,
  );
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(
      container,
      <Suspense>
        <Part load={load} />
      </Suspense>,
    );
  });
  // Every retry React would make: a few rounds of microtasks and timers.
  for (let i = 0; i < 10; i += 1) await act(() => new Promise((done) => setTimeout(done, 0)));
  return container;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('useLaterPart', () => {
  it('hydrates the prerendered part once its chunk has come', async () => {
    const container = await hydrateWith(loadOnce(async () => ({ text: '其他型号' })));
    expect(container.textContent).toBe('其他型号');
  });

  it('keeps the prerendered part, and asks no more, when its chunk fails', async () => {
    // loadOnce forgets a failure, and React retried the boundary at once: an endless run of
    // requests on a first visit whose later chunk had failed.
    const chunk = vi.fn(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    const onError = vi.fn();
    window.addEventListener('error', onError);
    const container = await hydrateWith(loadOnce(chunk));
    window.removeEventListener('error', onError);
    expect(container.textContent).toBe('其他型号');
    expect(chunk).toHaveBeenCalledTimes(1);
  });
});
