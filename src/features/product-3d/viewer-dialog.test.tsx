import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findModel } from '@/content/catalogue';
import { mountViewer } from './mount-viewer';
import { ViewerDialog } from './viewer-dialog';

vi.mock('./mount-viewer', async (actual) => ({
  mountViewer: vi.fn((await actual<typeof import('./mount-viewer')>()).mountViewer),
}));

const model = findModel('CC-LG-6D')!;
const FALLBACK = /您的浏览器不支持 3D 查看（WebGL）/;

/** Rendered in an awaited act: the dialog's stage is a chunk of its own, and suspends. */
const show = (onClose = () => {}) =>
  act(async () => void render(<ViewerDialog model={model} onClose={onClose} />));

describe('3D 查看 viewer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers the click at once: the dialog, with 正在加载 while three.js comes', async () => {
    // Looked at before the stage's chunk arrives, so outside an awaited act: React warns of that.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ViewerDialog model={model} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'CC-LG-6D 3D 查看' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('正在加载 3D 模型…');
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
    await act(async () => {});
  });

  it('says so in Chinese where the browser has no WebGL, and closes', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const onClose = vi.fn();
    await show(onClose);
    const dialog = screen.getByRole('dialog', { name: 'CC-LG-6D 3D 查看' });
    expect(await screen.findByText(FALLBACK)).toBeInTheDocument();
    expect(dialog).toHaveTextContent(FALLBACK);
    expect(screen.queryByRole('button', { name: '复位' })).toBeNull();
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('falls back instead of failing when WebGL is announced but three.js cannot start', async () => {
    // getContext answers, but with an object three.js cannot drive: the renderer throws.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      {} as unknown as RenderingContext,
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await show();
    expect(await screen.findByText('正在生成 3D 模型…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText(FALLBACK)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: '复位' })).toBeNull();
  });

  it('offers 复位 once the model is drawn, and tells how to turn it', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      {} as unknown as RenderingContext,
    );
    const reset = vi.fn();
    vi.mocked(mountViewer).mockReturnValueOnce({ reset, dispose: () => {} });
    await show();
    expect(screen.getByRole('status')).toHaveTextContent('正在生成 3D 模型…');
    expect(screen.queryByRole('button', { name: '复位' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: '复位' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('拖动旋转 · 滚轮或双指缩放');
  });
});
