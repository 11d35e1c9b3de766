import { IslandFailed } from '@/components/ui/island-failed';
import { useEscape } from '@/hooks/use-escape';
import { useSession } from '@/lib/session/session';
import styles from './login-failed.module.less';

/**
 * Where the login dialog would be when its island (antd) did not arrive: why, 重试 and 关闭, in
 * the frame the dialog opens in. Escape closes it, as it closes the dialog.
 */
export function LoginFailed({ retry, failures }: { retry: () => void; failures: number }) {
  const { closeLogin } = useSession();
  useEscape(closeLogin);
  return (
    <div className={styles.layer}>
      <div className={styles.frame} role="dialog" aria-modal="true" aria-label="登录/注册">
        <IslandFailed
          what="登录窗口"
          failures={failures}
          onRetry={retry}
          onClose={closeLogin}
          focusRetry
        />
      </div>
    </div>
  );
}
