import { useEffect, useRef } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { SERIES, type SeriesCtype } from '@/config/series';
import styles from './series-switcher.module.less';

/** A row of links to the seven series; the one on screen carries aria-current. */
export function SeriesSwitcher({ active }: { active: SeriesCtype }) {
  const listRef = useRef<HTMLUListElement>(null);

  // On phones the row scrolls sideways: bring the active series into view.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [active]);

  return (
    <nav className={styles.bar} aria-label="产品系列切换">
      <ul ref={listRef} className={`container ${styles.list}`}>
        <li>
          <Link to={paths.product} className={styles.link}>
            全部系列
          </Link>
        </li>
        {SERIES.map((s) => (
          <li key={s.ctype}>
            <Link
              to={paths.series(s.ctype)}
              className={`${styles.link} ${s.ctype === active ? styles.active : ''}`}
              aria-current={s.ctype === active ? 'page' : undefined}
            >
              {s.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
