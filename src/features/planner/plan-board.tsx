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
import { dragPosition } from './drag-position';
import { pinchView } from './pinch';
import { PlacedUnit, RoomGrid } from './plan-parts';
import { planActions } from './plan-store';
import { planPoint, type PlanView, type Point } from './plan-view';
import { PlanZoom } from './plan-zoom';
import { UNIT_KEYS_HINT, unitKeyAction } from './unit-keys';
import { usePlanView } from './use-plan-view';
import { useWheelZoom } from './use-wheel-zoom';
import styles from './plan-board.module.less';

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
  const { view, zoomAbout, panBy, show, reset } = usePlanView(width, depth);
  // What the pointer and key handlers read: the memoised units keep the same handlers.
  const live = useRef({ layout, view });
  useLayoutEffect(() => {
    live.current = { layout, view };
  });
  const drag = useRef<{ index: number; pointerId: number; grab: Point; origin: Point } | null>(
    null,
  );
  // Every pointer down on the plan (units too), where it is now in the drawing's units.
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ ids: [number, number]; start: [Point, Point]; view: PlanView } | null>(
    null,
  );
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
  const toRoom = (p: Point): Point => planPoint(live.current.view, p);

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
    // The second finger of a pinch is not a drag, even when it lands on a unit.
    if (pinch.current) return;
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

  /** Exactly two pointers down make a pinch from the current view; one more or one fewer ends it. */
  const regroup = () => {
    const down = [...pointers.current];
    const [a, b] = down;
    pinch.current =
      down.length === 2 && a && b
        ? { ids: [a[0], b[0]], start: [a[1], b[1]], view: live.current.view }
        : null;
  };

  /**
   * A second finger turns a unit drag under way into a pinch: the unit goes back to where that drag
   * took it from, so zooming never leaves a unit nudged by the finger that landed first.
   */
  const cancelDrag = () => {
    const dragging = drag.current;
    if (!dragging) return;
    drag.current = null;
    cancelAnimationFrame(frame.current);
    frame.current = 0;
    pending.current = null;
    const item = live.current.layout.items[dragging.index];
    if (item && (item.x !== dragging.origin.x || item.y !== dragging.origin.y))
      planActions.move(dragging.index, dragging.origin.x, dragging.origin.y);
  };

  // Capture phase: a pointer on a unit counts too (the unit's handler stops the bubbling).
  const onPointerDownCapture = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.set(event.pointerId, toView(event.clientX, event.clientY));
    svgRef.current?.setPointerCapture?.(event.pointerId);
    regroup();
    if (pinch.current) cancelDrag();
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const before = pointers.current.get(event.pointerId);
    const now = toView(event.clientX, event.clientY);
    if (before) pointers.current.set(event.pointerId, now);
    const dragging = drag.current;
    if (dragging && dragging.pointerId === event.pointerId) {
      const at = toRoom(now);
      const next = dragPosition(live.current.layout, dragging.index, {
        x: dragging.origin.x + at.x - dragging.grab.x,
        y: dragging.origin.y + at.y - dragging.grab.y,
      });
      if (next) schedule({ index: dragging.index, ...next });
      return;
    }
    if (!before) return;
    const gesture = pinch.current;
    if (gesture) {
      const [a, b] = gesture.ids.map((id) => pointers.current.get(id));
      if (a && b) show(pinchView(gesture.start, [a, b], gesture.view));
    } else if (pointers.current.size === 1) panBy(now.x - before.x, now.y - before.y);
  };

  const onPointerEnd = (event: PointerEvent<SVGSVGElement>) => {
    if (drag.current?.pointerId === event.pointerId) {
      drag.current = null;
      flush();
    }
    pointers.current.delete(event.pointerId);
    regroup();
  };

  useWheelZoom(svgRef, zoomAbout);

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
        onPointerDownCapture={onPointerDownCapture}
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
        <span className={styles.keysHint}>{UNIT_KEYS_HINT}；拖动设备可移动，</span>
        <span className={styles.touchHint}>拖动设备可移动，双指缩放或平移布局图，</span>
        靠近墙或相邻设备 50 mm 内自动对齐。
      </p>
    </div>
  );
}
