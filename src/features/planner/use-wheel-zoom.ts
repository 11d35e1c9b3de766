import { useEffect, type RefObject } from 'react';

/** A trackpad pinch (ctrl + wheel) zooms the plan, not the page; a plain wheel scrolls the page. */
export function useWheelZoom(
  svgRef: RefObject<SVGSVGElement | null>,
  zoomAbout: (factor: number, at: { x: number; y: number }) => void,
) {
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      const ctm = svg.getScreenCTM();
      if (!ctm) return;
      const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(ctm.inverse());
      zoomAbout(Math.exp(-event.deltaY / 200), { x: at.x, y: at.y });
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [zoomAbout, svgRef]);
}
