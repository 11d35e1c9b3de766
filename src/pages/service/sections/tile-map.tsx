import { cx } from '@/lib/cx';
import { pointsOf } from '@/content/service/points';
import { PROVINCE_TILES, TILE_GRID, type ProvinceName } from '@/content/service/provinces';
import styles from './tile-map.module.less';

/** One tile and the gap after it, in the drawing's units. */
const PITCH = 100;
const TILE = 92;
const WIDTH = TILE_GRID.cols * PITCH - (PITCH - TILE);
const HEIGHT = TILE_GRID.rows * PITCH - (PITCH - TILE);

const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;

/** How dark a tile is: by its number of points. */
function shade(count: number) {
  if (count === 0) return styles.none;
  if (count === 1) return styles.few;
  return count < 4 ? styles.some : styles.many;
}

const LEGEND = [
  { label: '1\u00a0个网点', className: styles.few },
  { label: '2–3\u00a0个', className: styles.some },
  { label: '4\u00a0个及以上', className: styles.many },
  { label: '暂无网点', className: styles.none },
];

interface TileMapProps {
  selected: ProvinceName;
  onSelect: (province: ProvinceName) => void;
  /** The id of what a press shows (the selected province's points). */
  controls: string;
}

/**
 * 服务网点分布: a static SVG of one equal square per province (no borders of the country: they
 * would need an approved map), and over each province with points an HTML button of the same
 * size, so the map is used with a finger, a keyboard or a screen reader alike.
 */
export function TileMap({ selected, onSelect, controls }: TileMapProps) {
  return (
    <div className={styles.figure}>
      <div className={styles.map}>
        <svg
          className={styles.drawing}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label="服务网点分布"
        >
          {PROVINCE_TILES.map(({ name, col, row }) => {
            const count = pointsOf(name).length;
            const x = col * PITCH;
            const y = row * PITCH;
            return (
              <g
                key={name}
                className={cx(styles.tile, shade(count), name === selected && styles.selected)}
              >
                <rect x={x} y={y} width={TILE} height={TILE} rx={10} />
                <text
                  className={styles.name}
                  x={x + TILE / 2}
                  y={y + (count ? 36 : TILE / 2)}
                  textAnchor="middle"
                  dominantBaseline="central"
                >
                  {name}
                </text>
                {count ? (
                  <text
                    className={styles.count}
                    x={x + TILE / 2}
                    y={y + 68}
                    textAnchor="middle"
                    dominantBaseline="central"
                  >
                    {count}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
        <ul className={styles.buttons} aria-label="有服务网点的省份">
          {PROVINCE_TILES.map(({ name, col, row }) => {
            const count = pointsOf(name).length;
            if (!count) return null;
            return (
              <li
                key={name}
                style={{
                  left: percent(col * PITCH, WIDTH),
                  top: percent(row * PITCH, HEIGHT),
                  width: percent(TILE, WIDTH),
                  height: percent(TILE, HEIGHT),
                }}
              >
                <button
                  type="button"
                  aria-label={`${name} ${count} 个网点`}
                  aria-pressed={name === selected}
                  aria-controls={controls}
                  onClick={() => onSelect(name)}
                />
              </li>
            );
          })}
        </ul>
      </div>
      <ul className={styles.legend} aria-label="图例：网点数量">
        {LEGEND.map(({ label, className }) => (
          <li key={label}>
            <span className={cx(styles.swatch, className)} aria-hidden="true" />
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
