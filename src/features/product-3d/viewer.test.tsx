import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findModel } from '@/content/catalogue';
import Viewer from './viewer';

const model = findModel('CC-LG-6D')!;
const FALLBACK = /您的浏览器不支持 3D 查看（WebGL）/;

describe('3D 查看 viewer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so in Chinese where the browser has no WebGL, and closes', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const onClose = vi.fn();
    render(<Viewer model={model} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'CC-LG-6D 3D 查看' });
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
    render(<Viewer model={model} onClose={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('正在生成 3D 模型…');
    expect(await screen.findByText(FALLBACK)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: '复位' })).toBeNull();
  });
});
