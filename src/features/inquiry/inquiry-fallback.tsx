import { site } from '@/config/site';
import { telHref } from '@/config/tel';
import { CopyButton } from '@/components/ui/copy-button';
import type { InquiryBody } from '@/contract';
import { inquirySummary } from './inquiry-summary';
import styles from './inquiry-form.module.less';

/** When the enquiry could not be sent: the hotline, the business WeChat and the text to send. */
export function InquiryFallback({ body }: { body: InquiryBody }) {
  const text = inquirySummary(body);
  const what = body.source === 'contact' ? '留言' : '询价';
  return (
    <section className={styles.fallback} aria-labelledby="inquiry-fallback-title">
      <h3 id="inquiry-fallback-title">{what}暂时没有发出，您填写的内容都还在</h3>
      <p>
        请直接致电服务热线{' '}
        <a className={styles.hotline} href={telHref(site.company.hotline)}>
          {site.company.hotline}
        </a>
        ，或扫码添加企业微信，把{what}内容发给我们。
      </p>
      <div className={styles.fallbackBody}>
        <img src={site.business.wechatQr} alt="企业微信二维码" width={120} height={120} />
        <div>
          <pre className={styles.summary}>{text}</pre>
          <CopyButton
            text={text}
            label="复制询价内容"
            idleText="复制询价内容"
            className={styles.copy}
          />
        </div>
      </div>
    </section>
  );
}
