import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { homeContact } from '@/content/home';
import styles from './contact-section.module.less';
import { telHref } from '@/config/tel';

interface ContactSectionProps {
  contact: typeof homeContact;
  hotline: string;
}

/** Closing call to action: the hotline, the selector and the enquiry list. */
export function ContactSection({ contact, hotline }: ContactSectionProps) {
  return (
    <section id="contact" className={styles.band} aria-labelledby="contact-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <h2 id="contact-title" className={styles.title}>
            {contact.title}
          </h2>
          <p className={styles.text}>{contact.text}</p>
        </div>
        <div className={styles.actions}>
          <p className={styles.hotline}>
            <span className={styles.label}>{contact.hotlineLabel}</span>
            <a href={telHref(hotline)} className={styles.number}>
              {hotline}
            </a>
          </p>
          <Link to={paths.selector} className={styles.button}>
            {contact.cta}
          </Link>
          <Link to={paths.inquiry} className={styles.secondary}>
            {contact.secondaryCta}
          </Link>
        </div>
      </div>
    </section>
  );
}
