import type { TitledText } from '@/content/types';
import { CardGrid } from '@/components/ui/card-grid';
import { CopyButton } from '@/components/ui/copy-button';
import { Section } from '@/components/ui/section';
import styles from './apply-section.module.less';
import { telHref } from '@/config/tel';

interface ApplySectionProps {
  steps: TitledText[];
  contact: { email: string; phone: string; hours: string; address: string };
}

export function ApplySection({ steps, contact }: ApplySectionProps) {
  return (
    <Section
      id="apply"
      title="应聘方式"
      lead="简历请投递至招聘邮箱，也欢迎直接致电人力资源部咨询。"
    >
      <CardGrid items={steps} columns={4} numbered />
      <dl className={styles.contact}>
        <div className={styles.row}>
          <dt>招聘邮箱</dt>
          <dd>
            <a href={`mailto:${contact.email}`} className={styles.value}>
              {contact.email}
            </a>
            <CopyButton text={contact.email} label="复制招聘邮箱" />
          </dd>
        </div>
        <div className={styles.row}>
          <dt>招聘电话</dt>
          <dd>
            <a href={telHref(contact.phone)} className={styles.value}>
              {contact.phone}
            </a>
            <CopyButton text={contact.phone} label="复制招聘电话" />
          </dd>
        </div>
        <div className={styles.row}>
          <dt>接听时间</dt>
          <dd>{contact.hours}</dd>
        </div>
        <div className={styles.row}>
          <dt>面试地点</dt>
          <dd>{contact.address}</dd>
        </div>
      </dl>
    </Section>
  );
}
