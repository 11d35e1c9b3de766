import { IslandFailed } from '@/components/ui/island-failed';
import { useEscape } from '@/hooks/use-escape';
import { useSession } from '@/lib/session/session';
import styles from './login-failed.module.less';

interface FailedDialogProps {
  /** The dialog's accessible name, as the dialog that did not arrive has it. */
  label: string;
  /** What did not arrive, as IslandFailed says it. */
  what: string;
  retry: () => void;
  failures: number;
  onClose: () => void;
}

/**
 * Where a dialog loaded on a press would be when its chunk did not arrive: why, 重试 and 关闭, in
 * the frame the dialog opens in. Escape closes it, as it closes the dialog.
 */
export function FailedDialog({ label, what, retry, failures, onClose }: FailedDialogProps) {
  useEscape(onClose);
  return (
    <div className={styles.layer}>
      <div className={styles.frame} role="dialog" aria-modal="true" aria-label={label}>
        <IslandFailed
          what={what}
          failures={failures}
          onRetry={retry}
          onClose={onClose}
          focusRetry
        />
      </div>
    </div>
  );
}

/** The login dialog's island (antd) did not arrive. */
export function LoginFailed({ retry, failures }: { retry: () => void; failures: number }) {
  const { closeLogin } = useSession();
  return (
    <FailedDialog
      label="登录/注册"
      what="登录窗口"
      retry={retry}
      failures={failures}
      onClose={closeLogin}
    />
  );
}
