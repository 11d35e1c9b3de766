import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Page } from '@/components/ui/page';
import { Section } from '@/components/ui/section';
import { modelSize } from '@/features/planner/model-size';
import { PlanBoard } from '@/features/planner/plan-board';
import {
  EMPTY_PLAN_TEXT,
  NO_PROBLEM_TEXT,
  planProblems,
  problemText,
} from '@/features/planner/plan-checks';
import { decodePlan } from '@/features/planner/plan-code';
import { isKnownModel, planActions, usePlannerState } from '@/features/planner/plan-store';
import { unitLabels } from '@/features/planner/unit-labels';
import { ModelPicker } from './sections/model-picker';
import { PlanActions } from './sections/plan-actions';
import { RoomFields } from './sections/room-fields';
import styles from './planner-page.module.less';

export const BAD_PLAN_LINK = '分享链接中的布局无法识别，已为您打开空白布局。';

/** A `?plan=` link opens its plan (then leaves the address, so edits and reloads keep the saved plan). */
function usePlanFromLink(): string | null {
  const [params] = useSearchParams();
  const state: unknown = useLocation().state;
  const navigate = useNavigate();
  const code = params.get('plan');
  useEffect(() => {
    if (code === null) return;
    const layout = decodePlan(code, isKnownModel);
    if (layout) planActions.replace(layout);
    else planActions.clear();
    void navigate(paths.planner, {
      replace: true,
      preventScrollReset: true,
      state: { badPlanLink: !layout },
    });
  }, [code, navigate]);
  return (state as { badPlanLink?: boolean } | null)?.badPlanLink ? BAD_PLAN_LINK : null;
}

/** /planner (厨房布局规划): the buyer's room at true scale with catalogue models placed in it. */
export function PlannerPage() {
  const { layout } = usePlannerState();
  const linkMessage = usePlanFromLink();
  const svgRef = useRef<SVGSVGElement>(null);
  const [placed, setPlaced] = useState<string | null>(null);
  const labels = useMemo(() => unitLabels(layout.items), [layout.items]);
  const problems = useMemo(() => planProblems(layout, modelSize), [layout]);
  const conflicts = useMemo(
    () => new Set(problems.flatMap((p) => (p.kind === 'outside' ? [p.unit] : p.units))),
    [problems],
  );

  return (
    <Page
      route="planner"
      description="在线厨房布局规划：输入厨房尺寸，按真实尺寸摆放澄川厨装的冷柜、炒灶、蒸饭柜、消毒柜等设备，自动检查重叠与通道宽度，连同询价一起发给销售工程师。"
      banner={{
        subtitle: '输入房间尺寸，按真实尺寸摆放设备，通道宽度自动检查，画好的布局随询价一起发送。',
      }}
    >
      <Section id="plan" title="您的厨房" tight>
        {linkMessage ? (
          <p className={styles.linkMessage} role="alert">
            {linkMessage}
          </p>
        ) : null}
        <div className={styles.layout}>
          <div className={styles.roomArea}>
            <RoomFields room={layout.room} />
          </div>
          <div className={styles.boardArea}>
            <PlanBoard layout={layout} labels={labels} conflicts={conflicts} svgRef={svgRef} />
            <div
              role="status"
              className={
                problems.length
                  ? styles.problems
                  : layout.items.length
                    ? styles.clear
                    : styles.waiting
              }
            >
              {layout.items.length === 0 ? (
                // An empty room has no conflict to report: the buyer is told what to do first.
                <p>{EMPTY_PLAN_TEXT}</p>
              ) : problems.length === 0 ? (
                <p>{NO_PROBLEM_TEXT}</p>
              ) : (
                <ul>
                  {problems.map((problem) => {
                    const text = problemText(problem, layout);
                    return <li key={text}>{text}</li>;
                  })}
                </ul>
              )}
            </div>
          </div>
          <div className={styles.pickerArea}>
            <h3 className={styles.subhead}>型号列表</h3>
            <ModelPicker
              onPlaced={(model) => setPlaced(`已放置 ${model}，可在布局图中拖动或用方向键移动`)}
            />
            <p className={styles.note} aria-live="polite">
              {placed}
            </p>
          </div>
          <div className={styles.actionsArea}>
            <h3 className={styles.subhead}>设备清单</h3>
            <PlanActions layout={layout} svg={svgRef} />
          </div>
        </div>
      </Section>
    </Page>
  );
}
