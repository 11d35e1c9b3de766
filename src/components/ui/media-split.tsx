import type { ReactNode } from 'react';
import type { Illustration } from '@/content/types';
import styles from './media-split.module.less';
import { Picture } from './picture';

interface MediaSplitProps {
  image: Illustration;
  children: ReactNode;
  /** Image on the right on desktop (it always comes first on phones). */
  reverse?: boolean;
  /** Lazy-load the image; turn off for a section on the first screen. */
  lazy?: boolean;
}

/** Half the content column, the whole width on phones (renders come with a srcset). */
const MEDIA_SIZES = '(max-width: 767.98px) calc(100vw - 40px), 600px';

/** An illustration beside a block of text; stacks on phones. */
export function MediaSplit({ image, children, reverse = false, lazy = true }: MediaSplitProps) {
  return (
    <div className={`${styles.split} ${reverse ? styles.reverse : ''}`}>
      <figure className={styles.media}>
        <Picture image={image} loading={lazy ? 'lazy' : undefined} sizes={MEDIA_SIZES} />
      </figure>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
