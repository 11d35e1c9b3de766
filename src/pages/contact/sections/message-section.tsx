import { replyWithin } from '@/content/claims/service';
import { AfterHydration } from '@/components/ui/after-hydration';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import { Section } from '@/components/ui/section';
import styles from './message-section.module.less';

// antd comes with the form, after the page has painted (never with the shell).
const loadForm = () => import('@/features/inquiry/contact-form');
const ContactForm = retryableLazy(loadForm);

/** 留言咨询: a message that reaches sales like an enquiry, with no models. */
export function MessageSection() {
  return (
    <Section
      id="message"
      title="留言咨询"
      tone="soft"
      lead={`留下称呼、手机号和想了解的内容，销售工程师 ${replyWithin}回电；方案与报价免费。`}
    >
      <AfterHydration
        load={loadForm}
        what="留言表单"
        loading={<p className={styles.loading}>正在加载留言表单…</p>}
      >
        <ContactForm />
      </AfterHydration>
    </Section>
  );
}
