import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { seriesName } from '@/config/series';
import { caseRender, sectors } from '@/content/cases';
import type { CaseStudy } from '@/content/case-studies';
import styles from './case-list.module.less';
import { Fact } from '@/components/ui/fact';
import { Picture } from '@/components/ui/picture';

/** The case cards, with a live count so screen-reader users hear the filter work. */
export function CaseList({ items }: { items: CaseStudy[] }) {
  return (
    <>
      <p className={styles.count} aria-live="polite">
        共 {items.length} 个案例
      </p>
      <ul className={styles.list}>
        {items.map((item, index) => {
          const sector = sectors[item.sector];
          return (
            <li key={item.id} className={styles.card} data-sector={item.sector}>
              <Picture
                image={caseRender(item)}
                sizes="(max-width: 1100px) min(calc(100vw - 40px), 760px), 580px"
                className={styles.scene}
                // The first card is the first view's picture (the LCP image): at once. The others
                // wait their turn: on a phone the second is a screen below.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
              />
              <div className={styles.body}>
                <p className={styles.tag}>
                  {sector.label} · {item.city} · {item.year} 年
                </p>
                <h3 className={styles.title}>
                  <Link to={paths.caseStudy(item.id)}>{item.name}</Link>
                </h3>
                <dl className={styles.facts}>
                  <Fact term="项目规模">{item.scale}</Fact>
                  <Fact term="交付设备">
                    <ul className={styles.equipment}>
                      {item.equipment.map((ctype) => (
                        <li key={ctype}>
                          <Link to={paths.series(ctype)}>{seriesName(ctype)}</Link>
                        </li>
                      ))}
                    </ul>
                  </Fact>
                </dl>
                <p className={styles.result}>{item.result}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
