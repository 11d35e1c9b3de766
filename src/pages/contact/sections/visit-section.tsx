import type { Illustration, TitledText } from '@/content/types';
import { Section } from '@/components/ui/section';
import styles from './visit-section.module.less';
import { Picture } from '@/components/ui/picture';

interface VisitSectionProps {
  address: string;
  map: Illustration;
  /** The address on an online map (a plain link: no map script in the page). */
  mapHref: string;
  routes: TitledText[];
}

/** A drawn location sketch (no map tiles) and how to get there. */
export function VisitSection({ address, map, mapHref, routes }: VisitSectionProps) {
  return (
    <Section id="visit" title="来访路线" tone="soft" lead={`总部及生产基地：${address}`}>
      <div className={styles.layout}>
        <figure className={styles.map}>
          <Picture image={map} loading="lazy" />
          <figcaption className={styles.caption}>
            澄川工业园位置示意（非实际比例）
            <a className={styles.mapLink} href={mapHref} target="_blank" rel="noopener noreferrer">
              在地图中查看
            </a>
          </figcaption>
        </figure>
        <ol className={styles.routes}>
          {routes.map((route) => (
            <li key={route.title} className={styles.route}>
              <h3 className={styles.routeTitle}>{route.title}</h3>
              <p className={styles.routeText}>{route.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
