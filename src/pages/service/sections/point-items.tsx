import { telHref } from '@/config/tel';
import { POINT_KIND_LABEL, type ServicePoint } from '@/content/service/points';
import { cx } from '@/lib/cx';
import styles from './point-items.module.less';

/** Service points as a list: city, what the point is, phone (a tel: link) and address. */
export function PointItems({ points, compact }: { points: ServicePoint[]; compact?: boolean }) {
  return (
    <ul className={cx(styles.list, compact && styles.compact)}>
      {points.map((point) => (
        <li key={point.phone} className={styles.item}>
          <p className={styles.head}>
            <span className={styles.city}>{point.city}</span>
            <span className={cx(styles.kind, point.kind !== 'city' && styles.main)}>
              {POINT_KIND_LABEL[point.kind]}
            </span>
          </p>
          <a className={styles.phone} href={telHref(point.phone)}>
            {point.phone}
          </a>
          <p className={styles.address}>{point.address}</p>
        </li>
      ))}
    </ul>
  );
}
