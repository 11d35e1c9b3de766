import { useEffect, useRef, type ReactNode } from 'react';
import { INQUIRY_TEXT as T } from './inquiry-text';
import styles from './inquiry-form.module.less';

/**
 * 提交成功 in place of the form. Focus and the view move here: the pressed button is gone, and
 * without it a phone is left looking at the footer.
 */
export function InquiryDone({ sentId, children }: { sentId: string; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <div ref={panel} tabIndex={-1} className={styles.done} role="status">
      <p className={styles.doneTitle}>{T.success}</p>
      {sentId ? <p>询价编号 {sentId}。</p> : null}
      {children}
    </div>
  );
}
