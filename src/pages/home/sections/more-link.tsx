import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import styles from './more-link.module.less';

/** The centred “see all” link under a home section. */
export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className={styles.wrap}>
      <Link to={to} className={styles.link}>
        {children} →
      </Link>
    </p>
  );
}
