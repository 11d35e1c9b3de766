import type { PlanLayout } from '@/contract';
import { PlacedUnit, RoomGrid } from './plan-parts';
import { unitLabels } from './unit-labels';
import styles from './plan.module.less';

/** A still picture of a layout (the enquiry's 附布局图): the room at true scale with its units. */
export function PlanDrawing({ layout, title }: { layout: PlanLayout; title: string }) {
  const { width, depth } = layout.room;
  const labels = unitLabels(layout.items);
  return (
    <svg className={styles.drawing} viewBox={`0 0 ${width} ${depth}`} role="img" aria-label={title}>
      <RoomGrid width={width} depth={depth} />
      {layout.items.map((item, index) => (
        <PlacedUnit key={index} item={item} label={labels[index]!} />
      ))}
    </svg>
  );
}
