import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { ListState } from './use-list';
import styles from './after-sales.module.less';

/** A list's skeleton while loading, its own 加载失败 with 重试, or its rows. */
export function ListBody<T>({
  state,
  retry,
  what,
  children,
}: {
  state: ListState<T>;
  retry: () => void;
  /** What failed, for screen readers: 设备列表, 报修记录… */
  what: string;
  children: (rows: T[]) => ReactNode;
}) {
  if (state.status === 'loading') return <Skeleton active paragraph={{ rows: 2 }} />;
  if (state.status === 'error')
    return (
      <div className={styles.failed} role="alert" aria-label={`${what}加载失败`}>
        加载失败
        <Button type="link" onClick={retry}>
          重试
        </Button>
      </div>
    );
  return children(state.rows);
}
