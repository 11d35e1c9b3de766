import { replyWithin } from '@/content/claims/service';
import { Suspense } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { AfterHydration } from '@/components/ui/after-hydration';
import { IslandBoundary } from '@/components/ui/island-boundary';
import { failedNote } from '@/components/ui/island-failed';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import { Page } from '@/components/ui/page';
import { Section } from '@/components/ui/section';
import { clearInquiry, useInquiryList } from '@/features/inquiry/inquiry-list';
import { PendingInquiries } from '@/features/inquiry/pending-inquiries';
import { planActions, useAttachedLayout } from '@/features/planner/plan-store';
import { InquiryItems } from './sections/inquiry-items';
import styles from './inquiry-page.module.less';

// antd comes with the form, after the list has painted (never with the shell).
const loadForm = () => import('@/features/inquiry/inquiry-form');
const InquiryForm = retryableLazy(loadForm);
// The plan's drawing comes only when the planner left a layout to attach.
const AttachedLayout = retryableLazy(() =>
  import('./sections/attached-layout').then((module) => ({ default: module.AttachedLayout })),
);

/** /inquiry: the models a buyer collected, and the form that sends them to sales. */
export function InquiryPage() {
  const items = useInquiryList();
  const layout = useAttachedLayout();
  // Sent: the list empties and the layout went with it (the planner keeps the plan).
  const sent = () => {
    clearInquiry();
    planActions.detach();
  };
  return (
    <Page
      route="inquiry"
      description={`把要询价的型号和数量、就餐人数与所在地区发给澄川厨装，销售工程师 ${replyWithin}联系您，免费出平面布局与设备清单。`}
      banner={{
        title: '询价单',
        subtitle: `选好型号与数量，留下联系方式，销售工程师 ${replyWithin}联系您，报价与平面布局方案免费。`,
      }}
    >
      <Section id="items" title="询价型号">
        <PendingInquiries />
        <InquiryItems items={items} />
        {layout ? (
          <IslandBoundary fallback={failedNote('布局图')}>
            <Suspense fallback={null}>
              <AttachedLayout layout={layout} />
            </Suspense>
          </IslandBoundary>
        ) : null}
      </Section>
      <Section
        id="form"
        title="联系信息"
        tone="soft"
        lead="带 * 的为必填项；就餐人数与需求说明可帮我们更快给出方案。"
      >
        <AfterHydration
          load={loadForm}
          what="询价表单"
          loading={<p className={styles.loading}>正在加载询价表单…</p>}
        >
          <InquiryForm items={items} layout={layout} onSubmitted={sent} />
        </AfterHydration>
        <p className={styles.aside}>
          不确定需要哪些设备？先用<Link to={paths.selector}>选型助手</Link>
          按就餐人数算一算，或用<Link to={paths.planner}>厨房布局规划</Link>按真实尺寸摆一摆。
        </p>
      </Section>
    </Page>
  );
}
