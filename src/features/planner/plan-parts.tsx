import type { SVGProps } from 'react';
import type { LayoutItem } from '@/contract';
import { findModel } from '@/content/catalogue';
import { footprint } from './geometry';
import { UnitShape, unitTransform } from './unit-shape';
import styles from './plan.module.less';

/** Grid lines every this many mm. */
const GRID_MM = 500;

/** The room: floor, a grid every 500 mm, the walls. */
export function RoomGrid({ width, depth }: { width: number; depth: number }) {
  const lines = (extent: number) =>
    Array.from({ length: Math.floor((extent - 1) / GRID_MM) }, (_, i) => (i + 1) * GRID_MM);
  return (
    <g>
      <rect className={styles.floor} x={0} y={0} width={width} height={depth} />
      {lines(width).map((x) => (
        <line
          key={`x${x}`}
          className={x % 1000 ? styles.grid : styles.gridMetre}
          vectorEffect="non-scaling-stroke"
          x1={x}
          y1={0}
          x2={x}
          y2={depth}
        />
      ))}
      {lines(depth).map((y) => (
        <line
          key={`y${y}`}
          className={y % 1000 ? styles.grid : styles.gridMetre}
          vectorEffect="non-scaling-stroke"
          x1={0}
          y1={y}
          x2={width}
          y2={y}
        />
      ))}
      <rect
        className={styles.walls}
        vectorEffect="non-scaling-stroke"
        data-walls=""
        x={0}
        y={0}
        width={width}
        height={depth}
      />
    </g>
  );
}

/** The label's size: as large as fits across the footprint, never past 200 mm. */
function labelSize(label: string, w: number, d: number) {
  return Math.max(40, Math.min(200, d * 0.28, (w * 0.9) / (0.62 * label.length)));
}

type UnitProps = Omit<SVGProps<SVGGElement>, 'ref'> & {
  item: LayoutItem;
  label: string;
  conflict?: boolean;
};

/** One placed unit: its top view turned onto its footprint, its name upright in the middle. */
export function PlacedUnit({ item, label, conflict = false, className, ...rest }: UnitProps) {
  const model = findModel(item.model);
  if (!model) return null;
  const { width, depth } = model.dimensionsMm;
  const rect = footprint(item, model.dimensionsMm);
  // A unit standing along a side wall reads along its length (turned a quarter, bottom to top).
  const alongY = rect.d > rect.w * 1.2;
  const cx = rect.x + rect.w / 2;
  const cy = rect.y + rect.d / 2;
  return (
    <g
      className={[styles.unit, conflict ? styles.conflict : '', className ?? ''].join(' ')}
      {...rest}
    >
      <g transform={unitTransform(item.x, item.y, item.rotation, width, depth)}>
        <UnitShape model={model} />
      </g>
      <text
        className={styles.label}
        x={cx}
        y={cy}
        transform={alongY ? `rotate(-90 ${cx} ${cy})` : undefined}
        fontSize={alongY ? labelSize(label, rect.d, rect.w) : labelSize(label, rect.w, rect.d)}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {label}
      </text>
    </g>
  );
}
