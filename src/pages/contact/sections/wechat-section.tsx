import { Section } from '@/components/ui/section';
import styles from './wechat-section.module.less';

interface WechatSectionProps {
  qr: string;
  intro: { title: string; text: string; services: string[] };
}

/** The customer-service WeChat QR; QR codes elsewhere link to /contact#wechat. */
export function WechatSection({ qr, intro }: WechatSectionProps) {
  return (
    <Section id="wechat" title="客服微信" tone="soft">
      <div className={styles.card}>
        <figure className={styles.qr}>
          <img src={qr} alt="客服微信二维码" width={200} height={200} loading="lazy" />
          <figcaption>微信扫一扫</figcaption>
        </figure>
        <div className={styles.body}>
          <h3 className={styles.title}>{intro.title}</h3>
          <p className={styles.text}>{intro.text}</p>
          <ul className={styles.services}>
            {intro.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
