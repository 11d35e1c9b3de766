import { useRef, useState } from 'react';
import { networkHeading, networkLead } from '@/content/service/page';
import {
  HOME_PROVINCE,
  SERVICE_PROVINCES,
  SERVICE_REGIONS,
  pointsOf,
} from '@/content/service/points';
import type { ProvinceName } from '@/content/service/provinces';
import { Section } from '@/components/ui/section';
import { PointItems } from './point-items';
import { PointList } from './point-list';
import { TileMap } from './tile-map';
import styles from './network-section.module.less';

const PANEL_ID = 'service-map-points';

const lead = networkLead({
  provinces: SERVICE_PROVINCES.length,
  points: SERVICE_PROVINCES.reduce((sum, p) => sum + p.points.length, 0),
  regions: SERVICE_REGIONS.length,
});

/** The region whose centre dispatches to a province. */
const regionOf = (province: ProvinceName) =>
  SERVICE_REGIONS.find((r) => r.provinces.some((p) => p.province === province))!;

/**
 * 服务网点: the tile map with the pressed province's points beside it (under it on a phone),
 * then every point by region, readable without the map.
 */
export function NetworkSection() {
  const [selected, setSelected] = useState<ProvinceName>(HOME_PROVINCE);
  const panel = useRef<HTMLElement>(null);
  const points = pointsOf(selected);

  const select = (province: ProvinceName) => {
    setSelected(province);
    // On a phone the list is under the map: bring its start into view if it is below the screen.
    const box = panel.current?.getBoundingClientRect();
    if (box && box.top > window.innerHeight - 120)
      panel.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  return (
    <Section {...networkHeading} lead={lead} tone="soft">
      <div className={styles.layout}>
        <TileMap selected={selected} onSelect={select} controls={PANEL_ID} />
        <section
          ref={panel}
          id={PANEL_ID}
          className={styles.panel}
          aria-label={`${selected}服务网点`}
          aria-live="polite"
        >
          <p className={styles.panelHead}>
            <span className={styles.province}>{selected}</span>
            <span className={styles.count}>{points.length}&nbsp;个服务网点</span>
          </p>
          <p className={styles.region}>{regionOf(selected).office.region}统筹调度</p>
          <PointItems points={points} />
        </section>
      </div>
      <PointList />
    </Section>
  );
}
