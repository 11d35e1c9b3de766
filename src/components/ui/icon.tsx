import { cx } from '@/lib/cx';
import styles from './icon.module.less';

/** The line icons' outlines, on a 24 × 24 grid. */
const OUTLINES = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z',
  wechat:
    'M9 4C5 4 2 6.6 2 9.8c0 1.8 1 3.4 2.5 4.5L4 16.5l2.6-1.3c.8.2 1.6.4 2.4.4h.5a5 5 0 0 1-.2-1.4c0-3.2 3-5.8 6.8-5.8h.5C16 5.8 12.8 4 9 4zm7.1 6c-3.1 0-5.6 2.1-5.6 4.7s2.5 4.6 5.6 4.6c.6 0 1.3-.1 1.9-.3l2 1-.4-1.8c1.3-.9 2.1-2.2 2.1-3.6 0-2.5-2.5-4.6-5.6-4.6z',
  list: 'M6 2h9l5 5v15H6zm8 1.5V8h4.5zM8.5 11v1.8h9V11zm0 3.5v1.8h9v-1.8zm0 3.5v1.8h6V18z',
  top: 'M4 4h16v2H4zM12 8l7 7h-5v5h-4v-5H5z',
  search:
    'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  user: 'M12 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM4 20c0-3.9 3.6-6.5 8-6.5s8 2.6 8 6.5v1h-2v-1c0-2.6-2.6-4.5-6-4.5s-6 1.9-6 4.5v1H4z',
  logout: 'M5 3h9v2H7v14h7v2H5zM16.6 7.6 21 12l-4.4 4.4-1.4-1.4 2-2H10v-2h7.2l-2-2z',
} as const;

export type IconName = keyof typeof OUTLINES;

/**
 * A line icon drawn inline, in the text's colour, hidden from assistive technology (its control
 * carries the name). Inline rather than an SVG image (a CSS mask or an <img>): the browser builds
 * a document of its own for each SVG image, about 8 ms apiece on issue 22's slow phone, and the
 * header and bars' five of them ran before the first picture could paint (docs/benchmarks.md).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={cx(styles.icon, className)}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={OUTLINES[name]} />
    </svg>
  );
}
