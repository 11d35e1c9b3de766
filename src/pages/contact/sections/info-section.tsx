import type { SiteConfig } from '@/config/site';
import type { ContactChannel } from '@/content/contact';
import type { TitledText } from '@/content/types';
import { CopyButton } from '@/components/ui/copy-button';
import { Section } from '@/components/ui/section';
import styles from './info-section.module.less';

/** The contact cards side by side from a tablet's width; a phone stacks them. */
const CHANNEL_COLUMNS = 2;

interface InfoSectionProps {
  company: SiteConfig['company'];
  channels: ContactChannel[];
  hours: TitledText[];
}

/** Company card with address and hours, next to every phone line and mailbox. */
export function InfoSection({ company, channels, hours }: InfoSectionProps) {
  return (
    <Section
      id="info"
      title="联系方式"
      lead="无论是新建厨房的方案咨询，还是在用设备的报修，都可以通过以下方式找到我们。"
    >
      <div className={styles.layout}>
        <div className={styles.company}>
          <h3 className={styles.companyName}>{company.name}</h3>
          <p className={styles.address}>
            <span className={styles.addressLabel}>公司地址</span>
            {company.address}
          </p>
          <dl className={styles.hours}>
            {hours.map((item) => (
              <div key={item.title} className={styles.hoursRow}>
                <dt>{item.title}</dt>
                <dd>{item.text}</dd>
              </div>
            ))}
          </dl>
        </div>
        <ul
          className={styles.channels}
          style={{
            ['--columns' as string]: CHANNEL_COLUMNS,
            ['--rows' as string]: Math.ceil(channels.length / CHANNEL_COLUMNS),
          }}
        >
          {channels.map((channel) => (
            <li key={`${channel.label}-${channel.value}`} className={styles.channel}>
              <h3 className={styles.label}>{channel.label}</h3>
              <div className={styles.valueRow}>
                <a className={styles.value} href={channel.href}>
                  {channel.value}
                </a>
                {channel.copyable ? (
                  <CopyButton text={channel.value} label={`复制${channel.label}电话`} />
                ) : null}
              </div>
              <p className={styles.note}>{channel.note}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
