import { useState, type RefObject } from 'react';
import { Link } from '@/components/ui/link';
import type { PlanLayout } from '@/contract';
import { paths } from '@/config/paths';
import { findModel } from '@/content/catalogue';
import { addToInquiry } from '@/features/inquiry/inquiry-list';
import { encodePlan } from '@/features/planner/plan-code';
import { exportPlanDxf, exportPlanPng } from '@/features/planner/plan-export';
import { planActions } from '@/features/planner/plan-store';
import { copyText } from '@/lib/clipboard';
import styles from '../planner-page.module.less';

/** Placed models with their counts, in the order first placed. */
function modelCounts(layout: PlanLayout): { model: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const { model } of layout.items) counts.set(model, (counts.get(model) ?? 0) + 1);
  return [...counts].map(([model, count]) => ({ model, count }));
}

const shareUrl = (layout: PlanLayout) =>
  `${window.location.origin}${paths.planner}?plan=${encodePlan(layout)}`;

interface PlanActionsProps {
  layout: PlanLayout;
  svg: RefObject<SVGSVGElement | null>;
}

/** The summary of placed models and what the buyer does with the plan. */
export function PlanActions({ layout, svg }: PlanActionsProps) {
  const [note, setNote] = useState<{ text: string; toInquiry?: boolean } | null>(null);
  const counts = modelCounts(layout);
  const empty = counts.length === 0;

  const run = async (action: () => Promise<void>, failed: string) => {
    try {
      await action();
    } catch {
      setNote({ text: failed });
    }
  };
  const addAll = () => {
    for (const { model, count } of counts) addToInquiry(model, count);
    setNote({ text: '已加入询价单，布局图会随询价一起发送。', toInquiry: true });
  };
  const share = async () => {
    const url = shareUrl(layout);
    setNote({ text: (await copyText(url)) ? '分享链接已复制' : `复制失败，请手动复制：${url}` });
  };

  return (
    <div className={styles.summary}>
      {empty ? (
        <p className={styles.empty}>
          还没有放置设备：在型号列表中点「放置」，设备会按真实尺寸出现在布局图中。
        </p>
      ) : (
        <ul className={styles.counts} aria-label="已放置设备">
          {counts.map(({ model, count }) => (
            <li key={model}>
              <span>{model}</span>
              <span className={styles.countName}>{findModel(model)?.name}</span>
              <span>{`× ${count}`}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled={empty} onClick={addAll}>
          全部加入询价单
        </button>
        <button
          type="button"
          disabled={empty}
          onClick={() => void run(() => exportPlanDxf(layout), '导出失败，请重试')}
        >
          导出 DXF
        </button>
        <button
          type="button"
          disabled={empty}
          onClick={() =>
            void run(async () => {
              if (svg.current) await exportPlanPng(svg.current, layout);
            }, '导出图片失败，请重试')
          }
        >
          导出图片
        </button>
        <button type="button" onClick={() => void share()}>
          复制分享链接
        </button>
        <button type="button" className={styles.quiet} disabled={empty} onClick={planActions.clear}>
          清空布局
        </button>
      </div>
      <p role="status" className={styles.note}>
        {note?.text}
        {note?.toInquiry ? <Link to={paths.inquiry}>去填写联系方式</Link> : null}
      </p>
    </div>
  );
}
