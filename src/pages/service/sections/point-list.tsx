import { SERVICE_REGIONS } from '@/content/service/points';
import { PointItems } from './point-items';
import styles from './point-list.module.less';

/** Every service point without the map: a fold per regional centre, its provinces inside. */
export function PointList() {
  return (
    <section className={styles.all} aria-labelledby="all-points-title">
      <h3 id="all-points-title" className={styles.title}>
        全部服务网点
      </h3>
      {SERVICE_REGIONS.map(({ office, provinces, remote }) => {
        const count = provinces.reduce((sum, p) => sum + p.points.length, 0);
        return (
          <details key={office.region} className={styles.region}>
            <summary className={styles.summary}>
              <span className={styles.name}>{office.region}</span>
              <span className={styles.meta}>
                {provinces.map((p) => p.province).join('、')} · {count}&nbsp;个网点
              </span>
            </summary>
            <div className={styles.provinces}>
              <div className={styles.columns}>
                {provinces.map(({ province, points }) => (
                  <div key={province}>
                    <h4 className={styles.province}>{province}</h4>
                    <PointItems points={points} compact />
                  </div>
                ))}
              </div>
              {remote.length ? (
                <p className={styles.remote}>
                  {remote.join('、')}暂未设网点，由{office.city}
                  {office.region}派工程师上门服务。
                </p>
              ) : null}
            </div>
          </details>
        );
      })}
    </section>
  );
}
