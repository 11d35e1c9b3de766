import type { CatalogueModel } from '@/content/catalogue/types';
import { frontDetails } from './front-details';
import type { Mark } from './marks';
import { sideDetails } from './side-details';
import { orthographicSheet, type Dimension, type SheetRect } from './views';
import styles from './dimension-drawing.module.less';

/**
 * The 尺寸图 of a model: front and side views at true scale (the SVG's unit is a millimetre) with
 * width, depth and height dimensioned. Static markup: it is in the prerendered HTML and prints.
 */
export function DimensionDrawing({ model }: { model: CatalogueModel }) {
  const sheet = orthographicSheet(model.dimensionsMm);
  const text = Math.max(sheet.width, sheet.height) / 34;
  const { width, depth, height } = model.dimensionsMm;
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.sheet}
        viewBox={`0 0 ${Math.round(sheet.width)} ${Math.round(sheet.height)}`}
        role="img"
        aria-label={`${model.model} 尺寸图：宽 ${width} mm，深 ${depth} mm，高 ${height} mm`}
        style={{ ['--text' as string]: `${text}px` }}
      >
        <View rect={sheet.front} marks={frontDetails(model)} />
        <View rect={sheet.side} marks={sideDetails(model)} />
        {sheet.dimensions.map((d) => (
          <DimensionLine key={`${d.axis}${d.from.x}`} dimension={d} tick={text * 0.6} />
        ))}
        {sheet.labels.map((label) => (
          <text key={label.text} x={label.x} y={label.y} className={styles.label}>
            {label.text}
          </text>
        ))}
      </svg>
      <figcaption className={styles.caption}>
        {model.model} 尺寸图（单位 mm）：宽 {width} × 深 {depth} × 高 {height}
      </figcaption>
    </figure>
  );
}

function Detail({ mark }: { mark: Mark }) {
  switch (mark.kind) {
    case 'rect': {
      const { kind: _kind, fill, ...box } = mark;
      return <rect {...box} className={styles[fill]} vectorEffect="non-scaling-stroke" />;
    }
    case 'line': {
      const { kind: _kind, ...ends } = mark;
      return <line {...ends} vectorEffect="non-scaling-stroke" />;
    }
    case 'circle': {
      const { kind: _kind, ...round } = mark;
      return <circle {...round} className={styles.panel} vectorEffect="non-scaling-stroke" />;
    }
  }
}

/** A view's outline, and the marks inside it (mm from its top left corner). */
function View({ rect, marks }: { rect: SheetRect; marks: Mark[] }) {
  return (
    <>
      <rect className={styles.outline} {...rect} vectorEffect="non-scaling-stroke" />
      <g className={styles.details} transform={`translate(${rect.x} ${rect.y})`}>
        {marks.map((mark, i) => (
          <Detail key={i} mark={mark} />
        ))}
      </g>
    </>
  );
}

/** A dimension line with end ticks and its value, written along it. */
function DimensionLine({ dimension: d, tick }: { dimension: Dimension; tick: number }) {
  const midX = (d.from.x + d.to.x) / 2;
  const midY = (d.from.y + d.to.y) / 2;
  const ends = [d.from, d.to];
  return (
    <g className={styles.dimension}>
      <line x1={d.from.x} y1={d.from.y} x2={d.to.x} y2={d.to.y} vectorEffect="non-scaling-stroke" />
      {ends.map((end) =>
        d.axis === 'x' ? (
          <line
            key={end.x}
            x1={end.x}
            y1={end.y - tick}
            x2={end.x}
            y2={end.y + tick}
            vectorEffect="non-scaling-stroke"
          />
        ) : (
          <line
            key={end.y}
            x1={end.x - tick}
            y1={end.y}
            x2={end.x + tick}
            y2={end.y}
            vectorEffect="non-scaling-stroke"
          />
        ),
      )}
      {d.axis === 'x' ? (
        <text x={midX} y={midY + tick * 2.6} className={styles.value}>
          {d.mm}
        </text>
      ) : (
        <text
          x={midX - tick * 1.2}
          y={midY}
          className={styles.value}
          transform={`rotate(-90 ${midX - tick * 1.2} ${midY})`}
        >
          {d.mm}
        </text>
      )}
    </g>
  );
}
