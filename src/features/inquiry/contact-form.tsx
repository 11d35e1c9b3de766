import { replyWithin } from '@/content/claims/service';
import { Form, Input } from 'antd';
import { CONTACT_MESSAGE_REQUIRED, type InquiryBody } from '@/contract';
import { AntdIsland } from '@/components/antd-island/antd-island';
import { useSession } from '@/lib/session/session';
import { InquiryDone } from './inquiry-done';
import { InquiryFallback } from './inquiry-fallback';
import { AgreeAndSubmit, ContactFields, required } from './inquiry-fields';
import { useInquirySend } from './use-inquiry-send';
import styles from './inquiry-form.module.less';

export interface ContactFormValues {
  contactName: string;
  phoneNumber: string;
  message: string;
  agreed?: boolean;
}

/** The /contact message as an enquiry with no models (docs/UI-CONTRACT.md, "Contact form"). */
export const contactBody = (values: ContactFormValues): InquiryBody => ({
  contactName: values.contactName.trim(),
  phoneNumber: values.phoneNumber.trim(),
  companyName: '',
  region: '',
  diners: null,
  message: values.message.trim(),
  items: [],
  source: 'contact',
});

function ContactFormContent() {
  const { profile } = useSession();
  const [form] = Form.useForm<ContactFormValues>();
  const { send, sending, sentId, fallback } = useInquirySend(() => {});

  const submit = () =>
    send(async () => {
      const values = await form.validateFields().catch(() => null);
      return values ? contactBody(values) : null;
    });

  if (sentId !== null) {
    return (
      <InquiryDone sentId={sentId}>
        <p>留言已收到，销售工程师会在 {replyWithin}回电。</p>
      </InquiryDone>
    );
  }

  return (
    <>
      <Form<ContactFormValues>
        form={form}
        // Field ids contact_…: the page's section is #message.
        name="contact"
        layout="vertical"
        className={`${styles.form} ${styles.contactForm}`}
        requiredMark
        initialValues={{
          contactName: profile?.userName ?? '',
          phoneNumber: profile?.phoneNumber ?? '',
        }}
        onFinish={() => void submit()}
      >
        <div className={styles.grid}>
          <ContactFields />
        </div>
        <Form.Item name="message" label="留言内容" rules={required(CONTACT_MESSAGE_REQUIRED)}>
          <Input.TextArea
            rows={4}
            maxLength={1000}
            placeholder="例如：想了解 800 人学校食堂的设备方案，方便时请来电"
          />
        </Form.Item>
        <AgreeAndSubmit label="提交留言" sending={sending} />
      </Form>
      {fallback ? <InquiryFallback body={fallback} /> : null}
    </>
  );
}

/** The /contact message form island: antd loads after the page has painted. */
export default function ContactForm({
  theme,
}: {
  theme?: Parameters<typeof AntdIsland>[0]['theme'];
}) {
  return (
    <AntdIsland theme={theme}>
      <ContactFormContent />
    </AntdIsland>
  );
}
