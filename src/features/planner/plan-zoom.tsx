import { useEffect, useState, type RefObject } from 'react';
import { MAX_ZOOM } from './plan-view';
import styles from './plan-board.module.less';

/** Scale bar lengths to choose from, mm: the one drawn is 48–160 px long on screen. */
const BAR_LENGTHS = [100, 250, 500, 1000, 2000, 5000];

const barText = (mm: number) => (mm >= 1000 ? `${mm / 1000} m` : `${mm} mm`);

/** The rendered size of the plan in px, kept current as the window resizes. */
function useRenderedSize(svg: RefObject<SVGSVGElement | null>) {
  const [px, setPx] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setPx((old) => (old.width === width && old.height === height ? old : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [svg]);
  return px;
}

interface PlanZoomProps {
  svg: RefObject<SVGSVGElement | null>;
  room: { width: number; depth: number };
  zoom: number;
  onZoom: (factor: number) => void;
  onReset: () => void;
}

/** The bar above the plan: its scale at the current zoom, and the zoom buttons. */
export function PlanZoom({ svg, room, zoom, onZoom, onReset }: PlanZoomProps) {
  const rendered = useRenderedSize(svg);
  // The drawing keeps its aspect ratio: the room's limiting side sets the px per mm.
  const pxPerMm = Math.min(rendered.width / room.width, rendered.height / room.depth) * zoom;
  const barMm =
    BAR_LENGTHS.find((mm) => mm * pxPerMm >= 48) ?? BAR_LENGTHS[BAR_LENGTHS.length - 1]!;
  return (
    <div className={styles.toolbar}>
      {pxPerMm > 0 ? (
        <p className={styles.scale}>
          <span
            className={styles.bar}
            style={{ width: `${Math.round(barMm * pxPerMm)}px` }}
            aria-hidden="true"
          />
          {/* Where the words take two lines (under 360 px), they break before 网格, not inside. */}
          <span>
            {`比例尺 ${barText(barMm)} · `}
            <span className={styles.nowrap}>网格 500 mm</span>
          </span>
        </p>
      ) : (
        <p className={styles.scale}>网格 500 mm</p>
      )}
      <div className={styles.zoom}>
        <button type="button" onClick={() => onZoom(1.5)} disabled={zoom >= MAX_ZOOM}>
          放大
        </button>
        <button type="button" onClick={() => onZoom(1 / 1.5)} disabled={zoom <= 1}>
          缩小
        </button>
        <button type="button" onClick={onReset} disabled={zoom <= 1}>
          全图
        </button>
      </div>
    </div>
  );
}
