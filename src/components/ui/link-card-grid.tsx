import type { CSSProperties } from 'react';
import { Link } from './link';
import type { Illustration } from '@/content/types';
import styles from './link-card-grid.module.less';
import { Picture } from './picture';

export interface LinkCard {
  title: string;
  text: string;
  /** In-app URL the whole card leads to. */
  href: string;
  image: Illustration;
  /** Small label above the title (sector, city, year…). */
  tag?: string;
}

interface LinkCardGridProps {
  items: LinkCard[];
  /** Cards per row on wide screens. */
  columns?: 3 | 4;
  /** Picture on a soft panel with padding (product drawings) instead of edge to edge (scenes). */
  framed?: boolean;
  /** Below the first screen: load pictures lazily. */
  lazy?: boolean;
  /** The first cards show on the first screen (the page's LCP): these load at once. */
  eagerFirst?: number;
  /** Call to action at the bottom of each card. */
  cta?: string;
  /** Two small cards per row on phones (short texts), instead of one. */
  mobileColumns?: 1 | 2;
  /** The pictures' `sizes` (used by renders, which have a srcset). */
  sizes?: string;
}

/** The column counts the grid's CSS uses at some width (cols3, cols4, mobile2). */
const COLUMN_COUNTS = [2, 3, 4] as const;

/**
 * How far (in cards) the first card of a short last row is moved in, for each column count: that
 * row sits centred. Written on the card by the server, so a page painted before its HTML has all
 * arrived shows the cards where they stay: centring the row in CSS (justify-content) put a lone
 * first card in the middle until the next one arrived (a layout shift: docs/benchmarks.md).
 */
export function lastRowLead(index: number, count: number): CSSProperties | undefined {
  const leads = COLUMN_COUNTS.flatMap((columns) => {
    const short = count % columns;
    return short > 0 && index === count - short
      ? [[`--lead-${columns}`, (columns - short) / 2]]
      : [];
  });
  return leads.length ? (Object.fromEntries(leads) as CSSProperties) : undefined;
}

/** Picture cards whose title links to a page; the whole card is clickable. */
export function LinkCardGrid({
  items,
  columns = 3,
  framed = false,
  lazy = true,
  eagerFirst = 0,
  cta = '了解详情',
  mobileColumns = 1,
  sizes,
}: LinkCardGridProps) {
  return (
    <ul
      className={`${styles.grid} ${columns === 4 ? styles.cols4 : styles.cols3} ${mobileColumns === 2 ? styles.mobile2 : ''}`}
    >
      {items.map((item, index) => (
        <li
          key={item.href + item.title}
          className={styles.card}
          style={lastRowLead(index, items.length)}
        >
          <div className={`${styles.media} ${framed ? styles.framed : ''}`}>
            <Picture
              image={item.image}
              loading={lazy && index >= eagerFirst ? 'lazy' : undefined}
              sizes={sizes}
            />
          </div>
          <div className={styles.body}>
            {item.tag ? <p className={styles.tag}>{item.tag}</p> : null}
            <h3 className={styles.title}>
              <Link to={item.href} className={styles.link}>
                {item.title}
              </Link>
            </h3>
            <p className={styles.text}>{item.text}</p>
            <span className={styles.cta} aria-hidden="true">
              {cta} →
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
