import { replyWithin } from '@/content/claims/service';
import { Form, Input, InputNumber } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from '@/components/ui/link';
import type { InquiryBody, InquiryItem, PlanLayout } from '@/contract';
import { paths } from '@/config/paths';
import { AntdIsland } from '@/components/antd-island/antd-island';
import { useSession } from '@/lib/session/session';
import { useStagedMount } from '@/hooks/use-staged-mount';
import { attachmentsOf, FloorPlanUpload, type FloorPlan } from './floor-plan-upload';
import { InquiryDone } from './inquiry-done';
import { InquiryFallback } from './inquiry-fallback';
import { AgreeAndSubmit, ContactFields, required } from './inquiry-fields';
import { INQUIRY_TEXT as T } from './inquiry-text';
import { loadInquiryApi, useInquirySend } from './use-inquiry-send';
import styles from './inquiry-form.module.less';
import { useIslandMessage } from '@/components/antd-island/island-message';

export interface InquiryFormValues {
  contactName: string;
  phoneNumber: string;
  companyName: string;
  region?: string;
  diners?: number | null;
  message?: string;
  agreed?: boolean;
}

/** Contact and phone; company, region and diners; the message and the plan; the agreement and the button. */
const FIELD_GROUPS = 4;

export const toBody = (
  values: InquiryFormValues,
  items: InquiryItem[],
  attachments: string[] = [],
  layout: PlanLayout | null = null,
): InquiryBody => ({
  contactName: values.contactName.trim(),
  phoneNumber: values.phoneNumber.trim(),
  companyName: values.companyName?.trim() ?? '',
  region: values.region?.trim() ?? '',
  diners: values.diners ?? null,
  message: values.message?.trim() ?? '',
  items,
  ...(attachments.length > 0 ? { attachments } : {}),
  ...(layout ? { layout } : {}),
});

interface InquiryFormProps {
  items: InquiryItem[];
  /** The kitchen planner's layout sent with the enquiry (附布局图), if any. */
  layout?: PlanLayout | null;
  /** Code 200: the list empties. */
  onSubmitted: () => void;
  /** Tests turn motion off. */
  theme?: Parameters<typeof AntdIsland>[0]['theme'];
}

function InquiryFormContent({ items, layout, onSubmitted }: Omit<InquiryFormProps, 'theme'>) {
  const message = useIslandMessage();
  const { profile } = useSession();
  const [form] = Form.useForm<InquiryFormValues>();
  const [plans, setPlans] = useState<FloorPlan[]>([]);
  const { send, sending, sentId, fallback } = useInquirySend(onSubmitted);
  // The form, then its groups of fields, one task each (see useStagedMount).
  const stage = useStagedMount(FIELD_GROUPS + 1);
  const shows = (group: number) => stage > group;
  useEffect(() => {
    if (stage > FIELD_GROUPS) void loadInquiryApi().catch(() => {});
  }, [stage]);

  const submit = () =>
    send(async () => {
      const values = await form.validateFields().catch(() => null);
      if (!values) return null;
      if (items.length === 0) {
        void message.error(T.emptyList);
        return null;
      }
      return toBody(values, items, attachmentsOf(plans), layout);
    });

  if (sentId !== null) {
    return (
      <InquiryDone sentId={sentId}>
        <p>销售工程师会在 {replyWithin}与您联系，报价与平面布局方案免费。</p>
        <p>
          <Link to={paths.product}>继续浏览产品</Link>
        </p>
      </InquiryDone>
    );
  }

  return (
    <>
      <Form<InquiryFormValues>
        form={form}
        layout="vertical"
        className={styles.form}
        requiredMark
        initialValues={{
          contactName: profile?.userName ?? '',
          phoneNumber: profile?.phoneNumber ?? '',
          companyName: profile?.companyName ?? '',
        }}
        onFinish={() => void submit()}
      >
        <div className={styles.grid}>
          {shows(1) ? <ContactFields /> : null}
          {shows(2) ? (
            <>
              <Form.Item name="companyName" label="公司名称" rules={required(T.companyName)}>
                <Input maxLength={100} autoComplete="organization" />
              </Form.Item>
              <Form.Item name="region" label="所在地区">
                <Input maxLength={100} placeholder="如：广东省佛山市" />
              </Form.Item>
              <Form.Item name="diners" label="就餐人数">
                <InputNumber min={1} max={100000} precision={0} placeholder="每餐人数" />
              </Form.Item>
            </>
          ) : null}
        </div>
        {shows(3) ? (
          <>
            <Form.Item name="message" label="需求说明">
              <Input.TextArea
                rows={4}
                maxLength={1000}
                showCount
                placeholder="例如：新建学校食堂，厨房约 600 平方米，明年 8 月前交付"
              />
            </Form.Item>
            <FloorPlanUpload plans={plans} onChange={setPlans} />
          </>
        ) : null}
        {shows(4) ? <AgreeAndSubmit label="提交询价" sending={sending} /> : null}
      </Form>
      {fallback ? <InquiryFallback body={fallback} /> : null}
    </>
  );
}

/** The enquiry form island (antd loads with the /inquiry page, never with the shell). */
export default function InquiryForm({ theme, ...props }: InquiryFormProps) {
  return (
    <AntdIsland theme={theme}>
      <InquiryFormContent {...props} />
    </AntdIsland>
  );
}
