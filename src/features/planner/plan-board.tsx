import {
  memo,
  useCallback,
  useLayoutEffect,
  useEffect,
  useRef,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import type { PlanLayout } from '@/contract';
import { footprint } from './geometry';
import { modelSize } from './model-size';
import { PlacedUnit, RoomGrid } from './plan-parts';
import { planActions } from './plan-store';
import { PlanZoom } from './plan-zoom';
import { snapPosition } from './snap';
import { UNIT_KEYS_HINT, unitKeyAction } from './unit-keys';
import { usePlanView } from './use-plan-view';
import styles from './plan-board.module.less';

interface Point {
  x: number;
  y: number;
}

interface PlanBoardProps {
  layout: PlanLayout;
  labels: string[];
  /** Indexes of units named in the status (drawn in the alert colour). */
  conflicts: ReadonlySet<number>;
  /** The plan's <svg>, for the picture export. */
  svgRef: RefObject<SVGSVGElement | null>;
}

const Unit = memo(PlacedUnit);
const unitIndex = (event: { currentTarget: Element }) =>
  Number((event.currentTarget as SVGGElement).dataset.unit);

/**
 * The plan the buyer works on: plain SVG in millimetres with pointer events. Chosen over a canvas
 * library (Konva) because each unit stays a focusable, named element for keyboards and screen
 * readers, the drawing is exact at any zoom, and the chunk carries no library: a drag writes one
 * unit's position per animation frame and React redraws that unit only (units are memoised).
 */
export function PlanBoard({ layout, labels, conflicts, svgRef }: PlanBoardProps) {
  const { width, depth } = layout.room;
  const { view, zoomAbout, panBy, reset } = usePlanView(width, depth);
  // What the pointer and key handlers read: the memoised units keep the same handlers.
  const live = useRef({ layout, view });
  useLayoutEffect(() => {
    live.current = { layout, view };
  });
  const drag = useRef<{ index: number; pointerId: number; grab: Point; origin: Point } | null>(
    null,
  );
  const touches = useRef(new Map<number, Point>());
  const pending = useRef<{ index: number } & Point>(null);
  const frame = useRef(0);
  const focusAfter = useRef<number | null>(null);

  /** Client pixels → the unzoomed drawing's units (mm of the room at zoom 1). */
  const toView = (clientX: number, clientY: number): Point => {
    const ctm = svgRef.current?.getScreenCTM();
    if (!ctm) return { x: 0, y: 0 };
    const point = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return { x: point.x, y: point.y };
  };
  const toRoom = (p: Point): Point => {
    const { k, tx, ty } = live.current.view;
    return { x: (p.x - tx) / k, y: (p.y - ty) / k };
  };

  const flush = () => {
    cancelAnimationFrame(frame.current);
    frame.current = 0;
    const next = pending.current;
    pending.current = null;
    if (next) planActions.move(next.index, next.x, next.y);
  };
  const schedule = (next: { index: number } & Point) => {
    pending.current = next;
    if (!frame.current) frame.current = requestAnimationFrame(flush);
  };
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const onUnitPointerDown = useCallback((event: PointerEvent<SVGGElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.stopPropagation();
    const index = unitIndex(event);
    const item = live.current.layout.items[index];
    if (!item) return;
    svgRef.current?.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus({ preventScroll: true });
    const grab = toRoom(toView(event.clientX, event.clientY));
    drag.current = { index, pointerId: event.pointerId, grab, origin: { x: item.x, y: item.y } };
    // toRoom/toView read refs only: stable for the memoised units.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onUnitKeyDown = useCallback((event: KeyboardEvent<SVGGElement>) => {
    const action = unitKeyAction(event.key, event.shiftKey);
    const index = unitIndex(event);
    const item = live.current.layout.items[index];
    if (!action || !item) return;
    event.preventDefault();
    if (action.kind === 'move') planActions.move(index, item.x + action.dx, item.y + action.dy);
    else if (action.kind === 'turn') planActions.turn(index);
    else {
      focusAfter.current = index;
      planActions.remove(index);
    }
  }, []);

  // After a Delete the focus goes to the next unit (or the plan), never to the page's top.
  useEffect(() => {
    if (focusAfter.current === null) return;
    const count = layout.items.length;
    const next = Math.min(focusAfter.current, count - 1);
    focusAfter.current = null;
    const target = svgRef.current?.querySelector<SVGGElement>(`[data-unit="${next}"]`);
    (target ?? svgRef.current)?.focus({ preventScroll: true });
  }, [layout.items.length, svgRef]);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    touches.current.set(event.pointerId, toView(event.clientX, event.clientY));
    svgRef.current?.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const dragging = drag.current;
    if (dragging && dragging.pointerId === event.pointerId) {
      const { layout: current } = live.current;
      const item = current.items[dragging.index];
      if (!item) return;
      const at = toRoom(toView(event.clientX, event.clientY));
      const size = modelSize(item.model);
      const moved = footprint(
        {
          ...item,
          x: dragging.origin.x + at.x - dragging.grab.x,
          y: dragging.origin.y + at.y - dragging.grab.y,
        },
        size,
      );
      const others = current.items
        .filter((_, i) => i !== dragging.index)
        .map((other) => footprint(other, modelSize(other.model)));
      const snapped = snapPosition(moved, others, current.room);
      // Never lost: at least half of the unit stays over the room.
      const x = Math.min(current.room.width - moved.w / 2, Math.max(-moved.w / 2, snapped.x));
      const y = Math.min(current.room.depth - moved.d / 2, Math.max(-moved.d / 2, snapped.y));
      schedule({ index: dragging.index, x, y });
      return;
    }
    const before = touches.current.get(event.pointerId);
    if (!before) return;
    const now = toView(event.clientX, event.clientY);
    const other = [...touches.current].find(([id]) => id !== event.pointerId)?.[1];
    if (other) {
      // Two fingers: pinch zooms about their midpoint and moving them together pans.
      const factor =
        Math.hypot(now.x - other.x, now.y - other.y) /
        Math.max(1, Math.hypot(before.x - other.x, before.y - other.y));
      zoomAbout(factor, { x: (now.x + other.x) / 2, y: (now.y + other.y) / 2 });
      panBy((now.x - before.x) / 2, (now.y - before.y) / 2);
    } else panBy(now.x - before.x, now.y - before.y);
    touches.current.set(event.pointerId, now);
  };

  const onPointerEnd = (event: PointerEvent<SVGSVGElement>) => {
    if (drag.current?.pointerId === event.pointerId) {
      drag.current = null;
      flush();
    }
    touches.current.delete(event.pointerId);
  };

  // A trackpad pinch (ctrl + wheel) zooms the plan, not the page; a plain wheel scrolls the page.
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

  return (
    <div className={styles.board}>
      <PlanZoom
        svg={svgRef}
        room={layout.room}
        zoom={view.k}
        onZoom={(factor) => zoomAbout(factor, { x: width / 2, y: depth / 2 })}
        onReset={reset}
      />
      <svg
        ref={svgRef}
        className={styles.plan}
        viewBox={`0 0 ${width} ${depth}`}
        aria-label="布局图"
        tabIndex={-1}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <g transform={`translate(${view.tx} ${view.ty}) scale(${view.k})`} data-zoom="">
          <RoomGrid width={width} depth={depth} />
          {layout.items.map((item, index) => (
            <Unit
              key={index}
              item={item}
              label={labels[index]!}
              conflict={conflicts.has(index)}
              data-unit={index}
              role="button"
              tabIndex={0}
              aria-label={labels[index]}
              aria-describedby="plan-keys-hint"
              className={styles.unit}
              onPointerDown={onUnitPointerDown}
              onKeyDown={onUnitKeyDown}
            />
          ))}
        </g>
      </svg>
      <p id="plan-keys-hint" className={styles.hint}>
        {UNIT_KEYS_HINT}；拖动设备可移动，靠近墙或相邻设备 50 mm 内自动对齐。
      </p>
    </div>
  );
}
