import { applyHeading } from '@/content/joinus';
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

/** A row whose value is a link (mail, phone) beside a button that copies it (复制招聘邮箱). */
function CopyableRow({ term, href, text }: { term: string; href: string; text: string }) {
  return (
    <div className={styles.row}>
      <dt>{term}</dt>
      <dd>
        <a href={href} className={styles.value}>
          {text}
        </a>
        <CopyButton text={text} label={`复制${term}`} />
      </dd>
    </div>
  );
}

export function ApplySection({ steps, contact }: ApplySectionProps) {
  return (
    <Section {...applyHeading}>
      <CardGrid items={steps} columns={4} numbered />
      <dl className={styles.contact}>
        <CopyableRow term="招聘邮箱" href={`mailto:${contact.email}`} text={contact.email} />
        <CopyableRow term="招聘电话" href={telHref(contact.phone)} text={contact.phone} />
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
