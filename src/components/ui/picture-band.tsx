import { Link } from './link';
import type { Illustration } from '@/content/types';
import { Picture } from './picture';
import styles from './picture-band.module.less';

interface PictureBandProps {
  /** The section's anchor; its heading's id is `{id}-title`. */
  id: string;
  image: Illustration;
  kicker: string;
  title: string;
  text: string;
  link: { to: string; label: string };
}

/**
 * A full-bleed picture with its caption in the page column: a change of rhythm between card
 * sections. Always below the fold, so the picture loads lazily and never competes for the LCP.
 */
export function PictureBand({ id, image, kicker, title, text, link }: PictureBandProps) {
  return (
    <section id={id} className={styles.band} aria-labelledby={`${id}-title`}>
      <Picture image={image} sizes="100vw" loading="lazy" className={styles.image} />
      <div className={`container ${styles.caption}`}>
        <p className={styles.kicker}>{kicker}</p>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <Link className={styles.link} to={link.to}>
          {link.label}
        </Link>
      </div>
    </section>
  );
}
