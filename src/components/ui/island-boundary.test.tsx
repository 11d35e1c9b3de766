import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IslandBoundary } from './island-boundary';
import { IslandFailed } from './island-failed';
import { retryableLazy } from './retryable-lazy';

const chunkFailed = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
/** A click that suspends a part: in an awaited act, so React renders it once its load settles. */
const press = (name: string) =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name })));
const Loaded = ({ label }: { label: string }) => <p>{label}</p>;

function Island({ load }: { load: () => Promise<{ default: typeof Loaded }> }) {
  const Part = retryableLazy(load);
  return function Shown() {
    return (
      <>
        <p>页面内容</p>
        <IslandBoundary
          fallback={(retry, failures) => (
            <IslandFailed what="3D 查看" failures={failures} onRetry={retry} />
          )}
        >
          <Suspense fallback={<p>正在加载…</p>}>
            <Part label="已加载" />
          </Suspense>
        </IslandBoundary>
      </>
    );
  };
}

describe('a part loaded on a press whose chunk fails', () => {
  beforeEach(() => {
    // React reports each error a boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('says why in place of the part, keeps the page, and loads it again on 重试', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Loaded }>>()
      .mockImplementationOnce(chunkFailed)
      .mockResolvedValue({ default: Loaded });
    const Shown = Island({ load });
    await act(async () => void render(<Shown />));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '3D 查看未能加载，可能是网络不稳定或网站刚刚更新。请检查网络后重试。',
    );
    expect(screen.getByText('页面内容')).toBeInTheDocument();
    // Asked for once: React renders the part again when its load fails, and must not load it anew.
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: '重新加载页面' })).toBeNull();
    await press('重试');
    expect(await screen.findByText('已加载')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offers a reload from the second failure on, and 重试 still tries again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Loaded }>>()
      .mockImplementationOnce(chunkFailed)
      .mockImplementationOnce(chunkFailed)
      .mockResolvedValue({ default: Loaded });
    const Shown = Island({ load });
    await act(async () => void render(<Shown />));
    await screen.findByRole('button', { name: '重试' });
    await press('重试');
    expect(await screen.findByRole('button', { name: '重新加载页面' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('请重新加载页面后再试。');
    await press('重试');
    expect(await screen.findByText('已加载')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('loads once when it arrives, however often the part renders', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Loaded }));
    const Shown = Island({ load });
    const { rerender } = await act(async () => render(<Shown />));
    expect(await screen.findByText('已加载')).toBeInTheDocument();
    await act(async () => rerender(<Shown />));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('clears the failure when resetOn changes', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Loaded }>>()
      .mockImplementationOnce(chunkFailed)
      .mockResolvedValue({ default: Loaded });
    const Part = retryableLazy(load);
    const shown = (resetOn: boolean) => (
      <IslandBoundary resetOn={resetOn} fallback={() => <p role="alert">失败</p>}>
        <Suspense fallback={null}>
          <Part label="已加载" />
        </Suspense>
      </IslandBoundary>
    );
    const { rerender } = await act(async () => render(shown(true)));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await act(async () => rerender(shown(true)));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(async () => rerender(shown(false)));
    expect(await screen.findByText('已加载')).toBeInTheDocument();
  });
});
