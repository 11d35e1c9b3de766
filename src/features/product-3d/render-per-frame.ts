/**
 * Coalesces render requests to one per animation frame. OrbitControls reports a change for every
 * pointer move, and a mouse or pen can send several per frame: drawing each one at once keeps a
 * weak phone's GPU (or a software one) busy with frames nobody sees.
 */
export function renderPerFrame(render: () => void) {
  let frame = 0;
  return {
    request: () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        render();
      });
    },
    cancel: () => {
      cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}
