import { App, Button, Checkbox, Form, Input, InputNumber } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PHONE_PATTERN, type InquiryBody, type InquiryItem } from '@/contract';
import { paths } from '@/config/paths';
import { AntdIsland } from '@/components/antd-island/antd-island';
import { ApiError, NETWORK_ERROR_MSG } from '@/lib/http/errors';
import { useSession } from '@/lib/session/session';
import { useStagedMount } from '@/hooks/use-staged-mount';
import { InquiryFallback } from './inquiry-fallback';
import { INQUIRY_TEXT as T } from './inquiry-text';
import styles from './inquiry-form.module.less';

export interface InquiryFormValues {
  contactName: string;
  phoneNumber: string;
  companyName: string;
  region?: string;
  diners?: number | null;
  message?: string;
  agreed?: boolean;
}

// The http client (axios) is fetched once the form is on screen and evaluated in a task of its own,
// not with the form: evaluated together they were one long task on a phone. A submit without it
// (offline) fails like any network failure: toast, fallback panel, nothing typed lost.
const loadApi = () => import('@/lib/api/inquiry');

/** Contact and phone; company, region and diners; the message; the agreement and the button. */
const FIELD_GROUPS = 4;

const required = (message: string) => [{ required: true, whitespace: true, message }];

export const toBody = (values: InquiryFormValues, items: InquiryItem[]): InquiryBody => ({
  contactName: values.contactName.trim(),
  phoneNumber: values.phoneNumber.trim(),
  companyName: values.companyName.trim(),
  region: values.region?.trim() ?? '',
  diners: values.diners ?? null,
  message: values.message?.trim() ?? '',
  items,
});

interface InquiryFormProps {
  items: InquiryItem[];
  /** Code 200: the list empties. */
  onSubmitted: () => void;
  /** Tests turn motion off. */
  theme?: Parameters<typeof AntdIsland>[0]['theme'];
}

function InquiryFormContent({ items, onSubmitted }: Omit<InquiryFormProps, 'theme'>) {
  const { message } = App.useApp();
  const { profile } = useSession();
  const [form] = Form.useForm<InquiryFormValues>();
  const [sending, setSending] = useState(false);
  const [sentId, setSentId] = useState<string | null>(null);
  const [fallback, setFallback] = useState<InquiryBody | null>(null);
  // One click, one request: the guard is taken before validation, like the login modal's.
  const busy = useRef(false);
  // The form, then its groups of fields, one task each (see useStagedMount).
  const stage = useStagedMount(FIELD_GROUPS + 1);
  const donePanel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The list above empties and the form gives way to a short panel: without this a phone is
    // left looking at the footer. Focus goes there too (the pressed button is gone).
    if (sentId === null) return;
    donePanel.current?.focus({ preventScroll: true });
    donePanel.current?.scrollIntoView({ block: 'center' });
  }, [sentId]);
  const shows = (group: number) => stage > group;
  useEffect(() => {
    if (stage > FIELD_GROUPS) void loadApi().catch(() => {});
  }, [stage]);

  const submit = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const values = await form.validateFields().catch(() => null);
      if (!values) return;
      if (items.length === 0) {
        void message.error(T.emptyList);
        return;
      }
      const body = toBody(values, items);
      setSending(true);
      setFallback(null);
      try {
        const { submitInquiry } = await loadApi();
        const answer = await submitInquiry(body);
        setSentId(answer.data?.id ?? '');
        onSubmitted();
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'business') {
          void message.error(error.message);
        } else {
          // No answer, a timeout, a 404 from a backend without this endpoint, a broken answer:
          // the visitor gets the hotline and the text to send, and keeps everything typed.
          void message.error(NETWORK_ERROR_MSG);
          setFallback(body);
        }
      } finally {
        setSending(false);
      }
    } finally {
      busy.current = false;
    }
  };

  if (sentId !== null) {
    return (
      <div ref={donePanel} tabIndex={-1} className={styles.done} role="status">
        <p className={styles.doneTitle}>{T.success}</p>
        <p>
          {sentId ? `询价编号 ${sentId}。` : ''}
          销售工程师会在 1 个工作日内与您联系，报价与平面布局方案免费。
        </p>
        <p>
          <Link to={paths.productOverview}>继续浏览产品</Link>
        </p>
      </div>
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
          {shows(1) ? (
            <>
              <Form.Item name="contactName" label="联系人" rules={required(T.contactName)}>
                <Input maxLength={100} autoComplete="name" />
              </Form.Item>
              <Form.Item
                name="phoneNumber"
                label="手机号"
                rules={[
                  { required: true, message: T.phoneRequired },
                  { pattern: PHONE_PATTERN, message: T.phonePattern },
                ]}
              >
                <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
              </Form.Item>
            </>
          ) : null}
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
          <Form.Item name="message" label="需求说明">
            <Input.TextArea
              rows={4}
              maxLength={1000}
              showCount
              placeholder="例如：新建学校食堂，厨房约 600 平方米，明年 8 月前交付"
            />
          </Form.Item>
        ) : null}
        {shows(4) ? (
          <>
            <Form.Item
              name="agreed"
              valuePropName="checked"
              rules={[
                {
                  validator: (_: unknown, value: unknown) =>
                    value === true ? Promise.resolve() : Promise.reject(new Error(T.agreement)),
                },
              ]}
            >
              <Checkbox>
                我已阅读并同意
                <Link to={paths.argumentPrivate} target="_blank">
                  《隐私政策》
                </Link>
              </Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" size="large" loading={sending}>
              提交询价
            </Button>
          </>
        ) : null}
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
