import type { CatalogueModel } from '@/content/catalogue';
import styles from './plan.module.less';

/** GN 1/1 pan, as it sits across a warming counter's well (mm). */
const PAN = { across: 325, along: 530 };

/** Doors along the front, each with its swing drawn dashed (a quarter circle, door width). */
function Doors({ width, depth, count }: { width: number; depth: number; count: number }) {
  const leaf = width / count;
  return (
    <>
      {Array.from({ length: count }, (_, i) => {
        const hinge = i % 2 === 0 ? i * leaf : (i + 1) * leaf;
        const open = i % 2 === 0 ? hinge + leaf : hinge - leaf;
        const sweep = i % 2 === 0 ? 1 : 0;
        return (
          <g key={i}>
            <line
              className={styles.detail}
              vectorEffect="non-scaling-stroke"
              x1={i * leaf}
              y1={depth - 40}
              x2={(i + 1) * leaf}
              y2={depth - 40}
            />
            <line
              className={styles.swing}
              vectorEffect="non-scaling-stroke"
              x1={hinge}
              y1={depth}
              x2={hinge}
              y2={depth + leaf}
            />
            <path
              className={styles.swing}
              vectorEffect="non-scaling-stroke"
              d={`M ${open} ${depth} A ${leaf} ${leaf} 0 0 ${sweep} ${hinge} ${depth + leaf}`}
            />
          </g>
        );
      })}
    </>
  );
}

/** Circles in a row across the top view (burners, filter cartridges). */
function Row({
  width,
  y,
  count,
  radius,
}: {
  width: number;
  y: number;
  count: number;
  radius: number;
}) {
  const pitch = width / count;
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <circle
          key={i}
          className={styles.detail}
          vectorEffect="non-scaling-stroke"
          cx={pitch * (i + 0.5)}
          cy={y}
          r={radius}
        />
      ))}
    </>
  );
}

/** What marks the series from above: burners, pans, doors, cartridges, duct flanges. */
function SeriesDetail({ model }: { model: CatalogueModel }) {
  const { width, depth } = model.dimensionsMm;
  switch (model.ctype) {
    case 'shangyongzaotai': {
      const radius = Math.min(model.wokDiameterMm / 2, width / model.burners / 2 - 40, depth * 0.3);
      return (
        <>
          <rect
            className={styles.detail}
            vectorEffect="non-scaling-stroke"
            x={0}
            y={0}
            width={width}
            height={Math.min(120, depth * 0.15)}
          />
          <Row width={width} y={depth * 0.5} count={model.burners} radius={radius} />
        </>
      );
    }
    case 'baowentai': {
      const count = Math.max(1, Math.min(model.pans, Math.floor((width - 60) / (PAN.across + 20))));
      const start = (width - count * (PAN.across + 20) + 20) / 2;
      const y = Math.max(20, (depth - PAN.along) / 2);
      return (
        <>
          {Array.from({ length: count }, (_, i) => (
            <rect
              key={i}
              className={styles.detail}
              vectorEffect="non-scaling-stroke"
              x={start + i * (PAN.across + 20)}
              y={y}
              width={PAN.across}
              height={Math.min(PAN.along, depth - 2 * y)}
            />
          ))}
        </>
      );
    }
    case 'lenggui':
      return (
        <Doors
          width={width}
          depth={depth}
          count={model.doors >= 4 ? model.doors / 2 : model.doors}
        />
      );
    case 'xiaoduji':
    case 'zhengfangui':
      return <Doors width={width} depth={depth} count={model.doors} />;
    case 'youyanjinghua':
      return (
        <>
          <rect
            className={styles.detail}
            vectorEffect="non-scaling-stroke"
            x={-60}
            y={depth * 0.2}
            width={60}
            height={depth * 0.6}
          />
          <rect
            className={styles.detail}
            vectorEffect="non-scaling-stroke"
            x={width}
            y={depth * 0.2}
            width={60}
            height={depth * 0.6}
          />
        </>
      );
    case 'shangyongjingshuiji':
      return (
        <Row
          width={width}
          y={depth * 0.45}
          count={Math.min(model.stages, 6)}
          radius={Math.min(60, width / 14)}
        />
      );
  }
}

/** A model's top view, unturned, in mm from its own top-left corner: working side at the bottom. */
export function UnitShape({ model }: { model: CatalogueModel }) {
  const { width, depth } = model.dimensionsMm;
  return (
    <>
      <rect
        className={styles.body}
        vectorEffect="non-scaling-stroke"
        x={0}
        y={0}
        width={width}
        height={depth}
      />
      <SeriesDetail model={model} />
      <line
        className={styles.front}
        vectorEffect="non-scaling-stroke"
        x1={0}
        y1={depth}
        x2={width}
        y2={depth}
      />
    </>
  );
}

/** The SVG transform that puts an unturned top view on its footprint, turned clockwise. */
export function unitTransform(
  x: number,
  y: number,
  rotation: number,
  width: number,
  depth: number,
) {
  switch (rotation) {
    case 90:
      return `translate(${x + depth} ${y}) rotate(90)`;
    case 180:
      return `translate(${x + width} ${y + depth}) rotate(180)`;
    case 270:
      return `translate(${x} ${y + width}) rotate(270)`;
    default:
      return `translate(${x} ${y})`;
  }
}
