import { Link } from '@/components/ui/link';
import type { PlanLayout } from '@/contract';
import { paths } from '@/config/paths';
import { PlanDrawing } from '@/features/planner/plan-drawing';
import { planActions } from '@/features/planner/plan-store';
import styles from './attached-layout.module.less';

/** 附布局图: the planner's layout that goes with the enquiry, with a way to drop or change it. */
export function AttachedLayout({ layout }: { layout: PlanLayout }) {
  const { width, depth } = layout.room;
  return (
    <figure className={styles.attached}>
      <figcaption className={styles.caption}>
        <strong>附布局图</strong>
        <span>{`房间 ${width} × ${depth} mm · ${layout.items.length} 台设备，随询价一起发送`}</span>
      </figcaption>
      <div className={styles.picture}>
        <PlanDrawing layout={layout} title={`厨房布局图：房间 ${width} × ${depth} mm`} />
      </div>
      <div className={styles.actions}>
        <Link to={paths.planner}>修改布局</Link>
        <button type="button" onClick={planActions.detach}>
          移除布局图
        </button>
      </div>
    </figure>
  );
}
