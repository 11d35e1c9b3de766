import { useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { caseQuote } from '@/content/cases';
import type { CaseStudy } from '@/content/case-studies';
import { Section } from '@/components/ui/section';
import { addToInquiry } from '@/features/inquiry/inquiry-list';
import styles from './case-quote.module.less';

/** The close of a case: its equipment list onto the enquiry list in one press, or a call. */
export function CaseQuote({ study }: { study: CaseStudy }) {
  const navigate = useNavigate();
  const quote = () => {
    for (const item of study.installed) addToInquiry(item.model, item.quantity);
    void navigate(paths.inquiry);
  };
  return (
    <Section id="quote" title={caseQuote.title} tone="soft">
      <p className={styles.text}>{caseQuote.text}</p>
      <p className={styles.actions}>
        <button type="button" className={styles.quote} onClick={quote}>
          {caseQuote.quote}
        </button>
        <Link className={styles.contact} to={paths.contact}>
          {caseQuote.contact}
        </Link>
      </p>
    </Section>
  );
}
