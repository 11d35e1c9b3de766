import { useTimedFlag } from '@/hooks/use-timed-flag';
import { copyText } from '@/lib/clipboard';
import styles from './copy-button.module.less';

const COPY_FEEDBACK_MS = 3000;

interface CopyButtonProps {
  text: string;
  /** Accessible name, e.g. 复制电话号码. */
  label: string;
  className?: string;
  /** What the button says before a copy (default 复制). */
  idleText?: string;
}

/** Copies `text`; says 已复制 for 3 s. */
export function CopyButton({ text, label, className, idleText = '复制' }: CopyButtonProps) {
  const [copied, raise] = useTimedFlag(COPY_FEEDBACK_MS);
  const [failed, raiseFailed] = useTimedFlag(COPY_FEEDBACK_MS);
  const copy = async () => {
    if (await copyText(text)) raise();
    else raiseFailed();
  };
  return (
    <button
      type="button"
      className={`${styles.copy} ${className ?? ''}`}
      onClick={() => void copy()}
      aria-label={copied ? undefined : label}
    >
      <span aria-live="polite">
        {copied ? '已复制' : failed ? '复制失败，请长按号码复制' : idleText}
      </span>
    </button>
  );
}
