import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import styles from './contact-call-section.module.less';
import { telHref } from '@/config/tel';

interface ContactCallSectionProps {
  title: string;
  text: string;
  linkText: string;
}

/** Closing call to action: to /contact, or call the hotline. */
export function ContactCallSection({ title, text, linkText }: ContactCallSectionProps) {
  const hotline = site.company.hotline;
  return (
    <section id="contact" className={styles.section} aria-labelledby="contact-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <h2 id="contact-title" className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>
          <Link to={paths.contact} className={styles.primary}>
            {linkText}
          </Link>
          <a href={telHref(hotline)} className={styles.secondary}>
            致电 {hotline}
          </a>
        </div>
      </div>
    </section>
  );
}
