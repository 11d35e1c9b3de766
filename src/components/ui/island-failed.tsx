import styles from './island-failed.module.less';

interface Props {
  /** What failed, as the visitor knows it: 登录窗口, 3D 查看. */
  what: string;
  /** How many times it failed: from the second on, a reload is offered too. */
  failures: number;
  onRetry: () => void;
  onClose?: () => void;
  /** In a dialog: 重试 takes the focus, so a keyboard is in it. */
  focusRetry?: boolean;
}

/**
 * Said where a part loaded on a press (its chunk) did not arrive: why, 重试, and from the second
 * failure 重新加载页面 (an older browser fails a module it failed once again at once).
 */
export function IslandFailed({ what, failures, onRetry, onClose, focusRetry }: Props) {
  const again = failures > 1;
  return (
    <div className={styles.failed} role="alert">
      <p className={styles.text}>
        {`${what}未能加载，可能是网络不稳定或网站刚刚更新。`}
        <span className={styles.next}>
          {again ? '请重新加载页面后再试。' : '请检查网络后重试。'}
        </span>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onRetry} autoFocus={focusRetry}>
          重试
        </button>
        {again ? (
          <button type="button" onClick={() => window.location.reload()}>
            重新加载页面
          </button>
        ) : null}
        {onClose ? (
          <button type="button" onClick={onClose}>
            关闭
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** IslandBoundary's fallback for a part whose note stands alone in its place (询价表单, 布局图). */
export const failedNote = (what: string) => (retry: () => void, failures: number) => (
  <IslandFailed what={what} failures={failures} onRetry={retry} />
);
