import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPerFrame } from './render-per-frame';

describe('renderPerFrame', () => {
  const callbacks = new Map<number, FrameRequestCallback>();
  let next = 1;
  const runFrame = () => {
    const due = [...callbacks.values()];
    callbacks.clear();
    for (const callback of due) callback(0);
  };

  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callbacks.set(next, callback);
      return next++;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => callbacks.delete(id));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    callbacks.clear();
  });

  it('draws once per frame however many changes came in it', () => {
    const render = vi.fn();
    const frames = renderPerFrame(render);
    frames.request();
    frames.request();
    frames.request();
    expect(render).not.toHaveBeenCalled();
    runFrame();
    expect(render).toHaveBeenCalledTimes(1);
    runFrame();
    expect(render).toHaveBeenCalledTimes(1);
    frames.request();
    runFrame();
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('draws nothing once cancelled (the viewer closed)', () => {
    const render = vi.fn();
    const frames = renderPerFrame(render);
    frames.request();
    frames.cancel();
    runFrame();
    expect(render).not.toHaveBeenCalled();
    frames.request();
    runFrame();
    expect(render).toHaveBeenCalledTimes(1);
  });
});
